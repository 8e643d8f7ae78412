import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const form = style({ display: 'grid', gap: vars.space[5] });

export const twoUp = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [up('twoUp')]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space[4] } },
});

export const note = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const star = style({ color: vars.color.required, fontWeight: 600 });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

/** The browser's own file picker (keyboard and screen readers know it), its button restyled. */
export const fileInput = style({
  flex: '1 1 14rem',
  minWidth: 0,
  maxWidth: '100%',
  fontSize: vars.size.sm,
  color: vars.color.muted,
  borderRadius: vars.radius.md,
  selectors: {
    '&::file-selector-button': {
      minHeight: '2.75rem',
      marginInlineEnd: vars.space[3],
      padding: `0 ${vars.space[4]}`,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      fontWeight: 600,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { background: vars.color.sunken },
    '&[aria-invalid="true"]::file-selector-button': { borderColor: vars.color.danger },
  },
});

export const formError = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.size.sm,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

/** Full width on a phone, where it is the thumb's target; its own width from small tablets up. */
export const submit = style({
  width: '100%',
  '@media': { [up('sm')]: { width: 'auto' } },
});
