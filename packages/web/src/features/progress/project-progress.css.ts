import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const wrapper = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
});

/** Full width on a phone, its own width above; the latest milestone gives way, never the badge. */
export const toggle = style({
  width: '100%',
  maxWidth: '100%',
  justifyContent: 'flex-start',
  textAlign: 'left',
  '@media': { [up('sm')]: { width: 'auto', justifySelf: 'start' } },
});
globalStyle(`${toggle} > svg, ${toggle} > [data-testid="unread-badge"]`, { flexShrink: 0 });

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const latest = style({ color: vars.color.muted, fontWeight: 400 });
