import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const review = style({ display: 'grid', gap: vars.space[2], flex: '1 1 20rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
