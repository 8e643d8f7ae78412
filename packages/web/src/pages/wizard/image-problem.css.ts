import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const problem = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
