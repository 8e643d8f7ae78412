import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const form = style({ display: 'grid', gap: vars.space[4] });
export const heading = style({ fontWeight: 700, marginBottom: vars.space[2] });
export const terms = style({
  display: 'grid',
  gap: vars.space[2],
  paddingLeft: vars.space[5],
  fontSize: vars.size.sm,
  listStyle: 'disc',
});
export const note = style({
  marginTop: vars.space[3],
  fontSize: vars.size.sm,
  color: vars.color.muted,
});
export const check = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  fontWeight: 600,
});
export const error = style({
  color: vars.color.danger,
  fontSize: vars.size.sm,
  marginTop: vars.space[1],
});
export const counter = style({ fontSize: vars.size.xs, color: vars.color.muted });
