import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const process = style({ display: 'grid', gap: vars.space[3] });

export const awaited = style({ margin: 0, fontWeight: 600 });

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space[1],
  textAlign: 'center',
  fontSize: vars.size.xs,
  lineHeight: 1.25,
  borderTop: '4px solid',
  paddingTop: vars.space[2],
  '@media': { [up('sm')]: { fontSize: vars.size.sm } },
});

export const step = styleVariants({
  done: [base, { borderColor: vars.color.primary, color: vars.color.text }],
  current: [base, { borderColor: vars.color.accent, color: vars.color.text, fontWeight: 700 }],
  next: [base, { borderColor: vars.color.border, color: vars.color.muted }],
});

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  border: `1px solid currentColor`,
  fontSize: vars.size.xs,
});

export const title = style({ overflowWrap: 'break-word' });
