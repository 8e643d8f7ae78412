import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space[10]} ${vars.space[4]}`,
  '@media': { [up('md')]: { placeItems: 'center', padding: vars.space[8] } },
});
