import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { night } from './palette';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });

/** Off-screen until focused: the first stop for keyboard users. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  top: vars.space[2],
  zIndex: 10,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: night.accent,
  color: night.onAccent,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', outlineColor: night.text },
  },
});
