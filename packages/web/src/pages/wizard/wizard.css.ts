import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const page = style({
  minHeight: ['100vh', '100dvh'],
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.page,
});

/* ---------- Header ---------- */

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  width: '100%',
  maxWidth: vars.layout.content,
  marginInline: 'auto',
  padding: `${vars.space[3]} ${vars.space[4]} ${vars.space[4]}`,
  display: 'grid',
  gap: vars.space[3],
  '@media': {
    [up('sm')]: { paddingInline: vars.space[6] },
    [up('lg')]: { padding: `${vars.space[4]} ${vars.space[8]} ${vars.space[5]}` },
    // As wide as the three columns below it.
    [up('xl')]: { maxWidth: '90rem' },
  },
});

export const topRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

const backLinkBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  marginLeft: `calc(-1 * ${vars.space[2]})`,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.sunken, textDecoration: 'underline' },
  },
});

export const backLink = style([backLinkBase]);

export const startOver = style([
  backLinkBase,
  {
    marginLeft: 0,
    marginRight: `calc(-1 * ${vars.space[2]})`,
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    cursor: 'pointer',
  },
]);

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.md,
  fontWeight: 600,
  color: vars.color.text,
  display: 'none',
  '@media': { [up('sm')]: { display: 'block' } },
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
});

export const pageTitle = style({
  fontSize: vars.size.xl,
  '@media': { [up('lg')]: { fontSize: vars.size.xxl } },
});

export const stepCount = style({
  display: 'flex',
  gap: vars.space[3],
  fontSize: vars.size.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const stepCountStrong = style({ color: vars.color.text, fontWeight: 600 });

export const progress = style({
  position: 'relative',
  overflow: 'hidden',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const progressIndicator = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
  transition: `transform 400ms ${vars.motion.ease}`,
});

/* ---------- Layout ---------- */

export const layout = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.content,
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The panel takes the rest of the screen, so the navigation sits at its bottom.
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"indicator" "panel"',
  gap: vars.space[4],
  padding: `${vars.space[4]} ${vars.space[4]} 0`,
  '@media': {
    [up('sm')]: { paddingInline: vars.space[6], gap: vars.space[6] },
    [up('lg')]: {
      gridTemplateColumns: '16.5rem minmax(0, 1fr)',
      gridTemplateRows: 'minmax(0, 1fr)',
      gridTemplateAreas: '"indicator panel"',
      gap: vars.space[10],
      padding: `${vars.space[8]} ${vars.space[8]} 0`,
    },
  },
});

/**
 * With the drawing: a strip above the step on phones and tablets (in the page's flow, so the
 * sticky Next bar is never under it), a third column beside the step on wide screens.
 */
export const layoutWithPreview = style({
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  gridTemplateAreas: '"indicator" "preview" "panel"',
  '@media': {
    [up('lg')]: {
      gridTemplateRows: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"indicator preview" "indicator panel"',
      rowGap: vars.space[6],
    },
    [up('xl')]: {
      maxWidth: '90rem',
      gridTemplateColumns: '16.5rem minmax(0, 1fr) 22rem',
      gridTemplateRows: 'minmax(0, 1fr)',
      gridTemplateAreas: '"indicator panel preview"',
      columnGap: vars.space[8],
    },
  },
});

export const panel = style({
  gridArea: 'panel',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '@media': {
    [up('lg')]: {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderBottom: 0,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const stepBody = style({
  flex: 1,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[6],
  paddingBottom: vars.space[8],
  '@media': {
    [up('lg')]: { padding: `${vars.space[8]} ${vars.space[10]} ${vars.space[10]}` },
  },
});

export const stepHeader = style({ display: 'grid', gap: vars.space[1] });

export const stepEyebrow = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const stepHeading = style({
  fontSize: vars.size.display,
  scrollMarginTop: vars.space[4],
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const stepDescription = style({ color: vars.color.muted, fontSize: vars.size.lg });

/* ---------- Step indicator ---------- */

/** The step list and, below 64rem, the button that unfolds it. */
export const indicatorArea = style({
  gridArea: 'indicator',
  display: 'grid',
  gap: vars.space[3],
  alignContent: 'start',
  '@media': {
    [up('lg')]: { position: 'sticky', top: vars.space[8], alignSelf: 'start' },
  },
});

export const stepsToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
  '@media': { [up('lg')]: { display: 'none' } },
});

export const stepsToggleTitle = style({ fontWeight: 700 });

export const stepsToggleHint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  flex: 'none',
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.size.sm,
});

export const chevron = style({
  display: 'inline-block',
  transition: `transform ${vars.motion.fast}`,
});
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);

export const indicator = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
  alignItems: 'center',
  '@media': {
    [up('lg')]: { gridTemplateColumns: '1fr', gap: vars.space[1] },
  },
});

/** Below 64rem, the list unfolded: each step with its title, as on wide screens. */
export const indicatorOpen = style({ gridTemplateColumns: '1fr', gap: vars.space[1] });

/** A step's dot and words: a button for a step the visitor may open, plain text otherwise. */
export const stepStatic = style({
  display: 'flex',
  justifyContent: 'inherit',
  alignItems: 'inherit',
  gap: 'inherit',
});

export const stepButton = style([
  stepStatic,
  {
    minWidth: '2.75rem',
    minHeight: '2.75rem',
    margin: `calc(-1 * ${vars.space[2]})`,
    padding: vars.space[2],
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.sunken },
    },
  },
]);

globalStyle(`${indicatorOpen} > li`, {
  justifyContent: 'flex-start',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
});

globalStyle(`${indicatorOpen} > li:not(:last-child)::after`, {
  top: '2.75rem',
  bottom: '-1rem',
  left: 'calc(0.75rem + 1rem - 1px)',
  right: 'auto',
  width: 2,
  height: 'auto',
});

globalStyle(`${indicatorOpen} > li[aria-current="step"]`, { background: vars.color.sunken });

export const indicatorItem = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  '@media': {
    [up('lg')]: {
      justifyContent: 'flex-start',
      alignItems: 'flex-start',
      gap: vars.space[3],
      padding: `${vars.space[3]} ${vars.space[3]}`,
      borderRadius: vars.radius.md,
    },
  },
  selectors: {
    // The rail between the dots on phones.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 'calc(50% + 1rem)',
      right: 'calc(-50% + 1rem)',
      height: 2,
      background: vars.color.border,
    },
  },
});

globalStyle(`${indicatorItem}:not(:last-child)::after`, {
  '@media': {
    [up('lg')]: {
      top: '2.75rem',
      bottom: '-1rem',
      left: 'calc(0.75rem + 1rem - 1px)',
      right: 'auto',
      width: 2,
      height: 'auto',
    },
  },
});

export const indicatorItemDone = style({
  selectors: { '&:not(:last-child)::after': { background: vars.color.primary } },
});

export const indicatorItemCurrent = style({
  '@media': { [up('lg')]: { background: vars.color.sunken } },
});

export const dot = style({
  position: 'relative',
  zIndex: 1,
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.size.sm,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const dotDone = style({
  borderColor: vars.color.primary,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const dotCurrent = style({
  borderColor: vars.color.primary,
  color: vars.color.primary,
  boxShadow: `0 0 0 4px ${vars.color.sunken}`,
  '@media': { [up('lg')]: { boxShadow: `0 0 0 4px ${vars.color.surface}` } },
});

/** Titles and descriptions: read by screen readers on phones, shown from the lg breakpoint. */
export const indicatorText = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [up('lg')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
      display: 'grid',
      paddingTop: '0.1rem',
    },
  },
});

globalStyle(`${indicatorOpen} ${indicatorText}`, {
  position: 'static',
  width: 'auto',
  height: 'auto',
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'normal',
  display: 'grid',
  paddingTop: '0.1rem',
});

export const indicatorTitle = style({ fontWeight: 600, lineHeight: 1.3, color: vars.color.text });
export const indicatorDescription = style({
  fontSize: vars.size.xs,
  color: vars.color.muted,
  lineHeight: 1.4,
});

/* ---------- Navigation ---------- */

export const nav = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  display: 'grid',
  gap: vars.space[2],
  marginInline: `calc(-1 * ${vars.space[4]})`,
  padding: `${vars.space[3]} ${vars.space[4]} calc(${vars.space[3]} + env(safe-area-inset-bottom, 0px))`,
  background: 'rgba(255, 253, 249, 0.94)',
  backdropFilter: 'blur(8px)',
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -6px 18px rgba(59, 42, 26, 0.07)',
  '@media': {
    [up('sm')]: { marginInline: `calc(-1 * ${vars.space[6]})`, paddingInline: vars.space[6] },
    [up('lg')]: {
      marginInline: 0,
      padding: `${vars.space[4]} ${vars.space[10]} calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
    },
  },
});

const priceChanged = keyframes({
  from: { backgroundColor: '#f3dfb8' },
  to: { backgroundColor: 'transparent' },
});

/** Below the wide layout only: there the drawing and its price stand beside the step. */
export const navPrice = style({
  justifySelf: 'start',
  margin: 0,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.size.sm,
  color: vars.color.muted,
  animation: `${priceChanged} 1.2s ease-out`,
  '@media': {
    [up('xl')]: { display: 'none' },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const navButtons = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  '@media': {
    [up('sm')]: { display: 'flex', justifyContent: 'space-between' },
  },
});

// Nested under the row, so these win over the button recipe whatever the stylesheet order.
export const navButton = style({
  selectors: {
    [`${navButtons} &`]: {
      minHeight: '3.25rem',
      // Phones: room for 'Submit Project Request' beside Previous.
      paddingInline: vars.space[4],
      fontSize: vars.size.md,
      whiteSpace: 'normal',
      lineHeight: 1.2,
      textAlign: 'center',
    },
  },
  '@media': {
    [up('sm')]: {
      selectors: {
        [`${navButtons} &`]: {
          minWidth: '10rem',
          paddingInline: vars.space[6],
          fontSize: vars.size.lg,
        },
      },
    },
  },
});

export const navHint = style({
  fontSize: vars.size.sm,
  color: vars.color.muted,
  textAlign: 'center',
  '@media': { [up('sm')]: { textAlign: 'right' } },
});

/** "Welcome back": said once, on the step a restored design opens on. */
export const restored = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.success}`,
  background: vars.color.sunken,
  color: vars.color.text,
  fontWeight: 600,
});
