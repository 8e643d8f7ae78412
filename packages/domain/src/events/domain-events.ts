import type { UserType } from '../validation/message-schema';

/**
 * What the workflow publishes. Events carry ids and addresses, never a secret: the worker
 * that sends a credentials or reset email makes the secret itself and stores only its hash.
 */
export type DomainEvent =
  | {
      readonly type: 'RequestSubmitted';
      readonly requestId: number;
      readonly customerId: number;
      readonly email: string;
    }
  | { readonly type: 'AccountCreated'; readonly userId: number; readonly email: string }
  | { readonly type: 'QuoteProvided'; readonly requestId: number }
  | { readonly type: 'QuoteApproved'; readonly requestId: number }
  | { readonly type: 'ProjectCompleted'; readonly requestId: number }
  | {
      readonly type: 'MessagePosted';
      readonly requestId: number;
      readonly messageId: number;
      readonly senderType: UserType;
    }
  | { readonly type: 'PasswordResetRequested'; readonly userId: number; readonly email: string }
  | { readonly type: 'PasswordChanged'; readonly userId: number; readonly email: string };

export type DomainEventType = DomainEvent['type'];

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  'RequestSubmitted',
  'AccountCreated',
  'QuoteProvided',
  'QuoteApproved',
  'ProjectCompleted',
  'MessagePosted',
  'PasswordResetRequested',
  'PasswordChanged',
];
