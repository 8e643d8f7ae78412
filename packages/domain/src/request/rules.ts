import { transition } from 'xstate';
import {
  requestLifecycleMachine,
  type LifecycleEvent,
  type LifecycleEventType,
  type QuoteStanding,
} from './lifecycle-machine';
import type { RequestStatus } from './status';

export interface RequestLifecycleState {
  readonly status: RequestStatus;
  readonly quoteApproved: boolean;
}

/** Messages shown when a lifecycle rule refuses an action (HTTP 409 on the server). */
export const LIFECYCLE_RULE_MESSAGES: Readonly<Record<LifecycleEventType, string>> = {
  PROVIDE_QUOTE: 'A quote can only be provided until the customer approves one.',
  APPROVE_QUOTE: 'Only a quoted project can be approved.',
  REQUEST_CHANGES: 'Changes can only be requested on a quote waiting for an answer.',
  DECLINE_QUOTE: 'Only a quote waiting for an answer can be declined.',
  MARK_COMPLETE: 'Only a project in progress can be marked complete.',
  POST_PROGRESS: 'Progress can only be posted on a project in progress.',
  EDIT: 'A project can only be edited while it is a new request.',
  DELETE_BY_CUSTOMER: 'Project cannot be modified or deleted after quote approval',
  DELETE_BY_ADMIN: 'This project cannot be deleted.',
};

export const ALREADY_COMPLETED_MESSAGE = 'This project is already completed.';
export const QUOTE_EXPIRED_MESSAGE = 'This quote has expired. Please ask us for an updated quote.';
export const CHANGES_ALREADY_REQUESTED_MESSAGE =
  'You have already asked for changes to this quote. We will send you a new version.';
export const QUOTE_REPLACED_MESSAGE =
  'This quote has been replaced by a newer version. Please review the current quote.';

export type LifecycleDecision =
  | { readonly allowed: true; readonly next: RequestLifecycleState }
  | { readonly allowed: false; readonly rule: LifecycleEventType; readonly message: string };

function snapshotOf(state: RequestLifecycleState) {
  return requestLifecycleMachine.resolveState({
    value: state.status,
    context: { quoteApproved: state.quoteApproved },
  });
}

function refusalMessage(state: RequestLifecycleState, event: LifecycleEvent): string {
  if (event.type === 'MARK_COMPLETE' && state.status === 'completed') {
    return ALREADY_COMPLETED_MESSAGE;
  }
  if ('quote' in event && state.status === 'quoted') {
    if (!event.quote.current) return QUOTE_REPLACED_MESSAGE;
    if (event.type === 'APPROVE_QUOTE' && event.quote.expired) return QUOTE_EXPIRED_MESSAGE;
    if (event.type === 'REQUEST_CHANGES' && event.quote.changesRequested) {
      return CHANGES_ALREADY_REQUESTED_MESSAGE;
    }
  }
  return LIFECYCLE_RULE_MESSAGES[event.type];
}

/** Asks the lifecycle machine whether an action is allowed and what state it leads to. */
export function decide(state: RequestLifecycleState, event: LifecycleEvent): LifecycleDecision {
  const snapshot = snapshotOf(state);
  if (!snapshot.can(event)) {
    return { allowed: false, rule: event.type, message: refusalMessage(state, event) };
  }
  const [next] = transition(requestLifecycleMachine, snapshot, event);
  return {
    allowed: true,
    next: { status: next.value, quoteApproved: next.context.quoteApproved },
  };
}

type PlainEventType = Exclude<
  LifecycleEventType,
  'APPROVE_QUOTE' | 'REQUEST_CHANGES' | 'DECLINE_QUOTE'
>;

const OPEN_QUOTE: QuoteStanding = { current: true, expired: false, changesRequested: false };

function allows(state: RequestLifecycleState, type: PlainEventType): boolean {
  return snapshotOf(state).can({ type });
}

/** New (a first quote), quoted (a revision) or declined (reopened with a new version). */
export const canProvideQuote = (state: RequestLifecycleState) => allows(state, 'PROVIDE_QUOTE');
/** By default asks about the current quote, unexpired and unanswered. */
export const canApprove = (state: RequestLifecycleState, quote: QuoteStanding = OPEN_QUOTE) =>
  snapshotOf(state).can({ type: 'APPROVE_QUOTE', quote });
export const canRequestChanges = (state: RequestLifecycleState, quote = OPEN_QUOTE) =>
  snapshotOf(state).can({ type: 'REQUEST_CHANGES', quote });
export const canDecline = (state: RequestLifecycleState, quote = OPEN_QUOTE) =>
  snapshotOf(state).can({ type: 'DECLINE_QUOTE', quote });
export const canMarkComplete = (state: RequestLifecycleState) => allows(state, 'MARK_COMPLETE');
export const canPostProgress = (state: RequestLifecycleState) => allows(state, 'POST_PROGRESS');
export const canEdit = (state: RequestLifecycleState) => allows(state, 'EDIT');
/** Customers may delete until the quote is approved; the workshop may always delete. */
export const canDelete = (state: RequestLifecycleState, by: 'customer' | 'admin') =>
  allows(state, by === 'customer' ? 'DELETE_BY_CUSTOMER' : 'DELETE_BY_ADMIN');
