import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import AdminLoginPage from '../src/pages/admin-login/AdminLoginPage';
import { renderWithProviders, stubFetch } from './helpers';

// Component tests that type and click through Radix dialogs are slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

function renderLogin(handlers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(handlers);
  renderWithProviders(<AdminLoginPage />, {
    route: '/admin-login',
    path: '/admin-login',
    extraRoutes: <Route path="/admin" element={<p>Admin panel</p>} />,
  });
  return { ...stub, user: userEvent.setup() };
}

describe('/admin-login', () => {
  it('keeps "Access Admin Panel" disabled while the passkey is empty, and links home', async () => {
    const { user } = renderLogin({});
    const button = screen.getByRole('button', { name: 'Access Admin Panel' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Admin Passkey'), 'x');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Admin Passkey'));
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows and hides the passkey', async () => {
    const { user } = renderLogin({});
    const field = screen.getByLabelText('Admin Passkey');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('lets the server check the passkey: a wrong one is refused and the field cleared', async () => {
    const { user, calls } = renderLogin({
      'POST /api/admin/login': {
        status: 401,
        body: { message: 'Access Denied - Invalid passkey. Please try again.' },
      },
    });
    const field = screen.getByLabelText('Admin Passkey');
    await user.type(field, 'wrong{Enter}');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Invalid passkey. Please try again.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/login',
      body: { passkey: 'wrong' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('tells a rate-limited admin why', async () => {
    const { user } = renderLogin({
      'POST /api/admin/login': {
        status: 429,
        body: { message: 'Too many attempts. Please wait a few minutes and try again.' },
      },
    });
    await user.type(screen.getByLabelText('Admin Passkey'), 'again{Enter}');
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('grants access with the right passkey and opens /admin', async () => {
    const { user } = renderLogin({
      'POST /api/admin/login': { body: { message: 'Welcome' } },
      'GET /api/auth/session': { body: {} },
    });
    await user.type(screen.getByLabelText('Admin Passkey'), 'the-right-passkey');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin panel')).toBeInTheDocument();
    expect(await screen.findByText('Admin panel')).toBeInTheDocument();
  });
});
