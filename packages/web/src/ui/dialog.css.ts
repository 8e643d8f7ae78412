import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';
import { up } from '../design/media';
import { TOAST_ROOM_PROPERTY } from './toast-placement';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.ease}`,
});

/** The height the toasts over the dialogs take at the top of the screen (0 when elsewhere). */
const toastRoom = `var(${TOAST_ROOM_PROPERTY}, 0px)`;

/**
 * Mobile first: a sheet from the bottom edge; a centred card from 40rem up. Either gives up
 * height while a toast sits at the top of the screen, so that the toast covers neither the
 * title and close button at its top nor the buttons at its bottom (the body scrolls).
 */
const contentBase = style({
  position: 'fixed',
  zIndex: 51,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `min(94dvh, calc(100dvh - ${toastRoom}))`,
  transition: `max-height ${vars.motion.base} ${vars.motion.ease}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  animation: `${riseIn} ${vars.motion.base} ${vars.motion.ease}`,
  outline: 'none',
  '@media': {
    [up('sm')]: {
      left: '50%',
      right: 'auto',
      bottom: 'auto',
      top: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100vw - 3rem)',
      // Centred: as much room under it as over it.
      maxHeight: `min(90dvh, 52rem, calc(100dvh - 2 * ${toastRoom}))`,
      borderRadius: vars.radius.lg,
      animation: `${fadeIn} ${vars.motion.base} ${vars.motion.ease}`,
    },
  },
});

export const content = styleVariants({
  sm: [contentBase, { '@media': { [up('sm')]: { maxWidth: '28rem' } } }],
  md: [contentBase, { '@media': { [up('sm')]: { maxWidth: '36rem' } } }],
  lg: [contentBase, { '@media': { [up('sm')]: { maxWidth: '44rem' } } }],
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space[3],
  padding: `${vars.space[5]} ${vars.space[5]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.size.xl,
  color: vars.color.text,
});

export const description = style({
  marginTop: vars.space[1],
  fontSize: vars.size.sm,
  color: vars.color.muted,
});

export const body = style({
  padding: vars.space[5],
  overflowY: 'auto',
  flex: '1 1 auto',
  minHeight: 0,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[5]} ${vars.space[5]}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [up('xs')]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  marginTop: `calc(${vars.space[1]} * -1)`,
  marginRight: `calc(${vars.space[2]} * -1)`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken, color: vars.color.text } },
});

export const alertIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  marginBottom: vars.space[3],
});

export const alertBody = style({
  padding: `${vars.space[6]} ${vars.space[5]} ${vars.space[4]}`,
});

export const alertText = style({
  marginTop: vars.space[2],
  color: vars.color.muted,
  fontSize: vars.size.sm,
  display: 'grid',
  gap: vars.space[2],
});

export const warning = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});
