import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const form = style({ display: 'grid', gap: vars.space[4] });

/** Two short fields side by side, one above the other on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});

/** The customer's words a revision answers, set apart from the form. */
export const changeRequest = style({
  padding: vars.space[3],
  borderLeft: `4px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
});

export const changeRequestTitle = style({
  margin: 0,
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const changeRequestText = style({
  margin: `${vars.space[2]} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The switch between one figure and a quote in lines. */
export const itemise = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  fontWeight: 600,
});
