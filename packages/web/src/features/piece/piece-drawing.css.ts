import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const drawing = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  fontFamily: vars.font.body,
  overflow: 'visible',
});

export const caption = style({
  fontSize: '9px',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fill: '#67503f',
});

export const dimension = style({ stroke: '#7a4a21', strokeWidth: 0.6, fill: 'none' });

export const arrow = style({ fill: '#7a4a21', stroke: 'none' });

export const label = style({
  fontSize: '11px',
  fontWeight: 600,
  fill: '#2f2118',
  stroke: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const labelTypical = style([label, { fill: '#67503f', fontStyle: 'italic' }]);
