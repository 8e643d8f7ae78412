import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { night } from './palette';
import { below, up } from '../../design/media';

export const header = style({
  position: 'relative',
  background: night.bg,
  color: night.text,
  borderBottom: `1px solid ${night.line}`,
});

globalStyle(`${header} :focus-visible`, { outlineColor: night.focus });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: '4.25rem',
  '@media': { [up('sm')]: { gap: vars.space[4] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: night.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.size.md,
  fontWeight: 600,
  letterSpacing: '-0.01em',
  lineHeight: 1.15,
  // On a phone the name may take two lines, leaving room for the menu and Sign In.
  '@media': { [up('sm')]: { fontSize: vars.size.lg, whiteSpace: 'nowrap' } },
});

export const mark = style({ flexShrink: 0, color: night.accent });

export const nav = style({
  display: 'none',
  '@media': { [up('lg')]: { display: 'block', marginInlineStart: 'auto' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  color: night.muted,
  fontSize: vars.size.sm,
  fontWeight: 500,
  textDecoration: 'none',
  paddingBlock: vars.space[2],
  borderBottom: '1px solid transparent',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { color: night.text, borderBottomColor: night.accent } },
});

/** The section menu: phones and tablets only, beside the sign-in button. */
export const menu = style({
  marginInlineStart: 'auto',
  '@media': { [up('lg')]: { display: 'none' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: night.text,
  font: 'inherit',
  fontSize: vars.size.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: night.raised },
  },
});

/** The word shows from large phones up; below, the icon alone (the word stays its name). */
export const menuLabel = style({
  '@media': {
    [below('xs')]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Drops under the header across the full width, above the page. */
export const menuPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 20,
  background: night.bg,
  borderBottom: `1px solid ${night.line}`,
  boxShadow: vars.shadow.md,
});

export const menuList = style({
  display: 'grid',
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[4]}`,
  listStyle: 'none',
});

export const menuLink = style({
  display: 'block',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  color: night.text,
  fontSize: vars.size.md,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: { '&:hover': { background: night.raised } },
});

/** Keeps its width while the session check runs, so nothing shifts when the button appears. */
export const authSlot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minWidth: '5.5rem',
  flexShrink: 0,
  minHeight: '2.5rem',
});

export const authLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${night.muted}`,
  color: night.text,
  fontSize: vars.size.sm,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `background ${vars.motion.base}, border-color ${vars.motion.base}`,
  selectors: {
    '&:hover': { background: night.raised, borderColor: night.text },
  },
});
