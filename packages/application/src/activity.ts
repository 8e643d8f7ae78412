import type {
  ActedBy,
  DomainEvent,
  EditableRequestField,
  InvoiceKind,
  PaymentMethod,
  RequestSource,
  RequestStatus,
} from '@workshop/domain';
import type { DeliveryStatus, EmailDelivery } from './ports/delivery-log';
import type { EmailTemplate } from './ports/mailer';
import type { RecordedEvent } from './ports/project-history';
import { invoiceLabel } from '@workshop/domain';
import type {
  FurnitureRequest,
  Invoice,
  Payment,
  ProjectMessage,
  QuoteAcceptance,
  QuoteVersion,
  SignedCopy,
} from './records';

/** Who did it: the project's customer, someone of the workshop, or the site itself. */
export interface ActivityActor {
  readonly role: 'customer' | 'admin' | 'system';
  /**
   * As they signed or were named: the customer's full name; for the workshop, the signed-in
   * member's account name (else, before accounts, the name typed on the quote or message).
   */
  readonly name?: string;
}

/** The workshop's author of an event: its account when recorded, else a typed name if any. */
function workshop(by: ActedBy, typed?: string): ActivityActor {
  if (by) return { role: 'admin', name: by.name };
  return typed ? { role: 'admin', name: typed } : { role: 'admin' };
}

/** What an email entry says of its delivery: the log's states, as the team reads them. */
export type EmailState = 'sent' | 'failed' | 'pending' | 'skipped';

/** The kind of each entry with what it tells, beyond when and who. */
export type ActivityDetails =
  | { readonly type: 'request_created'; readonly source: RequestSource | null }
  | { readonly type: 'account_created' }
  | { readonly type: 'request_edited'; readonly fields: readonly EditableRequestField[] }
  | {
      readonly type: 'quote_sent';
      /** null when the version row is gone (it never is while the project exists). */
      readonly quoteVersion: number | null;
      readonly amount: string | null;
    }
  | { readonly type: 'quote_viewed'; readonly quoteVersion: number }
  | { readonly type: 'quote_changes_requested'; readonly quoteVersion: number }
  | {
      readonly type: 'quote_declined';
      readonly quoteVersion: number;
      readonly reason: string | null;
    }
  | {
      readonly type: 'quote_approved';
      readonly quoteVersion: number | null;
      readonly amount: string | null;
      /** The SHA-256 its signed copy's certificate prints; null before signed copies were kept. */
      readonly signedCopyFingerprint: string | null;
    }
  | { readonly type: 'message_posted'; readonly messageId: number }
  | { readonly type: 'notes_updated' }
  | {
      readonly type: 'drawings_attached';
      readonly quoteVersion: number;
      readonly names: readonly string[];
    }
  | {
      readonly type: 'progress_posted';
      readonly milestone: string;
      readonly photoCount: number;
    }
  | { readonly type: 'progress_edited'; readonly milestone: string }
  | { readonly type: 'progress_deleted'; readonly milestone: string; readonly reason: string }
  | {
      readonly type: 'invoice_issued';
      /** "INV-0042"; null when the invoice row is gone (it never is while the project exists). */
      readonly invoice: string | null;
      readonly kind: InvoiceKind | null;
      readonly amountCents: number | null;
    }
  | {
      readonly type: 'payment_recorded';
      readonly paymentId: number;
      readonly amountCents: number | null;
      readonly method: PaymentMethod | null;
    }
  | { readonly type: 'payment_voided'; readonly paymentId: number; readonly reason: string | null }
  | {
      readonly type: 'status_changed';
      /** null when the log starts after the project did (events older than this log). */
      readonly from: RequestStatus | null;
      readonly to: RequestStatus;
    }
  | {
      readonly type: 'email';
      readonly template: EmailTemplate;
      readonly recipient: string;
      readonly state: EmailState;
      /** The mail server's last answer, when it did not take the email. */
      readonly error: string | null;
      readonly attempts: number;
    };

export type ActivityType = ActivityDetails['type'];

export type ActivityEntry = ActivityDetails & {
  /** Stable across reads: the event's or email's id (a status change adds `:status`). */
  readonly id: string;
  readonly at: Date;
  readonly actor: ActivityActor;
};

/** What the project's own rows add to its events: names, amounts, reasons. */
export interface ActivityContext {
  readonly request: FurnitureRequest;
  readonly quotes: readonly QuoteVersion[];
  readonly acceptance: QuoteAcceptance | null;
  readonly signedCopy: SignedCopy | null;
  readonly messages: readonly ProjectMessage[];
  readonly invoices: readonly Invoice[];
  readonly payments: readonly Payment[];
}

const SYSTEM: ActivityActor = { role: 'system' };

const EMAIL_STATES: Readonly<Record<DeliveryStatus, EmailState>> = {
  sent: 'sent',
  failed: 'failed',
  skipped: 'skipped',
  sending: 'pending',
  retrying: 'pending',
};

/** The status an event moves a project to, if it moves it. */
function statusAfter(event: DomainEvent): RequestStatus | null {
  switch (event.type) {
    case 'RequestSubmitted':
      return 'new';
    case 'QuoteProvided':
      return 'quoted';
    case 'QuoteApproved':
      return 'in_progress';
    case 'QuoteDeclined':
      return 'declined';
    case 'ProjectCompleted':
      return 'completed';
    default:
      return null;
  }
}

/**
 * The project's history, oldest first: each recorded event read into what the team wants to
 * know, a status change after each event that moved the project (replayed from the events, so
 * it needs no column of its own), and each email. Events with nothing to tell the team
 * (scheduled reminders, digests, maintenance) show only through the emails they caused.
 */
export function buildActivity(
  events: readonly RecordedEvent[],
  emails: readonly EmailDelivery[],
  context: ActivityContext,
): ActivityEntry[] {
  const customer: ActivityActor = { role: 'customer', name: context.request.fullName };
  const entries: ActivityEntry[] = [];
  let status: RequestStatus | null = null;
  for (const recorded of inOrder(events)) {
    const actorAndDetails = describe(recorded, context, customer);
    const base = { id: recorded.id, at: recorded.occurredAt };
    if (actorAndDetails) entries.push({ ...base, ...actorAndDetails });
    const next = statusAfter(recorded.event);
    if (next && next !== status) {
      // RequestSubmitted starts the story at `new`; it is no change of its own.
      if (recorded.event.type !== 'RequestSubmitted') {
        entries.push({
          ...base,
          id: `${recorded.id}:status`,
          type: 'status_changed',
          from: status,
          to: next,
          actor: actorAndDetails?.actor ?? completedBy(recorded.event),
        });
      }
      status = next;
    }
  }
  for (const email of emails) {
    entries.push({
      id: `email:${email.id}`,
      at: email.sentAt ?? email.updatedAt,
      actor: SYSTEM,
      type: 'email',
      template: email.template,
      recipient: email.recipient,
      state: EMAIL_STATES[email.status],
      error: email.status === 'sent' || email.status === 'skipped' ? null : email.lastError,
      attempts: email.attempts,
    });
  }
  // Stable: at the same instant, an event comes before its status change and its emails.
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.order - b.order)
    .map(({ entry }) => entry);
}

/** A status change no entry tells of (a completion) names the workshop's author if known. */
function completedBy(event: DomainEvent): ActivityActor {
  return event.type === 'ProjectCompleted' ? workshop(event.by) : { role: 'admin' };
}

/**
 * Events of one transaction share their instant and the outbox keeps no order among them: the
 * project comes before the account it created, and a message after the answer it carries.
 */
const SAME_INSTANT_RANK: Partial<Readonly<Record<DomainEvent['type'], number>>> = {
  RequestSubmitted: 0,
  AccountCreated: 1,
  MessagePosted: 3,
};
const rank = (event: DomainEvent) => SAME_INSTANT_RANK[event.type] ?? 2;

function inOrder(events: readonly RecordedEvent[]): RecordedEvent[] {
  return [...events].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || rank(a.event) - rank(b.event),
  );
}

type Described = ActivityDetails & { readonly actor: ActivityActor };

function describe(
  { event, occurredAt }: RecordedEvent,
  context: ActivityContext,
  customer: ActivityActor,
): Described | null {
  const version = (n: number) => context.quotes.find((quote) => quote.version === n);
  switch (event.type) {
    case 'RequestSubmitted':
      return { type: 'request_created', source: event.source, actor: customer };
    case 'AccountCreated':
      return { type: 'account_created', actor: SYSTEM };
    case 'RequestEdited':
      return { type: 'request_edited', fields: event.fields, actor: customer };
    case 'QuoteProvided': {
      // A version is written in the same transaction as its event, at the same instant.
      const quote = context.quotes.find((q) => q.quotedAt.getTime() === occurredAt.getTime());
      return {
        type: 'quote_sent',
        quoteVersion: quote?.version ?? null,
        amount: quote?.amount ?? null,
        actor: workshop(event.by, quote?.quotedBy),
      };
    }
    case 'QuoteViewed':
      return { type: 'quote_viewed', quoteVersion: event.quoteVersion, actor: customer };
    case 'QuoteChangesRequested':
      return { type: 'quote_changes_requested', quoteVersion: event.quoteVersion, actor: customer };
    case 'QuoteDeclined':
      return {
        type: 'quote_declined',
        quoteVersion: event.quoteVersion,
        reason: version(event.quoteVersion)?.declineReason ?? null,
        actor: customer,
      };
    case 'QuoteApproved': {
      const accepted = context.acceptance;
      return {
        type: 'quote_approved',
        quoteVersion: accepted?.version ?? null,
        amount: accepted?.amount ?? null,
        signedCopyFingerprint: context.signedCopy?.quoteSha256 ?? null,
        actor: accepted ? { role: 'customer', name: accepted.signatureName } : customer,
      };
    }
    case 'ProjectCompleted':
      // Told by its status change alone, which names who completed it.
      return null;
    case 'AdminNotesUpdated':
      return { type: 'notes_updated', actor: workshop(event.by) };
    case 'QuoteDrawingsAttached':
      return {
        type: 'drawings_attached',
        quoteVersion: event.quoteVersion,
        names: event.names,
        actor: workshop(event.by),
      };
    case 'MessagePosted': {
      const message = context.messages.find((m) => m.id === event.messageId);
      return {
        type: 'message_posted',
        messageId: event.messageId,
        actor:
          event.senderType === 'admin'
            ? workshop(event.by, message?.senderName)
            : { role: 'customer', ...(message ? { name: message.senderName } : {}) },
      };
    }
    case 'ProgressPosted':
      return {
        type: 'progress_posted',
        milestone: event.milestone,
        photoCount: event.photoCount,
        actor: event.actor === 'admin' ? workshop(event.by) : { role: event.actor },
      };
    case 'ProgressEdited':
      return { type: 'progress_edited', milestone: event.milestone, actor: workshop(event.by) };
    case 'ProgressDeleted':
      return {
        type: 'progress_deleted',
        milestone: event.milestone,
        reason: event.reason,
        actor: workshop(event.by),
      };
    case 'InvoiceIssued': {
      const invoice = context.invoices.find((i) => i.id === event.invoiceId);
      return {
        type: 'invoice_issued',
        invoice: invoice ? invoiceLabel(invoice.number) : null,
        kind: invoice?.kind ?? null,
        amountCents: invoice?.amountCents ?? null,
        actor: SYSTEM,
      };
    }
    case 'PaymentRecorded': {
      const payment = context.payments.find((p) => p.id === event.paymentId);
      return {
        type: 'payment_recorded',
        paymentId: event.paymentId,
        amountCents: payment?.amountCents ?? null,
        method: payment?.method ?? null,
        actor: workshop(event.by, payment?.recordedBy),
      };
    }
    case 'PaymentVoided': {
      const payment = context.payments.find((p) => p.id === event.paymentId);
      return {
        type: 'payment_voided',
        paymentId: event.paymentId,
        reason: payment?.voidReason ?? null,
        actor: workshop(event.by, payment?.voidedBy ?? undefined),
      };
    }
    default:
      return null;
  }
}
