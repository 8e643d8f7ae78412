import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
});

export const logout = style({ flexShrink: 0 });

export const brand = style({
  display: 'block',
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.size.xl,
  color: vars.color.text,
  '@media': { [up('md')]: { fontSize: vars.size.xxl } },
});

export const signedIn = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});
