import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isTooCommonPassword } from '../password/common-passwords';
import { emailField, passwordField } from './fields';
import { MISSING_TOKEN_MESSAGE } from './auth-schemas';

// The schemas that set a password, apart from the sign-in ones: they carry the common-password
// dictionary, which only the pages that set a password (and the server) load.

const OBJECT = { error: 'Expected a JSON object' } as const;
const MISMATCH_MESSAGE = "Passwords don't match";

/**
 * A password being chosen: the length rules, then not a common or leaked one (checked only
 * once the length is right: the length's message comes first).
 */
function newPasswordField(minMessage: string) {
  return passwordField(minMessage).refine(
    (password) => password.length < 8 || password.length > 128 || !isTooCommonPassword(password),
    { error: COMMON_PASSWORD_MESSAGE },
  );
}

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' })
  .max(128, { error: 'Password must be 128 characters or less' });
const newPassword = newPasswordField('New password must be at least 8 characters');

/** What the server receives; the email, if sent, is ignored in favour of the session's. */
export const changePasswordSchema = z.object(
  { currentPassword, newPassword, email: z.string().optional() },
  OBJECT,
);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The change-password form, with its confirmation field. */
export const changePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, { error: 'Please confirm your new password' }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

/** The debug page at /password-reset. */
export const debugPasswordResetSchema = z.object(
  { email: emailField, newPassword: newPasswordField('Password must be at least 8 characters') },
  OBJECT,
);
export type DebugPasswordResetInput = z.output<typeof debugPasswordResetSchema>;

const token = z
  .string({ error: MISSING_TOKEN_MESSAGE })
  .trim()
  .min(1, { error: MISSING_TOKEN_MESSAGE })
  .max(200, { error: MISSING_TOKEN_MESSAGE });

/** The reset page's check of its link, on opening: the token alone. */
export const resetTokenSchema = z.object({ token }, OBJECT);

export const tokenResetSchema = z.object(
  { token, newPassword: newPasswordField('Password must be at least 8 characters') },
  OBJECT,
);
export type TokenResetInput = z.output<typeof tokenResetSchema>;

/** The /reset-password form, with its confirmation field. */
export const tokenResetFormSchema = z
  .object({
    token,
    newPassword: newPasswordField('Password must be at least 8 characters'),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
