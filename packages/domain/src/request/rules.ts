import { transition } from 'xstate';
import {
  requestLifecycleMachine,
  type LifecycleEvent,
  type LifecycleEventType,
} from './lifecycle-machine';
import type { RequestStatus } from './status';

export interface RequestLifecycleState {
  readonly status: RequestStatus;
  readonly quoteApproved: boolean;
}

/** Messages shown when a lifecycle rule refuses an action (HTTP 409 on the server). */
export const LIFECYCLE_RULE_MESSAGES: Readonly<Record<LifecycleEventType, string>> = {
  PROVIDE_QUOTE: 'A quote can only be provided for a new request.',
  APPROVE_QUOTE: 'Only a quoted project can be approved.',
  MARK_COMPLETE: 'Only a project in progress can be marked complete.',
  EDIT: 'A project can only be edited while it is a new request.',
  DELETE_BY_CUSTOMER: 'Project cannot be modified or deleted after quote approval',
  DELETE_BY_ADMIN: 'This project cannot be deleted.',
};

export const ALREADY_COMPLETED_MESSAGE = 'This project is already completed.';

export type LifecycleDecision =
  | { readonly allowed: true; readonly next: RequestLifecycleState }
  | { readonly allowed: false; readonly rule: LifecycleEventType; readonly message: string };

function snapshotOf(state: RequestLifecycleState) {
  return requestLifecycleMachine.resolveState({
    value: state.status,
    context: { quoteApproved: state.quoteApproved },
  });
}

function refusalMessage(state: RequestLifecycleState, event: LifecycleEventType): string {
  if (event === 'MARK_COMPLETE' && state.status === 'completed') return ALREADY_COMPLETED_MESSAGE;
  return LIFECYCLE_RULE_MESSAGES[event];
}

/** Asks the lifecycle machine whether an action is allowed and what state it leads to. */
export function decide(state: RequestLifecycleState, event: LifecycleEvent): LifecycleDecision {
  const snapshot = snapshotOf(state);
  if (!snapshot.can(event)) {
    return { allowed: false, rule: event.type, message: refusalMessage(state, event.type) };
  }
  const [next] = transition(requestLifecycleMachine, snapshot, event);
  return {
    allowed: true,
    next: { status: next.value, quoteApproved: next.context.quoteApproved },
  };
}

function allows(state: RequestLifecycleState, type: LifecycleEventType): boolean {
  return snapshotOf(state).can({ type });
}

export const canProvideQuote = (state: RequestLifecycleState) => allows(state, 'PROVIDE_QUOTE');
export const canApprove = (state: RequestLifecycleState) => allows(state, 'APPROVE_QUOTE');
export const canMarkComplete = (state: RequestLifecycleState) => allows(state, 'MARK_COMPLETE');
export const canEdit = (state: RequestLifecycleState) => allows(state, 'EDIT');
/** Customers may delete until the quote is approved; the workshop may always delete. */
export const canDelete = (state: RequestLifecycleState, by: 'customer' | 'admin') =>
  allows(state, by === 'customer' ? 'DELETE_BY_CUSTOMER' : 'DELETE_BY_ADMIN');
