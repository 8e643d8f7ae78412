import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  imageRefusal,
  isAcceptableImage,
  MAX_PROGRESS_PHOTOS,
  MILESTONE_MAX_LENGTH,
  MILESTONE_REQUIRED_MESSAGE,
  PROGRESS_MILESTONES,
  PROGRESS_NOTE_MAX_LENGTH,
} from '@workshop/domain';
import { errorMessage } from '../../api/errors';
import { usePostProgress } from '../../api/progress';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { label as fieldLabel } from '../../ui/field.css';
import { form } from './dialog-form.css';
import * as styles from './post-progress-dialog.css';

const OWN_WORDS = 'own';

/** A chosen photo and the object URL its preview shows (revoked when it goes). */
interface Chosen {
  readonly file: File;
  readonly url: string;
}

/**
 * The workshop's "Post progress" form: a usual milestone or their own words, a note, and up to
 * six photos with previews that can be removed before sending. The server checks everything
 * again (content, size, pixels); its message is shown as it is.
 */
export function PostProgressDialog({
  projectId,
  customerName,
  open,
  onOpenChange,
}: {
  projectId: number;
  customerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = `progress-form${useId()}`;
  const photosId = `progress-photos${useId()}`;
  const [choice, setChoice] = useState<string>(PROGRESS_MILESTONES[0]);
  const [ownWords, setOwnWords] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setChoice(PROGRESS_MILESTONES[0]);
    setOwnWords('');
    setNote('');
    setPhotos([]);
    setFieldError(null);
    setPhotoError(null);
    setServerError(null);
  }, [open]);

  // Every preview's object URL is let go when the photo is removed or the dialog closes.
  useEffect(() => () => photos.forEach((photo) => URL.revokeObjectURL(photo.url)), [photos]);

  const mutation = usePostProgress(projectId, {
    onSuccess: () => {
      toast({ title: 'Progress posted', description: `${customerName} will get an email.` });
      onOpenChange(false);
    },
    onError: (cause) => setServerError(errorMessage(cause, 'The update could not be posted')),
  });

  const milestone = choice === OWN_WORDS ? ownWords.trim() : choice;
  const left = MAX_PROGRESS_PHOTOS - photos.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setServerError(null);
    const refused = files.filter((file) => !isAcceptableImage(file));
    const accepted = files.filter((file) => isAcceptableImage(file)).slice(0, left);
    if (refused.length > 0) {
      // The browser's own check, file by file, in the wizard's words; the server checks again.
      setPhotoError(refused.map((file) => imageRefusal([file])).join(' '));
    } else if (files.length > left) {
      setPhotoError(`At most ${MAX_PROGRESS_PHOTOS} photos: the first ${left} were added`);
    } else {
      setPhotoError(null);
    }
    setPhotos((current) => [
      ...current,
      ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  };

  const removePhoto = (index: number) => {
    setPhotos((current) => current.filter((_, i) => i !== index));
    setPhotoError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (milestone === '') {
      setFieldError(MILESTONE_REQUIRED_MESSAGE);
      return;
    }
    setFieldError(null);
    setServerError(null);
    mutation.mutate({ milestone, note, photos: photos.map((photo) => photo.file) });
  };

  const countText = useMemo(
    () =>
      photos.length === 0
        ? `Up to ${MAX_PROGRESS_PHOTOS} photos (JPEG, PNG or GIF, 10 MB each).`
        : `${photos.length} of ${MAX_PROGRESS_PHOTOS} photos chosen.`,
    [photos.length],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Post Progress"
      description={`Project #${projectId} · ${customerName}`}
      contentProps={{ 'data-testid': 'post-progress-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            <Icon name="send" size={18} />
            {mutation.isPending ? 'Posting...' : 'Post Update'}
          </Button>
        </>
      }
    >
      <form id={formId} className={form} onSubmit={onSubmit} noValidate>
        <SelectField
          label="Milestone"
          name="milestone"
          value={choice}
          required
          onChange={(event) => {
            setChoice(event.target.value);
            setFieldError(null);
          }}
          error={choice === OWN_WORDS ? undefined : (fieldError ?? undefined)}
        >
          {PROGRESS_MILESTONES.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
          <option value={OWN_WORDS}>In my own words…</option>
        </SelectField>
        {choice === OWN_WORDS && (
          <TextField
            label="Milestone in your words"
            name="ownMilestone"
            value={ownWords}
            required
            maxLength={MILESTONE_MAX_LENGTH}
            autoFocus
            error={fieldError ?? undefined}
            onChange={(event) => {
              setOwnWords(event.target.value);
              setFieldError(null);
            }}
          />
        )}
        <TextAreaField
          label="Note for the customer"
          name="note"
          rows={3}
          value={note}
          maxLength={PROGRESS_NOTE_MAX_LENGTH}
          hint="Optional. What happened, what comes next."
          onChange={(event) => setNote(event.target.value)}
        />
        <div className={styles.photoPicker}>
          <label htmlFor={photosId} className={fieldLabel}>
            Photos
          </label>
          <input
            id={photosId}
            className={styles.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            multiple
            disabled={left === 0}
            aria-describedby={`${photosId}-count`}
            onChange={onFiles}
          />
          <p id={`${photosId}-count`} className={styles.count}>
            {countText}
          </p>
          {photoError && (
            <p className={styles.error} role="alert">
              {photoError}
            </p>
          )}
          {photos.length > 0 && (
            <ul className={styles.previews} aria-label="Chosen photos">
              {photos.map((photo, index) => (
                <li key={photo.url} className={styles.preview}>
                  <img className={styles.previewImage} src={photo.url} alt={photo.file.name} />
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${photo.file.name}`}
                    onClick={() => removePhoto(index)}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {serverError && (
          <p className={styles.error} role="alert">
            {serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
