import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const piece = style({ display: 'grid', gap: vars.space[3], maxWidth: '36rem' });
