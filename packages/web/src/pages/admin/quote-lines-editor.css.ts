import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const editor = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space[1]}` });

export const lines = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gap: vars.space[2],
  paddingBottom: vars.space[3],
  borderBottom: `1px dashed ${vars.color.border}`,
});

/** Quantity and unit price side by side, also on a phone (both are short). */
export const numbers = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: '5rem 1fr',
});

export const flags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'center',
});

export const flag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  fontSize: vars.size.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.size.sm,
  fontWeight: 600,
});
