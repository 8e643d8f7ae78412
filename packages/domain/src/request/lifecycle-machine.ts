import { setup, assign } from 'xstate';
import type { RequestStatus } from './status';

export interface RequestLifecycleContext {
  readonly quoteApproved: boolean;
}

/** What the server knows of the quote a customer answers, for the machine's guards. */
export interface QuoteStanding {
  /** The version answered is the current one (not replaced by a newer version). */
  readonly current: boolean;
  /** Its validity date has passed. */
  readonly expired: boolean;
  /** The customer already asked for changes to it (a new version will answer them). */
  readonly changesRequested: boolean;
}

/**
 * EDIT and the two DELETE events change no status; they exist so that the machine is the
 * one place that says when a project may still be edited or removed. PROVIDE_QUOTE also
 * revises a quote waiting for an answer and reopens a declined project with a new version.
 */
export type LifecycleEvent =
  | { readonly type: 'PROVIDE_QUOTE' }
  | { readonly type: 'APPROVE_QUOTE'; readonly quote: QuoteStanding }
  | { readonly type: 'REQUEST_CHANGES'; readonly quote: QuoteStanding }
  | { readonly type: 'DECLINE_QUOTE'; readonly quote: QuoteStanding }
  | { readonly type: 'MARK_COMPLETE' }
  | { readonly type: 'POST_PROGRESS' }
  | { readonly type: 'EDIT' }
  | { readonly type: 'DELETE_BY_CUSTOMER' }
  | { readonly type: 'DELETE_BY_ADMIN' };

export type LifecycleEventType = LifecycleEvent['type'];

export const requestLifecycleMachine = setup({
  types: {
    context: {} as RequestLifecycleContext,
    events: {} as LifecycleEvent,
  },
  guards: {
    acceptable: ({ event }) =>
      event.type === 'APPROVE_QUOTE' && event.quote.current && !event.quote.expired,
    changeable: ({ event }) =>
      event.type === 'REQUEST_CHANGES' && event.quote.current && !event.quote.changesRequested,
    declinable: ({ event }) => event.type === 'DECLINE_QUOTE' && event.quote.current,
  },
}).createMachine({
  id: 'requestLifecycle',
  initial: 'new',
  context: { quoteApproved: false },
  states: {
    new: {
      on: {
        PROVIDE_QUOTE: { target: 'quoted' },
        EDIT: { target: 'new' },
        DELETE_BY_CUSTOMER: { target: 'new' },
        DELETE_BY_ADMIN: { target: 'new' },
      },
    },
    quoted: {
      on: {
        PROVIDE_QUOTE: { target: 'quoted' },
        APPROVE_QUOTE: {
          guard: 'acceptable',
          target: 'in_progress',
          actions: assign({ quoteApproved: true }),
        },
        REQUEST_CHANGES: { guard: 'changeable', target: 'quoted' },
        DECLINE_QUOTE: { guard: 'declinable', target: 'declined' },
        DELETE_BY_CUSTOMER: { target: 'quoted' },
        DELETE_BY_ADMIN: { target: 'quoted' },
      },
    },
    in_progress: {
      on: {
        MARK_COMPLETE: { target: 'completed' },
        // The workshop's progress updates: only while the piece is being made.
        POST_PROGRESS: { target: 'in_progress' },
        DELETE_BY_ADMIN: { target: 'in_progress' },
      },
    },
    completed: {
      on: {
        DELETE_BY_ADMIN: { target: 'completed' },
      },
    },
    declined: {
      on: {
        PROVIDE_QUOTE: { target: 'quoted' },
        DELETE_BY_CUSTOMER: { target: 'declined' },
        DELETE_BY_ADMIN: { target: 'declined' },
      },
    },
  },
});

// Compile-time check that the machine's states are exactly the request statuses.
type MachineStateValue = ReturnType<typeof requestLifecycleMachine.resolveState>['value'];
const statesMatchStatuses: [MachineStateValue] extends [RequestStatus]
  ? [RequestStatus] extends [MachineStateValue]
    ? true
    : never
  : never = true;
void statesMatchStatuses;
