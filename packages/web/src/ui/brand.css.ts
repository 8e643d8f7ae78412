import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';
import { below } from '../design/media';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.primary,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.size.lg,
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.sm,
});

export const inverted = style({ color: '#fdf3e4' });

export const tile = style({});

export const flame = style({ fill: vars.color.accent });
export const stem = style({ stroke: vars.color.accent, strokeWidth: 2, strokeLinecap: 'round' });

export const name = style({
  color: 'inherit',
  whiteSpace: 'nowrap',
  '@media': { [below('xxs')]: { fontSize: vars.size.md } },
});
