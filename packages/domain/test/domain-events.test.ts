import { describe, expect, it } from 'vitest';
import {
  DOMAIN_EVENT_TYPES,
  EVENT_VERSIONS,
  parseEventPayload,
  toPayload,
  type DomainEvent,
  type DomainEventType,
} from '../src';

describe('domain events', () => {
  it('name what the workflow publishes', () => {
    expect(DOMAIN_EVENT_TYPES).toEqual(
      expect.arrayContaining([
        'RequestSubmitted',
        'AccountCreated',
        'QuoteProvided',
        'QuoteApproved',
        'ProjectCompleted',
        'MessagePosted',
        'PasswordResetRequested',
      ]),
    );
    expect(new Set(DOMAIN_EVENT_TYPES).size).toBe(DOMAIN_EVENT_TYPES.length);
  });

  it('have a typed value for every listed type', () => {
    const examples: DomainEvent[] = [
      {
        type: 'RequestSubmitted',
        requestId: 1,
        customerId: 2,
        email: 'ada@example.com',
        source: 'quick_form',
      },
      { type: 'RequestEdited', requestId: 1, fields: ['phone', 'timeline'] },
      { type: 'AccountCreated', userId: 2, email: 'ada@example.com' },
      { type: 'QuoteProvided', requestId: 1, by: { staffId: 3, name: 'Sam' } },
      { type: 'QuoteApproved', requestId: 1 },
      { type: 'QuoteChangesRequested', requestId: 1, quoteVersion: 2, messageId: 5 },
      { type: 'QuoteDeclined', requestId: 1, quoteVersion: 2 },
      { type: 'QuoteViewed', requestId: 1, quoteVersion: 1 },
      { type: 'QuoteReminderDue', requestId: 1, quoteVersion: 1 },
      { type: 'ProjectCompleted', requestId: 1, by: null },
      {
        type: 'ProjectDeleted',
        requestId: 1,
        customerId: 2,
        fullName: 'Ada Lovelace',
        summary: 'Custom Table - modern Style',
        by: null,
      },
      {
        type: 'ProgressPosted',
        requestId: 1,
        updateId: 2,
        milestone: 'Assembly',
        photoCount: 3,
        actor: 'admin',
        by: { staffId: 3, name: 'Sam' },
      },
      { type: 'MessagePosted', requestId: 1, messageId: 3, senderType: 'admin', by: null },
      { type: 'AdminNotesUpdated', requestId: 1, by: { staffId: 3, name: 'Sam' } },
      {
        type: 'QuoteDrawingsAttached',
        requestId: 1,
        quoteVersion: 1,
        names: ['plan.pdf'],
        by: { staffId: 3, name: 'Sam' },
      },
      {
        type: 'ProgressEdited',
        requestId: 1,
        updateId: 2,
        milestone: 'Assembly',
        by: { staffId: 3, name: 'Sam' },
      },
      {
        type: 'ProgressDeleted',
        requestId: 1,
        updateId: 2,
        milestone: 'Assembly',
        reason: 'Wrong project',
        by: null,
      },
      { type: 'StaffInvited', staffId: 3, email: 'sam@example.com' },
      { type: 'PasswordResetRequested', email: 'ada@example.com' },
      { type: 'PasswordChanged', userId: 2, email: 'ada@example.com' },
      { type: 'SignInAttemptsSurged', userId: 2, failedAttempts: 10 },
      { type: 'MessageDigestDue', requestId: 1 },
      { type: 'EmailResendRequested', deliveryId: 4 },
      { type: 'MaintenanceDue', dueAt: '2026-11-24T10:00:00.000Z' },
      { type: 'ReviewRequestDue', requestId: 1 },
      { type: 'InvoiceIssued', requestId: 1, invoiceId: 5 },
      { type: 'DepositReminderDue', requestId: 1, invoiceId: 5 },
      { type: 'PaymentRecorded', requestId: 1, paymentId: 6, by: { staffId: 3, name: 'Sam' } },
      { type: 'PaymentVoided', requestId: 1, paymentId: 6, by: null },
    ];
    const types: DomainEventType[] = examples.map((event) => event.type);
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual([...types].sort());
  });

  it('cover the whole DomainEvent union', () => {
    const union: Record<DomainEventType, true> = {
      RequestSubmitted: true,
      RequestEdited: true,
      AccountCreated: true,
      QuoteProvided: true,
      QuoteApproved: true,
      QuoteChangesRequested: true,
      QuoteDeclined: true,
      QuoteViewed: true,
      QuoteReminderDue: true,
      ProjectCompleted: true,
      ProjectDeleted: true,
      ProgressPosted: true,
      MessagePosted: true,
      AdminNotesUpdated: true,
      QuoteDrawingsAttached: true,
      ProgressEdited: true,
      ProgressDeleted: true,
      StaffInvited: true,
      PasswordResetRequested: true,
      PasswordChanged: true,
      SignInAttemptsSurged: true,
      MessageDigestDue: true,
      EmailResendRequested: true,
      MaintenanceDue: true,
      ReviewRequestDue: true,
      InvoiceIssued: true,
      DepositReminderDue: true,
      PaymentRecorded: true,
      PaymentVoided: true,
    };
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual(Object.keys(union).sort());
  });
});

describe('event payloads: what the outbox stores and the queue carries', () => {
  const submitted: DomainEvent = {
    type: 'RequestSubmitted',
    requestId: 1,
    customerId: 2,
    email: 'ada@example.com',
    source: 'quick_form',
  };

  it('carry the version each event is written at', () => {
    expect(toPayload(submitted)).toEqual({ ...submitted, version: 2 });
    expect(toPayload({ type: 'PasswordResetRequested', email: 'ada@example.com' })).toEqual({
      type: 'PasswordResetRequested',
      email: 'ada@example.com',
      version: 2,
    });
  });

  it('read an older version into the newest shape', () => {
    // v1 named the account; v2 is recorded for any address and the worker finds the account.
    expect(
      parseEventPayload({
        type: 'PasswordResetRequested',
        version: 1,
        userId: 2,
        email: 'ada@example.com',
      }),
    ).toEqual({ ok: true, event: { type: 'PasswordResetRequested', email: 'ada@example.com' } });
    expect(
      parseEventPayload({ type: 'PasswordResetRequested', version: 1, email: 'ada@example.com' }),
    ).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^PasswordResetRequested v1 does not match its schema: userId /,
      ),
    });
    for (const type of DOMAIN_EVENT_TYPES) expect(EVENT_VERSIONS[type]).toBeGreaterThan(0);
  });

  it('read back into the same event', () => {
    expect(parseEventPayload(toPayload(submitted))).toEqual({ ok: true, event: submitted });
    expect(parseEventPayload(JSON.parse(JSON.stringify(toPayload(submitted))))).toEqual({
      ok: true,
      event: submitted,
    });
  });

  it('read a request submitted before its source was recorded as source null', () => {
    const v1 = { type: 'RequestSubmitted', requestId: 1, customerId: 2, email: 'ada@example.com' };
    expect(parseEventPayload({ ...v1, version: 1 })).toEqual({
      ok: true,
      event: { ...v1, source: null },
    });
    expect(parseEventPayload({ ...v1, version: 2, source: 'fax' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^RequestSubmitted v2 does not match its schema: source /),
    });
  });

  it('name the changed fields of an edit, never an empty change', () => {
    const edited = { type: 'RequestEdited', version: 1, requestId: 1 };
    expect(parseEventPayload({ ...edited, fields: ['phone'] })).toEqual({
      ok: true,
      event: { type: 'RequestEdited', requestId: 1, fields: ['phone'] },
    });
    for (const fields of [[], ['adminNotes']]) {
      expect(parseEventPayload({ ...edited, fields }).ok).toBe(false);
    }
  });

  it('read a payload written before events had a version as version 1', () => {
    expect(parseEventPayload({ type: 'QuoteProvided', requestId: 4 })).toEqual({
      ok: true,
      event: { type: 'QuoteProvided', requestId: 4, by: null },
    });
  });

  it('read a workshop action recorded before its author was as by nobody, and keep an author', () => {
    const v1 = { type: 'ProjectCompleted', requestId: 4 };
    expect(parseEventPayload({ ...v1, version: 1 })).toEqual({
      ok: true,
      event: { ...v1, by: null },
    });
    const authored = { ...v1, by: { staffId: 7, name: 'Sam Carver' } };
    expect(parseEventPayload({ ...authored, version: 2 })).toEqual({ ok: true, event: authored });
    expect(parseEventPayload({ ...v1, version: 2 }).ok).toBe(false);
  });

  it.each([
    [null, 'the payload is not an object'],
    ['RequestSubmitted', 'the payload is not an object'],
    [{ requestId: 1 }, 'unknown event type undefined'],
    [{ type: 'QuoteArchived', version: 1 }, 'unknown event type "QuoteArchived"'],
    [{ type: 'toString', version: 1 }, 'unknown event type "toString"'],
    [{ ...submitted, version: 3 }, 'unknown version 3 of RequestSubmitted'],
    [{ ...submitted, version: '1' }, 'unknown version "1" of RequestSubmitted'],
    [
      { ...submitted, version: 1, requestId: 'one' },
      expect.stringMatching(/^RequestSubmitted v1 does not match its schema: requestId /),
    ],
    [
      { type: 'MessagePosted', version: 1, requestId: 1, messageId: 2, senderType: 'robot' },
      expect.stringMatching(/^MessagePosted v1 does not match its schema: senderType /),
    ],
  ])('refuse %j with the reason', (payload, reason) => {
    expect(parseEventPayload(payload)).toEqual({ ok: false, reason });
  });

  it('drop fields they do not know instead of passing them on', () => {
    expect(
      parseEventPayload({ type: 'QuoteApproved', version: 1, requestId: 3, extra: 'x' }),
    ).toEqual({
      ok: true,
      event: { type: 'QuoteApproved', requestId: 3 },
    });
  });
});
