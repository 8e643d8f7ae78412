import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const searchWrap = style({ position: 'relative' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const searchInput = style({
  paddingLeft: '2.5rem',
  paddingRight: '2.75rem',
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearSearch = style({
  position: 'absolute',
  right: vars.space[1],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken, color: vars.color.text } },
});
