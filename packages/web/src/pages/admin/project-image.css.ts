import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const image = style({
  width: '100%',
  maxHeight: '18rem',
  objectFit: 'contain',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const imageFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '8rem',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const fullSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.size.sm,
  fontWeight: 600,
});
