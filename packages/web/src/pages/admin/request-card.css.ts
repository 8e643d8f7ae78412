import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

const cardBase = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '5px',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [up('md')]: { padding: `${vars.space[5]} ${vars.space[6]}` } },
});

/** The card's left edge carries the status colour (the status badge names it in words). */
export const card = styleVariants({
  new: [cardBase, { borderLeftColor: '#2f6fb6' }],
  quoted: [cardBase, { borderLeftColor: '#2f8a47' }],
  in_progress: [cardBase, { borderLeftColor: '#c99a06' }],
  completed: [cardBase, { borderLeftColor: '#7a45b5' }],
  declined: [cardBase, { borderLeftColor: '#8a8178' }],
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const name = style({ fontSize: vars.size.lg, color: vars.color.text });

export const projectId = style({
  marginRight: vars.space[2],
  color: vars.color.muted,
  fontFamily: vars.font.body,
  fontSize: vars.size.sm,
  fontWeight: 700,
});

export const submitted = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.sm,
});

export const approved = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: '#1e6b34',
  color: '#fff',
  fontSize: vars.size.xs,
  fontWeight: 700,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  margin: 0,
});

export const fact = style({ minWidth: 0 });

export const factLabel = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({
  margin: 0,
  fontSize: vars.size.sm,
  overflowWrap: 'anywhere',
});

export const preview = style({
  fontSize: vars.size.sm,
  color: vars.color.text,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'pre-line',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const detailsToggle = style({
  '@media': { [up('md')]: { marginRight: 'auto' } },
});

export const deleteButton = style({
  color: vars.color.danger,
  borderColor: '#e3b3ac',
  selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
});

/** A new request past the 3-business-day quote promise: loud enough to triage by. */
export const overdue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: '#fff',
  fontSize: vars.size.xs,
  fontWeight: 700,
});

/** Whose move it is: a quiet pill, outlined, beside the status. */
export const waiting = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.size.xs,
  fontWeight: 600,
});

/** The account in a line: what is unpaid and by when, or that it is paid. */
export const money = style({
  margin: 0,
  fontWeight: 600,
  color: vars.color.text,
});

/** What the customer signed for, in a line: it stands in for the request's words. */
export const signedDesign = style({
  margin: `${vars.space[3]} 0 0`,
  color: vars.color.text,
  fontSize: vars.size.sm,
  lineHeight: 1.5,
});

export const signedLabel = style({ fontWeight: 700 });
