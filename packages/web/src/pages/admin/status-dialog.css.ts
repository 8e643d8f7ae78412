import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const done = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.status.completedBg,
  color: vars.status.completedText,
  fontWeight: 600,
});

export const hintBox = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});
