import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import {
  customerRedirect,
  customerSessionView,
  SESSION_LIFETIME_MS,
} from '../src/api/session-state';
import DashboardPage from '../src/pages/dashboard/DashboardPage';
import ChangePasswordPage from '../src/pages/change-password/ChangePasswordPage';
import { renderWithProviders, sessionBody, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-03-04T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('customerSessionView (spec section 4)', () => {
  it('is authenticated while the server session is live, within 24 h, with the password changed', () => {
    const view = customerSessionView(sessionBody({ expiresAt: at(23 * 3600_000) }), NOW);
    expect(view).toMatchObject({
      signedIn: true,
      authenticated: true,
      passwordChanged: true,
      email: 'ann@example.com',
    });
  });

  it('is signed out once the 24-hour session has ended', () => {
    expect(customerSessionView(sessionBody({ expiresAt: at(-1) }), NOW).signedIn).toBe(false);
    expect(customerSessionView(sessionBody({ expiresAt: at(0) }), NOW).authenticated).toBe(false);
  });

  it('refuses a session that claims to last longer than 24 hours', () => {
    const view = customerSessionView(
      sessionBody({ expiresAt: at(SESSION_LIFETIME_MS + 60 * 60_000) }),
      NOW,
    );
    expect(view.signedIn).toBe(false);
    expect(view.authenticated).toBe(false);
  });

  it('is not authenticated, and hides the email, until the password has been changed', () => {
    const view = customerSessionView(
      sessionBody({ passwordChanged: false, expiresAt: at(3600_000) }),
      NOW,
    );
    expect(view).toMatchObject({ signedIn: true, authenticated: false, email: null });
    expect(view.accountEmail).toBe('ann@example.com');
  });

  it('is signed out for anonymous, admin and malformed answers', () => {
    expect(customerSessionView(undefined, NOW).signedIn).toBe(false);
    expect(
      customerSessionView(
        {
          authenticated: false,
          role: null,
          email: null,
          name: null,
          staffRole: null,
          passwordChanged: false,
          expiresAt: null,
        },
        NOW,
      ).signedIn,
    ).toBe(false);
    expect(
      customerSessionView(sessionBody({ role: 'admin', expiresAt: at(1000) }), NOW).signedIn,
    ).toBe(false);
    expect(customerSessionView(sessionBody({ expiresAt: 'soon' }), NOW).signedIn).toBe(false);
  });

  it('sends the dashboard to /change-password without the password-changed flag, and nobody to /signin', () => {
    const temporary = customerSessionView(
      sessionBody({ passwordChanged: false, expiresAt: at(1000) }),
      NOW,
    );
    expect(customerRedirect(temporary, 'dashboard')).toBe('/change-password');
    expect(customerRedirect(temporary, 'change-password')).toBeNull();
    expect(customerRedirect(customerSessionView(undefined, NOW), 'dashboard')).toBe('/signin');
  });
});

const routes = (
  <>
    <Route path="/signin" element={<h1>Sign-in page</h1>} />
    <Route path="/change-password" element={<h1>Change-password page</h1>} />
  </>
);

describe('the dashboard guard', () => {
  it('shows a loading state until the session check finishes', async () => {
    let release: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      extraRoutes: routes,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () =>
      release(new Response(JSON.stringify(sessionBody({ authenticated: false, role: null })))),
    );
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('redirects to /change-password when the password-changed flag is missing', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/session': { body: sessionBody({ passwordChanged: false }) },
    });
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      extraRoutes: routes,
    });
    expect(await screen.findByText('Change-password page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/change-password');
    expect(calls.some((call) => call.url.startsWith('/api/furniture-requests'))).toBe(false);
  });

  it('redirects to /signin when the server session is more than 24 hours old (expired)', async () => {
    stubFetch({
      'GET /api/auth/session': {
        body: sessionBody({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
      },
    });
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      extraRoutes: routes,
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('goes to /signin, with the cache cleared, when the session runs out on an open page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = stubFetch({
      'GET /api/auth/session': {
        body: sessionBody({ expiresAt: new Date(Date.now() + 60_000).toISOString() }),
      },
      'GET /api/furniture-requests': { body: [] },
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    const { queryClient } = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      extraRoutes: routes,
    });
    expect(await screen.findByText('No Projects Yet')).toBeInTheDocument();
    fetchMock.mockClear();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/furniture-requests'])).toBeUndefined();
  });

  it('signs out through the server, clears the cache and goes to /signin', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/session': { body: sessionBody() },
      'GET /api/furniture-requests': { body: [] },
      'GET /api/messages/unread-counts': { body: { data: {} } },
      'POST /api/auth/signout': { body: { message: 'Signed out' } },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      extraRoutes: routes,
    });
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ann@example.com');
    await user.click(screen.getByRole('button', { name: /Sign Out/ }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/auth/signout')).toBe(
      true,
    );
    expect(queryClient.getQueryData(['/api/furniture-requests'])).toBeUndefined();
  });

  it('ends the session when the server answers 401', async () => {
    stubFetch({
      'GET /api/auth/session': { body: sessionBody() },
      'GET /api/furniture-requests': { status: 401, body: { message: 'Please sign in' } },
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      extraRoutes: routes,
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('lets a temporary-password session reach /change-password only', async () => {
    stubFetch({ 'GET /api/auth/session': { body: sessionBody({ passwordChanged: false }) } });
    renderWithProviders(<ChangePasswordPage />, {
      route: '/change-password',
      path: '/change-password',
    });
    expect(
      await screen.findByRole('heading', { name: 'Set Your Permanent Password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Temporary Password')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /change-password to /signin', async () => {
    stubFetch({
      'GET /api/auth/session': {
        body: {
          authenticated: false,
          role: null,
          email: null,
          passwordChanged: false,
          expiresAt: null,
        },
      },
    });
    renderWithProviders(<ChangePasswordPage />, {
      route: '/change-password',
      path: '/change-password',
      extraRoutes: routes,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
  });
});

describe('two sessions in one browser (issue 17)', () => {
  const sideOf = (init: RequestInit | undefined) =>
    new Headers(init?.headers).get('X-Session-Side');

  it('asks for the customer side from the dashboard, and the admin side from the admin panel', async () => {
    const { fetchMock } = stubFetch({
      'GET /api/auth/session': { body: sessionBody() },
      'GET /api/furniture-requests': { body: [] },
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('No Projects Yet')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url), sideOf(init)]);
    expect(calls).toContainEqual(['/api/auth/session', 'customer']);
    expect(calls).toContainEqual([
      expect.stringMatching(/^\/api\/furniture-requests\?customerEmail=[^&]+%40/),
      'customer',
    ]);

    // The page's address decides the side of every other call (the admin panel is /admin).
    fetchMock.mockClear();
    window.history.pushState({}, '', '/admin');
    try {
      const { getProjects } = await import('../src/api/projects');
      await getProjects('ada@example.com');
      expect(sideOf(fetchMock.mock.calls[0]?.[1])).toBe('admin');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('keeps each side’s session apart: signing out of one leaves the other read as it was', async () => {
    const { createQueryClient } = await import('../src/api/query-client');
    const { endSession, sessionQueryOptions } = await import('../src/api/session');
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryOptions('customer').queryKey, sessionBody());
    queryClient.setQueryData(
      sessionQueryOptions('admin').queryKey,
      sessionBody({ role: 'admin', email: null }),
    );
    endSession(queryClient, 'admin');
    expect(queryClient.getQueryData(sessionQueryOptions('admin').queryKey)).toMatchObject({
      authenticated: false,
    });
    expect(queryClient.getQueryData(sessionQueryOptions('customer').queryKey)).toMatchObject({
      authenticated: true,
      role: 'customer',
    });
  });
});
