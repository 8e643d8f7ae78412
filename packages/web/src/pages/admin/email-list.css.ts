import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { below, up } from '../../design/media';

/**
 * A table on wide desktops; below that each row is a card whose cells show their column's name
 * (data-label) beside the value, so nothing scrolls sideways. Its seven columns need about
 * 1200 px: on a 1024 px laptop the table ran past the panel's edge.
 */
const CARDS = below('xl');
const TABLE = up('xl');

export const about = style({
  marginBottom: vars.space[2],
  maxWidth: '48rem',
  fontSize: vars.size.sm,
  color: vars.color.text,
});

export const summary = style({
  marginBottom: vars.space[4],
  color: vars.color.muted,
  fontSize: vars.size.sm,
  outline: 'none',
});

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: vars.space[8],
  textAlign: 'center',
  color: vars.color.muted,
});

export const empty = style({
  padding: `${vars.space[12]} ${vars.space[5]}`,
  textAlign: 'center',
  color: vars.color.muted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const caption = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.size.sm,
  '@media': {
    [CARDS]: { display: 'block' },
    [TABLE]: {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
      overflow: 'hidden',
    },
  },
});

export const head = style({
  '@media': {
    // The column names move into each card.
    [CARDS]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

globalStyle(`${head} th`, {
  padding: `${vars.space[3]} ${vars.space[4]}`,
  textAlign: 'left',
  verticalAlign: 'bottom',
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  background: vars.color.sunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const body = style({
  '@media': { [CARDS]: { display: 'grid', gap: vars.space[4] } },
});

export const row = style({
  '@media': {
    [CARDS]: {
      display: 'grid',
      gap: vars.space[2],
      padding: vars.space[4],
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const cell = style({
  minWidth: 0,
  // break-word, not anywhere: 'anywhere' lets the table squeeze a column to one letter wide.
  overflowWrap: 'break-word',
  '@media': {
    [CARDS]: {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      gap: vars.space[3],
      alignItems: 'baseline',
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          fontSize: vars.size.xs,
          fontWeight: 600,
          color: vars.color.muted,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        },
      },
    },
    [TABLE]: {
      padding: `${vars.space[3]} ${vars.space[4]}`,
      verticalAlign: 'top',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

// The last row's cells need no line under them inside the table's frame.
globalStyle(`${body} ${row}:last-child ${cell}`, {
  '@media': { [TABLE]: { borderBottom: 0 } },
});

export const when = style({
  display: 'block',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [CARDS]: { whiteSpace: 'normal', gridColumn: 2 } },
});

export const whenLater = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const whenLabel = style({
  '@media': { [TABLE]: { color: vars.color.muted, fontSize: vars.size.xs } },
});

export const recipient = style({
  '@media': { [TABLE]: { maxWidth: '16rem' } },
});

export const template = style({
  fontWeight: 600,
  '@media': { [TABLE]: { whiteSpace: 'nowrap' } },
});

/** The email's name opens it: plain text that reads as a link. */
export const open = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});

const stateBase = style({
  display: 'block',
  width: 'fit-content',
  marginTop: vars.space[1],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.xs,
  fontWeight: 600,
  '@media': { [CARDS]: { gridColumn: 2, marginTop: 0 } },
});

export const state = styleVariants({
  sending: [stateBase, { background: vars.status.newBg, color: vars.status.newText }],
  retrying: [stateBase, { background: vars.status.progressBg, color: vars.status.progressText }],
});

export const project = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const none = style({ color: vars.color.muted });

export const attempts = style({
  fontVariantNumeric: 'tabular-nums',
  '@media': { [TABLE]: { textAlign: 'right', whiteSpace: 'nowrap' } },
});

export const answerCell = style({
  '@media': {
    // On a card the answer takes the full width, under its name.
    [CARDS]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[1] },
    [TABLE]: { width: '34%', minWidth: '16rem' },
  },
});

export const actionCell = style({
  '@media': {
    [CARDS]: {
      display: 'block',
      selectors: { '&:empty': { display: 'none' } },
    },
    [TABLE]: { textAlign: 'right', whiteSpace: 'nowrap' },
  },
});

export const sendAgain = style({
  '@media': { [CARDS]: { width: '100%' } },
});

// The global max-width: 100% on svg would let the table's cell squeeze the icon to nothing.
globalStyle(`${sendAgain} svg`, { flexShrink: 0, maxWidth: 'none' });
