import { z } from 'zod';
import { emailField, passwordField } from './fields';

const OBJECT = { error: 'Expected a JSON object' } as const;
const MISMATCH_MESSAGE = "Passwords don't match";
export const MISSING_TOKEN_MESSAGE = 'Invalid or missing reset token';

export const signInSchema = z.object(
  {
    email: emailField,
    password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(128, { error: 'Password must be 128 characters or less' }),
  },
  OBJECT,
);
export type SignInInput = z.output<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField }, OBJECT);
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' })
  .max(128, { error: 'Password must be 128 characters or less' });
const newPassword = passwordField('New password must be at least 8 characters');

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
  { email: emailField, newPassword: passwordField('Password must be at least 8 characters') },
  OBJECT,
);
export type DebugPasswordResetInput = z.output<typeof debugPasswordResetSchema>;

const token = z
  .string({ error: MISSING_TOKEN_MESSAGE })
  .trim()
  .min(1, { error: MISSING_TOKEN_MESSAGE })
  .max(200, { error: MISSING_TOKEN_MESSAGE });

export const tokenResetSchema = z.object(
  { token, newPassword: passwordField('Password must be at least 8 characters') },
  OBJECT,
);
export type TokenResetInput = z.output<typeof tokenResetSchema>;

/** The /reset-password form, with its confirmation field. */
export const tokenResetFormSchema = z
  .object({
    token,
    newPassword: passwordField('Password must be at least 8 characters'),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export const adminLoginSchema = z.object(
  {
    passkey: z
      .string({ error: 'Passkey is required' })
      .min(1, { error: 'Passkey is required' })
      .max(200, { error: 'Passkey must be 200 characters or less' }),
  },
  OBJECT,
);
export const ADMIN_ACCESS_DENIED_MESSAGE = 'Access Denied - Invalid passkey. Please try again.';
