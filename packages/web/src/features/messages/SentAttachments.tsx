import type { MessageAttachment } from '../../api/messages';
import { AttachmentIcon } from './AttachmentIcons';
import { formatFileSize } from './file-size';
import * as styles from './attachments.css';

/**
 * A message's files in the thread: an image as a thumbnail that opens at full size in a new
 * tab, a PDF as a download link with its name and size (the server sends PDFs as downloads).
 */
export function SentAttachments({
  attachments,
  label = 'Attachments',
}: {
  attachments: readonly MessageAttachment[];
  /** What the list is called for a screen reader. */
  label?: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.sentList} aria-label={label}>
      {attachments.map((attachment) => {
        const size = formatFileSize(attachment.size);
        return (
          <li key={attachment.url}>
            {attachment.contentType === 'application/pdf' ? (
              <a className={styles.fileLink} href={attachment.url} download={attachment.name}>
                <AttachmentIcon name="pdf" size={22} />
                <span className={styles.fileText}>
                  <span className={styles.fileName}>{attachment.name}</span>
                  <span className={styles.fileSize}>PDF · {size}</span>
                </span>
              </a>
            ) : (
              <a
                className={styles.thumbLink}
                href={attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${attachment.name} (${size}) larger, in a new tab`}
              >
                <img
                  className={styles.thumb}
                  src={attachment.url}
                  alt={attachment.name}
                  loading="lazy"
                  width={96}
                  height={96}
                />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
