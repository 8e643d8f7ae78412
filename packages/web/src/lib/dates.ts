const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026, 2:15 PM"; an absent or unreadable value gives ''. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTime.format(date) : '';
}

export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : '';
}

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A calendar day the server decided (an invoice's due day, a quote's validity, a payment's
 * day), answered as YYYY-MM-DD: formatted, never converted, so it is the day its emails and
 * PDFs name in every time zone.
 */
export function formatDay(value: string): string {
  const date = parse(`${value}T00:00:00Z`);
  return date ? calendarDay.format(date) : value;
}
