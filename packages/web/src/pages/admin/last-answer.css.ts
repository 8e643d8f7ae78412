import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const wrap = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[1],
  minWidth: 0,
});

export const answer = style({
  display: 'block',
  maxWidth: '100%',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  background: vars.color.sunken,
  borderRadius: vars.radius.sm,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSize: vars.size.xs,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const toggle = style({ minHeight: '2rem', paddingInline: vars.space[2] });

export const none = style({ color: vars.color.muted });
