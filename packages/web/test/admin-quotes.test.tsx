import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { defaultValidUntil } from '@workshop/domain';
import AdminPage from '../src/pages/admin/AdminPage';
import type { AdminRequest } from '../src/api/admin-requests';
import type { QuoteAcceptance, QuoteVersion } from '../src/api/quotes';
import { adminRequest } from './admin-fixtures';
import { renderWithProviders, sessionBody, stubFetch } from './helpers';
import { servePages } from './admin-page-server';

// Component tests that click through tabs and Radix dialogs are slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function version(overrides: Partial<QuoteVersion> = {}): QuoteVersion {
  return {
    requestId: 7,
    version: 1,
    amount: '$4,800',
    priceCents: null,
    depositPercent: null,
    notes: null,
    quotedBy: 'Sam',
    quotedAt: '2026-03-02T09:00:00.000Z',
    validUntil: '2099-04-01',
    viewedAt: null,
    changesRequestedAt: null,
    changesRequest: null,
    declinedAt: null,
    declineReason: null,
    state: 'sent',
    ...overrides,
  };
}

const quotesUrl = (id: number) => `GET /api/furniture-requests/${id}/quotes`;

function renderPanel(requests: readonly AdminRequest[], extra: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({
    'GET /api/auth/session': { body: sessionBody({ role: 'admin', email: null }) },
    'GET /api/admin/furniture-requests': servePages(() => requests),
    'GET /api/messages/unread-counts': { body: { data: {} } },
    ...extra,
  });
  renderWithProviders(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    extraRoutes: <Route path="/admin-login" element={<p>Admin login page</p>} />,
  });
  return { ...stub, user: userEvent.setup() };
}

const quoted = (overrides: Partial<AdminRequest> = {}) =>
  adminRequest({
    id: 7,
    fullName: 'Ann Lee',
    status: 'quoted',
    quoteAmount: '$5,100',
    quotedBy: 'Sam',
    quotedAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  });

describe('the quote on an admin card', () => {
  it('shows the state of the current version, every version, and sends a revision with its validity', async () => {
    const { user, calls } = renderPanel([quoted()], {
      [quotesUrl(7)]: {
        body: {
          data: [
            version({ state: 'superseded' }),
            version({
              version: 2,
              amount: '$5,100',
              state: 'changes_requested',
              changesRequestedAt: '2026-03-06T10:00:00.000Z',
              changesRequest: null,
            }),
          ],
          acceptance: null,
        },
      },
      'POST /api/furniture-requests/7/quote': { body: { message: 'Quote provided' } },
    });
    await user.click(await screen.findByRole('tab', { name: /Quoted/ }));
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    const history = await within(card).findByTestId('quote-history');
    expect(history).toHaveTextContent('Changes requested');
    expect(history).toHaveTextContent('v2 · valid until Apr 1, 2099');
    await user.click(within(history).getByText('All 2 versions'));
    expect(within(history).getByRole('link', { name: 'v1: $4,800' })).toHaveAttribute(
      'href',
      '/api/furniture-requests/7/quotes/1/pdf',
    );

    await user.click(within(card).getByRole('button', { name: 'Revise Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise Quote' });
    const validity = within(dialog).getByLabelText(/Valid Until/);
    expect(validity).toHaveValue(defaultValidUntil(new Date()));
    await user.type(within(dialog).getByLabelText(/Quote Amount/), '$5,300');
    await user.type(within(dialog).getByLabelText(/Your Name/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        quoteAmount: '$5,300',
        validUntil: defaultValidUntil(new Date()),
      }),
    );
  });

  it('offers Renew on an expired quote', async () => {
    const { user } = renderPanel([quoted()], {
      [quotesUrl(7)]: {
        body: { data: [version({ state: 'expired', validUntil: '2026-03-01' })], acceptance: null },
      },
    });
    await user.click(await screen.findByRole('tab', { name: /Quoted/ }));
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect(await within(card).findByText('Expired')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Renew Quote' })).toBeInTheDocument();
  });

  it('lists declined projects apart, with the reason and a way to reopen', async () => {
    const { user } = renderPanel([quoted({ status: 'declined' }), adminRequest({ id: 8 })], {
      [quotesUrl(7)]: {
        body: {
          data: [version({ state: 'declined', declineReason: 'Over our budget' })],
          acceptance: null,
        },
      },
    });
    const declinedTab = await screen.findByRole('tab', { name: /Declined/ });
    expect(declinedTab).toHaveTextContent('Declined1');
    expect(screen.getByTestId('count-declined')).toHaveTextContent('1 Declined');
    expect(screen.getByTestId('count-total')).toHaveTextContent('2 Total');
    await user.click(declinedTab);
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect(await within(card).findByTestId('quote-history')).toHaveTextContent('“Over our budget”');
    expect(within(card).getByRole('button', { name: 'Reopen with New Quote' })).toBeInTheDocument();
  });

  it('shows the signed acceptance on an approved project', async () => {
    const acceptance: QuoteAcceptance = {
      requestId: 7,
      version: 1,
      amount: '$4,800',
      method: 'typed_signature',
      signatureName: 'Ann Lee',
      acceptedAt: '2026-03-07T15:30:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      terms: 'The terms.',
    };
    const { user } = renderPanel(
      [quoted({ status: 'in_progress', quoteApproved: true, quoteAmount: '$4,800' })],
      { [quotesUrl(7)]: { body: { data: [version({ state: 'accepted' })], acceptance } } },
    );
    await user.click(await screen.findByRole('tab', { name: /Current Works/ }));
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect(await within(card).findByTestId('admin-acceptance')).toHaveTextContent(
      /Accepted by Ann Lee on .* \(v1, \$4,800\) from 203\.0\.113\.7/,
    );
    expect(within(card).getByRole('link', { name: 'Signed copy (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/furniture-requests\/\d+\/signed-copy$/),
    );
    expect(within(card).queryByRole('button', { name: /Quote/ })).toBeNull();
  });

  it('says an acceptance made by click is not a typed signature', async () => {
    const acceptance: QuoteAcceptance = {
      requestId: 7,
      version: 1,
      amount: '$4,800',
      method: 'click',
      signatureName: 'Ann Lee',
      acceptedAt: '2026-03-07T15:30:00.000Z',
      ipAddress: null,
      userAgent: null,
      terms: 'The terms.',
    };
    const { user } = renderPanel(
      [quoted({ status: 'in_progress', quoteApproved: true, quoteAmount: '$4,800' })],
      { [quotesUrl(7)]: { body: { data: [version({ state: 'accepted' })], acceptance } } },
    );
    await user.click(await screen.findByRole('tab', { name: /Current Works/ }));
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect(await within(card).findByTestId('admin-acceptance')).toHaveTextContent(
      /^Accepted by Ann Lee by click, not by typed signature, on .* \(v1, \$4,800\)$/,
    );
  });
});
