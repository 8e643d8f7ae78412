import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const details = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(14rem, 2fr)' } },
});

export const detailsColumn = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const section = style({ display: 'grid', gap: vars.space[1] });

export const sectionTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.size.sm,
  fontWeight: 700,
  color: vars.color.text,
});

export const notesHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const adminNotes = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
});

/** The wizard design: the drawing, then its indicative price. */
export const design = style({ display: 'grid', gap: vars.space[2], maxWidth: '30rem' });

export const advice = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: '#fbf3e4',
  color: '#7a4b12',
  fontSize: vars.size.sm,
});

/** The design in one line, above its drawing. */
export const designSummary = style({ margin: 0, fontWeight: 600, color: vars.color.text });
