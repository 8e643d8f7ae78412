import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCESS_DENIED_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  EMAIL_MESSAGE,
  MISSING_TOKEN_MESSAGE,
  adminLoginSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  debugPasswordResetSchema,
  forgotPasswordSchema,
  signInSchema,
  tokenResetFormSchema,
  tokenResetSchema,
  validate,
} from '../src';

const BAD_EMAILS = [undefined, '', 'ada', 'ada@', 'ada@example', 'ada @example.com'];

describe('sign-in', () => {
  it('accepts an email and a password, normalising the email only', () => {
    expect(
      validate(signInSchema, { email: ' Ada@Example.COM ', password: ' secret with spaces ' }),
    ).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: ' secret with spaces ' },
    });
  });

  it.each(BAD_EMAILS)("email %j: 'Please enter a valid email address'", (email) => {
    expect(EMAIL_MESSAGE).toBe('Please enter a valid email address');
    expect(validate(signInSchema, { email, password: 'x' })).toMatchObject({
      ok: false,
      message: 'Please enter a valid email address',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it.each([undefined, ''])("password %j: 'Password is required'", (password) => {
    expect(validate(signInSchema, { email: 'ada@example.com', password })).toMatchObject({
      ok: false,
      message: 'Password is required',
      fieldErrors: { password: 'Password is required' },
    });
  });
});

describe('forgot password', () => {
  it('needs a valid email, with the same message', () => {
    expect(validate(forgotPasswordSchema, { email: 'ada@example.com' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com' },
    });
    for (const email of BAD_EMAILS) {
      expect(validate(forgotPasswordSchema, { email })).toMatchObject({
        ok: false,
        message: 'Please enter a valid email address',
      });
    }
  });
});

describe('change password', () => {
  const form = {
    currentPassword: 'Temp-1234',
    newPassword: 'Walnut&Oak9',
    confirmPassword: 'Walnut&Oak9',
  };

  it('accepts a matching new password of at least 8 characters', () => {
    expect(validate(changePasswordFormSchema, form)).toEqual({ ok: true, value: form });
    expect(
      validate(changePasswordFormSchema, {
        ...form,
        newPassword: 'kq7vzm2p',
        confirmPassword: 'kq7vzm2p',
      }).ok,
    ).toBe(true);
  });

  it.each(['password', 'Password1', 'P@ssw0rd', '12345678', 'qwertyuiop', 'iloveyou2'])(
    'refuses the common or leaked password %j, saying why',
    (newPassword) => {
      const refused = {
        ok: false,
        message: COMMON_PASSWORD_MESSAGE,
        fieldErrors: { newPassword: COMMON_PASSWORD_MESSAGE },
      };
      expect(
        validate(changePasswordFormSchema, { ...form, newPassword, confirmPassword: newPassword }),
      ).toMatchObject(refused);
      expect(validate(changePasswordSchema, { currentPassword: 'x', newPassword })).toMatchObject(
        refused,
      );
      expect(validate(tokenResetSchema, { token: 'a1b2c3', newPassword })).toMatchObject(refused);
      expect(
        validate(debugPasswordResetSchema, { email: 'ada@example.com', newPassword }),
      ).toMatchObject(refused);
      expect(COMMON_PASSWORD_MESSAGE).toMatch(/^This password is too common/);
    },
  );

  it('says the length first: a short common password gets the length message', () => {
    expect(
      validate(changePasswordFormSchema, { ...form, newPassword: 'pass', confirmPassword: 'pass' }),
    ).toMatchObject({ fieldErrors: { newPassword: 'New password must be at least 8 characters' } });
  });

  it.each([undefined, ''])(
    "current password %j: 'Current password is required'",
    (currentPassword) => {
      expect(validate(changePasswordFormSchema, { ...form, currentPassword })).toMatchObject({
        ok: false,
        message: 'Current password is required',
        fieldErrors: { currentPassword: 'Current password is required' },
      });
    },
  );

  it.each([undefined, '', '1234567'])(
    "new password %j: 'New password must be at least 8 characters'",
    (newPassword) => {
      expect(
        validate(changePasswordFormSchema, { ...form, newPassword, confirmPassword: newPassword }),
      ).toMatchObject({
        ok: false,
        message: 'New password must be at least 8 characters',
        fieldErrors: { newPassword: 'New password must be at least 8 characters' },
      });
    },
  );

  it.each([undefined, ''])(
    "confirmation %j: 'Please confirm your new password'",
    (confirmPassword) => {
      expect(validate(changePasswordFormSchema, { ...form, confirmPassword })).toMatchObject({
        ok: false,
        message: 'Please confirm your new password',
        fieldErrors: { confirmPassword: 'Please confirm your new password' },
      });
    },
  );

  it("a different confirmation says 'Passwords don't match' on the confirm field", () => {
    expect(validate(changePasswordFormSchema, { ...form, confirmPassword: 'Walnut&Oak8' })).toEqual(
      {
        ok: false,
        message: "Passwords don't match",
        fieldErrors: { confirmPassword: "Passwords don't match" },
      },
    );
  });

  it('the server payload needs the current and the new password', () => {
    expect(
      validate(changePasswordSchema, { currentPassword: 'Temp-1234', newPassword: 'Walnut&Oak9' }),
    ).toEqual({
      ok: true,
      value: { currentPassword: 'Temp-1234', newPassword: 'Walnut&Oak9' },
    });
    expect(
      validate(changePasswordSchema, { currentPassword: '', newPassword: 'short' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        currentPassword: 'Current password is required',
        newPassword: 'New password must be at least 8 characters',
      },
    });
  });

  it('refuses passwords over 128 characters', () => {
    const long = 'p'.repeat(129);
    expect(
      validate(changePasswordFormSchema, { ...form, newPassword: long, confirmPassword: long }),
    ).toMatchObject({ ok: false, message: 'Password must be 128 characters or less' });
  });
});

describe('password reset page (debug)', () => {
  it('needs a valid email and a new password of at least 8 characters', () => {
    expect(
      validate(debugPasswordResetSchema, { email: 'ada@example.com', newPassword: 'kq7vzm2p' }),
    ).toEqual({ ok: true, value: { email: 'ada@example.com', newPassword: 'kq7vzm2p' } });
    expect(
      validate(debugPasswordResetSchema, { email: 'ada@example.com', newPassword: 'abcdefg' }),
    ).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters',
      fieldErrors: { newPassword: 'Password must be at least 8 characters' },
    });
    expect(
      validate(debugPasswordResetSchema, { email: 'ada', newPassword: 'kq7vzm2p' }),
    ).toMatchObject({ ok: false, message: 'Please enter a valid email address' });
  });
});

describe('reset by token', () => {
  const form = { token: 'a1b2c3', newPassword: 'kq7vzm2p', confirmPassword: 'kq7vzm2p' };

  it('accepts a token and a matching new password of at least 8 characters', () => {
    expect(validate(tokenResetFormSchema, form)).toEqual({ ok: true, value: form });
    expect(validate(tokenResetSchema, { token: ' a1b2c3 ', newPassword: 'kq7vzm2p' })).toEqual({
      ok: true,
      value: { token: 'a1b2c3', newPassword: 'kq7vzm2p' },
    });
  });

  it.each([undefined, '', '   '])("token %j: 'Invalid or missing reset token'", (token) => {
    expect(MISSING_TOKEN_MESSAGE).toBe('Invalid or missing reset token');
    expect(validate(tokenResetFormSchema, { ...form, token })).toMatchObject({
      ok: false,
      message: 'Invalid or missing reset token',
      fieldErrors: { token: 'Invalid or missing reset token' },
    });
    expect(validate(tokenResetSchema, { token, newPassword: 'kq7vzm2p' })).toMatchObject({
      ok: false,
      message: 'Invalid or missing reset token',
    });
  });

  it("a short password: 'Password must be at least 8 characters'", () => {
    expect(
      validate(tokenResetFormSchema, { ...form, newPassword: 'abc', confirmPassword: 'abc' }),
    ).toMatchObject({ ok: false, message: 'Password must be at least 8 characters' });
  });

  it("a different confirmation: 'Passwords don't match' on the confirm field", () => {
    expect(validate(tokenResetFormSchema, { ...form, confirmPassword: 'abcdefgH' })).toEqual({
      ok: false,
      message: "Passwords don't match",
      fieldErrors: { confirmPassword: "Passwords don't match" },
    });
  });
});

describe('admin login', () => {
  it('needs a passkey', () => {
    expect(validate(adminLoginSchema, { passkey: 'k' })).toEqual({
      ok: true,
      value: { passkey: 'k' },
    });
    expect(validate(adminLoginSchema, { passkey: '' })).toMatchObject({
      ok: false,
      message: 'Passkey is required',
    });
  });

  it('has the access denied message', () => {
    expect(ADMIN_ACCESS_DENIED_MESSAGE).toBe('Access Denied - Invalid passkey. Please try again.');
  });
});
