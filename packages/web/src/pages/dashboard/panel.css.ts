import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

/** A tinted box inside a card (the quote, the team's message). */
export const panel = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [up('md')]: { padding: vars.space[5] } },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.size.lg,
  color: vars.color.text,
});
