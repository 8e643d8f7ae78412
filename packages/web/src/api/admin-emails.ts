import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { withIdempotencyKey } from './idempotency-key';
import { EMAILS_PREFIX, emailKey, emailsKey, type EmailView } from './query-keys';
import type { components, paths } from './schema.gen';

export type { EmailView } from './query-keys';

/** One email the site sent or tried to send, as GET /api/admin/emails answers it. */
export type EmailDelivery = components['schemas']['EmailDelivery'];
export type EmailTemplate = EmailDelivery['template'];
export type EmailList =
  paths['/api/admin/emails']['get']['responses'][200]['content']['application/json'];
export type EmailCounts = EmailList['counts'];
/** One email opened: its copy, or why there is none. */
export type OpenedEmail =
  paths['/api/admin/emails/{id}']['get']['responses'][200]['content']['application/json'];
/** What "Send again" answers: the message to show. */
export type ResendAnswer =
  paths['/api/admin/emails/{id}/resend']['post']['responses'][200]['content']['application/json'];

/**
 * The Emails view and the panel's badge are read again every minute while the page is visible,
 * and when the window gets focus back (at most every half minute): a failed email should not
 * wait for a reload to be seen, and the list is never worth more than that.
 */
export const EMAILS_POLL_MS = 60_000;
const EMAILS_STALE_MS = 30_000;

/** The newest emails in one state (at most 200), with how many failed and are pending. */
export function getEmails(view: EmailView): Promise<EmailList> {
  return unwrap(api.GET('/api/admin/emails', { params: { query: { status: view } } }));
}

export const emailsQueryOptions = (view: EmailView) =>
  queryOptions({
    queryKey: emailsKey(view),
    queryFn: () => getEmails(view),
    staleTime: EMAILS_STALE_MS,
    refetchInterval: EMAILS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** One tab of the Emails view; read again on every visit. */
export function useEmails(view: EmailView) {
  return useQuery({ ...emailsQueryOptions(view), refetchOnMount: 'always' });
}

/** One email's subject and text as they went out, read when its dialog opens. */
export function useOpenedEmail(id: number, enabled: boolean) {
  return useQuery({
    queryKey: emailKey(id),
    queryFn: () => unwrap(api.GET('/api/admin/emails/{id}', { params: { path: { id } } })),
    enabled,
    // What went out never changes.
    staleTime: Infinity,
  });
}

const NO_COUNTS: EmailCounts = { failed: 0, pending: 0 };

/**
 * How many emails failed and are pending, for the panel's badge and the view's tabs. It shares
 * the Failed tab's query (every answer carries the counts); a failure is not shown, the badge
 * keeps what it had.
 */
export function useEmailCounts(): EmailCounts {
  const query = useQuery({ ...emailsQueryOptions('failed'), select: selectCounts });
  return query.data ?? NO_COUNTS;
}

function selectCounts(list: EmailList): EmailCounts {
  return list.counts;
}

/** "Send again" for a failed or delayed email; the server answers with the message to show. */
export function resendEmail(id: number): Promise<ResendAnswer> {
  return withIdempotencyKey(`POST /api/admin/emails/${id}/resend`, null, (header) =>
    unwrap(api.POST('/api/admin/emails/{id}/resend', { params: { path: { id }, header } })),
  );
}

/**
 * "Send again", then every tab and the counts are read again; after a refusal too (409: it was
 * sent meanwhile, 404: it is gone), since the list was out of date.
 */
export function useResendEmail({ onSuccess, onError }: Callbacks<ResendAnswer, number> = {}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: EMAILS_PREFIX });
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: async (data, id) => {
      onSuccess?.(data, id);
      await refresh();
    },
    onError: async (cause, id) => {
      unlessSessionEnded(onError)(cause, id);
      await refresh();
    },
  });
}
