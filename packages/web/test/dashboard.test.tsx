import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vars } from '../src/design/theme.css';
import { counterWarning } from '../src/ui/field.css';
import DashboardPage from '../src/pages/dashboard/DashboardPage';
import type { Project } from '../src/api/projects';
import type { QuoteAcceptance, QuoteVersion } from '../src/api/quotes';
import { renderWithProviders, sessionBody, stubFetch } from './helpers';

afterEach(() => vi.unstubAllGlobals());

// Typing and signing through a dialog in jsdom takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 12,
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    phone: '555-0100',
    furnitureType: 'table',
    description: 'Custom Table - modern Style',
    budgetRange: '1000-2500',
    timeline: '1-month',
    imagePath: null,
    imageOriginalName: null,
    status: 'new',
    notes: null,
    quoteAmount: null,
    quoteNotes: null,
    quotedAt: null,
    quotedBy: null,
    quoteApproved: false,
    quoteApprovedAt: null,
    adminMessage: null,
    adminMessageSentAt: null,
    adminMessageSentBy: null,
    completionNote: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A version as GET .../quotes answers it. */
function version(overrides: Partial<QuoteVersion> = {}): QuoteVersion {
  return {
    requestId: 12,
    version: 1,
    design: null,
    amount: '$1,200 - $1,500',
    priceCents: null,
    lines: null,
    salesTax: null,
    taxExemptReason: null,
    totals: null,
    depositPercent: null,
    notes: 'Solid walnut, oil finish.',
    quotedBy: 'Sam Carver',
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

const quotes = (data: QuoteVersion[], acceptance: QuoteAcceptance | null = null) => ({
  data,
  acceptance,
});

const QUOTED = {
  status: 'quoted',
  quoteAmount: '$1,200 - $1,500',
  quotedBy: 'Sam Carver',
  quotedAt: '2026-03-02T09:00:00.000Z',
  quoteNotes: 'Solid walnut, oil finish.',
  updatedAt: '2026-03-02T09:00:00.000Z',
} as const;

function renderDashboard(
  projects: Project[] | (() => Project[]),
  extra: Parameters<typeof stubFetch>[0] = {},
  unread: Record<string, number> = {},
) {
  const stub = stubFetch({
    'GET /api/auth/session': { body: sessionBody() },
    'GET /api/furniture-requests': () => ({
      body: typeof projects === 'function' ? projects() : projects,
    }),
    'GET /api/messages/unread-counts': { body: { data: unread } },
    'GET /api/furniture-requests/12/quotes': { body: quotes([version()]) },
    ...extra,
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
  return stub;
}

describe('/dashboard', () => {
  it('shows "Loading your projects..." and then "No Projects Yet" with a way to submit', async () => {
    renderDashboard([]);
    expect(await screen.findByText('Loading your projects...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Projects Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your First Request' })).toHaveAttribute(
      'href',
      '/customize',
    );
    expect(screen.queryByTestId('project-count')).toBeNull();
  });

  it('shows the email, Home and Sign Out in the header', async () => {
    renderDashboard([]);
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ann@example.com');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('counts Project / Projects', async () => {
    renderDashboard([project()]);
    expect(await screen.findByTestId('project-count')).toHaveTextContent('1 Project');
  });

  it('counts several projects in the plural and shows one card each', async () => {
    renderDashboard([project(), project({ id: 13 })]);
    expect(await screen.findByTestId('project-count')).toHaveTextContent('2 Projects');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows every field of a new project and its hint, with Edit and Delete', async () => {
    const user = userEvent.setup();
    renderDashboard([
      project({ notes: 'Bring the sample board.', updatedAt: '2026-03-03T10:00:00.000Z' }),
    ]);
    const card = await screen.findByRole('article', { name: /Project #12/ });
    const inCard = within(card);
    expect(inCard.getByText('New Request', { selector: 'span' })).toBeInTheDocument();
    expect(inCard.getByText("We'll send you a quote within 3 business days")).toBeInTheDocument();
    expect(inCard.getByText(/Submitted/)).toBeInTheDocument();
    expect(inCard.getByText(/Updated/)).toBeInTheDocument();
    for (const text of [
      'Ann Lee',
      'ann@example.com',
      '555-0100',
      'Table',
      '$1,000 - $2,500',
      'Within 1 month',
    ]) {
      expect(inCard.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(inCard.queryByText('Custom Table - modern Style')).toBeNull();
    await user.click(inCard.getByRole('button', { name: /View Details/ }));
    expect(inCard.getByText('Custom Table - modern Style')).toBeInTheDocument();
    expect(inCard.getByText('Bring the sample board.')).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: /Hide Details/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(inCard.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: /Delete Project/ })).toBeInTheDocument();
    expect(inCard.queryByText('Quote Ready!')).toBeNull();
  });

  it('names each card by what the piece is, so two tables are told apart', async () => {
    renderDashboard([
      project({ description: 'Custom Table - modern Style\n\nCONSTRUCTION & MATERIALS:' }),
      project({ id: 13, description: 'Custom Table - rustic Style\n\nPROJECT DETAILS:' }),
      project({ id: 14, furnitureType: 'bookshelf', description: null }),
      project({ id: 15, description: `A long brief ${'about oak shelving '.repeat(8)}` }),
    ]);
    const first = await screen.findByRole('article', { name: /Project #12/ });
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Custom Table – Modern Style',
    );
    expect(first).toHaveAccessibleName('Project #12 · Table Custom Table – Modern Style');
    expect(
      within(screen.getByRole('article', { name: /Project #13/ })).getByRole('heading', {
        level: 2,
      }),
    ).toHaveTextContent('Custom Table – Rustic Style');
    expect(
      within(screen.getByRole('article', { name: /Project #14/ })).getByRole('heading', {
        level: 2,
      }),
    ).toHaveTextContent('Custom Bookshelf');
    const long = within(screen.getByRole('article', { name: /Project #15/ })).getByRole('heading', {
      level: 2,
    });
    expect(long.textContent).toMatch(/^A long brief about oak shelving .*…$/);
    expect(long.textContent?.length).toBeLessThanOrEqual(81);
  });

  it('says plainly that a completed project is complete, without opening details', async () => {
    renderDashboard([project({ ...QUOTED, status: 'completed', quoteApproved: true })]);
    const card = await screen.findByRole('article', { name: /Project #12/ });
    const line = within(card).getByTestId('status-line');
    expect(within(line).getByText('Quote Approved')).toBeVisible();
    expect(within(line).getByText('Completed', { selector: 'span' })).toBeVisible();
    expect(
      within(line).getByText('Your piece is finished: this project is complete.'),
    ).toBeVisible();
    expect(
      within(line).getByText('Project cannot be modified or deleted after quote approval'),
    ).toBeVisible();
    expect(card).not.toHaveTextContent(/schedule/);
    expect(within(card).getByRole('button', { name: /View Details/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the uploaded image with View Full Size, and "Image not available" when it fails', async () => {
    renderDashboard([
      project({ imagePath: 'a'.repeat(32) + '.jpg', imageOriginalName: 'desk.jpg' }),
    ]);
    const image = await screen.findByRole('img', { name: /Inspiration image for project #12/ });
    expect(image).toHaveAttribute('src', `/uploads/${'a'.repeat(32)}.jpg`);
    const link = screen.getByRole('link', { name: /View Full Size/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', `/uploads/${'a'.repeat(32)}.jpg`);
    fireEvent.error(image);
    expect(await screen.findByRole('img', { name: 'Image not available' })).toBeInTheDocument();
  });

  it('shows the "Message from Our Team" panel', async () => {
    renderDashboard([
      project({
        adminMessage: 'We picked the walnut boards today.',
        adminMessageSentBy: 'Sam',
        adminMessageSentAt: '2026-03-02T10:00:00.000Z',
      }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Message from Our Team' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We picked the walnut boards today.')).toBeInTheDocument();
    expect(screen.getByText(/— Sam/)).toBeInTheDocument();
  });

  it('shows the quote with its version, validity and PDF, and approves it signed with a typed name', async () => {
    let current = project(QUOTED);
    let accepted: QuoteAcceptance | null = null;
    const { calls } = renderDashboard(() => [current], {
      'GET /api/furniture-requests/12/quotes': () => ({
        body: quotes([version({ state: accepted ? 'accepted' : 'sent' })], accepted),
      }),
      'POST /api/furniture-requests/12/approve': () => {
        current = project({ ...QUOTED, status: 'in_progress', quoteApproved: true });
        accepted = {
          requestId: 12,
          version: 1,
          amount: '$1,200 - $1,500',
          method: 'typed_signature',
          signatureName: 'Ann Lee',
          acceptedAt: '2026-03-03T10:00:00.000Z',
          ipAddress: '203.0.113.7',
          userAgent: 'test',
          terms: 'The terms.',
          chosenLines: [],
          priceCents: null,
        };
        return { body: { message: 'Your project is now in progress' } };
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /Project #12/ });
    expect(within(card).getByRole('heading', { name: /Quote Ready!/ })).toBeInTheDocument();
    expect(within(card).getByText('$1,200 - $1,500')).toBeInTheDocument();
    expect(within(card).getByText('Sam Carver')).toBeInTheDocument();
    expect(within(card).getByText('Solid walnut, oil finish.')).toBeInTheDocument();
    expect(await within(card).findByText('Apr 1, 2099')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Quote PDF \(v1\)/ })).toHaveAttribute(
      'href',
      '/api/furniture-requests/12/quotes/1/pdf',
    );
    expect(within(within(card).getByTestId('status-line')).getByText('Quote Ready')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Edit/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: /Approve Quote/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept and sign the quote' });
    expect(dialog).toHaveTextContent('Accepting it asks us to start work.');
    // The name on the project is ready to sign; another one is not a signature.
    const signature = within(dialog).getByLabelText(/Your full name/);
    expect(signature).toHaveValue('Ann Lee');
    await user.clear(signature);
    await user.click(within(dialog).getByRole('button', { name: 'Approve Quote' }));
    expect(
      within(dialog).getByText('Please type your full name to sign the acceptance'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please tick the box to accept the quote and its terms.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/approve'))).toBe(false);

    await user.type(signature, 'Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Approve Quote' }));
    expect(
      within(dialog).getByText('Please type your full name as it is on the project: Ann Lee'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/approve'))).toBe(false);

    await user.type(signature, ' Lee');
    await user.click(within(dialog).getByLabelText('I accept this quote and its terms.'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve Quote' }));
    expect(await screen.findByText('Quote Approved!')).toBeInTheDocument();
    expect(screen.getByText('Your project is now in progress')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/approve'));
    expect(sent?.body).toEqual({ signatureName: 'Ann Lee', version: 1 });
    await waitFor(() =>
      expect(
        within(card).getByText('Project cannot be modified or deleted after quote approval'),
      ).toBeInTheDocument(),
    );
    expect(await within(card).findByTestId('acceptance')).toHaveTextContent(
      /Signed by Ann Lee on .* for version 1 \(\$1,200 - \$1,500\)/,
    );
    // The signed copy, downloaded again as it was emailed.
    const signed = within(card).getByRole('link', { name: 'Download your signed copy (PDF)' });
    expect(signed.getAttribute('href')).toMatch(/^\/api\/furniture-requests\/\d+\/signed-copy$/);
    // Spec: the status line reads "Quote Approved", with the status badge beside it.
    const line = within(card).getByTestId('status-line');
    expect(within(line).getByText('Quote Approved')).toBeVisible();
    expect(within(line).getByText('In Progress', { selector: 'span' })).toBeVisible();
    expect(line).not.toHaveTextContent('·');
    expect(within(card).queryByRole('button', { name: /Delete Project/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Approve Quote/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Request Changes/ })).toBeNull();
  });

  it('says an acceptance made by click (the spec’s bodiless approve) is not a signature', async () => {
    const acceptance: QuoteAcceptance = {
      requestId: 12,
      version: 1,
      amount: '$1,200 - $1,500',
      method: 'click',
      signatureName: 'Ann Lee',
      acceptedAt: '2026-03-03T10:00:00.000Z',
      ipAddress: null,
      userAgent: null,
      terms: 'The terms.',
      chosenLines: [],
      priceCents: null,
    };
    renderDashboard([project({ ...QUOTED, status: 'in_progress', quoteApproved: true })], {
      'GET /api/furniture-requests/12/quotes': {
        body: quotes([version({ state: 'accepted' })], acceptance),
      },
    });
    const card = await screen.findByRole('article', { name: /Project #12/ });
    const shown = await within(card).findByTestId('acceptance');
    expect(shown).toHaveTextContent(
      /Accepted by click as Ann Lee on .* for version 1 \(\$1,200 - \$1,500\)/,
    );
    expect(shown).not.toHaveTextContent('Signed');
  });

  it('tells the server the quote was opened when its amount is on screen, not when the card renders', async () => {
    let reveal: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reveal = callback;
        }
        observe(node: Element) {
          observed.push(node);
        }
        disconnect() {}
      },
    );
    const { calls } = renderDashboard([project(QUOTED)], {
      'POST /api/furniture-requests/12/quotes/1/viewed': {
        body: version({ state: 'viewed', viewedAt: '2026-03-02T10:00:00.000Z' }),
      },
    });
    const card = await screen.findByRole('article', { name: /Project #12/ });
    await within(card).findByText('Version 1');
    const opened = () =>
      calls.filter((call) => call.method === 'POST' && call.url.endsWith('/quotes/1/viewed'));
    // Rendered, and its quotes read: nothing is reported yet.
    expect(opened()).toEqual([]);
    expect(observed.at(-1)).toHaveTextContent('Estimated Cost$1,200 - $1,500');

    act(() => reveal([{ isIntersecting: true, intersectionRatio: 0.4 }]));
    expect(opened()).toEqual([]);
    // On screen while the page is hidden (a tab in the background): not yet.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => reveal([{ isIntersecting: true, intersectionRatio: 1 }]));
    expect(opened()).toEqual([]);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(opened()).toHaveLength(1));
    act(() => reveal([{ isIntersecting: true, intersectionRatio: 1 }]));
    expect(opened()).toHaveLength(1);
    visibility.mockRestore();
  });

  it('reports no opening of a quote already viewed or answered', async () => {
    let reveal: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reveal = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { calls } = renderDashboard([project(QUOTED)], {
      'GET /api/furniture-requests/12/quotes': {
        body: quotes([version({ state: 'viewed', viewedAt: '2026-03-02T10:00:00.000Z' })]),
      },
    });
    const card = await screen.findByRole('article', { name: /Project #12/ });
    await within(card).findByText('Version 1');
    act(() => reveal([{ isIntersecting: true, intersectionRatio: 1 }]));
    expect(calls.filter((call) => call.url.endsWith('/viewed'))).toEqual([]);
  });

  it('shows the five steps of the process, the current one, and whom it waits on', async () => {
    renderDashboard([project(QUOTED)]);
    const steps = await screen.findByRole('list', {
      name: 'Waiting on you: your answer to quote v1, valid until Apr 1, 2099.',
    });
    const current = within(steps)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current.map((item) => item.textContent)).toEqual(['3Quote']);
    expect(within(steps).getAllByText(/\(done\)/)).toHaveLength(2);
  });

  it('says "Approval Failed" with the server’s reason when the approval fails', async () => {
    renderDashboard([project(QUOTED)], {
      'POST /api/furniture-requests/12/approve': {
        status: 409,
        body: { message: 'This quote has expired. Please ask us for an updated quote.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Approve Quote/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Your full name/)).toHaveValue('Ann Lee');
    await user.click(within(dialog).getByLabelText('I accept this quote and its terms.'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve Quote' }));
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(
      screen.getAllByText('This quote has expired. Please ask us for an updated quote.').length,
    ).toBeGreaterThan(0);
  });

  it('asks for changes with a message, then shows the quote as changes requested', async () => {
    let asked = false;
    const { calls } = renderDashboard([project(QUOTED)], {
      'GET /api/furniture-requests/12/quotes': () => ({
        body: quotes([
          version({
            state: asked ? 'changes_requested' : 'viewed',
            changesRequestedAt: asked ? '2026-03-03T10:00:00.000Z' : null,
            changesRequest: null,
          }),
        ]),
      }),
      'POST /api/furniture-requests/12/request-changes': () => {
        asked = true;
        return { body: { message: 'Your request for changes has been sent.' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getByText('Please tell us what you would like changed')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/What would you like changed/), 'Oak top?');
    expect(within(dialog).getByText('8/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('The workshop has been told.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url.endsWith('/request-changes'));
    expect(sent?.body).toEqual({ message: 'Oak top?', version: 1 });
    expect(await screen.findByTestId('quote-state')).toHaveTextContent('Changes requested');
    expect(screen.queryByRole('button', { name: 'Request Changes' })).toBeNull();
    expect(screen.getByRole('button', { name: /Approve Quote/ })).toBeInTheDocument();
  });

  it('declines with a reason; the card reads declined; earlier versions stay readable', async () => {
    let current = project(QUOTED);
    renderDashboard(() => [current], {
      'GET /api/furniture-requests/12/quotes': () => ({
        body: quotes([
          version({ state: 'superseded', amount: '$1,500' }),
          version({
            version: 2,
            state: current.status === 'declined' ? 'declined' : 'sent',
          }),
        ]),
      }),
      'POST /api/furniture-requests/12/decline': () => {
        current = project({ ...QUOTED, status: 'declined' });
        return { body: { message: 'You declined the quote.', request: current } };
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /Project #12/ });
    const earlier = await within(card).findByText('Earlier versions (1)');
    await user.click(earlier);
    expect(within(card).getByRole('link', { name: 'Version 1: $1,500' })).toHaveAttribute(
      'href',
      '/api/furniture-requests/12/quotes/1/pdf',
    );
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the quote' });
    await user.type(within(dialog).getByLabelText(/Why are you declining/), 'Over budget');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Quote' }));
    expect(await screen.findByText('Quote declined')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByText('Declined', { selector: 'span' })).toBeInTheDocument(),
    );
    expect(within(card).queryByRole('button', { name: /Approve Quote/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows a firm price as price, deposit and balance due on completion', async () => {
    renderDashboard([project({ ...QUOTED, id: 12, quoteAmount: '$2,400.01' })], {
      'GET /api/furniture-requests/12/quotes': {
        body: quotes([version({ amount: '$2,400.01', priceCents: 240_001, depositPercent: 30 })]),
      },
    });
    const card = await screen.findByRole('article', { name: /Project #12/ });
    const schedule = await within(card).findByTestId('payment-schedule');
    expect(within(schedule).getByText('Price').nextSibling).toHaveTextContent('$2,400.01');
    expect(within(schedule).getByText('Deposit (30%)').nextSibling).toHaveTextContent('$720.00');
    expect(within(schedule).getByText('Balance due on completion').nextSibling).toHaveTextContent(
      '$1,680.01',
    );
  });

  it('shows no payment schedule for a quote given as a range', async () => {
    renderDashboard([project(QUOTED)], {
      'GET /api/furniture-requests/12/quotes': { body: quotes([version()]) },
    });
    const card = await screen.findByRole('article', { name: /Project #12/ });
    expect(await within(card).findByText('Version 1')).toBeInTheDocument();
    expect(within(card).queryByTestId('payment-schedule')).toBeNull();
    expect(within(card).queryByText(/Balance due/)).toBeNull();
  });

  it('offers no approval on an expired quote, and says to ask for an updated one', async () => {
    renderDashboard([project(QUOTED)], {
      'GET /api/furniture-requests/12/quotes': { body: quotes([version({ state: 'expired' })]) },
    });
    const card = await screen.findByRole('article', { name: /Project #12/ });
    expect(await within(card).findByTestId('quote-state')).toHaveTextContent('Expired');
    expect(
      within(card).getByText(/This quote has expired. Please ask us for an updated quote/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Approve Quote/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Request Changes' })).toBeInTheDocument();
  });

  it('warns that deleting cannot be undone, and that a pending quote will be lost', async () => {
    let list = [project(QUOTED)];
    const { calls } = renderDashboard(() => list, {
      'DELETE /api/furniture-requests/12/customer-delete': () => {
        list = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Delete Project/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('cannot be undone');
    expect(confirm).toHaveTextContent('the pending quote will be lost');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Project Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No Projects Yet')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/furniture-requests/12/customer-delete',
      body: { customerEmail: 'ann@example.com' },
    });
  });

  it('does not mention a quote when deleting a new project, and reports a failure', async () => {
    renderDashboard([project()], {
      'DELETE /api/furniture-requests/12/customer-delete': { status: 500, body: {} },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Delete Project/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('cannot be undone');
    expect(confirm).not.toHaveTextContent('pending quote');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete project')).toBeInTheDocument();
  });

  it('shows the unread badge on Messages, capped at 9+', async () => {
    renderDashboard([project(), project({ id: 13 })], {}, { '12': 3, '13': 12 });
    const first = await screen.findByRole('article', { name: /Project #12/ });
    await waitFor(() => expect(within(first).getByTestId('unread-badge')).toHaveTextContent('3'));
    const second = screen.getByRole('article', { name: /Project #13/ });
    expect(within(second).getByTestId('unread-badge')).toHaveTextContent('9+');
    expect(within(second).getByRole('button', { name: /Messages/ })).toHaveAccessibleName(
      'Messages more than 9 unread',
    );
  });
});

describe('the edit dialog', () => {
  it('edits every field of a new project, with the 500-character counter red above 450', async () => {
    let current = project();
    const { calls } = renderDashboard(() => [current], {
      'PATCH /api/furniture-requests/12': (call) => {
        current = { ...current, ...(call.body as Partial<Project>) };
        return { body: { message: 'Updated' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project #12' });
    const inDialog = within(dialog);
    expect(inDialog.getByText(/Images cannot be changed after submission/)).toBeInTheDocument();
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number',
      'Furniture Type',
      'Description',
      'Budget Range',
      'Timeline',
    ]) {
      expect(inDialog.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    const description = inDialog.getByLabelText('Description');
    expect(description).toHaveAttribute('maxLength', '500');
    const counter = () => inDialog.getByText(/\/500$/);
    expect(counter()).toHaveTextContent('27/500');
    expect(counter()).toHaveAttribute('data-warning', 'false');
    fireEvent.change(description, { target: { value: 'x'.repeat(450) } });
    expect(counter()).toHaveTextContent('450/500');
    expect(counter()).toHaveAttribute('data-warning', 'false');
    fireEvent.change(description, { target: { value: 'x'.repeat(451) } });
    expect(counter()).toHaveTextContent('451/500');
    expect(counter()).toHaveAttribute('data-warning', 'true');
    expect(counter()).toHaveClass(counterWarning);
    expect(getComputedStyle(counter()).color).toBe(vars.color.danger);

    await user.clear(inDialog.getByLabelText(/^Full Name/));
    await user.click(inDialog.getByRole('button', { name: 'Save Changes' }));
    expect(inDialog.getByText('Full name is required')).toBeInTheDocument();
    await user.type(inDialog.getByLabelText(/^Full Name/), 'Ann B. Lee');
    fireEvent.change(description, { target: { value: 'A walnut desk' } });
    await user.selectOptions(inDialog.getByLabelText('Budget Range'), '2500-5000');
    await user.selectOptions(inDialog.getByLabelText('Timeline'), '2-3-months');
    await user.selectOptions(inDialog.getByLabelText('Furniture Type'), 'desk');
    await user.click(inDialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/furniture-requests/12',
      body: {
        fullName: 'Ann B. Lee',
        email: 'ann@example.com',
        phone: '555-0100',
        furnitureType: 'desk',
        description: 'A walnut desk',
        budgetRange: '2500-5000',
        timeline: '2-3-months',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('$2,500 - $5,000')).toBeInTheDocument();
  });

  it('reads the unread counts again after an edit, like after every write', async () => {
    let unread = 0;
    const { calls } = renderDashboard([project()], {
      'PATCH /api/furniture-requests/12': { body: { message: 'Updated' } },
      'GET /api/messages/unread-counts': () => ({ body: { data: { '12': unread } } }),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: /Project #12/ });
    const countReads = () =>
      calls.filter((call) => call.url.startsWith('/api/messages/unread-counts')).length;
    await waitFor(() => expect(countReads()).toBe(1));
    expect(within(card).queryByTestId('unread-badge')).toBeNull();
    unread = 2;
    await user.click(within(card).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    await waitFor(() => expect(countReads()).toBe(2));
    expect(await within(card).findByTestId('unread-badge')).toHaveTextContent('2');
  });

  it('says "Update Failed" with the server message', async () => {
    renderDashboard([project()], {
      'PATCH /api/furniture-requests/12': {
        status: 409,
        body: { message: 'A project can only be edited while it is a new request.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Changes' }),
    );
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(
      screen.getByText('A project can only be edited while it is a new request.'),
    ).toBeInTheDocument();
  });

  it('keeps a wizard timeline that is not in the request list', async () => {
    renderDashboard([project({ timeline: 'asap', furnitureType: 'storage' })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Timeline')).toHaveValue('asap');
    expect(within(dialog).getByLabelText('Furniture Type')).toHaveValue('storage');
  });
});
