import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const quoteWarning = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});
