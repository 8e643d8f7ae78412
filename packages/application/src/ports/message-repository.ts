import type { UserType } from '@workshop/domain';
import type { MessageAttachment, ProjectMessage, StoredAttachment } from '../records';

/** Whose unread messages to count: a customer's scope always names the customer. */
export type UnreadScope =
  { readonly reader: 'admin' } | { readonly reader: 'customer'; readonly customerId: number };

export type NewMessage = Pick<
  ProjectMessage,
  'projectId' | 'message' | 'senderType' | 'senderName'
> & {
  /** Already stored; kept in this order (positions 1, 2, 3). */
  readonly attachments?: readonly StoredAttachment[];
};

export interface MessageRepository {
  /** The sender has read their own message. */
  create(message: NewMessage, now: Date): Promise<ProjectMessage>;
  /** Oldest first. */
  listByProject(projectId: number): Promise<ProjectMessage[]>;
  /** One message of the project, with its files; null when the project has none such. */
  findById(projectId: number, messageId: number): Promise<ProjectMessage | null>;
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
  /** One attachment of one message of the project, or null when there is none such. */
  findAttachment(
    projectId: number,
    messageId: number,
    position: number,
  ): Promise<MessageAttachment | null>;
  /** Bytes of the attachments kept on one project, or on every project of one customer. */
  attachmentBytes(
    scope: { readonly projectId: number } | { readonly customerId: number },
  ): Promise<number>;
  /** The stored names of every attachment of the project's messages (to delete with it). */
  attachmentKeys(projectId: number): Promise<string[]>;
}
