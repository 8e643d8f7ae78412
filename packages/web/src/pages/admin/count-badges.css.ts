import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [up('lg')]: { justifyContent: 'flex-end' } },
});

export const countBadge = style({
  fontSize: vars.size.sm,
  padding: `${vars.space[1]} ${vars.space[3]}`,
});

export const countNumber = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
