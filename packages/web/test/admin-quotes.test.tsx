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
    design: null,
    amount: '$4,800',
    priceCents: null,
    lines: null,
    salesTax: null,
    taxExemptReason: null,
    totals: null,
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
    drawings: [],
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
    // v2's validity is further off than a quote may run, so the revision takes the usual one.
    expect(validity).toHaveValue(defaultValidUntil(new Date()));
    const amount = within(dialog).getByLabelText(/Quote Amount/);
    await waitFor(() => expect(amount).toHaveValue('$5,100'));
    await user.clear(amount);
    await user.type(amount, '$5,300');
    await user.type(within(dialog).getByLabelText(/Your Name/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        quoteAmount: '$5,300',
        validUntil: defaultValidUntil(new Date()),
      }),
    );
  });

  it("opens a revision prefilled with the current version, the customer's change request beside it", async () => {
    const validUntil = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { user, calls } = renderPanel([quoted({ quoteAmount: '$2,400.01' })], {
      [quotesUrl(7)]: {
        body: {
          data: [
            version({
              amount: '$2,400.01',
              priceCents: 240_001,
              depositPercent: 30,
              notes: 'Walnut top, oil finish',
              validUntil,
              state: 'changes_requested',
              changesRequestedAt: '2026-03-06T10:00:00.000Z',
              changesRequest: 'Could the legs be oak instead?',
            }),
          ],
          acceptance: null,
        },
      },
      'POST /api/furniture-requests/7/quote': { body: { message: 'Quote provided' } },
    });
    await user.click(await screen.findByRole('tab', { name: /Quoted/ }));
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(await within(card).findByRole('button', { name: 'Revise Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise Quote' });
    const amount = within(dialog).getByLabelText(/Quote Amount/);
    await waitFor(() => expect(amount).toHaveValue('$2,400.01'));
    expect(within(dialog).getByLabelText(/Quote Notes/)).toHaveValue('Walnut top, oil finish');
    expect(within(dialog).getByLabelText(/Valid Until/)).toHaveValue(validUntil);
    const price = within(dialog).getByLabelText(/Firm Price/);
    expect(price).toHaveValue('2400.01');
    const deposit = within(dialog).getByLabelText(/Deposit %/);
    expect(deposit).toHaveValue('30');
    expect(dialog).toHaveTextContent('Deposit $720.00, balance due on completion $1,680.01.');
    const request = within(dialog).getByTestId('change-request');
    expect(request).toHaveTextContent('The customer asked for changes to v1');
    expect(request).toHaveTextContent('Could the legs be oak instead?');

    // A new price rewrites the amount that read the old one; the deposit stays as it was.
    await user.clear(price);
    await user.type(price, '2,600');
    expect(amount).toHaveValue('$2,600.00');
    await user.clear(deposit);
    await user.type(deposit, '0');
    await user.type(within(dialog).getByLabelText(/Your Name/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        quoteAmount: '$2,600.00',
        quoteNotes: 'Walnut top, oil finish',
        validUntil,
        priceCents: 260_000,
        depositPercent: 0,
      }),
    );
  });

  it('says under the field when the firm price or the deposit cannot be sent', async () => {
    const { user, calls } = renderPanel([quoted()], {
      [quotesUrl(7)]: { body: { data: [version()], acceptance: null } },
    });
    await user.click(await screen.findByRole('tab', { name: /Quoted/ }));
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(await within(card).findByRole('button', { name: 'Revise Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise Quote' });
    const price = within(dialog).getByLabelText(/Firm Price/);
    await user.type(price, '$1,200 - $1,500');
    await user.type(within(dialog).getByLabelText(/Your Name/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(
      await within(dialog).findByText('Firm price must be one amount, such as 2,400.00'),
    ).toBeVisible();
    await user.clear(price);
    await user.type(price, '1200');
    // The workshop's usual deposit comes with a first price.
    const deposit = within(dialog).getByLabelText(/Deposit %/);
    expect(deposit).toHaveValue('50');
    await user.clear(deposit);
    await user.type(deposit, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(
      await within(dialog).findByText('Deposit must be a whole percent from 0 to 100'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
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
      chosenLines: [],
      priceCents: null,
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
      chosenLines: [],
      priceCents: null,
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
