import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';

export const form = style({ display: 'grid', gap: vars.space[4] });
export const heading = style({ fontWeight: 700, marginBottom: vars.space[2] });
export const terms = style({
  display: 'grid',
  gap: vars.space[2],
  paddingLeft: vars.space[5],
  fontSize: vars.size.sm,
  listStyle: 'disc',
});
export const note = style({
  marginTop: vars.space[3],
  fontSize: vars.size.sm,
  color: vars.color.muted,
});
export const check = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  minHeight: '2.75rem',
  paddingTop: vars.space[2],
  fontWeight: 600,
  cursor: 'pointer',
});
/** The tick that makes the acceptance: big enough for a thumb, in the brand's colour. */
globalStyle(`${check} input[type="checkbox"]`, {
  flex: '0 0 auto',
  width: '1.375rem',
  height: '1.375rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});
/** As a field's own message (ui/field.css): the tick's message reads like the name's. */
export const error = style({
  color: vars.color.danger,
  fontSize: vars.size.xs,
  fontWeight: 600,
});
export const counter = style({ fontSize: vars.size.xs, color: vars.color.muted });

export const options = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

/** What signing commits to: the total, its tax and the deposit's due day. */
export const commitment = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.sm,
  background: vars.color.sunken,
  fontWeight: 600,
});
