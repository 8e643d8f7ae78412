import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const photoPicker = style({ display: 'grid', gap: vars.space[2] });

/**
 * The browser's own file input, kept (a label, the keyboard and screen readers work as they
 * should) and dressed as the site's: a dashed box with a secondary button to choose photos.
 */
export const fileInput = style({
  width: '100%',
  padding: vars.space[2],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  fontSize: vars.size.sm,
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::file-selector-button': {
      marginInlineEnd: vars.space[3],
      minHeight: '2.5rem',
      padding: `0 ${vars.space[4]}`,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      fontWeight: 600,
      cursor: 'inherit',
    },
    '&:hover:not(:disabled)::file-selector-button': { background: vars.color.sunken },
  },
});

export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const preview = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.sunken,
  aspectRatio: '1',
});

export const previewImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const remove = style({
  position: 'absolute',
  top: vars.space[1],
  right: vars.space[1],
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(47, 33, 24, 0.78)',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const count = style({ fontSize: vars.size.sm, color: vars.color.muted, margin: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.size.sm, margin: 0 });

/** A progress photo to pick for the portfolio: the whole tile toggles its checkbox. */
export const pick = style({ display: 'block', width: '100%', height: '100%', cursor: 'pointer' });

export const pickBox = style({
  position: 'absolute',
  top: vars.space[2],
  left: vars.space[2],
  width: '1.5rem',
  height: '1.5rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const photoChoice = style([photoPicker, { margin: 0, padding: 0, border: 0, minWidth: 0 }]);
