import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client';
import type { SessionState } from '../src/api/session-state';
import { ToastHost } from '../src/ui/ToastHost';

export interface RecordedCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

type Responder = (call: RecordedCall) => { status?: number; body?: unknown } | undefined;

/**
 * Replaces fetch with a tiny router: each handler answers "METHOD path" (path without the query
 * string unless the key has one). Unhandled calls answer 404 JSON.
 */
export function stubFetch(
  handlers: Record<string, Responder | { status?: number; body?: unknown }>,
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const path = url.split('?')[0];
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${path}`];
    const answer =
      typeof handler === 'function'
        ? handler(call)
        : (handler ?? { status: 404, body: { message: 'Not found' } });
    const result = answer ?? { status: 200, body: {} };
    const status = result.status ?? 200;
    return new Response(JSON.stringify(result.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders inside a fresh query client, a memory router at `route` and the toast host. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    extraRoutes,
  }: { route?: string; path?: string; extraRoutes?: ReactNode } = {},
) {
  const queryClient = createQueryClient();
  // The browser's address is the page's, as BrowserRouter keeps it: each call says the side
  // of the page it is made from (X-Session-Side: /admin pages are the workshop's).
  window.history.replaceState(null, '', route);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extraRoutes}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A session answer from GET /api/auth/session. */
export function sessionBody(overrides: Partial<SessionState> = {}): SessionState {
  return {
    authenticated: true,
    role: 'customer',
    email: 'ann@example.com',
    name: null,
    staffRole: null,
    passwordChanged: true,
    expiresAt: new Date(Date.now() + 23 * 3600_000).toISOString(),
    ...overrides,
  };
}
