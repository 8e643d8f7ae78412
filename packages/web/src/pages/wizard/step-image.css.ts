import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.sm,
  fontWeight: 600,
});

export const uploading = style([line, { color: vars.color.muted }]);

export const uploaded = style([line, { color: vars.color.success }]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const refused = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const refusedTitle = style({ fontWeight: 700 });

/** A file the drop zone refused: which, and why. */
export const refusal = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});
