import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import {
  useDeleteProgress,
  useEditProgress,
  useProgress,
  type ProgressUpdate,
} from '../../api/progress';
import { ProgressTimeline } from '../../features/progress/ProgressTimeline';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import * as styles from './admin-progress.css';

const NO_UNSEEN: ReadonlySet<number> = new Set();

/**
 * The project's progress timeline on the admin card, as the customer sees it (photos, "edited",
 * who posted), with Edit and Delete under each update. Delete asks why: the reason stays in the
 * activity log.
 */
export function AdminProgress({ projectId }: { projectId: number }) {
  const progress = useProgress(projectId);
  const updates = progress.data?.data ?? [];
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  if (progress.isPending) return <p className={styles.muted}>Loading progress…</p>;
  return (
    <div className={styles.wrapper}>
      <h3 className={styles.heading}>Progress timeline</h3>
      {updates.length === 0 ? (
        <p className={styles.muted}>No progress posted yet.</p>
      ) : (
        <ProgressTimeline
          id={`admin-progress-${projectId}`}
          updates={updates}
          unseen={NO_UNSEEN}
          actions={(update) =>
            editing === update.id ? (
              <EditForm projectId={projectId} update={update} onDone={() => setEditing(null)} />
            ) : deleting === update.id ? (
              <DeleteForm projectId={projectId} update={update} onDone={() => setDeleting(null)} />
            ) : (
              <div className={styles.actions}>
                <Button tone="secondary" size="sm" onClick={() => setEditing(update.id)}>
                  Edit
                </Button>
                <Button tone="secondary" size="sm" onClick={() => setDeleting(update.id)}>
                  Delete
                </Button>
              </div>
            )
          }
        />
      )}
    </div>
  );
}

function EditForm({
  projectId,
  update,
  onDone,
}: {
  projectId: number;
  update: ProgressUpdate;
  onDone: () => void;
}) {
  const [milestone, setMilestone] = useState(update.milestone);
  const [note, setNote] = useState(update.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const edit = useEditProgress(projectId, {
    onSuccess: ({ message }) => {
      toast({ title: message });
      onDone();
    },
    onError: (cause) => setError(errorMessage(cause, 'Could not save the update.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    edit.mutate({ updateId: update.id, milestone, note });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Edit ${update.milestone}`}>
      <TextField
        label="Milestone"
        value={milestone}
        onChange={(event) => setMilestone(event.target.value)}
      />
      <TextAreaField
        label="Note"
        value={note}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Save update
        </Button>
        <Button type="button" tone="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DeleteForm({
  projectId,
  update,
  onDone,
}: {
  projectId: number;
  update: ProgressUpdate;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProgress(projectId, {
    onSuccess: ({ message }) => {
      toast({ title: message });
      onDone();
    },
    onError: (cause) => setError(errorMessage(cause, 'Could not delete the update.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    remove.mutate({ updateId: update.id, reason });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Delete ${update.milestone}`}>
      <TextAreaField
        label="Why is it deleted?"
        hint="The customer no longer sees it; the reason stays in the activity log."
        value={reason}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" tone="danger" size="sm" disabled={remove.isPending}>
          Delete update
        </Button>
        <Button type="button" tone="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
