import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background ${vars.motion.base} ${vars.motion.ease}, border-color ${vars.motion.base}, box-shadow ${vars.motion.base}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.sunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.sunken } },
      },
      danger: {
        background: vars.color.danger,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { minHeight: '2.25rem', padding: `0 ${vars.space[3]}`, fontSize: vars.size.sm },
      md: { minHeight: '2.75rem', padding: `0 ${vars.space[5]}`, fontSize: vars.size.md },
      lg: { minHeight: '3.25rem', padding: `0 ${vars.space[6]}`, fontSize: vars.size.lg },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});
export type ButtonVariants = RecipeVariants<typeof button>;

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 0.85 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([input, { minHeight: '7rem', resize: 'vertical', lineHeight: 1.5 }]);

export const card = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    padding: vars.space[6],
  },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.md } },
    selected: {
      true: { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
      false: {},
    },
  },
  defaultVariants: { elevation: 'flat', selected: false },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    padding: `2px ${vars.space[3]}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.size.xs,
    fontWeight: 600,
    lineHeight: 1.6,
  },
  variants: {
    tone: {
      new: { background: vars.status.newBg, color: vars.status.newText },
      quoted: { background: vars.status.quotedBg, color: vars.status.quotedText },
      in_progress: { background: vars.status.progressBg, color: vars.status.progressText },
      completed: { background: vars.status.completedBg, color: vars.status.completedText },
      neutral: { background: vars.color.sunken, color: vars.color.text },
      danger: { background: vars.color.danger, color: '#fff' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type BadgeTone = NonNullable<RecipeVariants<typeof badge>>['tone'];

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const container = style({
  width: '100%',
  maxWidth: vars.layout.content,
  marginInline: 'auto',
  paddingInline: vars.space[5],
});
