import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { panel } from './panel.css';

export const reviewPanel = style([panel, { display: 'grid', gap: vars.space[3] }]);

export const starRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ marginBottom: vars.space[2], fontWeight: 600 });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em', margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const status = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.muted });

export const error = style({ margin: 0, color: vars.color.danger });
