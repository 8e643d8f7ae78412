import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const view = style({ display: 'grid', gap: vars.space[6], maxWidth: '56rem' });

export const heading = style({ fontSize: vars.size.xl });

export const subheading = style({ fontSize: vars.size.lg, gridColumn: '1 / -1', padding: 0 });

export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });

export const form = style({ display: 'grid', gap: vars.space[6] });

export const group = style({
  display: 'grid',
  gap: vars.space[4],
  minWidth: 0,
  margin: 0,
  padding: vars.space[5],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [up('md')]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

/** The name and contact lines as the site will show them, before they are saved. */
export const preview = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[5],
  background: vars.color.sunken,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

export const previewLabel = style({
  margin: 0,
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const previewName = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700 });

export const member = style({
  display: 'grid',
  gap: vars.space[3],
  gridColumn: '1 / -1',
  alignItems: 'end',
  '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr auto' } },
});

export const add = style({ justifySelf: 'start', gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const versions = style({
  display: 'grid',
  gap: vars.space[3],
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const version = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  overflowWrap: 'anywhere',
});

export const photo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  gridColumn: '1 / -1',
});

export const photoPreview = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

export const photoLabel = style({ fontSize: vars.size.sm, fontWeight: 600 });

export const photoInput = style({ maxWidth: '100%', minWidth: 0, fontSize: vars.size.sm });
