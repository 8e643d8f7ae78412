import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const grid = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[8] },
  },
});

export const item = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  background: vars.color.sunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A real photograph keeps its own shape inside the grid's 4:3 frame. */
export const photo = style([picture, { objectFit: 'cover' }]);

export const text = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  padding: `${vars.space[5]} ${vars.space[6]} ${vars.space[6]}`,
});

export const title = style({ fontSize: vars.size.xl });

export const subtitle = style({ color: vars.color.muted, fontSize: vars.size.md });
