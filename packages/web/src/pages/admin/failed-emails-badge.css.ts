import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.375rem',
  height: '1.375rem',
  padding: '0 0.375rem',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
