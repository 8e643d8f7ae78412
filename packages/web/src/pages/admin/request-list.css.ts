import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const showing = style({
  marginBottom: vars.space[4],
  color: vars.color.muted,
  fontSize: vars.size.sm,
  scrollMarginTop: vars.space[4],
  outline: 'none',
});

export const range = style({ whiteSpace: 'nowrap' });

export const list = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  padding: `${vars.space[12]} ${vars.space[5]}`,
  textAlign: 'center',
  color: vars.color.muted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});
