import { defaultValidUntil, type UserType } from '@workshop/domain';
import { expect } from 'vitest';
import {
  DEFAULT_SECURITY_SETTINGS,
  OWNER_PASSKEY,
  type Actor,
  type AppError,
  type CustomerActor,
  type FurnitureRequest,
  type ProjectMessage,
  type StoredAttachment,
  type Result,
  type SecuritySettings,
  type Session,
  type User,
} from '../src';
import { passkeyFingerprint } from '../src/sessions';
import {
  FakeEventQueue,
  FakeFileStorage,
  FakeMailer,
  FakeMessageRepository,
  FakePasskeyCeremony,
  FakePasswordHasher,
  FakeQuoteRepository,
  FakeRequestRepository,
  FakeSecrets,
  FakeSignedCopyMaker,
  FakeThrottle,
  FakeUnitOfWork,
  FakeUserRepository,
  FixedClock,
  InMemoryStore,
  fakeHash,
  type Tables,
} from './fakes';

export const ADMIN_PASSKEY = 'walnut-and-oak-2025';
export const ADMIN: Actor = OWNER_PASSKEY;
export const NOBODY: Actor = { kind: 'anonymous' };
export const HOUR_MS = 60 * 60 * 1000;
export const WORKSHOP_EMAIL = 'workshop@oak-and-iron.example';

export interface CustomerSeed {
  email?: string;
  /** Stored as the fake hash of this password; null leaves the account without a password. */
  password?: string | null;
  needsPasswordChange?: boolean;
  temporaryPasswordExpiresAt?: Date | null;
}

/** Everything a use case needs, wired to one in-memory store, plus helpers to seed it. */
export function createWorld(overrides: Partial<SecuritySettings> = {}) {
  const store = new InMemoryStore();
  const uow = new FakeUnitOfWork(store);
  const clock = new FixedClock();
  const secrets = new FakeSecrets();
  const hasher = new FakePasswordHasher();
  const files = new FakeFileStorage();
  const mailer = new FakeMailer();
  const queue = new FakeEventQueue();
  const settings: SecuritySettings = {
    ...DEFAULT_SECURITY_SETTINGS,
    adminPasskey: ADMIN_PASSKEY,
    debugResetEnabled: false,
    ...overrides,
  };
  const resetEmails = new FakeThrottle(clock, () => settings.resetEmailsPerHour, 60 * 60 * 1000);
  const signedCopies = new FakeSignedCopyMaker(files);
  const passkeyCeremony = new FakePasskeyCeremony();
  const deps = {
    uow,
    clock,
    secrets,
    hasher,
    files,
    settings,
    resetEmails,
    signedCopies,
    passkeyCeremony,
  };

  // Seeding goes straight to the store, outside any use case.
  const users = new FakeUserRepository(store);
  const requests = new FakeRequestRepository(store);
  const messages = new FakeMessageRepository(store);
  const quotes = new FakeQuoteRepository(store);

  async function seedCustomer(seed: CustomerSeed = {}): Promise<User> {
    const email = seed.email ?? `customer${store.tables.users.length + 1}@example.com`;
    const password = seed.password === undefined ? 'Oak-table-2025' : seed.password;
    const user = await users.create({
      email,
      needsPasswordChange: seed.needsPasswordChange ?? false,
      now: clock.now(),
    });
    return users.update(
      user.id,
      {
        passwordHash: password === null ? null : fakeHash(password),
        temporaryPasswordExpiresAt: seed.temporaryPasswordExpiresAt ?? null,
      },
      clock.now(),
    );
  }

  async function seedRequest(
    customer: User,
    fields: Partial<Omit<FurnitureRequest, 'id' | 'customerId' | 'createdAt'>> = {},
  ): Promise<FurnitureRequest> {
    const created = await requests.create(
      {
        customerId: customer.id,
        fullName: 'Ada Carpenter',
        email: customer.email,
        phone: null,
        furnitureType: 'table',
        description: 'A walnut dining table for eight',
        budgetRange: '1000-2500',
        timeline: 'flexible',
        imagePath: null,
        imageOriginalName: null,
        status: 'new',
      },
      clock.now(),
    );
    const { imagePath, imageOriginalName, ...changes } = fields;
    if (imagePath !== undefined || imageOriginalName !== undefined) {
      const index = store.tables.requests.findIndex((row) => row.id === created.id);
      store.tables.requests[index] = {
        ...created,
        imagePath: imagePath ?? null,
        imageOriginalName: imageOriginalName ?? null,
      };
    }
    const {
      quoteAmount,
      quoteNotes,
      quotedBy,
      quotedAt,
      quoteApproved,
      quoteApprovedAt,
      ...requestChanges
    } = changes;
    const updated = await requests.update(created.id, requestChanges, clock.now());
    // A quoted project (or one past that) has its quote as version 1, valid 30 days; an
    // approved one, its acceptance: the request's quote fields are read from them.
    if (updated.status !== 'new' || quoteAmount) {
      const amount = quoteAmount ?? '$1,000';
      await quotes.add({
        requestId: updated.id,
        version: 1,
        amount,
        priceCents: null,
        depositPercent: null,
        notes: quoteNotes ?? null,
        quotedBy: quotedBy ?? 'Ben',
        quotedAt: quotedAt ?? clock.now(),
        validUntil: defaultValidUntil(clock.now()),
        design: null,
        lines: null,
        salesTax: null,
        taxExemptReason: null,
      });
      if (quoteApproved) {
        await quotes.accept({
          requestId: updated.id,
          version: 1,
          amount,
          method: 'click',
          signatureName: updated.fullName,
          acceptedAt: quoteApprovedAt ?? clock.now(),
          ipAddress: null,
          userAgent: null,
          terms: 'The terms.',
          chosenLines: [],
          priceCents: null,
        });
      }
    }
    return (await requests.findById(updated.id)) ?? updated;
  }

  async function seedMessage(
    projectId: number,
    senderType: UserType,
    text = 'Hello',
    attachments: readonly StoredAttachment[] = [],
  ): Promise<ProjectMessage> {
    return messages.create(
      {
        projectId,
        senderType,
        message: text,
        senderName: senderType === 'admin' ? 'Ben' : 'Ada',
        attachments,
      },
      clock.now(),
    );
  }

  function seedSession(session: Partial<Session> & { token: string }): Session {
    const now = clock.now();
    const row: Session = {
      tokenHash: secrets.digest(session.token),
      role: session.role ?? 'customer',
      userId: session.userId ?? null,
      passwordChanged: session.passwordChanged ?? true,
      createdAt: session.createdAt ?? now,
      expiresAt: session.expiresAt ?? new Date(now.getTime() + settings.sessionTtlMs),
      staffId: session.staffId ?? null,
      staffPasskeyId: session.staffPasskeyId ?? null,
      passkeyFingerprint:
        session.passkeyFingerprint ??
        (session.role === 'admin' ? passkeyFingerprint(secrets, settings.adminPasskey) : null),
    };
    store.tables.sessions.push(row);
    return row;
  }

  return {
    store,
    uow,
    clock,
    secrets,
    hasher,
    files,
    signedCopies,
    mailer,
    queue,
    settings,
    deps,
    seedCustomer,
    seedRequest,
    seedMessage,
    seedSession,
    user: (id: number): User | undefined => store.tables.users.find((row) => row.id === id),
    request: (id: number): FurnitureRequest | undefined => requests.read(id) ?? undefined,
    events: () => store.events(),
    /** A deep copy of every table, to show later that nothing was written. */
    tables: (): Tables => store.snapshot(),
  };
}

export type World = ReturnType<typeof createWorld>;

export function customer(user: User, passwordChanged = true): CustomerActor {
  return { kind: 'customer', id: user.id, email: user.email, passwordChanged };
}

/** The value of an ok result; fails the test with the error otherwise. */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a failed result; fails the test when the use case succeeded. */
export function expectError<T>(
  result: Result<T>,
  kind: AppError['kind'],
  message?: string,
): AppError {
  if (result.ok) {
    throw new Error(`expected a ${kind} error, got success ${JSON.stringify(result.value)}`);
  }
  expect(result.error.kind).toBe(kind);
  if (message !== undefined) expect(result.error.message).toBe(message);
  return result.error;
}
