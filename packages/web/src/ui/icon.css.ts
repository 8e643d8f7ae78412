import { style } from '@vanilla-extract/css';

export const icon = style({ flexShrink: 0, maxWidth: 'none' });
