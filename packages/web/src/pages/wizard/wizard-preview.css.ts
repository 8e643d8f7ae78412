import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { below, up } from '../../design/media';

export const preview = style({
  gridArea: 'preview',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  minWidth: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [up('xl')]: {
      position: 'sticky',
      top: vars.space[8],
      alignSelf: 'start',
      padding: vars.space[4],
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '2.75rem',
});

/** The title, and under it the price while the strip is folded. */
export const barText = style({ display: 'grid', minWidth: 0, marginRight: 'auto' });

export const title = style({ fontSize: vars.size.lg });

/** The price on the folded strip (open, the full line is below the drawing). */
export const barPrice = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [up('xl')]: { display: 'none' } },
});

export const toggle = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [up('xl')]: { display: 'none' } },
});

export const body = style({ display: 'grid', gap: vars.space[3] });

/** Folded on a phone; a wide screen always shows the drawing. */
export const folded = style({
  '@media': { [below('xl')]: { display: 'none' } },
});

export const empty = style({ fontSize: vars.size.sm, color: vars.color.muted });
