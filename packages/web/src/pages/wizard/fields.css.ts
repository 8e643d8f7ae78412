import { style } from '@vanilla-extract/css';
import { input } from '../../design/recipes.css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const stack = style({ display: 'grid', gap: vars.space[6] });

// Top-aligned: beside a field whose message makes its row taller, the input keeps its height.
export const field = style({
  display: 'grid',
  gap: vars.space[2],
  minWidth: 0,
  alignContent: 'start',
});

export const label = style({ fontWeight: 600, color: vars.color.text });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const inputWithUnit = style({ position: 'relative' });

export const unit = style({
  position: 'absolute',
  right: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  fontSize: vars.size.sm,
  pointerEvents: 'none',
});

// Composed from the input recipe: this file imports it, so these rules always come after it.
export const textInput = style([input, { minHeight: '3rem' }]);

export const unitInput = style([textInput, { paddingRight: '3rem' }]);

export const select = style([
  textInput,
  {
    appearance: 'none',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2367503f' stroke-width='2'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space[3]} center`,
    paddingRight: vars.space[10],
    cursor: 'pointer',
  },
]);

export const help = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const counter = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  justifySelf: 'end',
});

export const counterLow = style({ color: vars.color.danger, fontWeight: 600 });

export const error = style({ fontSize: vars.size.sm, color: vars.color.danger, fontWeight: 600 });

/** Advice under a field: worth reading, never a refusal. */
export const advice = style({ fontSize: vars.size.sm, color: '#7a4b12', fontWeight: 600 });

/* ---------- Boxes ---------- */

export const infoBox = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
});

export const infoTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const infoList = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: 'grid',
  gap: vars.space[1],
  color: vars.color.text,
});

export const tips = style([infoBox, { background: '#f6efe3' }]);

export const alert = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

/* ---------- Review ---------- */

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const summaryRow = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
  '@media': {
    [up('sm')]: {
      gridTemplateColumns: '12rem minmax(0, 1fr)',
      gap: vars.space[4],
      padding: `${vars.space[3]} ${vars.space[5]}`,
    },
  },
});

export const summaryTerm = style({
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.muted,
});

export const summaryValue = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const summaryList = style({ margin: 0, paddingLeft: vars.space[5] });

export const summaryMuted = style({ color: vars.color.muted, fontStyle: 'italic' });

/* ---------- Drop zone ---------- */

export const dropzone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[10]} ${vars.space[5]}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [up('lg')]: { padding: `${vars.space[16]} ${vars.space[8]}` } },
});

export const dropzoneActive = style({
  borderColor: vars.color.primary,
  borderStyle: 'solid',
  background: '#fbecd9',
  boxShadow: `0 0 0 4px rgba(122, 74, 33, 0.15)`,
});

export const dropIcon = style({ width: '3rem', height: '3rem', color: vars.color.primary });

export const dropTitle = style({ fontWeight: 600, fontSize: vars.size.lg });

export const dropBrowse = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const preview = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
  },
});

export const previewImage = style({
  width: '100%',
  maxHeight: '22rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  gridColumn: '1 / -1',
});

export const previewName = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
});
