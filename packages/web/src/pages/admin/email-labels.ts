import type { EmailCounts, EmailDelivery, EmailView } from '../../api/admin-emails';
import { EMAIL_TEMPLATE_TITLES } from '../../api/email-templates.gen';

/**
 * Which email it is, in the team's words ("(to the team)" marks the workshop's own alerts):
 * the titles of the application's catalogue of emails, as the API document gives them.
 */
export const EMAIL_TEMPLATE_LABELS = EMAIL_TEMPLATE_TITLES;

/** A template this release does not know yet still gets a readable name. */
export function emailTemplateLabel(template: string): string {
  return (EMAIL_TEMPLATE_LABELS as Readonly<Record<string, string>>)[template] ?? template;
}

export interface EmailTab {
  readonly view: EmailView;
  /** The tab's name. */
  readonly label: string;
  /** What the tab lists: "3 failed emails". */
  readonly noun: { readonly one: string; readonly other: string };
  /** One line on what the tab holds. */
  readonly about: string;
  readonly empty: string;
  /** The tab's count, when the server gives one. */
  readonly count?: keyof EmailCounts;
}

/** The Emails view's tabs, in order; Failed first (what needs the team). */
export const EMAIL_TABS: readonly EmailTab[] = [
  {
    view: 'failed',
    label: 'Failed',
    noun: { one: 'failed email', other: 'failed emails' },
    about:
      'Refused for good by the recipient’s mail server, or given up after every retry. Send again tries once more; account details go with the same temporary password, valid for 7 days from then.',
    empty: 'No failed emails.',
    count: 'failed',
  },
  {
    view: 'pending',
    label: 'Delayed',
    noun: { one: 'delayed email', other: 'delayed emails' },
    about:
      'Not taken by the mail system yet. Each is tried again by itself, waiting a little longer every time.',
    empty: 'No delayed emails.',
    count: 'pending',
  },
  {
    view: 'sent',
    label: 'Sent',
    noun: { one: 'sent email', other: 'sent emails' },
    about: 'Taken by the mail system for delivery.',
    empty: 'No sent emails yet.',
  },
];

/** The server lists at most this many, newest first. */
export const EMAIL_LIST_LIMIT = 200;

function countOf(tab: EmailTab, n: number): string {
  return `${n} ${n === 1 ? tab.noun.one : tab.noun.other}`;
}

/**
 * "3 failed emails, newest first"; when the server stopped at its limit, "The newest 200 of
 * 340 failed emails" (or "The newest 200 sent emails" where there is no total).
 */
export function emailSummaryText(tab: EmailTab, shown: number, total?: number): string {
  if (shown < EMAIL_LIST_LIMIT) return `${countOf(tab, shown)}, newest first`;
  if (total !== undefined && total > shown) return `The newest ${shown} of ${countOf(tab, total)}`;
  return `The newest ${countOf(tab, shown)}`;
}

/** The badge's words: "3 failed emails". */
export function failedEmailsText(count: number): string {
  return `${count} failed ${count === 1 ? 'email' : 'emails'}`;
}

/** Only a failed email, or one waiting to be tried again, can be sent again. */
export function canSendAgain(email: Pick<EmailDelivery, 'status'>): boolean {
  return email.status === 'failed' || email.status === 'retrying';
}

/** The states the Delayed tab mixes, told apart. */
export const PENDING_STATUS_LABELS: Readonly<Record<'sending' | 'retrying', string>> = {
  sending: 'Sending now',
  retrying: 'Waiting to retry',
};
