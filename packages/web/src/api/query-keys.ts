import type { UserType } from '@workshop/domain';

/** The request list (the admin's list or the signed-in customer's own projects). */
export const REQUESTS_KEY = ['/api/furniture-requests'] as const;

/** A project's messages: the default query GETs /api/furniture-requests/{id}/messages. */
export const messagesKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'messages'] as const;

/** Unread counts per side; every key under this prefix is refreshed after a write. */
export const UNREAD_COUNTS_PREFIX = ['/api/messages/unread-counts'] as const;
export const unreadCountsKey = (userType: UserType) => [...UNREAD_COUNTS_PREFIX, userType] as const;
