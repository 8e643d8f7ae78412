import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'center',
  marginBottom: vars.space[4],
});

export const filter = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const filterLabel = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.muted,
});

export const select = style({ width: 'auto' });

/** Wide tables scroll on their own on a phone, never the page. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.size.sm,
});

export const headCell = style({
  textAlign: 'left',
  padding: 0,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.sunken,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space[1],
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontWeight: 600,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const row = style({
  selectors: { '&:focus-within': { background: vars.color.sunken } },
});

export const open = style({
  all: 'unset',
  fontWeight: 700,
  color: vars.color.primary,
  cursor: 'pointer',
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const muted = style({ color: vars.color.muted });

export const overdue = style({ color: vars.color.danger, fontWeight: 700 });

export const waiting = style({ color: vars.color.danger, fontWeight: 600 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: vars.space[4],
});

export const layoutToggle = style({
  display: 'flex',
  gap: vars.space[2],
  marginBottom: vars.space[4],
});

export const caption = style({
  textAlign: 'left',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.muted,
});

/**
 * The piece in words ("96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in") keeps a
 * readable width: on a phone the table scrolls sideways rather than stack it a word a line.
 */
export const pieceCell = style([cell, { minWidth: '13rem' }]);
