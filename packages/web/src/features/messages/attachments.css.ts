import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

/** The whole form takes drops; this frame shows where while a file is dragged over it. */
export const dropTarget = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  outline: '2px dashed transparent',
  outlineOffset: '4px',
  transition: `outline-color ${vars.motion.fast} ${vars.motion.ease}`,
});

export const dragging = style({ outlineColor: vars.color.accent, background: vars.color.sunken });

export const picker = style({
  display: 'grid',
  gap: vars.space[2],
});

export const pickerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[3]}`,
});

export const hint = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const chosenList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chosen = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const preview = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.sunken,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.primary,
});

export const fileText = style({ display: 'grid', minWidth: 0, fontSize: vars.size.sm });

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
});

export const fileSize = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const removeButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.sunken, color: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const problems = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.size.sm,
});

export const progress = style({ display: 'grid', gap: vars.space[1], fontSize: vars.size.xs });

export const progressBar = style({
  width: '100%',
  height: '0.5rem',
  accentColor: vars.color.primary,
});

/** In the thread: a message's files under its text. */
export const sentList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: `${vars.space[1]} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const thumbLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  lineHeight: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  background: vars.color.sunken,
});

export const fileLink = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space[2],
  maxWidth: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.sunken,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.size.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
