import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const section = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.sunken,
  borderRadius: vars.radius.lg,
});

export const empty = style({ color: vars.color.muted, margin: 0 });

/** A vertical line with a dot per entry, newest at the top. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  borderLeft: `2px solid ${vars.color.borderStrong}`,
  marginLeft: vars.space[2],
});

export const entry = style({
  position: 'relative',
  paddingLeft: vars.space[4],
  display: 'grid',
  gap: vars.space[2],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: '0.35rem',
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      border: `2px solid ${vars.color.surface}`,
    },
  },
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space[1]} ${vars.space[3]}`,
});

export const milestone = style({ fontSize: vars.size.md, margin: 0, color: vars.color.text });

export const time = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const fresh = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.onPrimary,
  background: vars.color.primary,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space[2]}`,
});

export const note = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.text });

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[2],
  maxWidth: '28rem',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const thumbnailButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  cursor: 'zoom-in',
  aspectRatio: '1',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const viewerFigure = style({ margin: 0, display: 'grid', gap: vars.space[3] });

export const viewerImage = style({
  display: 'block',
  // The width and height attributes give the ratio; the box shrinks to fit, keeping it.
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  borderRadius: vars.radius.md,
  objectFit: 'contain',
  background: vars.color.sunken,
});

export const viewerCaption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const viewerNav = style({ display: 'flex', gap: vars.space[2] });

/** "edited": the workshop changed the text after posting it. */
export const edited = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  fontStyle: 'italic',
});

export const author = style({ fontSize: vars.size.sm, color: vars.color.muted, margin: 0 });
