import { WORKSHOP_TIME_ZONE } from '@workshop/domain';

/** Dates as the workshop writes them to people (emails, PDFs), in the workshop's time zone. */

export const formatDate = (date: Date) =>
  date.toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: WORKSHOP_TIME_ZONE,
  });

/** The day alone, in the workshop's time zone: what an invoice is dated and due by. */
export const formatDateOnly = (date: Date) =>
  date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: WORKSHOP_TIME_ZONE });

/** A calendar day (YYYY-MM-DD, as a quote's validity is kept) as people write it. */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
