import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const panel = style({
  width: '100%',
  minWidth: 0,
  maxWidth: '40rem',
  display: 'grid',
  gap: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  '@media': { [up('md')]: { padding: vars.space[10] } },
});

export const check = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.sunken,
  color: vars.color.success,
  fontSize: vars.size.xl,
  fontWeight: 700,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xxl,
  selectors: { '&:focus': { outline: 'none' } },
});

export const number = style({
  display: 'inline-block',
  marginTop: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  fontWeight: 600,
});

export const text = style({ color: vars.color.muted, lineHeight: 1.6 });

export const summary = style({ lineHeight: 1.6 });

// An address is one word: it wraps only where it must, never mid-name on a wide screen.
export const email = style({ overflowWrap: 'anywhere' });

export const steps = style({
  display: 'grid',
  gap: vars.space[3],
  paddingLeft: vars.space[6],
  lineHeight: 1.5,
});

export const subheading = style({ fontSize: vars.size.lg, fontWeight: 600 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [up('sm')]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

// The links' words wrap on the narrowest phones rather than widen the page.
globalStyle(`${actions} > *`, { whiteSpace: 'normal', textAlign: 'center' });
