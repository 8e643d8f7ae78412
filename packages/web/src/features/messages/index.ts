export { MessagingDialog, MESSAGES_POLL_MS, type MessagingDialogProps } from './MessagingDialog';
export { useUnreadCounts, UNREAD_POLL_MS } from './use-unread-counts';
export { UnreadBadge, unreadBadgeText } from './UnreadBadge';
export type { ProjectMessage } from './api';
