import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';

export const wrap = style({ position: 'relative' });

export const inputWithToggle = style({ paddingRight: '3.25rem' });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: vars.space[1],
  transform: 'translateY(-50%)',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.25rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.sunken } },
});

export const meter = style({ display: 'grid', gap: vars.space[2], marginTop: vars.space[1] });

export const meterHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  gap: vars.space[1],
});

export const bar = style({
  height: '0.375rem',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  transition: `background ${vars.motion.base}`,
});

const levelColors = {
  Weak: vars.color.danger,
  Fair: '#8a5300',
  Good: '#3f6b12',
  Strong: vars.color.success,
} as const;

export const barFilled = styleVariants(levelColors, (color) => ({ background: color }));
export const levelText = styleVariants(levelColors, (color) => ({ color, fontWeight: 700 }));

export const criteria = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

export const criterion = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });
export const met = style({ color: vars.color.success, fontWeight: 600 });
export const unmetIcon = style({ transform: 'rotate(45deg)', opacity: 0.7 });
