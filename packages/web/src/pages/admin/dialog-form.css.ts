import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const form = style({ display: 'grid', gap: vars.space[4] });
