import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const quote = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.status.quotedBg,
  border: '1px solid #b9dcc1',
  fontSize: vars.size.sm,
});

export const quoteAmount = style({
  fontSize: vars.size.lg,
  fontWeight: 700,
  color: vars.status.quotedText,
});

export const quoteMeta = style({ color: '#24482c' });

/** A declined quote: kept for the record, no longer the green of one waiting for a yes. */
export const declined = style({
  background: vars.color.sunken,
  borderColor: vars.color.border,
});
globalStyle(`${declined} ${quoteAmount}, ${declined} ${quoteMeta}`, { color: vars.color.text });
