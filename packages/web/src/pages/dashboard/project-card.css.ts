import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const head = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[5]} ${vars.space[5]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [up('md')]: { padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[4]}` } },
});

/** "Project #12 · Table": the reference, above what the piece is. */
export const number = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.muted,
});

export const title = style({
  fontSize: vars.size.xl,
  overflowWrap: 'anywhere',
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[3]}`,
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

// Every grid here has a `minmax(0, 1fr)` column: an auto column grows to its widest child's
// min-content (a one-line button, a long address) and pushes the card past a phone's edge.
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  padding: vars.space[5],
  '@media': { [up('md')]: { padding: vars.space[6] } },
});

/** With an image, it sits in a column of its own on wide screens. */
export const bodyWithImage = style({
  '@media': {
    [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' },
  },
});

export const mainColumn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  minWidth: 0,
});
export const sideColumn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gap: `${vars.space[3]} ${vars.space[4]}`,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: '#fcf8f2',
  '@media': { [up('md')]: { padding: `${vars.space[4]} ${vars.space[6]}` } },
});

export const actionsEnd = style({ marginLeft: 'auto' });

export const chevron = style({ transition: `transform ${vars.motion.base}` });
export const chevronOpen = style({ transform: 'rotate(180deg)' });

export const dangerText = style({ color: vars.color.danger });
