import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const wrapper = style({ display: 'grid', gap: vars.space[3], marginTop: vars.space[4] });

export const heading = style({ fontSize: vars.size.md, margin: 0 });

export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const form = style({ display: 'grid', gap: vars.space[3], maxWidth: '36rem' });
