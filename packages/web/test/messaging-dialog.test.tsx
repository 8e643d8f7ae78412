import { describe, expect, it, afterEach, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessagingDialog } from '../src/features/messages/MessagingDialog';
import { UnreadBadge } from '../src/features/messages/UnreadBadge';
import { renderWithProviders, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const message = (id: number, senderType: 'admin' | 'customer', text: string, read = false) => ({
  id,
  projectId: 7,
  message: text,
  senderType,
  senderName: senderType === 'admin' ? 'Sam' : 'Ann',
  readByAdmin: senderType === 'admin' || read,
  readByCustomer: senderType === 'customer' || read,
  sentAt: '2026-03-04T14:15:00.000Z',
  attachments: [] as {
    name: string;
    contentType: string;
    size: number;
    url: string;
  }[],
});

describe('MessagingDialog', () => {
  it('loads nothing while closed', () => {
    const { fetchMock } = stubFetch({});
    renderWithProviders(
      <MessagingDialog projectId={7} open={false} onOpenChange={() => {}} userType="customer" />,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the thread when open and marks it read for its side', async () => {
    const { calls } = stubFetch({
      'GET /api/furniture-requests/7/messages': {
        body: { data: [message(1, 'admin', 'Hello Ann')] },
      },
      'POST /api/furniture-requests/7/messages/read': { body: { message: 'ok', marked: 1 } },
    });
    renderWithProviders(
      <MessagingDialog projectId={7} open onOpenChange={() => {}} userType="customer" />,
    );
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/furniture-requests/7/messages/read',
        body: { userType: 'customer' },
      }),
    );
  });

  it('does not mark read when there are no messages', async () => {
    const { calls } = stubFetch({
      'GET /api/furniture-requests/7/messages': { body: { data: [] } },
    });
    renderWithProviders(
      <MessagingDialog projectId={7} open onOpenChange={() => {}} userType="customer" />,
    );
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/read'))).toBe(false);
  });

  it('counts characters live against 1000 and caps the inputs', async () => {
    stubFetch({ 'GET /api/furniture-requests/7/messages': { body: { data: [] } } });
    const user = userEvent.setup();
    renderWithProviders(
      <MessagingDialog projectId={7} open onOpenChange={() => {}} userType="customer" />,
    );
    const box = await screen.findByLabelText('Message');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await user.type(box, 'Hello');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxLength', '1000');
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('maxLength', '100');
  });

  it('keeps send disabled while a field is empty and says "Please fill in all fields" for blanks', async () => {
    const { calls } = stubFetch({
      'GET /api/furniture-requests/7/messages': { body: { data: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MessagingDialog
        projectId={7}
        open
        onOpenChange={() => {}}
        userType="customer"
        defaultSenderName=""
      />,
    );
    const send = await screen.findByRole('button', { name: /Send Message/ });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Hi there');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your Name'), '   ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends trimmed text, toasts per user type and refreshes the thread', async () => {
    let thread = [message(1, 'admin', 'Hello Ann', true)];
    const { calls } = stubFetch({
      'GET /api/furniture-requests/7/messages': () => ({ body: { data: thread } }),
      'POST /api/furniture-requests/7/messages/read': { body: { marked: 0 } },
      'POST /api/furniture-requests/7/messages': (call) => {
        thread = [...thread, message(2, 'customer', 'Thanks!')];
        return { status: 201, body: { message: 'Message sent', data: call.body } };
      },
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MessagingDialog
        projectId={7}
        open
        onOpenChange={() => {}}
        userType="customer"
        defaultSenderName="Ann Lee"
      />,
    );
    await user.type(await screen.findByLabelText('Message'), '  Thanks!  ');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText('Your message has been sent to the admin team.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/furniture-requests/7/messages',
      body: { message: 'Thanks!', senderName: 'Ann Lee', senderType: 'customer' },
    });
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Thanks!')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('tells the admin the message went to the customer', async () => {
    stubFetch({
      'GET /api/furniture-requests/7/messages': { body: { data: [] } },
      'POST /api/furniture-requests/7/messages': { status: 201, body: {} },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MessagingDialog projectId={7} open onOpenChange={() => {}} defaultSenderName="Sam" />,
    );
    await user.type(await screen.findByLabelText('Message'), 'Quote is ready');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(
      await screen.findByText('Your message has been sent to the customer.'),
    ).toBeInTheDocument();
  });

  it('shows the server message when sending fails', async () => {
    stubFetch({
      'GET /api/furniture-requests/7/messages': { body: { data: [] } },
      'POST /api/furniture-requests/7/messages': {
        status: 400,
        body: { message: 'Message is required' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MessagingDialog projectId={7} open onOpenChange={() => {}} defaultSenderName="Sam" />,
    );
    await user.type(await screen.findByLabelText('Message'), 'x');
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
  });

  it('polls the thread while open so replies appear without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let thread = [message(1, 'customer', 'Any news?')];
    stubFetch({
      'GET /api/furniture-requests/7/messages': () => ({ body: { data: thread } }),
      'POST /api/furniture-requests/7/messages/read': { body: {} },
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    renderWithProviders(
      <MessagingDialog projectId={7} open onOpenChange={() => {}} userType="customer" />,
    );
    expect(await screen.findByText('Any news?')).toBeInTheDocument();
    thread = [...thread, message(2, 'admin', 'Yes, the quote is ready')];
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByText('Yes, the quote is ready')).toBeInTheDocument();
  });
});

describe('UnreadBadge', () => {
  it('shows nothing for 0, the count up to 9 and 9+ above', () => {
    const { rerender, container } = renderWithProviders(<UnreadBadge count={0} />);
    expect(container.querySelector('[data-testid="unread-badge"]')).toBeNull();
    rerender(<UnreadBadge count={9} />);
    expect(screen.getByText('9')).toBeInTheDocument();
    rerender(<UnreadBadge count={10} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });
});
