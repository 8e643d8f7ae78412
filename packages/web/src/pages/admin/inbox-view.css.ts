import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

/** The whole item is the link: its kind, the project, and since when it waits. */
export const item = style({
  display: 'grid',
  gap: vars.space[1],
  width: '100%',
  color: vars.color.text,
  textDecoration: 'none',
});

// The project line (the item's second span) underlines on hover, as a link's text does.
globalStyle(`${item}:hover span:nth-child(2)`, { textDecoration: 'underline' });

export const kind = style({
  justifySelf: 'start',
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.primary,
});
