import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const band = style({
  background: vars.color.sunken,
  padding: `${vars.space[8]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({ display: 'grid', justifyItems: 'center' });
