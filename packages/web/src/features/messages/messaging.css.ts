import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minHeight: '10rem',
  maxHeight: 'min(42dvh, 22rem)',
  overflowY: 'auto',
  padding: vars.space[3],
  margin: 0,
  listStyle: 'none',
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const status = style({
  margin: 'auto',
  padding: vars.space[4],
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const message = style({
  display: 'grid',
  gap: vars.space[1],
  maxWidth: '85%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  alignSelf: 'flex-start',
  boxShadow: vars.shadow.sm,
});

export const own = style({
  alignSelf: 'flex-end',
  background: '#f6ead9',
  borderColor: vars.color.borderStrong,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[2]}`,
  alignItems: 'baseline',
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

export const sender = style({ fontWeight: 700, color: vars.color.text });

export const text = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.size.sm,
});

export const form = style({ display: 'grid', gap: vars.space[4], marginTop: vars.space[5] });

export const formError = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.size.sm,
});
