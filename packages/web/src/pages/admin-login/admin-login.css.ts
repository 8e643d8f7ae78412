import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  background: `radial-gradient(circle at 20% 10%, #f6e7d3 0, transparent 45%), ${vars.color.page}`,
});

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [up('sm')]: { padding: vars.space[8] } },
});

export const head = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'center',
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  color: vars.color.primary,
});

export const brand = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({ fontSize: vars.size.xxl });

export const lead = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const form = style({ display: 'grid', gap: vars.space[4] });

export const submit = style({ width: '100%' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const subtitle = style({ fontSize: vars.size.lg, textAlign: 'center' });

export const disclosure = style({
  justifySelf: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space[2]}`,
  background: 'none',
  border: 'none',
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const passkeyError = style({ color: vars.color.danger, fontSize: vars.size.sm });
