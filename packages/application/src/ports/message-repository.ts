import type { UserType } from '@workshop/domain';
import type { ProjectMessage } from '../records';

/** Whose unread messages to count: a customer's scope always names the customer. */
export type UnreadScope =
  { readonly reader: 'admin' } | { readonly reader: 'customer'; readonly customerId: number };

export type NewMessage = Pick<
  ProjectMessage,
  'projectId' | 'message' | 'senderType' | 'senderName'
>;

export interface MessageRepository {
  /** The sender has read their own message. */
  create(message: NewMessage, now: Date): Promise<ProjectMessage>;
  /** Oldest first. */
  listByProject(projectId: number): Promise<ProjectMessage[]>;
  /** Marks every message of the project read for that side; returns how many changed. */
  markRead(projectId: number, reader: UserType): Promise<number>;
  /**
   * Unread messages per project for a reader: the workshop over every project, a customer over
   * their own. Projects with nothing unread are left out.
   */
  unreadCounts(scope: UnreadScope): Promise<Record<number, number>>;
  /** The customer's messages on a project that the team has neither read nor been told of. */
  listAwaitingTeam(projectId: number): Promise<ProjectMessage[]>;
  markTeamAlerted(messageIds: readonly number[], now: Date): Promise<void>;
}
