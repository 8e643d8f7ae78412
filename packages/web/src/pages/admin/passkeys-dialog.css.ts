import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const list = style({ display: 'grid', gap: vars.space[3], listStyle: 'none', padding: 0 });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const name = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm });
