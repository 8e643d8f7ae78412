import { z } from 'zod';
import { emailField } from './fields';

const OBJECT = { error: 'Expected a JSON object' } as const;
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
