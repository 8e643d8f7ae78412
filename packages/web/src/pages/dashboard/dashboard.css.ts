import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const md = 'screen and (min-width: 48rem)';
const lg = 'screen and (min-width: 64rem)';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(255, 253, 249, 0.94)',
  backdropFilter: 'saturate(1.4) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '4rem',
  flexWrap: 'wrap',
  paddingBlock: vars.space[2],
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const account = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space[2],
  maxWidth: '22rem',
  fontSize: vars.size.sm,
  color: vars.color.muted,
  '@media': { [md]: { display: 'inline-flex' } },
});

export const accountEmail = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  color: vars.color.text,
});

export const accountMobile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
  color: vars.color.muted,
  width: '100%',
  minWidth: 0,
  '@media': { [md]: { display: 'none' } },
});

/** Text that phones read (screen readers) but do not show: the icon carries it visually. */
export const labelOnWide = style({
  '@media': {
    'screen and (max-width: 29.99rem)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const iconButton = style({
  '@media': {
    'screen and (max-width: 29.99rem)': { paddingInline: vars.space[2], minWidth: '2.5rem' },
  },
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: `${vars.space[6]} ${vars.space[12]}`,
  '@media': { [md]: { paddingBlock: `${vars.space[10]} ${vars.space[16]}` } },
});

export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginBottom: vars.space[6],
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.size.display });

export const lead = style({ color: vars.color.muted, marginTop: vars.space[2], maxWidth: '40rem' });

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.size.sm,
  fontWeight: 600,
});

export const contactLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[2]}`,
  marginTop: vars.space[10],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const list = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stateBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[12]} ${vars.space[6]}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const stateIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  color: vars.color.primary,
});

export const stateTitle = style({ fontSize: vars.size.xl });
export const stateText = style({ color: vars.color.muted, maxWidth: '30rem' });

export const spinner = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
});

/* ---------- Project card ---------- */

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[5]} ${vars.space[5]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [md]: { padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[4]}` } },
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[2]}`,
  fontSize: vars.size.xl,
});

export const cardType = style({
  fontFamily: vars.font.body,
  fontWeight: 500,
  fontSize: vars.size.md,
  color: vars.color.muted,
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[3]}`,
  marginTop: vars.space[1],
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

export const cardBody = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[5],
  '@media': { [md]: { padding: vars.space[6] } },
});

/** With an image, it sits in a column of its own on wide screens. */
export const cardBodyWithImage = style({
  '@media': {
    [lg]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' },
  },
});

export const mainColumn = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });
export const sideColumn = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const statusStrip = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  alignItems: 'start',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
});

export const statusTone = styleVariants({
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
});

export const statusLine = style({ fontWeight: 700 });
export const statusHint = style({ fontSize: vars.size.sm });

export const panel = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [md]: { padding: vars.space[5] } },
});

export const quotePanel = style([
  panel,
  {
    background: 'linear-gradient(180deg, #eef8f0 0%, #f8fcf8 100%)',
    borderColor: '#b9dcc1',
  },
]);

export const messagePanel = style([panel, { background: '#fdf6ea', borderColor: '#ecd8b8' }]);

export const panelTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.lg,
  color: vars.color.text,
});

export const quoteTitle = style([panelTitle, { color: vars.status.quotedText }]);

export const quoteAmount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xxl,
  fontWeight: 600,
  color: vars.color.text,
  lineHeight: 1.2,
});

export const quoteGrid = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

export const quoteAmountFact = style({ gridColumn: '1 / -1' });

export const nextSteps = style({
  fontSize: vars.size.sm,
  color: vars.color.text,
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.7)',
});

export const quoteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const blockquote = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const signature = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const facts = style({
  display: 'grid',
  gap: `${vars.space[3]} ${vars.space[4]}`,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const fact = style({ minWidth: 0 });

/** A long value (an email, the quote amount) takes two columns. */
export const factWide = style({ gridColumn: 'span 2' });

export const term = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const unset = style({ color: vars.color.muted, fontStyle: 'italic' });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[2] });

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.sunken,
});

export const imageFallback = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[2],
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const caption = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.xs,
  color: vars.color.muted,
  minWidth: 0,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fullSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontWeight: 600,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
});

export const detailsHeading = style({
  fontFamily: vars.font.body,
  fontSize: vars.size.sm,
  fontWeight: 700,
  color: vars.color.text,
  marginBottom: vars.space[1],
});

export const description = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.size.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: '#fcf8f2',
  '@media': { [md]: { padding: `${vars.space[4]} ${vars.space[6]}` } },
});

export const actionsEnd = style({ marginLeft: 'auto' });

export const chevron = style({ transition: `transform ${vars.motion.base}` });
export const chevronOpen = style({ transform: 'rotate(180deg)' });

/* ---------- Edit dialog ---------- */

export const editForm = style({ display: 'grid', gap: vars.space[4] });

export const twoUp = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { 'screen and (min-width: 34rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const imageNote = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[2],
  alignItems: 'start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const dangerText = style({ color: vars.color.danger });

export const quoteWarning = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});
