import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const details = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
});

/** The customer's notes, below their description: the same voice, a paragraph of their own. */
export const notes = style({ marginTop: vars.space[3] });
