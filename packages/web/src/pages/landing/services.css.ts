import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { ember } from './palette';
import { up } from '../../design/media';

export const grid = style({
  display: 'grid',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[6] },
  },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBottom: vars.space[2],
  borderRadius: '50%',
  background: vars.color.sunken,
  color: ember,
});

export const title = style({ fontSize: vars.size.xl });

export const text = style({ color: vars.color.muted });
