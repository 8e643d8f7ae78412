import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { night } from './palette';
import { up } from '../../design/media';

export const footer = style({
  background: night.bg,
  color: night.muted,
  paddingBlock: `${vars.space[12]} ${vars.space[8]}`,
  fontSize: vars.size.sm,
});

globalStyle(`${footer} :focus-visible`, { outlineColor: night.focus });

export const columns = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: '1fr 1fr',
  '@media': {
    [up('lg')]: { gridTemplateColumns: '2fr 1fr 1fr', gap: vars.space[12] },
  },
});

export const brand = style({
  gridColumn: '1 / -1',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  maxWidth: '26rem',
  textWrap: 'pretty',
  '@media': { [up('lg')]: { gridColumn: 'auto' } },
});

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  fontWeight: 600,
  color: night.text,
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: night.accent,
  marginBottom: vars.space[3],
});

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: vars.space[10],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${night.line}`,
  fontSize: vars.size.xs,
  '@media': { [up('sm')]: { fontSize: vars.size.sm } },
});
