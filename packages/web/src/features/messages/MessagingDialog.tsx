import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  MAX_MESSAGE_ATTACHMENTS,
  messageDialogError,
  MESSAGE_MAX_LENGTH,
  SENDER_NAME_MAX_LENGTH,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  type UserType,
} from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import { isUnreadBy, useMarkMessagesRead, useMessages, useSendMessage } from '../../api/messages';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CharacterCounter, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { AttachmentIcon } from './AttachmentIcons';
import { ChosenFiles, type ChosenFile } from './ChosenFiles';
import { SentAttachments } from './SentAttachments';
import * as attachmentStyles from './attachments.css';
import * as styles from './messaging.css';

const ACCEPT_ATTRIBUTE = Object.entries(ATTACHMENT_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

let nextFileId = 0;

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
  const [files, setFiles] = useState<readonly ChosenFile[]>([]);
  /** Why files were not added or not accepted, each naming its file. */
  const [fileProblems, setFileProblems] = useState<readonly string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const attachRef = useRef<HTMLButtonElement>(null);
  const filesRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const threadRef = useRef<HTMLOListElement>(null);
  const counterId = useId();

  // A fresh form each time the dialog opens (the name falls back to the default).
  useEffect(() => {
    if (open) {
      setError(null);
      setFileProblems([]);
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
    onProgress: setProgress,
    onSuccess: () => {
      setText('');
      setError(null);
      setFiles([]);
      setFileProblems([]);
      setProgress(null);
      toast({ title: 'Message sent!', description: SENT_DESCRIPTION[userType] });
      textRef.current?.focus();
    },
    onError: (cause, { files: sent = [] }) => {
      const description = errorMessage(cause, 'Failed to send message');
      setProgress(null);
      // A refused file is named in the answer: said beside the files too, where it can be removed.
      if (sent.length > 0) setFileProblems([description]);
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  /** Adds what was picked or dropped, in order, and says why any file was left out. */
  const addFiles = (incoming: readonly File[]) => {
    const problems: string[] = [];
    const next = [...files];
    for (const file of incoming) {
      const problem = attachmentProblem(file);
      if (problem) problems.push(problem);
      else if (next.length >= MAX_MESSAGE_ATTACHMENTS) {
        problems.push(
          `"${file.name}" was not added: ${TOO_MANY_ATTACHMENTS_MESSAGE.toLowerCase()}`,
        );
      } else next.push({ id: `file-${(nextFileId += 1)}`, file });
    }
    setFiles(next);
    setFileProblems(problems);
    revealFiles.current = true;
  };

  // What was added, or why not, is below the fields: brought into view once it is drawn.
  const revealFiles = useRef(false);
  useEffect(() => {
    if (!revealFiles.current) return;
    revealFiles.current = false;
    filesRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [files, fileProblems]);

  const removeFile = (id: string) => {
    const index = files.findIndex((chosen) => chosen.id === id);
    const next = files.filter((chosen) => chosen.id !== id);
    setFiles(next);
    setFileProblems([]);
    // Focus stays in the list (on the next file's Remove), or returns to Attach.
    const focusId = next[Math.min(index, next.length - 1)]?.id;
    requestAnimationFrame(() => {
      const target = focusId
        ? filesRef.current?.querySelector<HTMLButtonElement>(`[data-remove-id="${focusId}"]`)
        : attachRef.current;
      target?.focus();
    });
  };

  // The whole form takes drops; only the Attach button opens the picker.
  const dropzone = useDropzone({
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled: send.isPending,
    onDrop: (accepted, rejected) => {
      addFiles([...accepted, ...rejected.map((rejection) => rejection.file)]);
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
    setProgress(files.length > 0 ? 0 : null);
    send.mutate({
      message: { message: text.trim(), senderName: senderName.trim(), senderType: userType },
      files: files.map((chosen) => chosen.file),
    });
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
              <SentAttachments attachments={message.attachments} />
            </li>
          );
        })}
      </ol>

      <form
        id={formId}
        {...dropzone.getRootProps({
          className: [
            styles.form,
            attachmentStyles.dropTarget,
            dropzone.isDragActive ? attachmentStyles.dragging : '',
          ].join(' '),
          onSubmit,
          noValidate: true,
          // The drop zone's own role and focus stop would hide the form's fields.
          role: undefined,
          tabIndex: undefined,
        })}
      >
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
        <div className={attachmentStyles.picker} ref={filesRef}>
          <input
            {...dropzone.getInputProps({ accept: ACCEPT_ATTRIBUTE })}
            aria-label="Files to attach"
            data-testid="attachment-input"
          />
          <div className={attachmentStyles.pickerRow}>
            <Button
              ref={attachRef}
              tone="secondary"
              size="sm"
              onClick={dropzone.open}
              disabled={send.isPending || files.length >= MAX_MESSAGE_ATTACHMENTS}
              aria-describedby={`${counterId}-files-hint`}
            >
              <AttachmentIcon name="paperclip" size={18} />
              Attach files
            </Button>
            <span id={`${counterId}-files-hint`} className={attachmentStyles.hint}>
              {dropzone.isDragActive
                ? 'Drop the files to attach them'
                : `Or drop them here. JPEG, PNG, GIF, WebP or PDF; up to ${MAX_MESSAGE_ATTACHMENTS} files, 10 MB each.`}
            </span>
          </div>
          <ChosenFiles files={files} onRemove={removeFile} disabled={send.isPending} />
          {fileProblems.length > 0 && (
            <div role="alert">
              <ul className={attachmentStyles.problems} aria-label="File problems">
                {fileProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          {send.isPending && progress !== null && (
            <div className={attachmentStyles.progress}>
              <label htmlFor={`${counterId}-progress`} role="status">
                {progress < 1
                  ? `Uploading ${files.length === 1 ? 'the file' : `${files.length} files`}... ${Math.round(progress * 100)}%`
                  : 'Checking the files...'}
              </label>
              <progress
                id={`${counterId}-progress`}
                className={attachmentStyles.progressBar}
                value={progress}
                max={1}
              />
            </div>
          )}
        </div>
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
