import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const tabsList = style({
  display: 'flex',
  gap: vars.space[1],
  overflowX: 'auto',
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space[5],
  scrollbarWidth: 'thin',
});

export const tabTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  flex: '0 0 auto',
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  marginBottom: '-2px',
  border: 0,
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.muted,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.sunken },
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
      background: vars.color.surface,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

/** Declined: pushed to the end of the row, quieter than the four. */
export const apart = style({
  marginLeft: 'auto',
  fontWeight: 500,
  fontSize: vars.size.sm,
});

export const tabCount = style({
  minWidth: '1.75rem',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.sunken,
  color: vars.color.text,
  fontSize: vars.size.xs,
  fontWeight: 700,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${tabTrigger}[data-state="active"] ${tabCount}`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const tabPanel = style({ outline: 'none' });
