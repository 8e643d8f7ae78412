import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

/** The views' links side by side in a sunken strip, wrapping on a phone; the open one is raised. */
export const sections = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  maxWidth: '100%',
  padding: vars.space[1],
  marginBottom: vars.space[5],
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const section = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  padding: `${vars.space[1]} ${vars.space[4]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
});
