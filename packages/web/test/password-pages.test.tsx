import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import SignInPage from '../src/pages/signin/SignInPage';
import ChangePasswordPage from '../src/pages/change-password/ChangePasswordPage';
import ResetPasswordPage from '../src/pages/reset-password/ResetPasswordPage';
import PasswordResetPage from '../src/pages/password-reset/PasswordResetPage';
import { StrengthMeter } from '../src/ui/StrengthMeter';
import { renderWithProviders, sessionBody, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const routes = (
  <>
    <Route path="/signin" element={<h1>Sign-in page</h1>} />
    <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
    <Route path="/change-password" element={<h1>Change-password page</h1>} />
  </>
);

describe('StrengthMeter', () => {
  const labelFor = (password: string) => {
    const { unmount } = renderWithProviders(<StrengthMeter password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    const result = {
      label: screen.getByTestId('strength-label').textContent,
      score: meter.getAttribute('aria-valuenow'),
      filled: meter.querySelectorAll('[data-filled="true"]').length,
    };
    unmount();
    return result;
  };

  it('scores 0-5 and names the level: Weak (2 or less), Fair, Good, Strong', () => {
    expect(labelFor('abc')).toEqual({ label: 'Weak', score: '1', filled: 1 });
    expect(labelFor('walnutoak')).toEqual({ label: 'Weak', score: '2', filled: 2 });
    expect(labelFor('Walnutoak')).toEqual({ label: 'Fair', score: '3', filled: 3 });
    expect(labelFor('Walnutoak1')).toEqual({ label: 'Good', score: '4', filled: 4 });
    expect(labelFor('Walnut&Oak9')).toEqual({ label: 'Strong', score: '5', filled: 5 });
  });

  it('calls a common or leaked password "Too common", whatever its character classes', () => {
    // Five of five classes, and still among the first guesses of any attacker.
    expect(labelFor('P@ssw0rd1')).toEqual({ label: 'Too common', score: '5', filled: 5 });
    expect(labelFor('abcdefgh')).toEqual({ label: 'Too common', score: '2', filled: 2 });
    renderWithProviders(<StrengthMeter password="Password1" />);
    expect(screen.getByText('Not a common or leaked password')).toHaveTextContent('(not met)');
  });

  it('shows no level for an empty password, only the requirements', () => {
    renderWithProviders(<StrengthMeter password="" />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  });
});

describe('/signin', () => {
  it('validates with the spec messages before calling the server', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('toggles the password visibility', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('welcomes a first sign-in and forces the password change', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/signin': { body: { message: 'Signed in', needsPasswordChange: true } },
      'GET /api/auth/session': { body: sessionBody({ passwordChanged: false }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />, { route: '/signin', path: '/signin', extraRoutes: routes });
    await user.type(screen.getByLabelText('Email Address'), 'Ann@Example.com');
    await user.type(screen.getByLabelText('Password'), 'temp-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Change-password page')).toBeInTheDocument();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(
      screen.getByText('Please set up your permanent password to continue.'),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/auth/signin',
      body: { email: 'ann@example.com', password: 'temp-pass' },
    });
  });

  it('welcomes back a returning customer to the dashboard', async () => {
    stubFetch({
      'POST /api/auth/signin': { body: { message: 'Signed in', needsPasswordChange: false } },
      'GET /api/auth/session': { body: sessionBody() },
    });
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />, { route: '/signin', path: '/signin', extraRoutes: routes });
    await user.type(screen.getByLabelText('Email Address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('shows the server message, or "Invalid email or password", on failure', async () => {
    stubFetch({ 'POST /api/auth/signin': { status: 401, body: {} } });
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.type(screen.getByLabelText('Email Address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Invalid email or password')).not.toHaveLength(0);
  });

  it('says "Network error. Please try again." when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.type(screen.getByLabelText('Email Address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Network error. Please try again.')).not.toHaveLength(0);
  });

  it('mentions the automatic account and links home', () => {
    stubFetch({});
    renderWithProviders(<SignInPage />);
    expect(
      screen.getByText(/created automatically with your first project request/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Submit a request from our home page/ }),
    ).toHaveAttribute('href', '/');
  });
});

describe('the forgot-password dialog', () => {
  it('sends the reset request, says the same thing either way and closes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch({
      'POST /api/auth/forgot-password': { body: { message: 'ok' } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Your Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email Address'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password Reset Email Sent')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        "If an account with this email exists, you'll receive a reset link shortly.",
      ),
    ).not.toHaveLength(0);
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: 'nobody@example.com' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(screen.getByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('dialog', { name: 'Reset Your Password' })).toBeNull();
  });

  it('shows "Failed to send reset email" when the server gives no message', async () => {
    stubFetch({ 'POST /api/auth/forgot-password': { status: 500, body: {} } });
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByText('Failed to send reset email')).toBeInTheDocument();
  });
});

describe('/change-password', () => {
  const renderPage = (passwordChanged = false) => {
    const fetchStub = stubFetch({
      'GET /api/auth/session': () => ({ body: sessionBody({ passwordChanged }) }),
      'POST /api/auth/change-password': { body: { message: 'Password updated successfully' } },
    });
    renderWithProviders(<ChangePasswordPage />, {
      route: '/change-password',
      path: '/change-password',
      extraRoutes: routes,
    });
    return fetchStub;
  };

  it('checks every rule of spec section 5', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Temporary Password'), 'temp');
    await user.type(screen.getByLabelText('New Password'), 'Walnut-2026');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Walnut-2025');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('clears each message as soon as its field is valid, and adds none while typing', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    const current = screen.getByLabelText('Temporary Password');
    const fresh = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(current).toHaveAccessibleDescription(/Current password is required/);

    await user.type(current, 't');
    expect(screen.queryByText('Current password is required')).toBeNull();
    expect(current).not.toHaveAttribute('aria-invalid');
    // The other fields keep theirs until they are fixed.
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();

    await user.type(fresh, 'Walnut');
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    await user.type(fresh, '-2026');
    expect(screen.queryByText('New password must be at least 8 characters')).toBeNull();

    // Typing in the confirmation moves its message on until it matches, then it goes.
    await user.type(confirm, 'Walnut');
    expect(confirm).toHaveAccessibleDescription("Passwords don't match");
    await user.type(confirm, '-2026');
    expect(screen.queryByText("Passwords don't match")).toBeNull();
    expect(confirm).not.toHaveAttribute('aria-invalid');

    // A field that was never shown wrong says nothing while it is being typed in.
    await user.clear(current);
    expect(screen.queryByText('Current password is required')).toBeNull();
  });

  it('refuses a common password before sending it, and says why', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Temporary Password'), 'temp-pass');
    await user.type(screen.getByLabelText('New Password'), 'password1234');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Too common');
    await user.type(screen.getByLabelText('Confirm New Password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      /This password is too common: it is on lists of leaked passwords/,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // A password of its own clears the message at once.
    await user.type(screen.getByLabelText('New Password'), '-Walnut&Oak');
    expect(screen.queryByText(/This password is too common/)).toBeNull();
  });

  it('changes the password, says so and goes to the dashboard', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Temporary Password'), 'temp-pass');
    await user.type(screen.getByLabelText('New Password'), 'Walnut-2026');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Strong');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Walnut-2026');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByText('Password Updated Successfully!')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { email: 'ann@example.com', currentPassword: 'temp-pass', newPassword: 'Walnut-2026' },
    });
  });

  it('reads "Current Password" when the change is voluntary', async () => {
    renderPage(true);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  });
});

const LINK_VALID = { message: 'This reset link is valid', expiresAt: '2099-01-01T00:00:00.000Z' };
const SPENT = 'This reset link is invalid or has expired. Please request a new one.';

describe('/reset-password', () => {
  it('checks the link as it opens: a spent one says so at once, before any typing, with a way to ask for a new one', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/reset-password/check': { status: 400, body: { message: SPENT } },
      'POST /api/auth/forgot-password': {
        body: {
          message: "If an account with this email exists, you'll receive a reset link shortly.",
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=spent' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SPENT);
    // Said before anything is typed; the alert names it once, not again under the form.
    expect(screen.getAllByText(SPENT)).toHaveLength(1);
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      body: { token: 'spent' },
    });
    await user.click(screen.getByRole('button', { name: 'Send Me a New Link' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: /send reset link/i }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/auth/forgot-password',
        body: { email: 'ada@example.com' },
      }),
    );
  });

  it('shows the form for a link that still works, and keeps Reset disabled until it knows', async () => {
    stubFetch({ 'POST /api/auth/reset-password/check': { body: LINK_VALID } });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=fresh' });
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Invalid or missing reset token" and disables submit without a token', () => {
    stubFetch({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByText('Invalid or missing reset token')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('resets with the token and goes to /signin 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch({
      'POST /api/auth/reset-password/check': { body: LINK_VALID },
      'POST /api/auth/reset-password': { body: { message: 'Password has been reset' } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(<ResetPasswordPage />, {
      route: '/reset-password?token=abc123',
      path: '/reset-password',
      extraRoutes: routes,
    });
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Cherry-2026');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Cherry-2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'abc123', newPassword: 'Cherry-2026' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('shows "Password reset failed" when the server gives no message', async () => {
    stubFetch({
      'POST /api/auth/reset-password/check': { body: LINK_VALID },
      'POST /api/auth/reset-password': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    await user.type(screen.getByLabelText('New Password'), 'Cherry-2026');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Cherry-2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Password reset failed')).not.toHaveLength(0);
  });
});

describe('/password-reset (debug)', () => {
  it('tells the user plainly when the server has it disabled', async () => {
    stubFetch({
      'POST /api/debug/reset-password': { status: 404, body: { message: 'No such API route' } },
    });
    renderWithProviders(<PasswordResetPage />);
    expect(await screen.findByTestId('debug-reset-disabled')).toHaveTextContent(
      'This debug page is turned off on this server.',
    );
    expect(screen.queryByLabelText('Email Address')).toBeNull();
  });

  it('tells a browser on another computer that it works only where the site runs', async () => {
    stubFetch({
      'POST /api/debug/reset-password': {
        status: 403,
        body: {
          message: 'The debug password reset is only available on the computer running the site',
        },
      },
    });
    renderWithProviders(<PasswordResetPage />);
    expect(await screen.findByTestId('debug-reset-disabled')).toHaveTextContent(
      'This debug page only works on the computer running the site.',
    );
    expect(screen.queryByLabelText('Email Address')).toBeNull();
  });

  it('resets by email when enabled, with the spec messages', async () => {
    const { calls } = stubFetch({
      'POST /api/debug/reset-password': (call) =>
        call.body && Object.keys(call.body).length === 0
          ? { status: 400, body: { message: 'Please enter a valid email address' } }
          : { body: { message: 'Password has been reset' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<PasswordResetPage />);
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.type(screen.getByLabelText('Email Address'), 'bad');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(submit);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email Address'));
    await user.type(screen.getByLabelText('Email Address'), 'ann@example.com');
    await user.type(screen.getByLabelText('New Password'), '-longer');
    await user.click(submit);
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'ann@example.com', newPassword: 'short-longer' });
  });
});
