import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
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

export const line = style({ fontWeight: 700 });
export const hint = style({ fontSize: vars.size.sm });
