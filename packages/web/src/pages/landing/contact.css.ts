import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { ember } from './palette';
import { below, up } from '../../design/media';

export const layout = style({
  display: 'grid',
  gap: vars.space[10],
  '@media': {
    [up('lg')]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space[16], alignItems: 'start' },
  },
});

export const intro = style({ display: 'grid', gap: vars.space[6], justifyItems: 'start' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  width: '100%',
});

/** On a phone the two buttons stack at the same width. */
globalStyle(`${actions} > *`, { '@media': { [below('xs')]: { flex: '1 1 100%' } } });

export const promises = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
  '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const promise = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  padding: vars.space[5],
  background: vars.color.sunken,
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid ${ember}`,
  color: vars.color.muted,
});

export const promiseFigure = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xxl,
  fontWeight: 600,
  lineHeight: 1.15,
  color: vars.color.text,
});

export const card = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  fontStyle: 'normal',
  '@media': { [up('sm')]: { padding: vars.space[8] } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem 1fr',
  gap: vars.space[4],
  alignItems: 'start',
});

export const rowIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  background: vars.color.sunken,
  color: ember,
});

export const label = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const value = style({
  fontSize: vars.size.md,
  '@media': { [up('sm')]: { fontSize: vars.size.lg } },
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' } },
});

/** Breaks only where BreakableEmail allows, unless one piece alone is wider than the card. */
export const email = style({ overflowWrap: 'break-word' });

/** The owner's own line breaks (one day per line) are kept. */
export const lines = style({ whiteSpace: 'pre-line' });
