import { defaultValidUntil } from '@workshop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUESTS_KEY, unreadCountsKey } from '../src/api/query-keys';
import { AdminNotesDialog } from '../src/pages/admin/AdminNotesDialog';
import { QuoteDialog } from '../src/pages/admin/QuoteDialog';
import { StatusDialog } from '../src/pages/admin/StatusDialog';
import { adminRequest } from './admin-fixtures';
import { renderWithProviders, stubFetch } from './helpers';

// Component tests that type and click through Radix dialogs are slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Provide Quote dialog', () => {
  const request = adminRequest({ id: 12, fullName: 'Ann Lee' });

  /** The dialog once it has read the versions (its fields open on what they hold). */
  async function renderQuote(handlers: Parameters<typeof stubFetch>[0] = {}) {
    const onOpenChange = vi.fn();
    const stub = stubFetch({
      'POST /api/furniture-requests/12/quote': { body: { message: 'Quote provided' } },
      'GET /api/furniture-requests': { body: [] },
      'GET /api/messages/unread-counts': { body: { data: {} } },
      ...handlers,
    });
    const { queryClient } = renderWithProviders(
      <QuoteDialog request={request} open onOpenChange={onOpenChange} />,
    );
    queryClient.setQueryData(REQUESTS_KEY, []);
    queryClient.setQueryData(unreadCountsKey('admin'), { data: {} });
    await screen.findByLabelText(/Quote Amount/);
    return { ...stub, queryClient, onOpenChange, user: userEvent.setup() };
  }

  it('suggests a range for the amount and labels every field', async () => {
    await renderQuote();
    const dialog = screen.getByRole('dialog', { name: 'Provide Quote' });
    expect(within(dialog).getByLabelText(/Quote Amount/)).toHaveAttribute(
      'placeholder',
      'e.g. $1,200 - $1,500',
    );
    expect(within(dialog).getByLabelText('Quote Notes')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Your Name/)).toBeInTheDocument();
    expect(within(dialog).getByText('#12 · Ann Lee')).toBeInTheDocument();
  });

  it.each([
    ['nothing', '', ''],
    ['only the amount', '$1,200 - $1,500', ''],
    ['only the name', '', 'Sam'],
    ['blanks', '   ', '   '],
  ])('refuses %s with "Missing Information" and sends nothing', async (_what, amount, name) => {
    const { user, calls, onOpenChange } = await renderQuote();
    if (amount) await user.type(screen.getByLabelText(/Quote Amount/), amount);
    if (name) await user.type(screen.getByLabelText(/Your Name/), name);
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the quote amount and your name')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
    if (!amount.trim()) expect(screen.getByText('Quote amount is required')).toBeInTheDocument();
    if (!name.trim()) expect(screen.getByText('Employee name is required')).toBeInTheDocument();
  });

  it('clears each field’s message as soon as the field is filled in', async () => {
    const { user } = await renderQuote();
    await user.clear(screen.getByLabelText(/Your Name/));
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(screen.getByText('Quote amount is required')).toBeInTheDocument();
    expect(screen.getByText('Employee name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Quote Amount/), '$900');
    expect(screen.queryByText('Quote amount is required')).toBeNull();
    expect(screen.getByLabelText(/Quote Amount/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Employee name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Your Name/), 'Sam');
    expect(screen.queryByText('Employee name is required')).toBeNull();
  });

  it('sends the trimmed quote, toasts "Quote Provided", refreshes and closes', async () => {
    const { user, calls, onOpenChange, queryClient } = await renderQuote();
    await user.type(screen.getByLabelText(/Quote Amount/), ' $1,200 - $1,500 ');
    await user.type(screen.getByLabelText('Quote Notes'), 'Solid walnut, 6 weeks');
    await user.type(screen.getByLabelText(/Your Name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Quote Provided')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/furniture-requests/12/quote',
      body: {
        quoteAmount: '$1,200 - $1,500',
        quotedBy: 'Sam',
        quoteNotes: 'Solid walnut, 6 weeks',
        // Valid 30 days unless the workshop picks another day.
        validUntil: defaultValidUntil(new Date()),
      },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The list and the unread counts are marked for a fresh read.
    await waitFor(() => expect(queryClient.getQueryState(REQUESTS_KEY)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(unreadCountsKey('admin'))?.isInvalidated).toBe(true);
  });

  it('shows the server message on failure, or "Failed to provide quote"', async () => {
    const { user } = await renderQuote({
      'POST /api/furniture-requests/12/quote': {
        status: 409,
        body: { message: 'A quote can only be provided for a new request.' },
      },
    });
    await user.type(screen.getByLabelText(/Quote Amount/), '$500');
    await user.type(screen.getByLabelText(/Your Name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Quote Failed')).toBeInTheDocument();
    expect(screen.getByText('A quote can only be provided for a new request.')).toBeInTheDocument();
  });

  it('falls back to "Failed to provide quote"', async () => {
    const { user } = await renderQuote({
      'POST /api/furniture-requests/12/quote': { status: 500, body: {} },
    });
    await user.type(screen.getByLabelText(/Quote Amount/), '$500');
    await user.type(screen.getByLabelText(/Your Name/), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Failed to provide quote')).toBeInTheDocument();
  });
});

describe('status editor', () => {
  function renderStatus(
    status: 'in_progress' | 'completed' | 'quoted',
    handlers: Parameters<typeof stubFetch>[0] = {},
    /** What the panel's page says of the project (by default what the server says). */
    page: Partial<Parameters<typeof adminRequest>[0]> = {
      status,
      quoteApproved: status !== 'quoted',
    },
  ) {
    const onOpenChange = vi.fn();
    const request = adminRequest({ id: 3, status, quoteApproved: status !== 'quoted' });
    const stub = stubFetch({
      'GET /api/furniture-requests/3': { body: { request } },
      'PATCH /api/furniture-requests/3/status': { body: { message: 'Status updated' } },
      'GET /api/furniture-requests': { body: [] },
      'GET /api/messages/unread-counts': { body: { data: {} } },
      ...handlers,
    });
    renderWithProviders(
      <StatusDialog
        request={adminRequest({ id: 3, status: 'in_progress', quoteApproved: true, ...page })}
        open
        onOpenChange={onOpenChange}
      />,
    );
    return { ...stub, onOpenChange, user: userEvent.setup() };
  }

  it('offers only "Mark as Completed" for a project in progress', async () => {
    const { user, calls, onOpenChange } = renderStatus('in_progress');
    const select = screen.getByLabelText('New Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mark as Completed']);
    await user.type(screen.getByLabelText('Notes for the Customer'), 'Ready for pickup');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/furniture-requests/3/status',
      body: { status: 'completed', notes: 'Ready for pickup' },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says a completed project is already completed, with a disabled "Already Completed"', () => {
    const { calls } = renderStatus('completed');
    expect(screen.getByText('This project is already completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already Completed' })).toBeDisabled();
    expect(screen.queryByLabelText('New Status')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('reads the project as it is now: completed by another admin since the page was read', async () => {
    const { calls } = renderStatus('completed', {}, { status: 'in_progress' });
    expect(await screen.findByText('This project is already completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already Completed' })).toBeDisabled();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/furniture-requests/3' }),
    );
  });

  it('does not offer completion before the quote is approved', () => {
    renderStatus('quoted');
    expect(
      screen.getByText('Only a project in progress can be marked complete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it('shows the server message when the update is refused', async () => {
    const { user } = renderStatus('in_progress', {
      'PATCH /api/furniture-requests/3/status': {
        status: 409,
        body: { message: 'This project is already completed.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This project is already completed.')).toBeInTheDocument();
  });

  it('falls back to "Failed to update status"', async () => {
    const { user } = renderStatus('in_progress', {
      'PATCH /api/furniture-requests/3/status': { status: 500, body: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });
});

describe('Edit Admin Notes dialog', () => {
  it('starts from the saved notes, saves and toasts', async () => {
    const { calls } = stubFetch({
      'PATCH /api/furniture-requests/4/admin-notes': { body: { message: 'Admin notes updated' } },
      'GET /api/furniture-requests': { body: [] },
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <AdminNotesDialog
        request={adminRequest({ id: 4, adminNotes: 'Call first' })}
        open
        onOpenChange={() => {}}
      />,
    );
    const box = screen.getByLabelText('Admin Notes');
    expect(box).toHaveValue('Call first');
    expect(screen.getByText('10/5000')).toBeInTheDocument();
    await user.type(box, ', VIP');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Admin Notes Updated')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/furniture-requests/4/admin-notes',
      body: { adminNotes: 'Call first, VIP' },
    });
  });

  it('falls back to "Failed to update admin notes"', async () => {
    stubFetch({ 'PATCH /api/furniture-requests/4/admin-notes': { status: 500, body: {} } });
    const user = userEvent.setup();
    renderWithProviders(
      <AdminNotesDialog request={adminRequest({ id: 4 })} open onOpenChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update admin notes')).toBeInTheDocument();
  });
});
