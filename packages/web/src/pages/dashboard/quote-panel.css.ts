import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import type { QuoteState } from '@workshop/domain';
import { below } from '../../design/media';
import { vars } from '../../design/theme.css';
import { panel, title } from './panel.css';

export const quotePanel = style([
  panel,
  {
    background: 'linear-gradient(180deg, #eef8f0 0%, #f8fcf8 100%)',
    borderColor: '#b9dcc1',
  },
]);

/** Declined or expired: no longer the green of a quote waiting for a yes. */
export const closedPanel = style({
  background: vars.color.sunken,
  borderColor: vars.color.border,
});

export const quoteTitle = style([title, { color: vars.status.quotedText }]);
export const closedTitle = style({ color: vars.color.text });

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xxl,
  fontWeight: 600,
  color: vars.color.text,
  lineHeight: 1.2,
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

export const amountFact = style({ gridColumn: '1 / -1' });

export const nextSteps = style({
  fontSize: vars.size.sm,
  color: vars.color.text,
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.7)',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  '@media': {
    // On a phone, one full-width answer a row: no ragged row of three sizes of button.
    [below('xs')]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});
globalStyle(`${actions} > button`, {
  '@media': { [below('xs')]: { width: '100%' } },
});

export const version = style({
  marginTop: `calc(-1 * ${vars.space[2]})`,
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.muted,
});

export const stateNote = style({
  fontWeight: 700,
  color: vars.color.text,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.8)',
  borderLeft: `4px solid ${vars.status.quotedText}`,
});

/** The note's edge says how the quote stands: waiting on us, declined, run out. */
export const stateTone = styleVariants(
  {
    changes_requested: vars.status.progressText,
    declined: vars.color.muted,
    expired: vars.color.danger,
  } satisfies Partial<Record<QuoteState, string>>,
  (color) => ({ borderLeftColor: color }),
) as Partial<Record<QuoteState, string>>;

export const acceptance = style({
  fontSize: vars.size.sm,
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.8)',
});

export const pdfLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  padding: `0 ${vars.space[3]}`,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const earlier = style({ fontSize: vars.size.sm });
export const earlierSummary = style({ cursor: 'pointer', fontWeight: 600, minHeight: '2rem' });

export const design = style({ display: 'grid', gap: vars.space[2] });
export const drawing = style({ width: '100%', maxWidth: '420px', height: 'auto' });
export const spec = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
});
globalStyle(`${spec} > div`, { display: 'contents' });
globalStyle(`${spec} dt`, { fontWeight: 600, color: vars.color.muted });
globalStyle(`${spec} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const changesHeading = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 600 });
export const changes = style({ margin: 0, paddingLeft: vars.space[6] });
