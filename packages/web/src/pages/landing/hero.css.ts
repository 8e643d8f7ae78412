import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { night } from './palette';
import { up } from '../../design/media';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `radial-gradient(60rem 30rem at 85% -10%, rgba(234, 167, 102, 0.18), transparent 70%), ${night.bg}`,
  color: night.text,
  paddingBlock: `${vars.space[10]} ${vars.space[16]}`,
  '@media': { [up('lg')]: { paddingBlock: `${vars.space[16]} 6rem` } },
});

globalStyle(`${hero} :focus-visible`, { outlineColor: night.focus });

export const layout = style({
  display: 'grid',
  gap: vars.space[10],
  alignItems: 'center',
  '@media': { [up('lg')]: { gridTemplateColumns: '1.05fr 1fr', gap: vars.space[16] } },
});

export const copy = style({ display: 'grid', gap: vars.space[5], justifyItems: 'start' });

export const eyebrow = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: night.accent,
});

export const title = style({
  fontSize: vars.size.hero,
  fontWeight: 600,
  lineHeight: 1.04,
  letterSpacing: '-0.02em',
  color: night.text,
  maxWidth: '12ch',
});

export const tagline = style({
  fontSize: vars.size.lg,
  textWrap: 'pretty',
  color: night.muted,
  maxWidth: '32rem',
  '@media': { [up('sm')]: { fontSize: vars.size.xl, lineHeight: 1.5 } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3.25rem',
  paddingInline: vars.space[6],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontSize: vars.size.md,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  flexGrow: 1,
  '@media': { [up('sm')]: { flexGrow: 0 } },
  transition: `background ${vars.motion.base} ${vars.motion.ease}, border-color ${vars.motion.base}`,
});

export const primary = style([
  action,
  {
    background: night.accent,
    color: night.onAccent,
    selectors: { '&:hover': { background: night.focus } },
  },
]);

export const secondary = style([
  action,
  {
    background: 'transparent',
    color: night.text,
    borderColor: night.muted,
    selectors: { '&:hover': { background: night.raised, borderColor: night.text } },
  },
]);

export const promises = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[3]} ${vars.space[8]}`,
  margin: `${vars.space[4]} 0 0`,
  padding: `${vars.space[5]} 0 0`,
  listStyle: 'none',
  borderTop: `1px solid ${night.line}`,
  width: '100%',
});

export const promise = style({
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.size.sm,
  color: night.muted,
});

export const promiseFigure = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  fontWeight: 600,
  color: night.text,
  lineHeight: 1.2,
});

export const plate = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const plateImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
  border: `1px solid ${night.line}`,
});

/** A photograph of any shape, framed as a landscape 4:3. */
export const photo = style({ aspectRatio: '4 / 3', objectFit: 'cover' });

export const caption = style({
  fontFamily: vars.font.heading,
  fontStyle: 'italic',
  fontSize: vars.size.sm,
  color: night.muted,
  textAlign: 'center',
});
