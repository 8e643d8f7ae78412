import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  fontSize: vars.size.sm,
});

export const summaryName = style({ fontWeight: 700 });
