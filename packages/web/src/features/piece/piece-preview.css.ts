import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const note = style({ fontSize: vars.size.xs, color: vars.color.muted, fontStyle: 'italic' });
