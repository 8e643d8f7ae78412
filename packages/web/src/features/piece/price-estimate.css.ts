import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const estimate = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: '#f6efe3',
  border: `1px solid ${vars.color.border}`,
});

export const line = style({ fontSize: vars.size.md, color: vars.color.text });

export const range = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ fontSize: vars.size.xs, color: vars.color.muted });
