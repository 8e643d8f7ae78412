import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const fact = style({ minWidth: 0 });

/** A long value (an email, the quote amount) takes two columns. */
export const wide = style({ gridColumn: 'span 2' });

export const term = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
