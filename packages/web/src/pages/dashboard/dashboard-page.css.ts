import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: '1 0 auto',
  paddingBlock: `${vars.space[6]} ${vars.space[12]}`,
  '@media': { [up('md')]: { paddingBlock: `${vars.space[10]} ${vars.space[16]}` } },
});

export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginBottom: vars.space[6],
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.size.display });

export const lead = style({ color: vars.color.muted, marginTop: vars.space[2], maxWidth: '40rem' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.size.sm,
  fontWeight: 600,
});

export const contactLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[2]}`,
  marginTop: vars.space[10],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

export const list = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stateBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[12]} ${vars.space[6]}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const stateIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  color: vars.color.primary,
});

export const stateTitle = style({ fontSize: vars.size.xl });
export const stateText = style({ color: vars.color.muted, maxWidth: '30rem' });

export const spinner = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
});
