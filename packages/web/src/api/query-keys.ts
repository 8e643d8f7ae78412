import type { components, paths } from './schema.gen';

type UserType = components['schemas']['UserType'];
/** Which emails the Emails view lists: failed, pending (delayed or being sent) or sent. */
export type EmailView = NonNullable<
  NonNullable<paths['/api/admin/emails']['get']['parameters']['query']>['status']
>;

// Every cache key, in one place: a write in one resource module refreshes another's reads.

/** Who is signed in. */
export const SESSION_KEY = ['/api/auth/session'] as const;

/** The request list: the admin's every request, or the signed-in customer's own projects. */
export const REQUESTS_KEY = ['/api/furniture-requests'] as const;

/**
 * The workshop's list a page at a time, one key per tab, search, order and page; refreshed
 * with the list after every write that can change a project.
 */
export const REQUEST_PAGES_PREFIX = ['/api/furniture-requests', 'pages'] as const;

/** A project's messages. */
export const messagesKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'messages'] as const;

/** Unread counts per side; every key under this prefix is refreshed after a write. */
export const UNREAD_COUNTS_PREFIX = ['/api/messages/unread-counts'] as const;
export const unreadCountsKey = (userType: UserType) => [...UNREAD_COUNTS_PREFIX, userType] as const;

/** The admin panel's Emails view, a list per state; all are refreshed after a Send again. */
export const EMAILS_PREFIX = ['/api/admin/emails'] as const;
export const emailsKey = (view: EmailView) => [...EMAILS_PREFIX, view] as const;
export const emailKey = (id: number) => [...EMAILS_PREFIX, 'one', id] as const;

/** Whether the debug password reset answers on this server, for this browser. */
export const DEBUG_RESET_KEY = ['debug-reset-available'] as const;

/** A project's activity log (the workshop's); under the project, so its writes refresh it. */
export const activityKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'activity'] as const;

/** A project's quote versions and acceptance. */
export const quotesKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'quotes'] as const;

/** A project's progress timeline (under the project, so its writes refresh it). */
export const progressKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'progress'] as const;

/** A project's invoices, payments and what is paid, due and left. */
export const paymentsKey = (projectId: number) =>
  ['/api/furniture-requests', projectId, 'payments'] as const;
