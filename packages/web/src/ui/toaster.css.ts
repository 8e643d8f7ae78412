import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';
import { below } from '../design/media';
import { TOAST_WIDTH_REM } from './toast-placement';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: `min(${TOAST_WIDTH_REM}rem, 100vw)`,
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  outline: 'none',
  // Phones too: at the top a toast would hide the page's header for its 5 s. At the bottom,
  // full width, it covers nothing the page needs.
  '@media': {
    [below('sm')]: { width: '100vw', padding: `${vars.space[2]} ${vars.space[3]}` },
  },
  // Over a dialog with no room beside it (a phone's sheet rises from the bottom edge, where
  // its buttons are): the top edge, and the dialog keeps clear of it (dialog.css.ts).
  selectors: { '&[data-edge="top"]': { top: 0, bottom: 'auto' } },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space[2],
  alignItems: 'start',
  padding: vars.space[4],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.base} ${vars.motion.ease}`,
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const destructive = style({
  borderLeftColor: vars.color.danger,
  background: vars.color.dangerSoft,
});

export const title = style({ fontWeight: 700, fontSize: vars.size.md });
export const description = style({ fontSize: vars.size.sm, color: vars.color.muted });
export const close = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.size.lg,
  lineHeight: 1,
  padding: vars.space[1],
  color: vars.color.muted,
});
