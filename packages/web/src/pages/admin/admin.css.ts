import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

const tablet = 'screen and (min-width: 48rem)';
const desktop = 'screen and (min-width: 64rem)';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/** The panel is a working screen: wider than the marketing pages. */
export const shell = style({
  width: '100%',
  maxWidth: '82rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { [tablet]: { paddingInline: vars.space[6] } },
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
});

export const logout = style({ flexShrink: 0 });

export const brand = style({
  display: 'block',
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.size.xl,
  color: vars.color.text,
  '@media': { [tablet]: { fontSize: vars.size.xxl } },
});

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space[5],
  '@media': { [tablet]: { paddingBlock: vars.space[6] } },
});

export const toolbar = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'center',
  marginBottom: vars.space[5],
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(20rem, 28rem) 1fr' } },
});

export const searchWrap = style({ position: 'relative' });

export const searchIcon = style({
  position: 'absolute',
  left: vars.space[3],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const searchInput = style({
  paddingLeft: '2.5rem',
  paddingRight: '2.75rem',
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearSearch = style({
  position: 'absolute',
  right: vars.space[1],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken, color: vars.color.text } },
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { justifyContent: 'flex-end' } },
});

export const countBadge = style({
  fontSize: vars.size.sm,
  padding: `${vars.space[1]} ${vars.space[3]}`,
});

export const countNumber = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

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

export const showing = style({
  marginBottom: vars.space[4],
  color: vars.color.muted,
  fontSize: vars.size.sm,
  scrollMarginTop: vars.space[4],
  outline: 'none',
});

export const list = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  padding: `${vars.space[12]} ${vars.space[5]}`,
  textAlign: 'center',
  color: vars.color.muted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const status = style({
  padding: vars.space[8],
  textAlign: 'center',
  color: vars.color.muted,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: vars.space[6],
});

export const pageInfo = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: '2.5rem',
  paddingInline: vars.space[3],
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});

export const pageGap = style({ paddingInline: vars.space[1], color: vars.color.muted });
