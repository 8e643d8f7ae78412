import type { UserType } from '@workshop/domain';
import { apiJson } from '../../api/client';

export interface ProjectMessage {
  readonly id: number;
  readonly projectId: number;
  readonly message: string;
  readonly senderType: UserType;
  readonly senderName: string;
  readonly readByAdmin: boolean;
  readonly readByCustomer: boolean;
  readonly sentAt: string;
}

export interface MessagesResponse {
  readonly data: readonly ProjectMessage[];
}

export interface UnreadCountsResponse {
  readonly data: Readonly<Record<string, number>>;
}

export function sendMessage(
  projectId: number,
  body: { message: string; senderName: string; senderType: UserType },
) {
  return apiJson<{ message?: string; data?: ProjectMessage }>(
    'POST',
    `/api/furniture-requests/${projectId}/messages`,
    body,
  );
}

export function markMessagesRead(projectId: number, userType: UserType) {
  return apiJson<{ message?: string; marked?: number }>(
    'POST',
    `/api/furniture-requests/${projectId}/messages/read`,
    { userType },
  );
}

export function fetchUnreadCounts(userType: UserType) {
  return apiJson<UnreadCountsResponse>(
    'GET',
    `/api/messages/unread-counts?userType=${encodeURIComponent(userType)}`,
  );
}

/** Whether a message is still unread by the given side. */
export function isUnreadBy(message: ProjectMessage, userType: UserType): boolean {
  return userType === 'admin' ? !message.readByAdmin : !message.readByCustomer;
}
