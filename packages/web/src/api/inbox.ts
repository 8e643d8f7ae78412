import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { components } from './schema.gen';

export type InboxItem = components['schemas']['InboxItem'];

const INBOX_KEY = ['/api/admin/inbox'] as const;

/** What waits on the workshop across projects; polled like the unread counts. */
export function useInbox() {
  return useQuery({
    queryKey: INBOX_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/inbox')),
    refetchInterval: 60_000,
    // Opened after answering something on a card, it must not show the answered item again.
    refetchOnMount: 'always',
  });
}
