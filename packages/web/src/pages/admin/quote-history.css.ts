import { style, styleVariants } from '@vanilla-extract/css';
import type { QuoteState } from '@workshop/domain';
import { vars } from '../../design/theme.css';

export const history = style({ display: 'grid', gap: vars.space[2], fontSize: vars.size.sm });

export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

const badgeBase = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.xs,
  fontWeight: 700,
  lineHeight: '1.5rem',
});

const tones: Record<QuoteState, { background: string; color: string }> = {
  sent: { background: vars.status.newBg, color: vars.status.newText },
  viewed: { background: vars.status.quotedBg, color: vars.status.quotedText },
  changes_requested: { background: vars.status.progressBg, color: vars.status.progressText },
  expired: { background: vars.color.dangerSoft, color: vars.color.danger },
  accepted: { background: vars.status.quotedBg, color: vars.status.quotedText },
  declined: { background: vars.color.sunken, color: vars.color.text },
  superseded: { background: vars.color.sunken, color: vars.color.muted },
};

export const badge = styleVariants(tones, (tone) => [badgeBase, tone]);

export const acceptance = style({
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.status.quotedBg,
  color: vars.color.text,
});

export const versions = style({});
export const summary = style({ cursor: 'pointer', fontWeight: 600, minHeight: '2rem' });
export const list = style({ display: 'grid', gap: vars.space[1], paddingLeft: vars.space[5] });
