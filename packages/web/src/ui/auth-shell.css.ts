import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css';
import { up } from '../design/media';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  background: `radial-gradient(120% 60% at 100% 0%, #f6e7d2 0%, transparent 60%), ${vars.color.page}`,
  '@media': { [up('lg')]: { gridTemplateColumns: 'minmax(24rem, 5fr) 7fr' } },
});

export const panel = style({
  display: 'none',
  position: 'relative',
  overflow: 'hidden',
  padding: `${vars.space[10]} ${vars.space[12]}`,
  color: '#f5e9da',
  background: `linear-gradient(160deg, #3a2617 0%, #2a1a0f 55%, #22150c 100%)`,
  '@media': {
    [up('lg')]: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between' },
  },
  selectors: {
    // Fine grain lines, like quarter-sawn oak.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      opacity: 0.09,
      backgroundImage:
        'repeating-linear-gradient(100deg, transparent 0 18px, #f3c58f 18px 19px, transparent 19px 43px, #f3c58f 43px 44px)',
      pointerEvents: 'none',
    },
  },
});

export const panelInner = style({ position: 'relative', display: 'grid', gap: vars.space[8] });

export const panelTitle = style({
  fontFamily: vars.font.heading,
  fontWeight: 500,
  lineHeight: 1.15,
  letterSpacing: '-0.015em',
  fontSize: 'clamp(2rem, 1.2rem + 1.6vw, 2.75rem)',
  color: '#fffaf3',
  maxWidth: '22ch',
});

export const panelList = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  alignItems: 'start',
  color: '#eadbc8',
});

export const panelIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  background: 'rgba(224, 160, 96, 0.16)',
  color: '#f0b478',
});

export const panelItemTitle = style({ display: 'block', color: '#fffaf3', fontWeight: 600 });

export const panelFoot = style({ position: 'relative', fontSize: vars.size.sm, color: '#d9c6b0' });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[6]}`,
  '@media': { [up('sm')]: { padding: `${vars.space[6]} ${vars.space[8]}` } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const topBrand = style({ '@media': { [up('lg')]: { visibility: 'hidden' } } });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.size.sm,
  fontWeight: 600,
  color: vars.color.primary,
  textDecoration: 'none',
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const main = style({
  flex: '1 0 auto',
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  paddingBlock: vars.space[8],
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'grid',
  gap: vars.space[6],
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [up('sm')]: { padding: vars.space[8] } },
});

export const heading = style({ display: 'grid', gap: vars.space[2] });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const title = style({ fontSize: vars.size.xxl, color: vars.color.text });

export const subtitle = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const footer = style({
  textAlign: 'center',
  fontSize: vars.size.xs,
  color: vars.color.muted,
});

/** Shared by the auth forms. */
export const form = style({ display: 'grid', gap: vars.space[5] });

export const submit = style({ width: '100%' });

export const note = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.sunken,
  color: vars.color.text,
  fontSize: vars.size.sm,
});

export const noteIcon = style({ color: vars.color.primary, marginTop: 2 });

export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.size.sm,
  fontWeight: 600,
});

export const success = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.status.quotedBg,
  color: vars.status.quotedText,
  fontSize: vars.size.sm,
  fontWeight: 600,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
});

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

export const small = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const afterNote = style([
  note,
  { width: '100%', maxWidth: '28rem', marginTop: vars.space[5] },
]);

export const stackTight = style({ display: 'grid', gap: vars.space[2] });

export const rowEnd = style([row, { justifyContent: 'flex-end' }]);
