import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import AdminPage from '../src/pages/admin/AdminPage';
import type { EmailDelivery, EmailList } from '../src/api/admin-emails';
import type { AdminRequest } from '../src/api/admin-requests';
import { adminRequest } from './admin-fixtures';
import { renderWithProviders, sessionBody, stubFetch, type RecordedCall } from './helpers';
import { servePages } from './admin-page-server';

// Component tests that click through Radix tabs are slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN_SESSION = sessionBody({ role: 'admin', email: null });

let nextId = 100;

/** An email as GET /api/admin/emails answers it; override what the test is about. */
function email(overrides: Partial<EmailDelivery> = {}): EmailDelivery {
  return {
    id: overrides.id ?? nextId++,
    template: 'request-confirmation',
    recipient: 'ann@example.com',
    projectId: 12,
    status: 'failed',
    attempts: 1,
    lastError: '550 5.1.1 <ann@example.com>: Recipient address rejected: User unknown',
    createdAt: '2026-03-04T14:15:00.000Z',
    updatedAt: '2026-03-04T14:20:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

function list(data: EmailDelivery[], counts = { failed: 0, pending: 0 }): EmailList {
  return { data, counts };
}

type Handlers = Parameters<typeof stubFetch>[0];

function renderPanel({
  route = '/admin?view=emails',
  emails = {},
  requests = [],
  extra = {},
}: {
  route?: string;
  /** Answers per status (failed, pending, sent). */
  emails?: Partial<Record<'failed' | 'pending' | 'sent', Handlers[string]>>;
  requests?: readonly AdminRequest[];
  extra?: Handlers;
} = {}) {
  const answer = (status: 'failed' | 'pending' | 'sent') => emails[status] ?? { body: list([]) };
  const stub = stubFetch({
    'GET /api/auth/session': { body: ADMIN_SESSION },
    'GET /api/admin/furniture-requests': servePages(() => requests),
    'GET /api/messages/unread-counts': { body: { data: {} } },
    'GET /api/admin/emails?status=failed': answer('failed'),
    'GET /api/admin/emails?status=pending': answer('pending'),
    'GET /api/admin/emails?status=sent': answer('sent'),
    ...extra,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<AdminPage />, {
    route,
    path: '/admin',
    extraRoutes: <Route path="/admin-login" element={<p>Admin login page</p>} />,
  });
  return { ...stub, ...view, user };
}

const tabPanel = () => screen.getByRole('tabpanel');
/** The tab's panel once the lazily loaded admin page shows it. */
const shownPanel = () => screen.findByRole('tabpanel');

/** The body rows of the tab's table (the header row left out). */
const rows = () => within(tabPanel()).queryAllByRole('row').slice(1);

const emailCalls = (calls: readonly RecordedCall[], status: string) =>
  calls.filter(
    (call) => call.method === 'GET' && call.url === `/api/admin/emails?status=${status}`,
  );

describe('the panel’s Emails link', () => {
  it('shows how many emails failed, named for screen readers', async () => {
    renderPanel({
      route: '/admin',
      emails: { failed: { body: list([], { failed: 3, pending: 1 }) } },
    });
    const link = await screen.findByRole('link', { name: /Emails/ });
    await waitFor(() => expect(link).toHaveAccessibleName('Emails 3 failed emails'));
    expect(within(link).getByTestId('failed-emails-badge')).toHaveTextContent('3');
    // The requests stay the default view.
    expect(screen.getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('No furniture requests submitted yet.')).toBeInTheDocument();
  });

  it('says "1 failed email" for one, and shows nothing when none failed', async () => {
    const one = renderPanel({
      route: '/admin',
      emails: { failed: { body: list([email()], { failed: 1, pending: 0 }) } },
    });
    const link = await screen.findByRole('link', { name: /Emails/ });
    await waitFor(() => expect(link).toHaveAccessibleName('Emails 1 failed email'));
    one.unmount();

    const none = renderPanel({
      route: '/admin',
      emails: { failed: { body: list([], { failed: 0, pending: 4 }) } },
    });
    await waitFor(() => expect(emailCalls(none.calls, 'failed')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Emails' })).toBeInTheDocument();
    expect(screen.queryByTestId('failed-emails-badge')).toBeNull();
  });

  it('reads "99+" above 99', async () => {
    renderPanel({
      route: '/admin',
      emails: { failed: { body: list([], { failed: 250, pending: 0 }) } },
    });
    expect(await screen.findByTestId('failed-emails-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('link', { name: /Emails/ })).toHaveAccessibleName(
      'Emails 250 failed emails',
    );
  });

  it('asks again every minute and when the window gets focus back', async () => {
    const { emailsQueryOptions, EMAILS_POLL_MS } = await import('../src/api/admin-emails');
    const options = emailsQueryOptions('failed');
    expect(EMAILS_POLL_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('opens the Emails view and goes back to the requests', async () => {
    const { user } = renderPanel({
      route: '/admin',
      requests: [adminRequest({ fullName: 'Ann Lee' })],
      emails: { failed: { body: list([email()], { failed: 1, pending: 0 }) } },
    });
    expect(await screen.findByRole('article', { name: /Ann Lee/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Emails/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?view=emails');
    expect(await screen.findByRole('tab', { name: /Failed/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Requests' }));
    expect(await screen.findByRole('article', { name: /Ann Lee/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });
});

describe('the Emails view', () => {
  it('lists the failed emails with when, to whom, which, project, attempts and the answer', async () => {
    renderPanel({
      emails: {
        failed: {
          body: list(
            [
              email({ id: 7, template: 'credentials', recipient: 'new.customer@example.com' }),
              email({
                id: 6,
                template: 'new-request-alert',
                recipient: 'team@workshop.example',
                projectId: null,
                attempts: 8,
                lastError: 'Given up after 8 attempt(s): connect ECONNREFUSED 10.0.0.5:587',
              }),
            ],
            { failed: 2, pending: 0 },
          ),
        },
      },
    });
    expect(
      await within(await shownPanel()).findByText('2 failed emails, newest first'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Failed/ })).toHaveTextContent('Failed2');
    const [first, second] = rows();
    expect(rows()).toHaveLength(2);

    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/Created Mar 4, 2026/);
    expect(cells[0]).toHaveTextContent(/Updated Mar 4, 2026/);
    expect(
      within(cells[0]!)
        .getAllByText(/Mar 4, 2026/)[0]!
        .closest('time'),
    ).toHaveAttribute('dateTime', '2026-03-04T14:15:00.000Z');
    expect(cells[1]).toHaveTextContent('new.customer@example.com');
    expect(cells[2]).toHaveTextContent('Account details (temporary password)');
    expect(cells[3]).toHaveTextContent('#12');
    expect(cells[4]).toHaveTextContent('1');
    const answer = within(cells[5]!).getByText(/550 5\.1\.1/);
    expect(answer.tagName).toBe('CODE');
    expect(answer).toHaveTextContent(
      '550 5.1.1 <ann@example.com>: Recipient address rejected: User unknown',
    );
    expect(within(first!).getByRole('button', { name: /Send again/ })).toHaveAccessibleName(
      'Send again: Account details (temporary password) to new.customer@example.com',
    );

    const other = within(second!).getAllByRole('cell');
    expect(other[2]).toHaveTextContent('New request (to the team)');
    expect(other[3]).toHaveTextContent('None');
    expect(other[3]).not.toHaveTextContent('#');
    expect(other[4]).toHaveTextContent('8');
    expect(other[5]).toHaveTextContent(
      'Given up after 8 attempt(s): connect ECONNREFUSED 10.0.0.5:587',
    );
  });

  it('gives every template a label of its own', async () => {
    const templates: EmailDelivery['template'][] = [
      'credentials',
      'request-confirmation',
      'new-request-alert',
      'quote-ready',
      'quote-approved',
      'project-completed',
      'new-message',
      'message-digest',
      'password-reset',
      'password-changed',
    ];
    const { user } = renderPanel({
      emails: {
        sent: {
          body: list(
            templates.map((template) =>
              email({ template, status: 'sent', lastError: null, sentAt: '2026-03-04T14:21:00Z' }),
            ),
          ),
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: /Sent/ }));
    await within(await shownPanel()).findByText('10 sent emails, newest first');
    const labels = rows().map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(labels).toEqual([
      'Account details (temporary password)',
      'Request received',
      'New request (to the team)',
      'Quote ready',
      'Quote approved (to the team)',
      'Project completed',
      'New message',
      'Customer messages (to the team)',
      'Password reset link',
      'Password changed',
    ]);
    expect(new Set(labels).size).toBe(templates.length);
    // Sent emails cannot be sent again, and their time says when they went.
    expect(within(tabPanel()).queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent(/Sent Mar 4, 2026/);
    expect(within(rows()[0]!).getAllByRole('cell')[5]).toHaveTextContent('None');
  });

  it('shows the Delayed tab, with Send again only for an email waiting to retry', async () => {
    const { user, calls } = renderPanel({
      emails: {
        failed: { body: list([], { failed: 0, pending: 2 }) },
        pending: {
          body: list(
            [
              email({
                id: 21,
                template: 'quote-ready',
                status: 'retrying',
                attempts: 3,
                lastError: '421 4.7.0 Try again later, closing connection.',
              }),
              email({
                id: 20,
                template: 'quote-ready',
                recipient: 'bob@example.com',
                status: 'retrying',
                attempts: 0,
                lastError: 'Waiting behind another email of the same event',
              }),
              email({ id: 19, template: 'new-message', status: 'sending', lastError: null }),
            ],
            { failed: 0, pending: 3 },
          ),
        },
      },
    });
    expect(await within(await shownPanel()).findByText('No failed emails.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Delayed/ }));
    await within(await shownPanel()).findByText('3 delayed emails, newest first');
    expect(emailCalls(calls, 'pending').length).toBeGreaterThan(0);
    const [retrying, waiting, sending] = rows();
    expect(within(retrying!).getByText('Waiting to retry')).toBeInTheDocument();
    expect(within(retrying!).getByText('421 4.7.0 Try again later, closing connection.'));
    expect(within(retrying!).getByRole('button', { name: /Send again/ })).toBeEnabled();
    expect(within(waiting!).getAllByRole('cell')[4]).toHaveTextContent('0, waiting');
    expect(within(sending!).getByText('Sending now')).toBeInTheDocument();
    expect(within(sending!).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('words each empty tab', async () => {
    const { user } = renderPanel();
    expect(await within(await shownPanel()).findByText('No failed emails.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Delayed/ }));
    expect(await within(await shownPanel()).findByText('No delayed emails.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Sent/ }));
    expect(await within(await shownPanel()).findByText('No sent emails yet.')).toBeInTheDocument();
  });

  it('cuts a long answer short, with a button that shows all of it', async () => {
    const long = `Given up after 8 attempt(s): ${'451 4.3.0 Mail server temporarily rejected message. '.repeat(6)}END-OF-ANSWER`;
    const { user } = renderPanel({
      emails: { failed: { body: list([email({ lastError: long })], { failed: 1, pending: 0 }) } },
    });
    const show = await within(await shownPanel()).findByRole('button', { name: 'Show all' });
    const code = within(tabPanel()).getByText(/^Given up after 8/);
    expect(code).toHaveTextContent(/…$/);
    expect(code).not.toHaveTextContent('END-OF-ANSWER');
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(code).toHaveTextContent(long);
    expect(within(tabPanel()).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the server’s message when the list cannot be read', async () => {
    renderPanel({
      emails: { failed: { status: 500, body: { message: 'The database did not answer.' } } },
    });
    const alert = await within(await shownPanel()).findByRole('alert');
    expect(alert).toHaveTextContent('The database did not answer.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('Send again', () => {
  it('calls the endpoint, shows the server’s message and reads the list again', async () => {
    let resent = false;
    const failed = email({ id: 7, template: 'credentials' });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, calls } = renderPanel({
      emails: {
        failed: () =>
          resent
            ? { body: list([], { failed: 0, pending: 1 }) }
            : { body: list([failed], { failed: 1, pending: 0 }) },
      },
      extra: {
        'POST /api/admin/emails/7/resend': () => {
          resent = true;
          release();
          return { body: { message: 'The email will be sent again in a moment.' } };
        },
      },
    });
    const button = await within(await shownPanel()).findByRole('button', { name: /Send again/ });
    expect(await screen.findByTestId('failed-emails-badge')).toHaveTextContent('1');
    const before = emailCalls(calls, 'failed').length;
    await user.click(button);
    await answered;
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/emails/7/resend', body: undefined },
    ]);
    expect(
      await screen.findByText('The email will be sent again in a moment.'),
    ).toBeInTheDocument();
    expect(await within(await shownPanel()).findByText('No failed emails.')).toBeInTheDocument();
    expect(emailCalls(calls, 'failed').length).toBeGreaterThan(before);
    // The badge follows: nothing failed any more.
    await waitFor(() => expect(screen.queryByTestId('failed-emails-badge')).toBeNull());
    expect(screen.getByRole('tab', { name: /Delayed/ })).toHaveTextContent('Delayed1');
    // The row and its button are gone: focus is on the tab's summary, not lost.
    await waitFor(() =>
      expect(within(tabPanel()).getByText('0 failed emails, newest first')).toHaveFocus(),
    );
  });

  it('is disabled while the server has not answered', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    const fetchAnswers: Handlers = {
      'POST /api/admin/emails/7/resend': {
        body: { message: 'The email will be sent again in a moment.' },
      },
    };
    const { user, fetchMock } = renderPanel({
      emails: { failed: { body: list([email({ id: 7 })], { failed: 1, pending: 0 }) } },
      extra: fetchAnswers,
    });
    const button = await within(await shownPanel()).findByRole('button', { name: /Send again/ });
    // Hold the POST until the test lets it go.
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const { body } = await pending;
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return real(input, init);
    });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Sending...');
    answer({ body: { message: 'The email will be sent again in a moment.' } });
    expect(
      await screen.findByText('The email will be sent again in a moment.'),
    ).toBeInTheDocument();
  });

  it('shows the 409 message when the email was sent meanwhile, and reads the list again', async () => {
    let refused = false;
    const { user, calls } = renderPanel({
      emails: {
        pending: () =>
          refused
            ? { body: list([], { failed: 0, pending: 0 }) }
            : {
                body: list([email({ id: 9, status: 'retrying', attempts: 2 })], {
                  failed: 0,
                  pending: 1,
                }),
              },
      },
      extra: {
        'POST /api/admin/emails/9/resend': () => {
          refused = true;
          return {
            status: 409,
            body: { message: 'Only a failed or delayed email can be sent again.', rule: 'resend' },
          };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: /Delayed/ }));
    await user.click(await within(await shownPanel()).findByRole('button', { name: /Send again/ }));
    expect(
      await screen.findByText('Only a failed or delayed email can be sent again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Could Not Send Again')).toBeInTheDocument();
    expect(await within(await shownPanel()).findByText('No delayed emails.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/emails/9/resend')).toBe(true);
  });

  it('shows the 404 message for an email that is gone', async () => {
    const { user } = renderPanel({
      emails: { failed: { body: list([email({ id: 5 })], { failed: 1, pending: 0 }) } },
      extra: {
        'POST /api/admin/emails/5/resend': { status: 404, body: { message: 'No such email' } },
      },
    });
    await user.click(await within(await shownPanel()).findByRole('button', { name: /Send again/ }));
    expect(await screen.findByText('No such email')).toBeInTheDocument();
  });
});

describe('opening an email', () => {
  it('shows its subject and text as they went out, and says why a secret one has none', async () => {
    const sent = email({ id: 31, status: 'sent', sentAt: '2026-03-04T14:16:00.000Z' });
    const secret = email({
      id: 32,
      template: 'credentials',
      status: 'sent',
      sentAt: '2026-03-04T14:16:00.000Z',
    });
    const { user } = renderPanel({
      emails: { sent: { body: list([sent, secret]) } },
      extra: {
        'GET /api/admin/emails/31': {
          body: {
            email: sent,
            copy: {
              subject: 'We received your project request #12',
              text: 'Hello Ann,\n\nThank you for your request.\nhttps://workshop.example/dashboard',
            },
            missing: null,
          },
        },
        'GET /api/admin/emails/32': {
          body: { email: secret, copy: null, missing: 'holds_secret' },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: /Sent/ }));
    const panel = await shownPanel();
    const open = await within(panel).findByRole('button', {
      name: 'Request received: read the email to ann@example.com',
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Request received' });
    expect(dialog).toHaveAccessibleDescription(/To ann@example\.com, sent Mar 4, 2026/);
    expect(await within(dialog).findByText('We received your project request #12')).toBeVisible();
    const text = within(dialog).getByText(/Thank you for your request/);
    expect(text.textContent).toBe(
      'Hello Ann,\n\nThank you for your request.\nhttps://workshop.example/dashboard',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    await user.click(
      within(panel).getByRole('button', { name: /Account details \(temporary password\): read/ }),
    );
    expect(
      await within(await screen.findByRole('dialog')).findByText(/carries a sign-in secret/),
    ).toBeVisible();
  });
});
