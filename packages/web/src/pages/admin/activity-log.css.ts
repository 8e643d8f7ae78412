import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

/** The disclosure across the whole details area, under its two columns. */
export const activity = style({
  gridColumn: '1 / -1',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space[3],
});

export const summary = style({
  cursor: 'pointer',
  minHeight: '2.75rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  fontSize: vars.size.sm,
});

export const summaryTitle = style({ fontWeight: 700, color: vars.color.text });

/** The disclosure's own marker (a flex summary loses the browser's), turned when open. */
export const chevron = style({
  color: vars.color.primary,
  transition: 'transform 120ms ease',
  selectors: { [`${activity}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const body = style({ paddingTop: vars.space[2] });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  position: 'relative',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space[3],
  paddingBottom: vars.space[3],
  position: 'relative',
  selectors: {
    // The line that joins each entry's dot to the next one's.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: 'calc(1rem - 1px)',
      top: '2rem',
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
});

const dotBase = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
});

export const dot = styleVariants({
  default: [dotBase, { background: vars.color.surface, color: vars.color.primary }],
  danger: [
    dotBase,
    { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
  ],
});

export const content = style({
  display: 'grid',
  gap: '0.125rem',
  fontSize: vars.size.sm,
  paddingTop: '0.3rem',
  minWidth: 0,
});

/** Emails read quieter than what people did, so the project's steps stand out. */
export const title = styleVariants({
  step: { fontWeight: 700, overflowWrap: 'anywhere' },
  email: { fontWeight: 500, overflowWrap: 'anywhere' },
});

export const detail = styleVariants({
  default: { color: vars.color.text, overflowWrap: 'anywhere' },
  danger: { color: vars.color.danger, overflowWrap: 'anywhere' },
});

export const meta = style({ color: vars.color.muted, fontSize: vars.size.xs });
