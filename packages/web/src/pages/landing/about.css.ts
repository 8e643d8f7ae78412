import { style } from '@vanilla-extract/css';
import { up } from '../../design/media';
import { vars } from '../../design/theme.css';
import { ember } from './palette';

export const layout = style({
  display: 'grid',
  gap: vars.space[10],
  '@media': {
    [up('lg')]: { gridTemplateColumns: '1.4fr 1fr', gap: vars.space[16], alignItems: 'start' },
  },
});

export const story = style({ display: 'grid', gap: vars.space[5] });

export const text = style({
  margin: 0,
  fontSize: vars.size.lg,
  color: vars.color.muted,
  textWrap: 'pretty',
  maxWidth: '40rem',
  whiteSpace: 'pre-line',
});

export const team = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  marginTop: vars.space[2],
  padding: 0,
  listStyle: 'none',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minWidth: 0,
});

export const initials = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  // The photo's size, so members with and without one line up.
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.heading,
  fontSize: vars.size.lg,
  fontWeight: 600,
  color: vars.color.text,
});

export const avatar = style({
  flex: 'none',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'cover',
  background: vars.color.surface,
});

export const memberName = style({
  display: 'block',
  fontWeight: 600,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const memberRole = style({
  display: 'block',
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const promise = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid ${ember}`,
});

export const promiseTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  color: vars.color.text,
});
