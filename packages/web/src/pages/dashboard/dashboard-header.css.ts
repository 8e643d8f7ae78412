import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { below, up } from '../../design/media';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(255, 253, 249, 0.94)',
  backdropFilter: 'saturate(1.4) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '4rem',
  flexWrap: 'wrap',
  paddingBlock: vars.space[2],
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
});

export const account = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space[2],
  maxWidth: '22rem',
  fontSize: vars.size.sm,
  color: vars.color.muted,
  '@media': { [up('md')]: { display: 'inline-flex' } },
});

export const accountEmail = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  color: vars.color.text,
});

export const accountMobile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
  color: vars.color.muted,
  width: '100%',
  minWidth: 0,
  '@media': { [up('md')]: { display: 'none' } },
});

/** Text that phones read (screen readers) but do not show: the icon carries it visually. */
export const labelOnWide = style({
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

export const iconButton = style({
  '@media': {
    [below('xs')]: { paddingInline: vars.space[2], minWidth: '2.5rem' },
  },
});
