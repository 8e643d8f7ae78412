import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const photoPicker = style({ display: 'grid', gap: vars.space[2] });

export const fileInput = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
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
