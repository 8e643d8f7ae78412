import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space[16]} ${vars.space[6]}`,
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(4rem, 10vw, 7rem)',
  color: vars.color.accent,
  lineHeight: 1,
});

export const stack = style({ display: 'grid', gap: vars.space[4], justifyItems: 'center' });
export const text = style({ color: vars.color.muted, maxWidth: '28rem' });
