import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.size.lg, color: vars.color.text });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space[3],
  margin: 0,
});

export const total = style({ minWidth: 0 });

export const term = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const value = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One invoice or payment: what it is, then its date or reference, then its state. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
});

export const main = style({ flex: '1 1 14rem', color: vars.color.text });

export const struck = style({ textDecoration: 'line-through', color: vars.color.muted });

export const detail = style({ color: vars.color.muted });

const pill = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.xs,
  fontWeight: 600,
});

export const state = styleVariants({
  paid: [pill, { background: vars.status.completedBg, color: vars.status.completedText }],
  unpaid: [pill, { background: vars.status.newBg, color: vars.status.newText }],
  voided: [pill, { background: vars.color.sunken, color: vars.color.muted }],
});
