import { z } from 'zod';
import { USER_TYPES } from '../validation/message-schema';

const id = z.number().int().positive();
const address = z.string().min(3).max(320);

/**
 * Every event the workflow publishes (a field may not be called `version`: the payload's own
 * schema version lives there), at every version it has had. Events carry ids and
 * addresses, never a secret: the worker that sends a credentials or reset email makes the
 * secret itself and stores only its hash. A changed event gets a new version beside the old
 * one (read older payloads into the newest shape where they differ), never a new meaning for
 * an old version: payloads wait in the outbox and the queue across releases.
 */
/** Where a project request was sent from: the 8-step wizard, or the quick form on /. */
export const REQUEST_SOURCES = ['wizard', 'quick_form'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];

/** The fields a customer may change on a new request (EditRequest), as RequestEdited names them. */
export const EDITABLE_REQUEST_FIELDS = [
  'fullName',
  'email',
  'phone',
  'furnitureType',
  'description',
  'budgetRange',
  'timeline',
] as const;
export type EditableRequestField = (typeof EDITABLE_REQUEST_FIELDS)[number];

const submitted = z.object({ requestId: id, customerId: id, email: address });

/**
 * Who of the workshop did it: a staff account (its id and its name then), or null for the
 * owner's passkey, which names nobody. Read by the activity log.
 */
const by = z.object({ staffId: id, name: z.string().min(1).max(100) }).nullable();
export type ActedBy = z.output<typeof by>;

/** v1 of a workshop action was written before the author was recorded: read as by null. */
const withAuthor = <T extends z.ZodRawShape>(shape: T) => ({
  1: z.object(shape).transform((event) => ({ ...event, by: null })),
  2: z.object(shape).extend({ by }),
});

const EVENTS = {
  RequestSubmitted: {
    // v1 rows were written before the source was recorded: read as source null (not known).
    1: submitted.transform((event) => ({ ...event, source: null })),
    2: submitted.extend({ source: z.enum(REQUEST_SOURCES).nullable() }),
  },
  /** The customer changed a new request; `fields` names what changed (never the values). */
  RequestEdited: {
    1: z.object({ requestId: id, fields: z.array(z.enum(EDITABLE_REQUEST_FIELDS)).min(1) }),
  },
  AccountCreated: { 1: z.object({ userId: id, email: address }) },
  QuoteProvided: withAuthor({ requestId: id }),
  QuoteApproved: { 1: z.object({ requestId: id }) },
  /** The customer asked for changes to a version; their message is in the thread. */
  QuoteChangesRequested: { 1: z.object({ requestId: id, quoteVersion: id, messageId: id }) },
  QuoteDeclined: { 1: z.object({ requestId: id, quoteVersion: id }) },
  /** The customer opened a version for the first time (dashboard or PDF). */
  QuoteViewed: { 1: z.object({ requestId: id, quoteVersion: id }) },
  /** Scheduled: remind the customer of a version still unanswered before it runs out. */
  QuoteReminderDue: { 1: z.object({ requestId: id, quoteVersion: id }) },
  ProjectCompleted: withAuthor({ requestId: id }),
  /**
   * The workshop deleted a project: its row is gone when the email goes, so the event keeps
   * what the email names (the customer's name and the piece's title line).
   */
  ProjectDeleted: withAuthor({
    requestId: id,
    customerId: id,
    fullName: z.string().min(1).max(200),
    summary: z.string().min(1).max(200).nullable(),
  }),
  /** The workshop posted a progress update (milestone, note, photos) on a project in progress. */
  ProgressPosted: withAuthor({
    requestId: id,
    updateId: id,
    milestone: z.string().min(1).max(200),
    photoCount: z.number().int().min(0),
    actor: z.enum(USER_TYPES),
  }),
  /** The workshop corrected a progress update's note; the customer sees it marked edited. */
  ProgressEdited: {
    1: z.object({ requestId: id, updateId: id, milestone: z.string().min(1).max(200), by }),
  },
  /**
   * The workshop took a progress update off the customer's timeline, saying why. The row stays
   * (soft delete) so the log can still tell what was posted and what was removed.
   */
  ProgressDeleted: {
    1: z.object({
      requestId: id,
      updateId: id,
      milestone: z.string().min(1).max(200),
      reason: z.string().min(1).max(500),
      by,
    }),
  },
  /** `by`: the workshop's author when the sender is the workshop; null for a customer's. */
  MessagePosted: withAuthor({ requestId: id, messageId: id, senderType: z.enum(USER_TYPES) }),
  /** The workshop changed a project's internal notes (never what they say). */
  AdminNotesUpdated: { 1: z.object({ requestId: id, by }) },
  /** The workshop attached its own drawings (these names) to a quote version. */
  QuoteDrawingsAttached: {
    1: z.object({
      requestId: id,
      quoteVersion: id,
      names: z.array(z.string().min(1).max(200)).min(1).max(5),
      by,
    }),
  },
  /** The owner invited someone to the team; the worker issues the link as it sends the email. */
  StaffInvited: { 1: z.object({ staffId: id, email: address }) },
  // v2: recorded for any address, account or not, so the answer and its work are the same
  // either way; the worker finds the account.
  PasswordResetRequested: {
    1: z.object({ userId: id, email: address }),
    2: z.object({ email: address }),
  },
  PasswordChanged: { 1: z.object({ userId: id, email: address }) },
  /**
   * Someone is guessing the account's password: its failed sign-ins, from any address, reached
   * the count that warns its owner (once per run of failures). Only the account and the count:
   * never a password tried, nor where the tries came from.
   */
  SignInAttemptsSurged: {
    1: z.object({ userId: id, failedAttempts: z.number().int().positive() }),
  },
  /** Scheduled: the customer messages on a project the team has not been told of yet. */
  MessageDigestDue: { 1: z.object({ requestId: id }) },
  /** The team asked for a failed email to be sent again (the delivery log's row). */
  EmailResendRequested: { 1: z.object({ deliveryId: id }) },
  /** Scheduled: the hourly clean-up, due at that time; each run schedules the next. */
  MaintenanceDue: { 1: z.object({ dueAt: z.iso.datetime() }) },
  /** Scheduled: some days after completion, the customer is asked for a review (once). */
  ReviewRequestDue: { 1: z.object({ requestId: id }) },
  /** An invoice was issued (a deposit on approval, the balance on completion). */
  InvoiceIssued: { 1: z.object({ requestId: id, invoiceId: id }) },
  /** Scheduled at a deposit's due date: remind the customer if it is still unpaid (once). */
  DepositReminderDue: { 1: z.object({ requestId: id, invoiceId: id }) },
  /** The workshop recorded a payment it received. */
  PaymentRecorded: { 1: z.object({ requestId: id, paymentId: id, by }) },
  /** The workshop voided a recorded payment; the reason is on the payment's row. */
  PaymentVoided: { 1: z.object({ requestId: id, paymentId: id, by }) },
} as const;

type Events = typeof EVENTS;
export type DomainEventType = keyof Events;

/** The version each event is written at today: its newest. */
export const EVENT_VERSIONS = {
  RequestSubmitted: 2,
  RequestEdited: 1,
  AccountCreated: 1,
  QuoteProvided: 2,
  QuoteApproved: 1,
  QuoteChangesRequested: 1,
  QuoteDeclined: 1,
  QuoteViewed: 1,
  QuoteReminderDue: 1,
  ProjectCompleted: 2,
  ProjectDeleted: 2,
  ProgressPosted: 2,
  ProgressEdited: 1,
  ProgressDeleted: 1,
  MessagePosted: 2,
  AdminNotesUpdated: 1,
  QuoteDrawingsAttached: 1,
  StaffInvited: 1,
  PasswordResetRequested: 2,
  PasswordChanged: 1,
  SignInAttemptsSurged: 1,
  MessageDigestDue: 1,
  EmailResendRequested: 1,
  MaintenanceDue: 1,
  ReviewRequestDue: 1,
  InvoiceIssued: 1,
  DepositReminderDue: 1,
  PaymentRecorded: 1,
  PaymentVoided: 1,
} as const satisfies { readonly [T in DomainEventType]: keyof Events[T] };

type Newest<T extends DomainEventType> = (typeof EVENT_VERSIONS)[T] extends keyof Events[T]
  ? Events[T][(typeof EVENT_VERSIONS)[T]]
  : never;

/** An event as the use cases record it and the email sender reads it (its newest version). */
export type DomainEvent = {
  readonly [T in DomainEventType]: { readonly type: T } & Readonly<z.output<Newest<T>>>;
}[DomainEventType];

/** An event as it is stored in the outbox and carried by the queue: with its version. */
export type EventPayload = DomainEvent & { readonly version: number };

export const DOMAIN_EVENT_TYPES = Object.keys(EVENTS) as DomainEventType[];

/** What the outbox stores for an event: the event and the version it is written at. */
export function toPayload(event: DomainEvent): EventPayload {
  return { ...event, version: EVENT_VERSIONS[event.type] };
}

export type ParsedEvent =
  | { readonly ok: true; readonly event: DomainEvent }
  | { readonly ok: false; readonly reason: string };

const isEventType = (type: unknown): type is DomainEventType =>
  typeof type === 'string' && Object.hasOwn(EVENTS, type);

/**
 * Reads a stored or queued payload with the schema of its type and version. Anything this
 * release does not understand (a type or version from a newer release, a damaged payload) is
 * refused with the reason, for the caller to set aside and try again later, never to drop.
 * Payloads written before events carried a version are version 1; an older version is read
 * into the newest shape (its fields read with the newest schema).
 */
export function parseEventPayload(payload: unknown): ParsedEvent {
  if (typeof payload !== 'object' || payload === null) {
    return { ok: false, reason: 'the payload is not an object' };
  }
  const { type, version = 1, ...fields } = payload as Record<string, unknown>;
  if (!isEventType(type))
    return { ok: false, reason: `unknown event type ${JSON.stringify(type)}` };
  const versions: Readonly<Record<number, z.ZodType>> = EVENTS[type];
  const schema = typeof version === 'number' ? versions[version] : undefined;
  if (!schema) {
    return { ok: false, reason: `unknown version ${JSON.stringify(version)} of ${type}` };
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, reason: mismatch(`${type} v${version}`, parsed.error) };
  const newest = versions[EVENT_VERSIONS[type]];
  const upcast = newest && newest !== schema ? newest.safeParse(parsed.data) : parsed;
  if (!upcast.success) {
    return {
      ok: false,
      reason: mismatch(`${type} v${version} read as v${EVENT_VERSIONS[type]}`, upcast.error),
    };
  }
  return { ok: true, event: { type, ...(upcast.data as object) } as DomainEvent };
}

function mismatch(what: string, error: z.ZodError): string {
  const problem = error.issues[0];
  const where = problem?.path.join('.') || 'payload';
  return `${what} does not match its schema: ${where} ${problem?.message ?? ''}`.trim();
}
