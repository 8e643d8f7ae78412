import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import AdminPage from '../src/pages/admin/AdminPage';
import type { AdminRequest } from '../src/api/admin-requests';
import { adminRequest } from './admin-fixtures';
import { servePages } from './admin-page-server';
import { renderWithProviders, sessionBody, stubFetch } from './helpers';

// Component tests that type and click through Radix dialogs are slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN_SESSION = sessionBody({ role: 'admin', email: null });

function renderPanel(
  requests: readonly AdminRequest[],
  extra: Parameters<typeof stubFetch>[0] = {},
  unread: Record<string, number> = {},
) {
  const stub = stubFetch({
    'GET /api/auth/session': { body: ADMIN_SESSION },
    'GET /api/admin/furniture-requests': servePages(() => requests),
    'GET /api/messages/unread-counts': { body: { data: unread } },
    ...extra,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    extraRoutes: <Route path="/admin-login" element={<p>Admin login page</p>} />,
  });
  return { ...stub, ...view, user };
}

const tabPanel = () => screen.getByRole('tabpanel');

describe('/admin access', () => {
  it('sends a visitor without a session to /admin-login', async () => {
    stubFetch({
      'GET /api/auth/session': { body: sessionBody({ authenticated: false, role: null }) },
    });
    renderWithProviders(<AdminPage />, {
      route: '/admin',
      path: '/admin',
      extraRoutes: <Route path="/admin-login" element={<p>Admin login page</p>} />,
    });
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('sends a signed-in customer to /admin-login too, and never loads the list', async () => {
    const { calls } = stubFetch({ 'GET /api/auth/session': { body: sessionBody() } });
    renderWithProviders(<AdminPage />, {
      route: '/admin',
      path: '/admin',
      extraRoutes: <Route path="/admin-login" element={<p>Admin login page</p>} />,
    });
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('furniture-requests'))).toBe(false);
  });

  it('sends the admin back to /admin-login when the server refuses the list (401)', async () => {
    renderPanel([], {
      'GET /api/admin/furniture-requests': { status: 401, body: { message: 'Please sign in' } },
    });
    expect(await screen.findByText('Admin login page', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('logs out on the server and goes to /admin-login', async () => {
    const { user, calls } = renderPanel([], {
      'POST /api/admin/logout': { body: { message: 'Signed out' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/logout')).toBe(
      true,
    );
  });
});

/** The tab's "Showing ..." line, with the page's range beside it. */
function showingLine(): HTMLElement {
  const line = document.querySelector<HTMLElement>('[role="tabpanel"] [data-showing]');
  if (!line) throw new Error('no Showing line');
  return line;
}

describe('/admin panel', () => {
  const list = [
    adminRequest({ id: 6, status: 'new', fullName: 'Ann Lee', phone: '555-0101' }),
    adminRequest({ id: 5, status: 'new', fullName: 'Bob Stone', furnitureType: 'desk' }),
    adminRequest({
      id: 4,
      status: 'quoted',
      fullName: 'Cy Oak',
      quoteAmount: '$1,200 - $1,500',
      quotedBy: 'Sam',
    }),
    adminRequest({
      id: 3,
      status: 'in_progress',
      fullName: 'Di Walnut',
      quoteAmount: '$900',
      quotedBy: 'Sam',
      quoteApproved: true,
    }),
    adminRequest({
      id: 2,
      status: 'completed',
      fullName: 'Ed Maple',
      quoteApproved: true,
      quoteAmount: '$300',
    }),
    adminRequest({
      id: 1,
      status: 'completed',
      fullName: 'Flo Ash',
      quoteApproved: true,
      quoteAmount: '$400',
    }),
  ];

  it('shows the title, the five count badges, the four tabs and Declined with their counts', async () => {
    renderPanel(list);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Furniture Requests Admin' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('count-total')).toHaveTextContent('6 Total');
    expect(screen.getByTestId('count-new')).toHaveTextContent('2 New');
    expect(screen.getByTestId('count-quoted')).toHaveTextContent('1 Quoted');
    expect(screen.getByTestId('count-in_progress')).toHaveTextContent('1 In Progress');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('2 Completed');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['New Requests2', 'Quoted1', 'Current Works1', 'Completed2', 'Declined0']);
    expect(screen.getByRole('tab', { name: /New Requests/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabPanel()).getByText('Showing 2 of 2 new requests')).toBeInTheDocument();
    expect(within(tabPanel()).getAllByRole('article')).toHaveLength(2);
  });

  it('lists each status under its tab, with the actions that status allows', async () => {
    const { user } = renderPanel(list, {}, { '6': 3, '3': 12 });
    const ann = await screen.findByRole('article', { name: /Ann Lee/ });
    expect(within(ann).getByRole('button', { name: 'Provide Quote' })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: /Message/ })).toHaveTextContent('3');
    expect(within(ann).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(ann).queryByRole('button', { name: /Mark Complete/ })).toBeNull();
    expect(within(ann).getByText('New')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Quoted/ }));
    expect(within(tabPanel()).getByText('Showing 1 of 1 quoted requests')).toBeInTheDocument();
    const cy = within(tabPanel()).getByRole('article', { name: /Cy Oak/ });
    expect(within(cy).getByText('$1,200 - $1,500')).toBeInTheDocument();
    expect(within(cy).queryByRole('button', { name: 'Provide Quote' })).toBeNull();
    expect(within(cy).queryByText('Customer Approved')).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Current Works/ }));
    const di = within(tabPanel()).getByRole('article', { name: /Di Walnut/ });
    expect(within(di).getByText('Customer Approved')).toBeInTheDocument();
    expect(within(di).getByRole('button', { name: /Mark Complete/ })).toBeInTheDocument();
    expect(within(di).getByRole('button', { name: /Message/ })).toHaveTextContent('9+');

    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(within(tabPanel()).getByText('Showing 2 of 2 completed requests')).toBeInTheDocument();
    for (const card of within(tabPanel()).getAllByRole('article')) {
      expect(
        within(card).queryByRole('button', { name: /Mark Complete|Provide Quote/ }),
      ).toBeNull();
      expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /Message/ })).toBeInTheDocument();
    }
  });

  it('says no requests were submitted yet when there are none, in every tab', async () => {
    const { user } = renderPanel([]);
    expect(await screen.findByText('No furniture requests submitted yet.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 new requests')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(
      within(tabPanel()).getByText('No furniture requests submitted yet.'),
    ).toBeInTheDocument();
  });

  it('words each empty tab', async () => {
    const { user } = renderPanel([adminRequest({ status: 'completed' })]);
    expect(await screen.findByText('No new requests to review.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Quoted/ }));
    expect(within(tabPanel()).getByText('No requests have been quoted yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Current Works/ }));
    expect(within(tabPanel()).getByText('No projects currently in progress.')).toBeInTheDocument();
  });

  it('says no completed projects yet', async () => {
    const { user } = renderPanel([adminRequest({ status: 'new' })]);
    await user.click(await screen.findByRole('tab', { name: /Completed/ }));
    expect(within(tabPanel()).getByText('No completed projects yet.')).toBeInTheDocument();
  });

  it('searches as the admin types, and words the tabs a search leaves empty', async () => {
    const { user } = renderPanel(list);
    const search = await screen.findByRole('searchbox');
    await user.type(search, 'ann');
    await waitFor(() =>
      expect(within(tabPanel()).getByText('Showing 1 of 2 new requests')).toBeInTheDocument(),
    );
    expect(within(tabPanel()).getByRole('article', { name: /Ann Lee/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '555-01');
    await waitFor(() =>
      expect(within(tabPanel()).getByText('Showing 1 of 2 new requests')).toBeInTheDocument(),
    );

    await user.clear(search);
    await user.type(search, 'nobody-matches');
    expect(
      await within(tabPanel()).findByText('No new requests match your search.'),
    ).toBeInTheDocument();
    expect(within(tabPanel()).getByText('Showing 0 of 2 new requests')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Quoted/ }));
    expect(
      within(tabPanel()).getByText('No quoted requests match your search.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Current Works/ }));
    expect(
      within(tabPanel()).getByText('No in progress requests match your search.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    expect(
      within(tabPanel()).getByText('No completed requests match your search.'),
    ).toBeInTheDocument();
    // The count badges keep counting everything.
    expect(screen.getByTestId('count-total')).toHaveTextContent('6 Total');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(within(tabPanel()).getByText('Showing 2 of 2 completed requests')).toBeInTheDocument(),
    );
  });

  it('shows 25 cards a page, pages through the rest, and the header agrees with the footer', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      adminRequest({
        id: 1000 - index,
        fullName: `Person ${index + 1}`,
        createdAt: new Date(Date.UTC(2026, 2, 4) - index * 60_000).toISOString(),
      }),
    );
    const { user, calls } = renderPanel(many);
    await waitFor(() =>
      expect(showingLine()).toHaveTextContent(
        'Showing 60 of 60 new requests · cards 1–25 on this page',
      ),
    );
    expect(within(tabPanel()).getAllByRole('article')).toHaveLength(25);
    const nav = screen.getByRole('navigation', { name: 'New Requests pages' });
    expect(within(nav).getByText('Page 1 of 3 · 1–25 of 60')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(showingLine()).toHaveTextContent(
        'Showing 60 of 60 new requests · cards 26–50 on this page',
      ),
    );
    expect(within(nav).getByText('Page 2 of 3 · 26–50 of 60')).toBeInTheDocument();
    expect(within(tabPanel()).getByRole('article', { name: /Person 26$/ })).toBeInTheDocument();
    // The server was asked for the page after the first, by its cursor.
    expect(calls.at(-1)?.url).toMatch(/[?&]cursor=25(&|$)/);

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    // The last page: header and footer name the same cards.
    await waitFor(() =>
      expect(showingLine()).toHaveTextContent(
        'Showing 60 of 60 new requests · cards 51–60 on this page',
      ),
    );
    expect(within(nav).getByText('Page 3 of 3 · 51–60 of 60')).toBeInTheDocument();
    expect(within(tabPanel()).getAllByRole('article')).toHaveLength(10);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(showingLine()).toHaveTextContent(
        'Showing 60 of 60 new requests · cards 26–50 on this page',
      ),
    );
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(await within(nav).findByRole('button', { name: 'First' }));
    await waitFor(() =>
      expect(showingLine()).toHaveTextContent(
        'Showing 60 of 60 new requests · cards 1–25 on this page',
      ),
    );
    expect(within(tabPanel()).getByRole('article', { name: /Person 1$/ })).toBeInTheDocument();
  });

  it('sorts newest, oldest, or quote due with the overdue requests first and badged', async () => {
    const older = (days: number) =>
      new Date(Date.UTC(2026, 2, 20) - days * 86_400_000).toISOString();
    const list = [
      adminRequest({ id: 4, fullName: 'Fresh Fern', createdAt: older(0) }),
      adminRequest({ id: 3, fullName: 'Late Lily', createdAt: older(6), quoteOverdue: true }),
      adminRequest({ id: 2, fullName: 'Mid Max', createdAt: older(1) }),
      adminRequest({ id: 1, fullName: 'Later Leo', createdAt: older(9), quoteOverdue: true }),
    ];
    const { user, calls } = renderPanel(list);
    const names = () =>
      within(tabPanel())
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
    await screen.findByRole('article', { name: /Fresh Fern/ });
    expect(names()).toEqual(['#4Fresh Fern', '#2Mid Max', '#3Late Lily', '#1Later Leo']);

    const sort = screen.getByRole('combobox', { name: 'Sort' });
    await user.selectOptions(sort, 'Oldest first');
    await waitFor(() =>
      expect(names()).toEqual(['#1Later Leo', '#3Late Lily', '#2Mid Max', '#4Fresh Fern']),
    );
    expect(calls.at(-1)?.url).toMatch(/[?&]sort=oldest(&|$)/);

    await user.selectOptions(sort, 'Quote due');
    await waitFor(() =>
      expect(names()).toEqual(['#1Later Leo', '#3Late Lily', '#4Fresh Fern', '#2Mid Max']),
    );
    expect(calls.at(-1)?.url).toMatch(/[?&]sort=quote-due(&|$)/);
    const [leo, lily, fern] = within(tabPanel()).getAllByRole('article');
    expect(within(leo!).getByText('Overdue')).toBeInTheDocument();
    expect(within(lily!).getByText('Overdue')).toBeInTheDocument();
    expect(within(fern!).queryByText('Overdue')).toBeNull();
    // A new request is the workshop's move.
    expect(within(fern!).getByText('Waiting on us')).toBeInTheDocument();
  });

  it('sends the search to the server and shows what it matched in each tab', async () => {
    const { user, calls } = renderPanel(list);
    const search = await screen.findByRole('searchbox');
    await user.type(search, '  Ann ');
    await waitFor(() => expect(calls.at(-1)?.url).toMatch(/[?&]q=Ann(&|$)/));
    expect(await within(tabPanel()).findByText('Showing 1 of 2 new requests')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Quoted/ })).toHaveTextContent('Quoted0');
  });

  it('toggles the details, with the image fallback and the admin notes', async () => {
    const { user } = renderPanel([
      adminRequest({
        id: 9,
        fullName: 'Ann Lee',
        imagePath: 'a'.repeat(32) + '.png',
        adminNotes: 'VIP customer',
      }),
    ]);
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    const toggle = within(card).getByRole('button', { name: 'View Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByText('VIP customer')).toBeInTheDocument();
    const image = within(card).getByRole('img', { name: /project #9/ });
    expect(image).toHaveAttribute('src', `/uploads/${'a'.repeat(32)}.png`);
    expect(within(card).getByRole('link', { name: /View Full Size/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    fireEvent.error(image);
    expect(within(card).getByText('Image not available')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hide Details' }));
    expect(within(card).queryByText('VIP customer')).toBeNull();
  });

  it('asks before deleting, deletes, toasts and refreshes the list', async () => {
    let requests = [adminRequest({ id: 9, fullName: 'Ann Lee' })];
    const { user, calls } = renderPanel([], {
      'GET /api/admin/furniture-requests': servePages(() => requests),
      'DELETE /api/furniture-requests/9': () => {
        requests = [];
        return { body: { message: 'Request deleted' } };
      },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this project?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Request Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No furniture requests submitted yet.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.startsWith('/api/messages/unread-counts')).length,
    ).toBeGreaterThan(1);
  });

  it('shows the server message when a delete fails', async () => {
    const { user } = renderPanel([adminRequest({ id: 9, fullName: 'Ann Lee' })], {
      'DELETE /api/furniture-requests/9': { status: 500, body: {} },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete request')).toBeInTheDocument();
  });

  it('quotes from a card: the card moves to Quoted and focus lands on the tab, not the page', async () => {
    let requests = [adminRequest({ id: 9, fullName: 'Ann Lee' })];
    const { user, calls } = renderPanel([], {
      'GET /api/admin/furniture-requests': servePages(() => requests),
      'POST /api/furniture-requests/9/quote': () => {
        requests = [{ ...requests[0]!, status: 'quoted', quoteAmount: '$900', quotedBy: 'Sam' }];
        return { body: { message: 'Quote provided' } };
      },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: 'Provide Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provide Quote' });
    await user.type(within(dialog).getByLabelText(/Quote Amount/), '$900');
    await user.clear(within(dialog).getByLabelText(/Your Name/));
    await user.type(within(dialog).getByLabelText(/Your Name/), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Quote Provided')).toBeInTheDocument();
    expect(await within(tabPanel()).findByText('No new requests to review.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Quoted/ })).toHaveTextContent('1');
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Showing 0 of 0 new requests'),
    );
    expect(
      calls.filter((call) => call.url.startsWith('/api/admin/furniture-requests?')).length,
    ).toBeGreaterThan(1);
  });

  it('opens the project messages as the admin', async () => {
    const { user, calls } = renderPanel([adminRequest({ id: 9, fullName: 'Ann Lee' })], {
      'GET /api/furniture-requests/9/messages': { body: { data: [] } },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: /Message/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Messages' });
    expect(within(dialog).getByText('Project #9 · Ann Lee')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/furniture-requests/9/messages')).toBe(true),
    );
  });
});
