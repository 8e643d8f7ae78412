import { globalStyle, style } from '@vanilla-extract/css';
import { up } from '../../design/media';
import { vars } from '../../design/theme.css';

/**
 * On a phone the five tabs wrap onto as many rows as they need, as outlined chips, so every one
 * (Declined too) is on screen without a hidden scroll; from tablets up they sit in one row of
 * underlined tabs, with Declined pushed to the end.
 */
export const tabsList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBottom: vars.space[5],
  '@media': {
    [up('md')]: {
      flexWrap: 'nowrap',
      gap: vars.space[1],
      overflowX: 'auto',
      borderBottom: `2px solid ${vars.color.border}`,
      scrollbarWidth: 'thin',
    },
  },
});

export const tabTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  flex: '1 1 auto',
  justifyContent: 'space-between',
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.muted,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.sunken },
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
  '@media': {
    [up('md')]: {
      flex: '0 0 auto',
      justifyContent: 'flex-start',
      padding: `${vars.space[2]} ${vars.space[4]}`,
      marginBottom: '-2px',
      border: 0,
      borderBottom: '3px solid transparent',
      borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
      background: 'transparent',
      selectors: {
        '&[data-state="active"]': {
          borderBottomColor: vars.color.primary,
          background: vars.color.surface,
          boxShadow: 'none',
        },
      },
    },
  },
});

/** Declined: after the four, quieter; from tablets up pushed to the end of the row. */
export const apart = style({
  fontWeight: 500,
  fontSize: vars.size.sm,
  '@media': { [up('md')]: { marginLeft: 'auto' } },
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
