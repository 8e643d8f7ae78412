import type {
  MessageAttachment,
  MessageRepository,
  NewMessage,
  ProjectMessage,
  UnreadScope,
} from '@workshop/application';
import { ATTACHMENT_CONTENT_TYPES, USER_TYPES, type UserType } from '@workshop/domain';
import type { Knex } from 'knex';
import { oneOf } from './rows';

export interface MessageRow {
  id: number;
  project_id: number;
  message: string;
  sender_type: string;
  sender_name: string;
  read_by_admin: boolean;
  read_by_customer: boolean;
  sent_at: Date;
  team_alerted_at: Date | null;
}

export interface MessageAttachmentRow {
  message_id: number;
  position: number;
  request_id: number;
  name: string;
  content_type: string;
  size: number;
  storage_key: string;
}

const toAttachment = (row: MessageAttachmentRow): MessageAttachment => ({
  position: row.position,
  name: row.name,
  contentType: oneOf(
    row.content_type,
    ATTACHMENT_CONTENT_TYPES,
    'message_attachments.content_type',
  ),
  size: row.size,
  storageKey: row.storage_key,
});

const toMessage = (
  row: MessageRow,
  attachments: readonly MessageAttachment[] = [],
): ProjectMessage => ({
  id: row.id,
  projectId: row.project_id,
  message: row.message,
  senderType: oneOf(row.sender_type, USER_TYPES, 'messages.sender_type'),
  senderName: row.sender_name,
  readByAdmin: row.read_by_admin,
  readByCustomer: row.read_by_customer,
  sentAt: row.sent_at,
  attachments,
});

/** What a reader has not read: the other side's messages still flagged unread for them. */
const UNREAD_FOR = {
  admin: { readColumn: 'read_by_admin', fromSide: 'customer' },
  customer: { readColumn: 'read_by_customer', fromSide: 'admin' },
} as const satisfies Record<UserType, { readColumn: keyof MessageRow; fromSide: UserType }>;

export class KnexMessageRepository implements MessageRepository {
  constructor(private readonly db: Knex) {}

  private get messages() {
    return this.db<MessageRow>('messages');
  }

  private get attachments() {
    return this.db<MessageAttachmentRow>('message_attachments');
  }

  /** The rows as messages, each with its files: one query for the files of them all. */
  private async withAttachments(rows: readonly MessageRow[]): Promise<ProjectMessage[]> {
    if (rows.length === 0) return [];
    const files = await this.attachments
      .whereIn(
        'message_id',
        rows.map((row) => row.id),
      )
      .orderBy(['message_id', 'position']);
    const byMessage = new Map<number, MessageAttachment[]>();
    for (const file of files) {
      const list = byMessage.get(file.message_id) ?? [];
      list.push(toAttachment(file));
      byMessage.set(file.message_id, list);
    }
    return rows.map((row) => toMessage(row, byMessage.get(row.id) ?? []));
  }

  async create(message: NewMessage, now: Date): Promise<ProjectMessage> {
    const [row] = await this.messages
      .insert({
        project_id: message.projectId,
        message: message.message,
        sender_type: message.senderType,
        sender_name: message.senderName,
        read_by_admin: message.senderType === 'admin',
        read_by_customer: message.senderType === 'customer',
        sent_at: now,
      })
      .returning('*');
    if (!row) throw new Error('INSERT INTO messages returned no row');
    const files = message.attachments ?? [];
    if (files.length === 0) return toMessage(row);
    const inserted = await this.attachments
      .insert(
        files.map((file, index) => ({
          message_id: row.id,
          position: index + 1,
          request_id: message.projectId,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          storage_key: file.storageKey,
        })),
      )
      .returning('*');
    return toMessage(row, inserted.sort((a, b) => a.position - b.position).map(toAttachment));
  }

  async findAttachment(
    projectId: number,
    messageId: number,
    position: number,
  ): Promise<MessageAttachment | null> {
    const row = await this.attachments
      .where({ request_id: projectId, message_id: messageId, position })
      .first();
    return row ? toAttachment(row) : null;
  }

  async attachmentBytes(
    scope: { readonly projectId: number } | { readonly customerId: number },
  ): Promise<number> {
    const query = this.db('message_attachments as a');
    if ('projectId' in scope) query.where('a.request_id', scope.projectId);
    else {
      query
        .join('furniture_requests as r', 'r.id', 'a.request_id')
        .where('r.customer_id', scope.customerId);
    }
    const row = (await query.sum({ total: 'a.size' }).first()) as
      { total: string | number | null } | undefined;
    return Number(row?.total ?? 0);
  }

  async attachmentKeys(projectId: number): Promise<string[]> {
    const rows = await this.attachments.where({ request_id: projectId }).select('storage_key');
    return rows.map((row) => row.storage_key);
  }

  async listByProject(projectId: number): Promise<ProjectMessage[]> {
    const rows = await this.messages.where({ project_id: projectId }).orderBy([
      { column: 'sent_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
    return this.withAttachments(rows);
  }

  async findById(projectId: number, messageId: number): Promise<ProjectMessage | null> {
    const row = await this.messages.where({ project_id: projectId, id: messageId }).first();
    if (!row) return null;
    const [message] = await this.withAttachments([row]);
    return message ?? null;
  }

  async markRead(projectId: number, reader: UserType): Promise<number> {
    const { readColumn, fromSide } = UNREAD_FOR[reader];
    // The same predicate as the partial unread index, so the update touches only unread rows.
    return this.messages
      .where({ project_id: projectId, sender_type: fromSide, [readColumn]: false })
      .update({ [readColumn]: true });
  }

  async listAwaitingTeam(projectId: number): Promise<ProjectMessage[]> {
    const rows = await this.messages
      .where({ project_id: projectId, sender_type: 'customer', read_by_admin: false })
      .whereNull('team_alerted_at')
      .orderBy([
        { column: 'sent_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    return this.withAttachments(rows);
  }

  async markTeamAlerted(messageIds: readonly number[], now: Date): Promise<void> {
    if (messageIds.length === 0) return;
    await this.messages.whereIn('id', messageIds).update({ team_alerted_at: now });
  }

  async unreadCounts(scope: UnreadScope): Promise<Record<number, number>> {
    const { readColumn, fromSide } = UNREAD_FOR[scope.reader];
    const query = this.db('messages as m')
      .select<{ project_id: number; unread: number }[]>(
        'm.project_id',
        this.db.raw('count(*)::integer AS unread'),
      )
      .where({ 'm.sender_type': fromSide, [`m.${readColumn}`]: false })
      .groupBy('m.project_id');
    if (scope.reader === 'customer') {
      query
        .join('furniture_requests as r', 'r.id', 'm.project_id')
        .where({ 'r.customer_id': scope.customerId });
    }
    const counts: Record<number, number> = {};
    for (const row of await query) counts[row.project_id] = row.unread;
    return counts;
  }
}
