import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const editor = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
});
export const heading = style({ margin: 0, fontSize: vars.size.lg });
export const drawing = style({ width: '100%', maxWidth: '420px', height: 'auto' });
export const sizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[3],
});
export const features = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  border: 'none',
  padding: 0,
  margin: 0,
});
/** Reads as the labels of the fields above it. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space[1],
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.text,
});
export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });
/** Type and style: side by side while "Scandinavian" still fits, else one above the other. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space[3],
});
