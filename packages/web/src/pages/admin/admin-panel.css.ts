import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space[5],
  '@media': { [up('md')]: { paddingBlock: vars.space[6] } },
});

export const toolbar = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'center',
  marginBottom: vars.space[5],
  '@media': {
    [up('sm')]: { gridTemplateColumns: '1fr auto' },
    [up('lg')]: { gridTemplateColumns: 'minmax(16rem, 24rem) auto 1fr' },
  },
});

/** The count badges: their own row until the desktop toolbar has room beside search and sort. */
export const counts = style({
  '@media': { [up('sm')]: { gridColumn: '1 / -1' }, [up('lg')]: { gridColumn: 'auto' } },
});

export const status = style({
  padding: vars.space[8],
  textAlign: 'center',
  color: vars.color.muted,
});
