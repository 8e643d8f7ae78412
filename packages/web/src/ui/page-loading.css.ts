import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';

export const loading = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.muted,
});
