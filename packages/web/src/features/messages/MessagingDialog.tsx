import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  messageDialogError,
  MESSAGE_MAX_LENGTH,
  SENDER_NAME_MAX_LENGTH,
  type UserType,
} from '@workshop/domain';
import { serverMessage } from '../../api/errors';
import { isUnreadBy, useMarkMessagesRead, useMessages, useSendMessage } from '../../api/messages';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CharacterCounter, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import * as styles from './messaging.css';

const SENT_DESCRIPTION: Readonly<Record<UserType, string>> = {
  admin: 'Your message has been sent to the customer.',
  customer: 'Your message has been sent to the admin team.',
};

export interface MessagingDialogProps {
  readonly projectId: number;
  /** Shown under the title, e.g. "Project #12 · Dining table". */
  readonly projectLabel?: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly userType?: UserType;
  /** Prefills "Your Name" (e.g. the customer's contact name, or the admin's). */
  readonly defaultSenderName?: string;
}

/**
 * The project's message thread, shared by the customer dashboard and the admin panel. Messages
 * load only while it is open (and the id is positive), are re-read every few seconds while it
 * stays open, and are marked read for this side when there are any.
 */
export function MessagingDialog({
  projectId,
  projectLabel,
  open,
  onOpenChange,
  userType = 'admin',
  defaultSenderName = '',
}: MessagingDialogProps) {
  const enabled = open && projectId > 0;
  const [text, setText] = useState('');
  const [senderName, setSenderName] = useState(defaultSenderName);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const threadRef = useRef<HTMLOListElement>(null);
  const counterId = useId();

  // A fresh form each time the dialog opens (the name falls back to the default).
  useEffect(() => {
    if (open) {
      setError(null);
      setSenderName((current) => current || defaultSenderName);
    }
  }, [open, defaultSenderName]);

  // Re-read every few seconds while open, and on every opening: never a stale thread.
  const messagesQuery = useMessages(projectId, { enabled });
  const messages = enabled ? (messagesQuery.data?.data ?? []) : [];
  const markRead = useMarkMessagesRead(projectId, userType);

  // Mark read once per opening when there are messages, and again whenever a poll brings in
  // something from the other side that is still unread.
  const markedThisOpening = useRef(false);
  const markingRef = useRef(false);
  useEffect(() => {
    if (!open) markedThisOpening.current = false;
  }, [open]);
  const hasUnread = messages.some(
    (message) => message.senderType !== userType && isUnreadBy(message, userType),
  );
  useEffect(() => {
    if (!enabled || messages.length === 0 || markingRef.current) return;
    if (markedThisOpening.current && !hasUnread) return;
    markedThisOpening.current = true;
    markingRef.current = true;
    markRead.mutate(undefined, {
      onSettled: () => {
        markingRef.current = false;
      },
    });
    // markRead is a new object each render; what it marks follows projectId and userType.
  }, [enabled, messages.length, hasUnread, projectId, userType]);

  // Keep the newest message in view.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const thread = threadRef.current;
    if (thread) thread.scrollTop = thread.scrollHeight;
  }, [lastId, open]);

  const send = useSendMessage(projectId, {
    onSuccess: () => {
      setText('');
      setError(null);
      toast({ title: 'Message sent!', description: SENT_DESCRIPTION[userType] });
      textRef.current?.focus();
    },
    onError: (cause) => {
      toast({
        title: 'Error',
        description: serverMessage(cause) ?? 'Failed to send message',
        variant: 'destructive',
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = messageDialogError(text, senderName);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    send.mutate({ message: text.trim(), senderName: senderName.trim(), senderType: userType });
  };

  const formId = `messages-form${counterId}`;
  const canSend = text.length > 0 && senderName.length > 0 && !send.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Project Messages"
      description={projectLabel ?? `Project #${projectId}`}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        textRef.current?.focus();
      }}
      contentProps={{ 'data-testid': 'messaging-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button type="submit" form={formId} disabled={!canSend}>
            <Icon name="send" size={18} />
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </>
      }
    >
      <ol
        ref={threadRef}
        className={styles.thread}
        aria-label="Messages"
        aria-live="polite"
        aria-busy={messagesQuery.isLoading}
        tabIndex={0}
      >
        {messagesQuery.isLoading && <li className={styles.status}>Loading messages...</li>}
        {messagesQuery.isError && (
          <li className={styles.status} role="alert">
            Messages could not be loaded. They will be tried again shortly.
          </li>
        )}
        {!messagesQuery.isLoading && !messagesQuery.isError && messages.length === 0 && (
          <li className={styles.status}>No messages yet. Start the conversation below.</li>
        )}
        {messages.map((message) => {
          const own = message.senderType === userType;
          return (
            <li
              key={message.id}
              className={own ? `${styles.message} ${styles.own}` : styles.message}
              data-sender={message.senderType}
            >
              <div className={styles.meta}>
                <span className={styles.sender}>
                  {message.senderName}
                  {message.senderType === 'admin' && userType === 'customer' ? ' (Workshop)' : ''}
                  {message.senderType === 'customer' && userType === 'admin' ? ' (Customer)' : ''}
                </span>
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
              </div>
              <p className={styles.text}>{message.message}</p>
            </li>
          );
        })}
      </ol>

      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextAreaField
          ref={textRef}
          label="Message"
          name="message"
          rows={4}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type your message..."
          describedBy={`${counterId}-count`}
          aside={
            <CharacterCounter
              id={`${counterId}-count`}
              length={text.length}
              max={MESSAGE_MAX_LENGTH}
            />
          }
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <TextField
          label="Your Name"
          name="senderName"
          autoComplete="name"
          value={senderName}
          maxLength={SENDER_NAME_MAX_LENGTH}
          onChange={(event) => {
            setSenderName(event.target.value);
            if (error) setError(null);
          }}
        />
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
