import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_COMPLETED_MESSAGE,
  LIFECYCLE_RULE_MESSAGES,
  QUOTE_REPLACED_MESSAGE,
  canDecline,
  canRequestChanges,
  REQUEST_STATUSES,
  canApprove,
  canDelete,
  canEdit,
  canMarkComplete,
  canPostProgress,
  canProvideQuote,
  decide,
  isRequestStatus,
  parseRequestStatus,
  requestLifecycleMachine,
  statusBadgeLabel,
  type LifecycleEvent,
  type LifecycleEventType,
  type RequestLifecycleState,
  type RequestStatus,
} from '../src';

const fresh: RequestLifecycleState = { status: 'new', quoteApproved: false };
const quoted: RequestLifecycleState = { status: 'quoted', quoteApproved: false };
const inProgress: RequestLifecycleState = { status: 'in_progress', quoteApproved: true };
const completed: RequestLifecycleState = { status: 'completed', quoteApproved: true };
const declined: RequestLifecycleState = { status: 'declined', quoteApproved: false };
const answerable = { current: true, expired: false, changesRequested: false } as const;

const EVENT_TYPES: readonly LifecycleEventType[] = [
  'PROVIDE_QUOTE',
  'APPROVE_QUOTE',
  'REQUEST_CHANGES',
  'DECLINE_QUOTE',
  'MARK_COMPLETE',
  'POST_PROGRESS',
  'EDIT',
  'DELETE_BY_CUSTOMER',
  'DELETE_BY_ADMIN',
];

describe('request status', () => {
  it('has the values new, quoted, in_progress, completed, declined', () => {
    expect(REQUEST_STATUSES).toEqual(['new', 'quoted', 'in_progress', 'completed', 'declined']);
  });

  it.each([undefined, null, ''])('a missing status (%j) reads as new', (value) => {
    expect(parseRequestStatus(value)).toEqual({ ok: true, status: 'new' });
  });

  it.each(REQUEST_STATUSES)('%s is read as itself', (status) => {
    expect(parseRequestStatus(status)).toEqual({ ok: true, status });
    expect(isRequestStatus(status)).toBe(true);
  });

  it('rejects an unknown status with a message naming it and the allowed values', () => {
    const parsed = parseRequestStatus('archived');
    expect(parsed).toEqual({
      ok: false,
      message:
        "Unknown request status 'archived'. Expected one of: new, quoted, in_progress, completed, declined.",
    });
  });

  it('rejects any string outside the known values', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((value) => !REQUEST_STATUSES.includes(value as RequestStatus)),
        (value) => {
          const parsed = parseRequestStatus(value);
          expect(parsed.ok).toBe(false);
          expect(isRequestStatus(value)).toBe(false);
        },
      ),
    );
  });

  it('isRequestStatus refuses non-strings', () => {
    for (const value of [undefined, null, 1, {}, ['new']])
      expect(isRequestStatus(value)).toBe(false);
  });

  it.each([
    ['new', 'New Request'],
    ['quoted', 'Quote Ready'],
    ['in_progress', 'In Progress'],
    ['completed', 'Completed'],
    ['declined', 'Declined'],
    [undefined, 'New Request'],
    [null, 'New Request'],
    ['', 'New Request'],
    ['archived', 'Unknown'],
    ['Quoted', 'Unknown'],
  ])('badge for %j reads %s', (status, label) => {
    expect(statusBadgeLabel(status)).toBe(label);
  });
});

describe('lifecycle machine', () => {
  it('starts as a new request without approval', () => {
    const actor = createActor(requestLifecycleMachine).start();
    expect(actor.getSnapshot().value).toBe('new');
    expect(actor.getSnapshot().context.quoteApproved).toBe(false);
  });

  it('runs new -> quoted -> in_progress (approved) -> completed', () => {
    const actor = createActor(requestLifecycleMachine).start();
    actor.send({ type: 'MARK_COMPLETE' });
    actor.send({ type: 'APPROVE_QUOTE', quote: answerable });
    expect(actor.getSnapshot().value).toBe('new');
    actor.send({ type: 'PROVIDE_QUOTE' });
    expect(actor.getSnapshot().value).toBe('quoted');
    expect(actor.getSnapshot().context.quoteApproved).toBe(false);
    actor.send({ type: 'APPROVE_QUOTE', quote: answerable });
    expect(actor.getSnapshot().value).toBe('in_progress');
    expect(actor.getSnapshot().context.quoteApproved).toBe(true);
    actor.send({ type: 'MARK_COMPLETE' });
    expect(actor.getSnapshot().value).toBe('completed');
  });
});

describe('decide', () => {
  it('provide quote: new becomes quoted', () => {
    expect(decide(fresh, { type: 'PROVIDE_QUOTE' })).toEqual({
      allowed: true,
      next: { status: 'quoted', quoteApproved: false },
    });
  });

  it.each([quoted, declined])(
    'provide quote from $status: a new version, the project quoted (revised, or reopened)',
    (state) => {
      expect(decide(state, { type: 'PROVIDE_QUOTE' })).toEqual({
        allowed: true,
        next: { status: 'quoted', quoteApproved: false },
      });
    },
  );

  it.each([inProgress, completed])('provide quote is refused from $status', (state) => {
    expect(decide(state, { type: 'PROVIDE_QUOTE' })).toEqual({
      allowed: false,
      rule: 'PROVIDE_QUOTE',
      message: 'A quote can only be provided until the customer approves one.',
    });
  });

  it('approve quote: quoted becomes in_progress and sets quoteApproved', () => {
    expect(decide(quoted, { type: 'APPROVE_QUOTE', quote: answerable })).toEqual({
      allowed: true,
      next: { status: 'in_progress', quoteApproved: true },
    });
  });

  it('approve refuses a replaced version, then an expired one, each with its message', () => {
    expect(
      decide(quoted, {
        type: 'APPROVE_QUOTE',
        quote: { ...answerable, current: false, expired: true },
      }),
    ).toEqual({ allowed: false, rule: 'APPROVE_QUOTE', message: QUOTE_REPLACED_MESSAGE });
    expect(
      decide(quoted, { type: 'APPROVE_QUOTE', quote: { ...answerable, expired: true } }),
    ).toEqual({
      allowed: false,
      rule: 'APPROVE_QUOTE',
      message: 'This quote has expired. Please ask us for an updated quote.',
    });
  });

  it('request changes keeps the project quoted; decline makes it declined', () => {
    expect(decide(quoted, { type: 'REQUEST_CHANGES', quote: answerable })).toEqual({
      allowed: true,
      next: quoted,
    });
    expect(decide(quoted, { type: 'DECLINE_QUOTE', quote: answerable })).toEqual({
      allowed: true,
      next: declined,
    });
  });

  it('an expired quote may still be declined or asked to change; a replaced one may not', () => {
    const expired = { ...answerable, expired: true };
    expect(decide(quoted, { type: 'DECLINE_QUOTE', quote: expired }).allowed).toBe(true);
    expect(decide(quoted, { type: 'REQUEST_CHANGES', quote: expired }).allowed).toBe(true);
    const replaced = { ...answerable, current: false };
    for (const type of ['DECLINE_QUOTE', 'REQUEST_CHANGES'] as const) {
      expect(decide(quoted, { type, quote: replaced })).toEqual({
        allowed: false,
        rule: type,
        message: QUOTE_REPLACED_MESSAGE,
      });
    }
  });

  it('asks for changes once per version', () => {
    expect(
      decide(quoted, { type: 'REQUEST_CHANGES', quote: { ...answerable, changesRequested: true } }),
    ).toEqual({
      allowed: false,
      rule: 'REQUEST_CHANGES',
      message: 'You have already asked for changes to this quote. We will send you a new version.',
    });
  });

  it.each([fresh, inProgress, completed, declined])(
    'request changes and decline are refused from $status',
    (state) => {
      expect(decide(state, { type: 'REQUEST_CHANGES', quote: answerable })).toEqual({
        allowed: false,
        rule: 'REQUEST_CHANGES',
        message: 'Changes can only be requested on a quote waiting for an answer.',
      });
      expect(decide(state, { type: 'DECLINE_QUOTE', quote: answerable })).toEqual({
        allowed: false,
        rule: 'DECLINE_QUOTE',
        message: 'Only a quote waiting for an answer can be declined.',
      });
    },
  );

  it.each([fresh, inProgress, completed, declined])(
    'approve quote is refused from $status',
    (state) => {
      expect(decide(state, { type: 'APPROVE_QUOTE', quote: answerable })).toEqual({
        allowed: false,
        rule: 'APPROVE_QUOTE',
        message: 'Only a quoted project can be approved.',
      });
    },
  );

  it('mark complete: in_progress becomes completed, approval kept', () => {
    expect(decide(inProgress, { type: 'MARK_COMPLETE' })).toEqual({
      allowed: true,
      next: { status: 'completed', quoteApproved: true },
    });
  });

  it("mark complete on a completed project says 'This project is already completed.'", () => {
    expect(ALREADY_COMPLETED_MESSAGE).toBe('This project is already completed.');
    expect(decide(completed, { type: 'MARK_COMPLETE' })).toEqual({
      allowed: false,
      rule: 'MARK_COMPLETE',
      message: 'This project is already completed.',
    });
  });

  it.each([fresh, quoted])('mark complete is refused from $status', (state) => {
    expect(decide(state, { type: 'MARK_COMPLETE' })).toEqual({
      allowed: false,
      rule: 'MARK_COMPLETE',
      message: 'Only a project in progress can be marked complete.',
    });
  });

  it('edit is allowed on a new request and changes nothing', () => {
    expect(decide(fresh, { type: 'EDIT' })).toEqual({ allowed: true, next: fresh });
  });

  it.each([quoted, inProgress, completed])('edit is refused from $status', (state) => {
    expect(decide(state, { type: 'EDIT' })).toEqual({
      allowed: false,
      rule: 'EDIT',
      message: 'A project can only be edited while it is a new request.',
    });
  });

  it.each([fresh, quoted, declined])('the customer may delete a $status project', (state) => {
    expect(decide(state, { type: 'DELETE_BY_CUSTOMER' })).toEqual({ allowed: true, next: state });
  });

  it.each([inProgress, completed])(
    'the customer may not delete once the quote is approved ($status)',
    (state) => {
      expect(decide(state, { type: 'DELETE_BY_CUSTOMER' })).toEqual({
        allowed: false,
        rule: 'DELETE_BY_CUSTOMER',
        message: 'Project cannot be modified or deleted after quote approval',
      });
    },
  );

  it.each([fresh, quoted, inProgress, completed, declined])(
    'the admin may always delete ($status)',
    (state) => {
      expect(decide(state, { type: 'DELETE_BY_ADMIN' })).toEqual({ allowed: true, next: state });
    },
  );

  it('has a refusal message for every rule', () => {
    expect(Object.keys(LIFECYCLE_RULE_MESSAGES).sort()).toEqual([...EVENT_TYPES].sort());
    expect(LIFECYCLE_RULE_MESSAGES.DELETE_BY_CUSTOMER).toBe(
      'Project cannot be modified or deleted after quote approval',
    );
  });
});

describe('rule functions', () => {
  it.each([
    [
      fresh,
      { provideQuote: true, approve: false, complete: false, edit: true, customerDelete: true },
    ],
    [
      quoted,
      { provideQuote: true, approve: true, complete: false, edit: false, customerDelete: true },
    ],
    [
      declined,
      { provideQuote: true, approve: false, complete: false, edit: false, customerDelete: true },
    ],
    [
      inProgress,
      { provideQuote: false, approve: false, complete: true, edit: false, customerDelete: false },
    ],
    [
      completed,
      { provideQuote: false, approve: false, complete: false, edit: false, customerDelete: false },
    ],
  ])('answer for %j', (state, expected) => {
    expect({
      provideQuote: canProvideQuote(state),
      approve: canApprove(state),
      complete: canMarkComplete(state),
      edit: canEdit(state),
      customerDelete: canDelete(state, 'customer'),
    }).toEqual(expected);
    expect(canDelete(state, 'admin')).toBe(true);
  });

  it('agree with decide() for every status, approval flag and action', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_STATUSES),
        fc.boolean(),
        fc.constantFrom(...EVENT_TYPES),
        (status, quoteApproved, type) => {
          const state = { status, quoteApproved };
          const byRule: Record<LifecycleEventType, boolean> = {
            PROVIDE_QUOTE: canProvideQuote(state),
            APPROVE_QUOTE: canApprove(state),
            REQUEST_CHANGES: canRequestChanges(state),
            DECLINE_QUOTE: canDecline(state),
            MARK_COMPLETE: canMarkComplete(state),
            POST_PROGRESS: canPostProgress(state),
            EDIT: canEdit(state),
            DELETE_BY_CUSTOMER: canDelete(state, 'customer'),
            DELETE_BY_ADMIN: canDelete(state, 'admin'),
          };
          const event: LifecycleEvent =
            type === 'APPROVE_QUOTE' || type === 'REQUEST_CHANGES' || type === 'DECLINE_QUOTE'
              ? { type, quote: answerable }
              : { type };
          expect(decide(state, event).allowed).toBe(byRule[type]);
        },
      ),
    );
  });
});
