import { setup, assign } from 'xstate';
import type { RequestStatus } from './status';

export interface RequestLifecycleContext {
  readonly quoteApproved: boolean;
}

/**
 * EDIT and the two DELETE events change no status; they exist so that the machine is the
 * one place that says when a project may still be edited or removed.
 */
export type LifecycleEvent =
  | { readonly type: 'PROVIDE_QUOTE' }
  | { readonly type: 'APPROVE_QUOTE' }
  | { readonly type: 'MARK_COMPLETE' }
  | { readonly type: 'EDIT' }
  | { readonly type: 'DELETE_BY_CUSTOMER' }
  | { readonly type: 'DELETE_BY_ADMIN' };

export type LifecycleEventType = LifecycleEvent['type'];

export const requestLifecycleMachine = setup({
  types: {
    context: {} as RequestLifecycleContext,
    events: {} as LifecycleEvent,
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
        APPROVE_QUOTE: {
          target: 'in_progress',
          actions: assign({ quoteApproved: true }),
        },
        DELETE_BY_CUSTOMER: { target: 'quoted' },
        DELETE_BY_ADMIN: { target: 'quoted' },
      },
    },
    in_progress: {
      on: {
        MARK_COMPLETE: { target: 'completed' },
        DELETE_BY_ADMIN: { target: 'in_progress' },
      },
    },
    completed: {
      on: {
        DELETE_BY_ADMIN: { target: 'completed' },
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
