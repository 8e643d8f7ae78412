import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const piece = style({ display: 'grid', gap: vars.space[3], maxWidth: '36rem' });

/** A review row with its Edit: term and Edit on one line on phones, three columns wider. */
export const row = style({
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"term edit" "value value"',
  alignItems: 'center',
  '@media': {
    [up('sm')]: {
      gridTemplateColumns: '12rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"term value edit"',
      alignItems: 'start',
    },
  },
});

export const term = style({ gridArea: 'term' });
export const value = style({ gridArea: 'value' });

export const editCell = style({ gridArea: 'edit', margin: 0 });

export const edit = style({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  margin: `calc(-1 * ${vars.space[2]}) calc(-1 * ${vars.space[2]})`,
  padding: `0 ${vars.space[2]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.primary,
  fontFamily: 'inherit',
  fontSize: vars.size.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken, textDecoration: 'underline' } },
});

/** The inspiration picture beside its name: small, as a reminder, not a second preview. */
export const image = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  flex: 'none',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
});
