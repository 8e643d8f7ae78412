import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const copy = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const subject = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const subjectLabel = style({ color: vars.color.muted, fontWeight: 400 });

/** The plain text as sent: its line breaks kept, long links wrapped instead of overflowing. */
export const text = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  fontFamily: 'inherit',
  fontSize: vars.size.sm,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const none = style({ margin: 0, color: vars.color.muted });
