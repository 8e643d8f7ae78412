import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const statusLabel = style({ fontWeight: 600, color: vars.color.muted });

export const longText = style({
  fontSize: vars.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const muted = style({ fontSize: vars.size.sm, color: vars.color.muted });
