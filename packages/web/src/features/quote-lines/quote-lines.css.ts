import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'left',
  fontWeight: 600,
  paddingBottom: vars.space[2],
});

export const head = style({
  textAlign: 'left',
  fontWeight: 600,
  color: vars.color.muted,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space[1]} ${vars.space[2]} ${vars.space[1]} 0`,
});

export const cell = style({
  padding: `${vars.space[1]} ${vars.space[2]} ${vars.space[1]} 0`,
  verticalAlign: 'top',
  textAlign: 'left',
  fontWeight: 'inherit',
});

export const money = style({ textAlign: 'right', whiteSpace: 'nowrap', paddingRight: 0 });

/** An option the customer has not chosen: offered, counted in no total. */
export const offered = style({ color: vars.color.muted });

export const tag = style({
  display: 'inline-block',
  marginLeft: vars.space[1],
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

export const sum = style({ borderTop: `1px solid ${vars.color.border}` });

export const total = style({ fontWeight: 700 });
