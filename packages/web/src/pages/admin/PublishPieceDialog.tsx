import { useEffect, useId, useState, type FormEvent } from 'react';
import { PIECE_TEXT_MAX_LENGTH, PIECE_TITLE_MAX_LENGTH } from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import { useProgress } from '../../api/progress';
import { usePublishPiece } from '../../api/showcase';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { label as fieldLabel } from '../../ui/field.css';
import { form } from './dialog-form.css';
import * as styles from './post-progress-dialog.css';

/** A chosen photo: its update and its number in that update (from 1). */
const keyOf = (updateId: number, n: number) => `${updateId}:${n}`;

/**
 * Turns a finished piece into a portfolio entry in one step: a title, a line, and which of
 * the project's progress photos to show. The customer is never named; the server refuses
 * without their yes.
 */
export function PublishPieceDialog({
  projectId,
  suggestedTitle,
  open,
  onOpenChange,
}: {
  projectId: number;
  suggestedTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = `publish-form${useId()}`;
  const progress = useProgress(projectId, { enabled: open });
  const photos = (progress.data?.data ?? []).flatMap((update) =>
    update.photos.map((photo, index) => ({ ...photo, updateId: update.id, n: index + 1 })),
  );
  const [title, setTitle] = useState(suggestedTitle);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setTitle(suggestedTitle);
    setText('');
    setChosen(new Set());
    setError(null);
  }, [open, suggestedTitle]);

  const publish = usePublishPiece(projectId, {
    onSuccess: ({ message }) => {
      toast({ title: message, description: 'It shows on the landing, without the customer.' });
      onOpenChange(false);
    },
    onError: (cause) => setError(errorMessage(cause, 'The piece could not be published')),
  });

  const toggle = (key: string) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (publish.isPending) return;
    const picked = photos.filter((photo) => chosen.has(keyOf(photo.updateId, photo.n)));
    if (picked.length === 0) {
      setError('Please choose at least one photo');
      return;
    }
    setError(null);
    publish.mutate({
      title,
      text: text.trim() === '' ? null : text,
      photos: picked.map(({ updateId, n }) => ({ updateId, n })),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Publish to Portfolio"
      description={`Project #${projectId} · shown without the customer's name`}
      contentProps={{ 'data-testid': 'publish-piece-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={publish.isPending}>
            <Icon name="send" size={18} />
            {publish.isPending ? 'Publishing...' : 'Publish'}
          </Button>
        </>
      }
    >
      <form id={formId} className={form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Title"
          name="title"
          value={title}
          required
          maxLength={PIECE_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="A line about it"
          name="text"
          rows={2}
          value={text}
          maxLength={PIECE_TEXT_MAX_LENGTH}
          hint="Optional. The wood, the finish, what makes it."
          onChange={(event) => setText(event.target.value)}
        />
        <fieldset className={styles.photoChoice}>
          <legend className={fieldLabel}>Photos to show</legend>
          {progress.isPending && <p className={styles.count}>Loading the progress photos…</p>}
          {!progress.isPending && photos.length === 0 && (
            <p className={styles.count}>
              This project has no progress photos yet: post some first.
            </p>
          )}
          {photos.length > 0 && (
            <ul className={styles.previews}>
              {photos.map((photo) => {
                const key = keyOf(photo.updateId, photo.n);
                return (
                  <li key={key} className={styles.preview}>
                    <label className={styles.pick}>
                      <img className={styles.previewImage} src={photo.thumbnailUrl} alt="" />
                      <input
                        type="checkbox"
                        className={styles.pickBox}
                        checked={chosen.has(key)}
                        onChange={() => toggle(key)}
                        aria-label={`Show ${photo.name}`}
                      />
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
