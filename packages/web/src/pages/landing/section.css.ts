import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { ember } from './palette';
import { up } from '../../design/media';

/** The vertical rhythm and heading block shared by the landing page's sections. */
export const section = style({
  paddingBlock: vars.space[16],
  '@media': { [up('lg')]: { paddingBlock: '6rem' } },
});

export const sunken = style({ background: vars.color.sunken });

export const head = style({
  display: 'grid',
  gap: vars.space[3],
  maxWidth: '40rem',
  marginBottom: vars.space[10],
  '@media': { [up('sm')]: { marginBottom: vars.space[12] } },
});

/** For a head that sits inside a layout which spaces it already. */
export const headCompact = style({
  marginBottom: 0,
  '@media': { [up('sm')]: { marginBottom: 0 } },
});

export const eyebrow = style({
  fontSize: vars.size.xs,
  fontWeight: 600,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: ember,
});

export const title = style({
  fontSize: vars.size.display,
  textWrap: 'balance',
  color: vars.color.text,
  scrollMarginTop: vars.space[6],
  selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
});

export const lead = style({
  fontSize: vars.size.lg,
  textWrap: 'pretty',
  color: vars.color.muted,
  maxWidth: '36rem',
});
