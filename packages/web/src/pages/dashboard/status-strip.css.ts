import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'start',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
});

/** After `strip`: its border shorthand would otherwise reset the colour. */
export const tone = styleVariants({
  new: {
    background: vars.status.newBg,
    color: vars.status.newText,
    borderColor: vars.status.newText,
  },
  quoted: {
    background: vars.status.quotedBg,
    color: vars.status.quotedText,
    borderColor: vars.status.quotedText,
  },
  in_progress: {
    background: vars.status.progressBg,
    color: vars.status.progressText,
    borderColor: vars.status.progressText,
  },
  completed: {
    background: vars.status.completedBg,
    color: vars.status.completedText,
    borderColor: vars.status.completedText,
  },
  neutral: { background: vars.color.sunken, color: vars.color.text, borderColor: vars.color.muted },
  declined: {
    background: vars.color.sunken,
    color: vars.color.text,
    borderColor: vars.color.muted,
  },
});

export const text = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

/** The status line with the badge beside it; they wrap under each other on a narrow card. */
export const lineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[2]}`,
});

export const line = style({ fontWeight: 700 });

/** The badge on a strip of its own colour: set off on the card's surface, outlined. */
export const badge = style({ display: 'inline-flex' });
globalStyle(`${badge} > span`, {
  background: vars.color.surface,
  boxShadow: '0 0 0 1px currentColor',
});
export const hint = style({ fontSize: vars.size.sm });
/** What follows the first hint (the approval lock on a finished project) reads quieter. */
export const aside = style({ opacity: 0.85 });

/** The customer's request for changes, quoted on the strip's surface. */
export const asked = style({
  display: 'grid',
  gap: vars.space[1],
  margin: `${vars.space[2]} 0 0`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});
export const askedCaption = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.muted,
});
export const askedText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
