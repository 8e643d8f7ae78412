import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const form = style({ display: 'grid', gap: vars.space[4] });

export const twoUp = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [up('twoUp')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const imageNote = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[2],
  alignItems: 'start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});
