import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from '../src';

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
      { type: 'RequestSubmitted', requestId: 1, customerId: 2, email: 'ada@example.com' },
      { type: 'AccountCreated', userId: 2, email: 'ada@example.com' },
      { type: 'QuoteProvided', requestId: 1 },
      { type: 'QuoteApproved', requestId: 1 },
      { type: 'ProjectCompleted', requestId: 1 },
      { type: 'MessagePosted', requestId: 1, messageId: 3, senderType: 'admin' },
      { type: 'PasswordResetRequested', userId: 2, email: 'ada@example.com' },
      { type: 'PasswordChanged', userId: 2, email: 'ada@example.com' },
    ];
    const types: DomainEventType[] = examples.map((event) => event.type);
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual([...types].sort());
  });

  it('cover the whole DomainEvent union', () => {
    const union: Record<DomainEventType, true> = {
      RequestSubmitted: true,
      AccountCreated: true,
      QuoteProvided: true,
      QuoteApproved: true,
      ProjectCompleted: true,
      MessagePosted: true,
      PasswordResetRequested: true,
      PasswordChanged: true,
    };
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual(Object.keys(union).sort());
  });
});
