import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const sortWrap = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const sortLabel = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.muted,
});

export const sortSelect = style({ width: 'auto', flex: '1 1 auto', cursor: 'pointer' });
