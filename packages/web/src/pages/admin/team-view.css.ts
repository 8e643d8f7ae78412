import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const view = style({ display: 'grid', gap: vars.space[6], maxWidth: '48rem' });

export const heading = style({ fontSize: vars.size.xl });

export const subheading = style({ fontSize: vars.size.lg, gridColumn: '1 / -1' });

export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const members = style({
  display: 'grid',
  gap: vars.space[3],
  listStyle: 'none',
  padding: 0,
});

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

const panel = {
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} as const;

export const invite = style({
  ...panel,
  '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr', alignItems: 'end' } },
});

export const passkey = style({ ...panel, justifyItems: 'start' });
