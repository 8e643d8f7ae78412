import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: vars.space[6],
});

export const pageInfo = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: '2.5rem',
  paddingInline: vars.space[3],
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});

export const pageGap = style({ paddingInline: vars.space[1], color: vars.color.muted });
