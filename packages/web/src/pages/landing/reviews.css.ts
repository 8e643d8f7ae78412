import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[3],
  marginBottom: vars.space[6],
  fontSize: vars.size.lg,
});

export const average = style({ fontSize: vars.size.xxl, fontWeight: 700 });

export const stars = style({ color: vars.color.accent, letterSpacing: '0.1em' });

export const list = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const text = style({ margin: 0, fontSize: vars.size.md });

export const byline = style({ color: vars.color.muted, fontSize: vars.size.sm });
