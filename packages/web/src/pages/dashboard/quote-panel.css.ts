import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { panel, title } from './panel.css';

export const quotePanel = style([
  panel,
  {
    background: 'linear-gradient(180deg, #eef8f0 0%, #f8fcf8 100%)',
    borderColor: '#b9dcc1',
  },
]);

export const quoteTitle = style([title, { color: vars.status.quotedText }]);

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.size.xxl,
  fontWeight: 600,
  color: vars.color.text,
  lineHeight: 1.2,
});

export const grid = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

export const amountFact = style({ gridColumn: '1 / -1' });

export const nextSteps = style({
  fontSize: vars.size.sm,
  color: vars.color.text,
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.7)',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
