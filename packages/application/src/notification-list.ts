import type { DomainEvent } from '@workshop/domain';
import { credentials } from './notifications/credentials';
import { messageDigest } from './notifications/message-digest';
import { newMessage } from './notifications/new-message';
import { newRequestAlert } from './notifications/new-request-alert';
import type {
  Notification,
  PlanContext,
  Planned,
  RecipientCap,
} from './notifications/notification';
import { passwordChanged } from './notifications/password-changed';
import { passwordReset } from './notifications/password-reset';
import { progressPosted } from './notifications/progress-posted';
import { projectCompleted } from './notifications/project-completed';
import { projectDeleted } from './notifications/project-deleted';
import { quoteApproved } from './notifications/quote-approved';
import { quoteChangesRequested } from './notifications/quote-changes-requested';
import { quoteDeclined } from './notifications/quote-declined';
import { quoteReady } from './notifications/quote-ready';
import { quoteReminder } from './notifications/quote-reminder';
import { quoteViewed } from './notifications/quote-viewed';
import { requestConfirmation } from './notifications/request-confirmation';
import { signInWarning } from './notifications/sign-in-warning';
import { signedCopy } from './notifications/signed-copy';
import { staffInvitation } from './notifications/staff-invitation';
import { reviewRequest } from './notifications/review-request';
import { invoiceIssued } from './notifications/invoice';
import { depositReminder } from './notifications/deposit-reminder';
import { paymentReceipt } from './notifications/payment-receipt';

/**
 * Every email the workshop sends, under its template name, in the order an event's emails go
 * out. The `Email` union, the template list of docs/openapi.yaml (with each title, which the
 * web's labels are generated from) and the adapters' renderers all follow this record: adding
 * an email is its file in notifications/, its line here, and its renderer in the adapters
 * (then `pnpm generate:emails`).
 */
export const NOTIFICATIONS = {
  credentials,
  'request-confirmation': requestConfirmation,
  'new-request-alert': newRequestAlert,
  'quote-ready': quoteReady,
  'quote-reminder': quoteReminder,
  'quote-viewed': quoteViewed,
  'quote-changes-requested': quoteChangesRequested,
  'quote-declined': quoteDeclined,
  'quote-approved': quoteApproved,
  'project-completed': projectCompleted,
  'project-deleted': projectDeleted,
  'progress-posted': progressPosted,
  'new-message': newMessage,
  'message-digest': messageDigest,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'sign-in-warning': signInWarning,
  'staff-invitation': staffInvitation,
  'review-request': reviewRequest,
  'signed-copy': signedCopy,
  invoice: invoiceIssued,
  'deposit-reminder': depositReminder,
  'payment-receipt': paymentReceipt,
} as const;

type Notifications = typeof NOTIFICATIONS;

export type EmailTemplate = keyof Notifications;

/** What a notification's emails show: read from what its `plan` builds. */
type DataOf<N> = N extends { plan(...args: never[]): Promise<Planned<infer Data> | null> }
  ? Data
  : never;

/** One email of one template, with exactly the details its renderer shows. */
export interface EmailOf<K extends EmailTemplate> {
  readonly template: K;
  readonly to: string;
  readonly data: DataOf<Notifications[K]>;
}

/** Each email the workshop sends. */
export type Email = { readonly [K in EmailTemplate]: EmailOf<K> }[EmailTemplate];

/** The templates in the record's order, each with what the team calls it. */
export const EMAIL_TEMPLATES: readonly {
  readonly template: EmailTemplate;
  readonly title: string;
}[] = (Object.keys(NOTIFICATIONS) as EmailTemplate[]).map((template) => ({
  template,
  title: NOTIFICATIONS[template].title,
}));

/** An email an event calls for, planned; `build` makes the whole email at send time. */
export interface PlannedEmail extends Omit<Planned<unknown>, 'build'> {
  readonly template: EmailTemplate;
  readonly build: () => Promise<Email | null>;
  readonly perRecipient?: RecipientCap;
  /** Whether the Emails view may keep its text (not when it holds a secret). */
  readonly keepsCopy: boolean;
}

/**
 * The emails an event calls for, in the record's order (or only `only`'s, to send one again).
 * An event no notification answers (an edit, maintenance, a resend request) calls for none.
 */
export async function planEmails(
  event: DomainEvent,
  context: PlanContext,
  only?: EmailTemplate,
): Promise<PlannedEmail[]> {
  const planned: PlannedEmail[] = [];
  for (const template of Object.keys(NOTIFICATIONS) as EmailTemplate[]) {
    if (only !== undefined && template !== only) continue;
    const email = await planOne(template, event, context);
    if (email) planned.push(email);
  }
  return planned;
}

async function planOne<K extends EmailTemplate>(
  template: K,
  event: DomainEvent,
  context: PlanContext,
): Promise<PlannedEmail | null> {
  // Seen through the shape every entry shares, so any event may be offered: `answers` is
  // checked before `plan` reads it.
  const entry = NOTIFICATIONS[template] as Notification<
    DomainEvent['type'],
    DataOf<Notifications[K]>
  >;
  if (entry.answers !== event.type) return null;
  const planned = await entry.plan(event, context);
  if (!planned) return null;
  return {
    template,
    to: planned.to,
    ...(planned.afterSent ? { afterSent: planned.afterSent } : {}),
    ...(entry.perRecipient ? { perRecipient: entry.perRecipient } : {}),
    keepsCopy: entry.carriesSecret !== true,
    build: async () => {
      const data = await planned.build();
      if (data === null) return null;
      const email: EmailOf<K> = { template, to: planned.to, data };
      // One template's email is one member of the union; TypeScript cannot see that for a K.
      return email as Email;
    },
  };
}
