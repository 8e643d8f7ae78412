import type { DomainEvent, DomainEventType } from '@workshop/domain';
import type { Transaction } from '../ports/unit-of-work';
import type { IssueResetToken } from '../use-cases/issue-reset-token';
import type { IssueStaffInvitation } from '../use-cases/issue-staff-invitation';
import type { IssueTemporaryPassword } from '../use-cases/issue-temporary-password';
import type { ProjectContext } from './project';

export type EventOf<E extends DomainEventType> = Extract<DomainEvent, { readonly type: E }>;

/** What a notification may use while it plans its email, inside the planning transaction. */
export interface PlanContext {
  readonly tx: Transaction;
  /** The event's id: a secret issued for it is the same however often the email goes. */
  readonly eventId: string;
  readonly now: Date;
  readonly workshopEmail: string;
  /** A project with its details and its customer's address, loaded once per event. */
  project(requestId: number): Promise<ProjectContext | null>;
  readonly issueTemporaryPassword: Pick<IssueTemporaryPassword, 'execute'>;
  readonly issueResetToken: Pick<IssueResetToken, 'execute'>;
  readonly issueStaffInvitation: Pick<IssueStaffInvitation, 'execute'>;
}

export interface RecipientCap {
  readonly emails: number;
  readonly withinMs: number;
}

/** One email, planned: where it goes, and how its details are made once it is ours to send. */
export interface Planned<Data> {
  readonly to: string;
  /**
   * Made only once this worker holds the email, just before it goes (a secret is issued
   * here, never earlier); null when there is nothing to send any more.
   */
  readonly build: () => Promise<Data | null>;
  /** Once the mail server took it, in a transaction of its own. */
  readonly afterSent?: (tx: Transaction, now: Date) => Promise<void>;
}

/**
 * One email the workshop sends: the event it answers, what the team calls it, and how it
 * loads what it shows (by the event's ids) and decides to whom it goes. `plan` answers null
 * when the event calls for no email after all (nobody left to tell, nothing to say).
 */
export interface Notification<E extends DomainEventType, Data> {
  readonly answers: E;
  /** The email in the team's words (the Emails view, the activity log, the API document). */
  readonly title: string;
  /**
   * At most `emails` of this email to one address within `withinMs`, counted in the delivery
   * log across every sender; the rest are recorded as skipped, with the reason. For an email
   * anyone can make the site send to any address.
   */
  readonly perRecipient?: RecipientCap;
  /**
   * Its text holds a secret (a temporary password, a one-time link): the Emails view keeps no
   * copy of it, since anyone on the team could read the secret there.
   */
  readonly carriesSecret?: true;
  plan(event: EventOf<E>, context: PlanContext): Promise<Planned<Data> | null>;
}

/** Declares a notification with its event and data types named once. */
export const notification = <E extends DomainEventType, Data>(
  definition: Notification<E, Data>,
): Notification<E, Data> => definition;

/** An email whose details are all known when it is planned. */
export const ready = <Data>(to: string, data: Data): Planned<Data> => ({
  to,
  build: async () => data,
});
