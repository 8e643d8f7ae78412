import type { UserType } from '@workshop/domain';
import type {
  MessageAttachment,
  MessageRepository,
  NewMessage,
  ProjectMessage,
  UnreadScope,
} from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

const OTHER_SIDE: Record<UserType, UserType> = { admin: 'customer', customer: 'admin' };

const isReadBy = (message: ProjectMessage, reader: UserType): boolean =>
  reader === 'admin' ? message.readByAdmin : message.readByCustomer;

export class FakeMessageRepository implements MessageRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(message: NewMessage, now: Date): Promise<ProjectMessage> {
    if (!this.store.tables.requests.some((row) => row.id === message.projectId)) {
      throw new Error(`foreign key: messages.project_id ${message.projectId}`);
    }
    const { attachments = [], ...fields } = message;
    const row: ProjectMessage = {
      ...copy(fields),
      attachments: attachments.map((attachment, index) => ({
        ...copy(attachment),
        position: index + 1,
      })),
      id: this.store.nextId('messages'),
      readByAdmin: message.senderType === 'admin',
      readByCustomer: message.senderType === 'customer',
      sentAt: copy(now),
    };
    this.store.tables.messages.push(row);
    return copy(row);
  }

  async listByProject(projectId: number): Promise<ProjectMessage[]> {
    return this.store.tables.messages
      .filter((row) => row.projectId === projectId)
      .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id - b.id)
      .map(copy);
  }

  async findById(projectId: number, messageId: number): Promise<ProjectMessage | null> {
    const row = this.store.tables.messages.find(
      (message) => message.projectId === projectId && message.id === messageId,
    );
    return row ? copy(row) : null;
  }

  async markRead(projectId: number, reader: UserType): Promise<number> {
    let changed = 0;
    this.store.tables.messages = this.store.tables.messages.map((row) => {
      if (row.projectId !== projectId || isReadBy(row, reader)) return row;
      changed += 1;
      return reader === 'admin' ? { ...row, readByAdmin: true } : { ...row, readByCustomer: true };
    });
    return changed;
  }

  async listAwaitingTeam(projectId: number): Promise<ProjectMessage[]> {
    const alerted = new Set(this.store.tables.teamAlerted);
    return (await this.listByProject(projectId)).filter(
      (message) =>
        message.senderType === 'customer' && !message.readByAdmin && !alerted.has(message.id),
    );
  }

  async markTeamAlerted(messageIds: readonly number[], _now: Date): Promise<void> {
    this.store.tables.teamAlerted.push(...messageIds);
  }

  async unreadCounts(scope: UnreadScope): Promise<Record<number, number>> {
    const { reader } = scope;
    const ownProjects = new Set(
      this.store.tables.requests
        .filter(
          (request) =>
            reader === 'admin' ||
            (scope.reader === 'customer' && request.customerId === scope.customerId),
        )
        .map((request) => request.id),
    );
    const counts: Record<number, number> = {};
    for (const message of this.store.tables.messages) {
      if (message.senderType !== OTHER_SIDE[reader] || isReadBy(message, reader)) continue;
      if (!ownProjects.has(message.projectId)) continue;
      counts[message.projectId] = (counts[message.projectId] ?? 0) + 1;
    }
    return counts;
  }

  async findAttachment(
    projectId: number,
    messageId: number,
    position: number,
  ): Promise<MessageAttachment | null> {
    const message = this.store.tables.messages.find(
      (row) => row.id === messageId && row.projectId === projectId,
    );
    const found = message?.attachments.find((attachment) => attachment.position === position);
    return found ? copy(found) : null;
  }

  async attachmentBytes(
    scope: { readonly projectId: number } | { readonly customerId: number },
  ): Promise<number> {
    const { messages, requests } = this.store.tables;
    const projects = new Set(
      'projectId' in scope
        ? [scope.projectId]
        : requests.filter((row) => row.customerId === scope.customerId).map((row) => row.id),
    );
    return messages
      .filter((row) => projects.has(row.projectId))
      .flatMap((row) => row.attachments)
      .reduce((total, attachment) => total + attachment.size, 0);
  }

  async attachmentKeys(projectId: number): Promise<string[]> {
    return this.store.tables.messages
      .filter((row) => row.projectId === projectId)
      .flatMap((row) => row.attachments.map((attachment) => attachment.storageKey));
  }
}
