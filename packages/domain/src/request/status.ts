/** The spec's four, and `declined`: the customer turned the quote down (the team may reopen). */
export const REQUEST_STATUSES = ['new', 'quoted', 'in_progress', 'completed', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type StatusParseResult =
  | { readonly ok: true; readonly status: RequestStatus }
  | { readonly ok: false; readonly message: string };

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** A missing status reads as new; anything else outside the known values is refused. */
export function parseRequestStatus(value: string | null | undefined): StatusParseResult {
  if (value === null || value === undefined || value === '') return { ok: true, status: 'new' };
  if (isRequestStatus(value)) return { ok: true, status: value };
  return {
    ok: false,
    message: `Unknown request status '${value}'. Expected one of: ${REQUEST_STATUSES.join(', ')}.`,
  };
}

const BADGE_LABELS: Readonly<Record<RequestStatus, string>> = {
  new: 'New Request',
  quoted: 'Quote Ready',
  in_progress: 'In Progress',
  completed: 'Completed',
  declined: 'Declined',
};

/** The customer-side badge text; a value we do not know reads 'Unknown'. */
export function statusBadgeLabel(value: string | null | undefined): string {
  const parsed = parseRequestStatus(value);
  return parsed.ok ? BADGE_LABELS[parsed.status] : 'Unknown';
}
