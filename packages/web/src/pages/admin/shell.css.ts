import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

/** The panel is a working screen: wider than the marketing pages. */
export const shell = style({
  width: '100%',
  maxWidth: '82rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { [up('md')]: { paddingInline: vars.space[6] } },
});
