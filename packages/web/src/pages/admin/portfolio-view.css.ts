import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

/** One column that never grows past its container: a phone's 390 px holds every grid here. */
const column = { gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 } as const;

export const view = style({ display: 'grid', ...column, gap: vars.space[6], maxWidth: '56rem' });

export const heading = style({ fontSize: vars.size.xl });

export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });

export const list = style({
  display: 'grid',
  ...column,
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  ...column,
  gap: vars.space[4],
  padding: vars.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A hidden item reads as set aside, not gone. */
export const hidden = style({ background: vars.color.sunken, borderStyle: 'dashed' });

export const fields = style({
  display: 'grid',
  ...column,
  gap: vars.space[4],
  '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr', alignItems: 'end' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const photos = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const photo = style({ display: 'grid', ...column, gap: vars.space[2] });

export const thumbnail = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
});

export const upload = style({
  display: 'grid',
  ...column,
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.sunken,
  fontSize: vars.size.sm,
});

/** The browser's file picker has a wide intrinsic size: it shrinks to the card on a phone. */
export const fileInput = style({ maxWidth: '100%', minWidth: 0 });

/**
 * Where the Undo of the last change waits: it stays in sight at the top of the screen while the
 * owner scrolls the list, so it is there right after a click far down. Empty, it takes no room.
 */
export const status = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  selectors: { '&:empty': { display: 'none' } },
});

/** The Workshop view's preview aside, a card's width: the landing shows items side by side. */
export const preview = style({ maxWidth: '20rem' });

export const previewPhoto = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const previewTitle = style({ margin: 0, fontWeight: 700 });
