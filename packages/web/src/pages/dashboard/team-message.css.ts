import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { panel } from './panel.css';

export const messagePanel = style([panel, { background: '#fdf6ea', borderColor: '#ecd8b8' }]);

export const blockquote = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const signature = style({ fontSize: vars.size.sm, color: vars.color.muted });
