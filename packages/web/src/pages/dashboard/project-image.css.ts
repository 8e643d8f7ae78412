import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[2] });

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.sunken,
});

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[2],
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const caption = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.xs,
  color: vars.color.muted,
  minWidth: 0,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fullSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontWeight: 600,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
});
