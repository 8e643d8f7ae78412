import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const layout = style({
  display: 'grid',
  gap: vars.space[10],
  '@media': {
    [up('lg')]: { gridTemplateColumns: '1fr 1.55fr', gap: vars.space[16], alignItems: 'start' },
  },
});

/** On a wide screen the heading stays in view beside the (taller) form. */
export const intro = style({
  '@media': { [up('lg')]: { position: 'sticky', top: vars.space[8] } },
});

/**
 * The form's card, and the same box while the form loads: as tall as the form will be, so the
 * page below does not jump when it arrives.
 */
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[5],
  minWidth: 0,
  '@media': { [up('sm')]: { padding: vars.space[8] } },
});

export const placeholder = style([
  card,
  {
    display: 'grid',
    placeItems: 'center',
    textAlign: 'center',
    color: vars.color.muted,
    minHeight: '68rem',
    '@media': {
      [up('twoUp')]: { minHeight: '50rem' },
      [up('lg')]: { minHeight: '46rem' },
    },
  },
]);
