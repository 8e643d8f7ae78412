import { parseEventPayload, type DomainEvent } from '@workshop/domain';
import type {
  EmailDelivery,
  FurnitureCustomization,
  FurnitureRequest,
  Invoice,
  Payment,
  ProgressPhoto,
  ProgressUpdate,
  ProjectMessage,
  PublishedPiece,
  QuoteAcceptance,
  SentEmail,
  Review,
  ShowcaseConsent,
  SignedCopy,
  QuoteDrawing,
  QuoteVersion,
  RequestQuoteField,
  Session,
  StaffMember,
  StoredPasskey,
  PasskeyChallenge,
  User,
  WorkshopProfileVersion,
  PriceListVersion,
} from '../../src';

export interface OutboxEntry {
  /** Like the uuid primary key: 'event-1', 'event-2', ... never given back by a rollback. */
  readonly id: string;
  /** jsonb in the real table: the event with its version, as FakeOutbox stores it. */
  readonly payload: unknown;
  /** A scheduled event's key: one unpublished entry per key. */
  readonly key?: string;
  readonly occurredAt: Date;
  /** Set once the relay handed the event to the queue. */
  readonly publishedAt: Date | null;
  /** Failed attempts to publish it so far. */
  readonly attempts: number;
  /** Not before this time: the relay's backoff after a failed attempt. */
  readonly nextAttemptAt: Date | null;
  readonly lastError: string | null;
  /** Set once a worker is done with the published event (absent until then). */
  readonly handledAt?: Date;
}

/** One row of email_deliveries: unique on (eventId, template). */
export interface DeliveryRow extends EmailDelivery {
  readonly claimedAt: Date;
  /** What went out, when a copy is kept. */
  readonly copy?: SentEmail;
}

/** One row of sign_in_failures: an email's current run of failed sign-ins. */
export interface SignInFailureRun {
  readonly email: string;
  readonly failures: number;
  readonly startedAt: Date;
  readonly endsAt: Date;
}

/** furniture_requests as stored: the quote fields are read from quotes and acceptances. */
export type StoredRequest = Omit<FurnitureRequest, RequestQuoteField>;

/** Every table of the fake database, plus the id sequences. */
export interface Tables {
  users: User[];
  requests: StoredRequest[];
  quotes: QuoteVersion[];
  acceptances: QuoteAcceptance[];
  signedCopies: SignedCopy[];
  quoteDrawings: (QuoteDrawing & { readonly requestId: number })[];
  messages: ProjectMessage[];
  /** progress_updates, photos included (a jsonb column there), with their soft deletion. */
  progress: (ProgressUpdate & { deletedAt: Date | null; deletedReason: string | null })[];
  customizations: FurnitureCustomization[];
  sessions: Session[];
  staff: StaffMember[];
  passkeys: StoredPasskey[];
  passkeyChallenges: PasskeyChallenge[];
  /** The single row of admin_access. */
  ownerPasskeyEnabled: boolean;
  signInFailures: SignInFailureRun[];
  outbox: OutboxEntry[];
  deliveries: DeliveryRow[];
  /** Ids of customer messages the team was told of (messages.team_alerted_at). */
  teamAlerted: number[];
  /** reviews, without the piece (read from the project, as the table's join does). */
  reviews: Omit<Review, 'furnitureType'>[];
  consents: ShowcaseConsent[];
  pieces: PublishedPiece[];
  workshopProfiles: WorkshopProfileVersion[];
  teamPhotos: (ProgressPhoto & { id: number })[];
  invoices: Invoice[];
  /** The single row of invoice_counter: the last invoice number issued. */
  lastInvoiceNumber: number;
  payments: Payment[];
  priceLists: PriceListVersion[];
}

type Sequence =
  | 'users'
  | 'requests'
  | 'messages'
  | 'progress'
  | 'customizations'
  | 'events'
  | 'deliveries'
  | 'staff'
  | 'passkeys'
  | 'workshopProfiles'
  | 'teamPhotos'
  | 'invoices'
  | 'payments'
  | 'priceLists';

function emptyTables(): Tables {
  return {
    users: [],
    requests: [],
    quotes: [],
    acceptances: [],
    signedCopies: [],
    quoteDrawings: [],
    messages: [],
    progress: [],
    customizations: [],
    sessions: [],
    staff: [],
    passkeys: [],
    passkeyChallenges: [],
    ownerPasskeyEnabled: true,
    signInFailures: [],
    outbox: [],
    deliveries: [],
    teamAlerted: [],
    reviews: [],
    consents: [],
    pieces: [],
    workshopProfiles: [],
    teamPhotos: [],
    invoices: [],
    lastInvoiceNumber: 0,
    payments: [],
    priceLists: [],
  };
}

/**
 * The in-memory database the fake repositories share. Rows are copied on the way in and on
 * the way out, so a caller can never change a stored row by holding on to an object.
 */
export class InMemoryStore {
  tables: Tables = emptyTables();
  /** Like Postgres sequences, ids are not given back by a rollback. */
  private readonly sequences: Record<Sequence, number> = {
    users: 0,
    requests: 0,
    messages: 0,
    progress: 0,
    customizations: 0,
    events: 0,
    deliveries: 0,
    staff: 0,
    passkeys: 0,
    workshopProfiles: 0,
    teamPhotos: 0,
    invoices: 0,
    payments: 0,
    priceLists: 0,
  };

  nextId(table: Sequence): number {
    this.sequences[table] += 1;
    return this.sequences[table];
  }

  /** A deep copy of everything, for the unit of work to restore on rollback. */
  snapshot(): Tables {
    return copy(this.tables);
  }

  restore(snapshot: Tables): void {
    this.tables = copy(snapshot);
  }

  /** The recorded events, oldest first. */
  events(): DomainEvent[] {
    return this.tables.outbox.map((entry) => {
      const read = parseEventPayload(entry.payload);
      if (!read.ok) throw new Error(`outbox entry ${entry.id}: ${read.reason}`);
      return read.event;
    });
  }
}

/** A deep copy of rows made of plain objects, arrays, dates and primitives. */
export function copy<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => copy(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, copy(item)]),
    ) as T;
  }
  return value;
}

/** Like a SQL UPDATE built from an object: keys whose value is undefined are left alone. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(copy(changes)).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
