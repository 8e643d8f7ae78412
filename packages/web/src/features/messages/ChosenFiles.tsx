import { useEffect, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { AttachmentIcon } from './AttachmentIcons';
import { formatFileSize } from './file-size';
import * as styles from './attachments.css';

/** A file picked for the next message, with a key that stays the same while it is listed. */
export interface ChosenFile {
  readonly id: string;
  readonly file: File;
}

/** A local preview of a picked image, revoked when it leaves the list. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function Preview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  if (url) return <img className={styles.preview} src={url} alt="" width={48} height={48} />;
  return (
    <span className={styles.preview}>
      <AttachmentIcon name={file.type === 'application/pdf' ? 'pdf' : 'paperclip'} size={24} />
    </span>
  );
}

/** The files waiting to go with the message: a preview, the name and size, and Remove. */
export function ChosenFiles({
  files,
  onRemove,
  disabled,
}: {
  files: readonly ChosenFile[];
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.chosenList} aria-label="Files to send">
      {files.map(({ id, file }) => (
        <li key={id} className={styles.chosen} data-testid="chosen-file">
          <Preview file={file} />
          <span className={styles.fileText}>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
          </span>
          <button
            type="button"
            className={styles.removeButton}
            aria-label={`Remove ${file.name}`}
            data-remove-id={id}
            disabled={disabled}
            onClick={() => onRemove(id)}
          >
            <Icon name="close" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
