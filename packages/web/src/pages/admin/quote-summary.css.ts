import { style } from '@vanilla-extract/css';
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
