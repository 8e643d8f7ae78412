import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

/** What a card shows for a field nobody filled in. */
export const unset = style({ color: vars.color.muted, fontStyle: 'italic' });

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.size.sm,
  fontWeight: 700,
  color: vars.color.text,
  marginBottom: vars.space[1],
});

/** Free text as the customer or the workshop typed it, line breaks kept. */
export const longText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.size.sm,
});
