import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

/* ---------- Groups ---------- */

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[3],
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 600,
  color: vars.color.text,
});

export const groupHint = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  marginTop: `calc(-1 * ${vars.space[2]})`,
});

export const required = style({ color: vars.color.required, marginLeft: '0.2em' });

/** Grid of choice cards: one column on phones, more where there is room. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': {
    [up('sm')]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      gap: vars.space[4],
    },
  },
});

export const cardGridTwo = style({
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const cardGridThree = style({
  '@media': {
    [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/* ---------- Choice cards (a radio or checkbox inside a label) ---------- */

export const choiceCard = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  minHeight: '3.5rem',
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': { [up('sm')]: { padding: vars.space[5] } },
});

export const choiceCardSelected = style({
  borderColor: vars.color.primary,
  background: '#fdf4e8',
  boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.sm}`,
});

/**
 * The native input covers its whole card, invisible: a tap anywhere on the card is a tap on the
 * radio, and it stays in the tab order and the accessibility tree.
 */
export const hiddenInput = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** The round mark of a radio card. */
export const radioMark = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'grid',
  placeItems: 'center',
});

export const radioMarkChecked = style({
  borderColor: vars.color.primary,
  selectors: {
    '&::after': {
      content: '""',
      width: '0.625rem',
      height: '0.625rem',
      borderRadius: '50%',
      background: vars.color.primary,
    },
  },
});

export const cardText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
});

export const cardName = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 600,
  lineHeight: 1.25,
  color: vars.color.text,
});

export const cardSubtitle = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const cardDescription = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const cardExample = style({
  justifySelf: 'start',
  marginTop: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  color: vars.color.text,
  fontSize: vars.size.xs,
  fontWeight: 600,
});

export const typeIcon = style({
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  color: vars.color.primary,
});

/* ---------- Chips (the specific material and finish) ---------- */

export const chipRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** A material's colour and grain, in a chip. */
export const swatch = style({
  width: '1.25rem',
  height: '1.25rem',
  flex: 'none',
  borderRadius: vars.radius.pill,
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.18)`,
});

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: 500,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const chipSelected = style({
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover': { borderColor: vars.color.primaryHover } },
});

export const placeholder = style({
  padding: vars.space[4],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

/* ---------- Materials details ---------- */

export const details = style({
  display: 'grid',
  gap: vars.space[2],
  marginTop: vars.space[2],
  fontSize: vars.size.sm,
});

export const detailLists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
});

export const detailTitle = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const prosTitle = style({ color: vars.color.success });
export const consTitle = style({ color: vars.color.danger });

export const detailList = style({
  margin: `${vars.space[1]} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space[1],
  color: vars.color.text,
  lineHeight: 1.4,
});

export const pro = style({
  paddingLeft: '1.1rem',
  position: 'relative',
  selectors: {
    '&::before': {
      content: '"+"',
      position: 'absolute',
      left: 0,
      fontWeight: 700,
      color: vars.color.success,
    },
  },
});

export const con = style({
  paddingLeft: '1.1rem',
  position: 'relative',
  selectors: {
    '&::before': {
      content: '"–"',
      position: 'absolute',
      left: 0,
      fontWeight: 700,
      color: vars.color.danger,
    },
  },
});

export const note = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.sunken,
  color: vars.color.text,
  lineHeight: 1.45,
});

export const sheens = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[2],
  marginTop: vars.space[2],
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
  color: vars.color.text,
});

export const sheen = style({ whiteSpace: 'nowrap' });

/* ---------- Checkboxes (features) ---------- */

export const checkboxGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const checkboxCard = style([
  choiceCard,
  { alignItems: 'center', padding: `${vars.space[3]} ${vars.space[4]}`, fontWeight: 500 },
]);

export const checkbox = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const checkboxInCard = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});
