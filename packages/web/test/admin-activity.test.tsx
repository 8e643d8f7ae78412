import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '../src/api/activity';
import { ActivitySection, ActivityTimeline } from '../src/pages/admin/ActivityLog';
import { describeActivity, relativeTime } from '../src/pages/admin/activity-labels';
import { renderWithProviders, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-03-04T15:00:00.000Z');
const ada = { role: 'customer', name: 'Ada Lovelace' } as const;
const sam = { role: 'admin', name: 'Sam' } as const;
const system = { role: 'system' } as const;

const ENTRIES: ActivityEntry[] = [
  {
    id: 'e1',
    type: 'request_created',
    source: 'quick_form',
    at: '2026-03-01T09:00:00.000Z',
    actor: ada,
  },
  {
    id: 'e2',
    type: 'request_edited',
    fields: ['phone', 'description'],
    at: '2026-03-01T10:00:00.000Z',
    actor: ada,
  },
  {
    id: 'e3',
    type: 'quote_sent',
    quoteVersion: 2,
    amount: '$4,800',
    at: '2026-03-03T09:00:00.000Z',
    actor: sam,
  },
  {
    id: 'e3:status',
    type: 'status_changed',
    from: 'new',
    to: 'quoted',
    at: '2026-03-03T09:00:00.000Z',
    actor: sam,
  },
  {
    id: 'email:1',
    type: 'email',
    template: 'quote-ready',
    recipient: 'x@y.test',
    state: 'sent',
    error: null,
    attempts: 1,
    at: '2026-03-03T09:00:05.000Z',
    actor: system,
  },
  {
    id: 'email:2',
    type: 'email',
    template: 'new-message',
    recipient: 'x@y.test',
    state: 'failed',
    error: '550 5.1.1 Mailbox does not exist',
    attempts: 1,
    at: '2026-03-04T14:58:00.000Z',
    actor: system,
  },
];

const URL_12 = 'GET /api/furniture-requests/12/activity';

describe('the admin card’s activity log', () => {
  it('loads only when opened, then lists every entry with what, who and when', async () => {
    const { calls } = stubFetch({ [URL_12]: { body: { data: ENTRIES } } });
    const user = userEvent.setup();
    renderWithProviders(<ActivitySection projectId={12} />);

    expect(calls).toEqual([]);
    await user.click(screen.getByText('Activity'));

    const list = await screen.findByRole('list', { name: 'Project activity, oldest first' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([URL_12]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span + div > span')?.textContent)).toEqual([
      'Request submitted',
      'Request edited',
      'Quote sent',
      'Status changed',
      'Email ‘Quote ready’ sent to x@y.test',
      'Email ‘New message’ to x@y.test failed',
    ]);
    expect(items[0]).toHaveTextContent('From the quick request form');
    expect(items[0]).toHaveTextContent('Ada Lovelace (customer)');
    expect(items[1]).toHaveTextContent('Changed phone, description');
    expect(items[2]).toHaveTextContent('Quote v2 · $4,800');
    expect(items[2]).toHaveTextContent('Sam (workshop)');
    expect(items[3]).toHaveTextContent('New → Quoted');
    expect(items[4]).toHaveTextContent('Automatic');
    expect(items[5]).toHaveTextContent('Email failed: 550 5.1.1 Mailbox does not exist');

    // Each time is a <time> with the exact instant, shown relative and absolute.
    const times = list.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('dateTime'))).toEqual(
      ENTRIES.map((entry) => entry.at),
    );
    expect(times[0]?.getAttribute('title')).toMatch(/Mar 1, 2026/);
    expect(items[0]).toHaveTextContent(/Mar 1, 2026/);
  });

  it('shows relative times against now', async () => {
    stubFetch({ [URL_12]: { body: { data: ENTRIES } } });
    renderWithProviders(<ActivityTimeline projectId={12} now={NOW} />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('3 days ago');
    expect(items[5]).toHaveTextContent('2 minutes ago');
  });

  it('says when nothing is recorded, and offers to try again after a failure', async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { message: 'Something went wrong' },
    };
    stubFetch({ [URL_12]: () => answer });
    const user = userEvent.setup();
    renderWithProviders(<ActivityTimeline projectId={12} />);

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Something went wrong');
    answer = { status: 200, body: { data: [] } };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });

  it('describes every kind of entry in the team’s words', () => {
    const at = '2026-03-01T09:00:00.000Z';
    expect(
      describeActivity({
        id: 'a',
        type: 'progress_posted',
        milestone: 'Assembly',
        photoCount: 3,
        at,
        actor: sam,
      }),
    ).toMatchObject({
      icon: 'image',
      title: 'Progress update posted',
      detail: 'Assembly · 3 photos',
    });
    expect(
      describeActivity({
        id: 'b',
        type: 'quote_declined',
        quoteVersion: 1,
        reason: 'Too dear',
        at,
        actor: ada,
      }),
    ).toMatchObject({ title: 'Quote declined', detail: 'Quote v1 · “Too dear”' });
    expect(
      describeActivity({
        id: 'c',
        type: 'status_changed',
        from: null,
        to: 'completed',
        at,
        actor: sam,
      }),
    ).toMatchObject({ detail: 'To Completed' });
    expect(
      describeActivity({
        id: 'd',
        type: 'email',
        template: 'quote-viewed',
        recipient: 'team@x.test',
        state: 'pending',
        error: '421 try later',
        attempts: 2,
        at,
        actor: system,
      }),
    ).toMatchObject({
      title: 'Email ‘Quote viewed (to the team)’ to team@x.test not sent yet',
      detail: '2 attempts · last answer: 421 try later',
      tone: 'default',
    });
    expect(relativeTime('2026-03-04T14:59:50.000Z', NOW)).toBe('just now');
    expect(relativeTime('2026-03-03T15:00:00.000Z', NOW)).toBe('yesterday');
  });
});
