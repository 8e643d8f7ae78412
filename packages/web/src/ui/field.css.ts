import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';

export const field = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
});

export const label = style({ fontWeight: 600, fontSize: vars.size.sm, color: vars.color.text });

export const required = style({ color: vars.color.required, marginLeft: '0.15em' });

export const hint = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const error = style({
  display: 'flex',
  gap: vars.space[1],
  alignItems: 'center',
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.danger,
});

export const counter = style({
  fontSize: vars.size.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Above the warning length the counter turns red (and bold, so colour is not the only cue). */
export const counterWarning = style({ color: vars.color.danger, fontWeight: 700 });

export const select = style({
  appearance: 'none',
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2367503f' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space[3]} center`,
  paddingRight: vars.space[10],
});
