import { useEffect, useId, useState, type FormEvent } from 'react';
import { adminNotesSchema } from '@workshop/domain';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CharacterCounter, TextAreaField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useUpdateAdminNotes, type AdminRequest } from '../../api/admin-requests';
import { serverMessage } from '../../api/errors';
import { RequestSummary } from './RequestSummary';
import * as styles from './dialog-form.css';

export const ADMIN_NOTES_MAX_LENGTH = 5000;

/** Internal notes on a project: the team's only, never sent to the customer. */
export function AdminNotesDialog({
  request,
  open,
  onOpenChange,
}: {
  request: AdminRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [notes, setNotes] = useState(request.adminNotes ?? '');
  const [error, setError] = useState<string | undefined>();
  const baseId = useId();
  const formId = `notes-form${baseId}`;
  const counterId = `notes-count${baseId}`;
  const mutation = useUpdateAdminNotes({
    onSuccess: () => {
      toast({ title: 'Admin Notes Updated', description: 'The internal notes have been saved.' });
      onOpenChange(false);
    },
    onError: (cause) => {
      toast({
        title: 'Update Failed',
        description: serverMessage(cause) ?? 'Failed to update admin notes',
        variant: 'destructive',
      });
    },
  });

  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) {
      setNotes(request.adminNotes ?? '');
      setError(undefined);
    }
    // Only on opening: a refresh while typing must not overwrite the draft.
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = adminNotesSchema.safeParse({ adminNotes: notes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate({ id: request.id, adminNotes: parsed.data.adminNotes });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Admin Notes"
      description="Internal notes for the workshop team. Customers never see them."
      contentProps={{ 'data-testid': 'admin-notes-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Notes'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <RequestSummary request={request} />
        <TextAreaField
          label="Admin Notes"
          name="adminNotes"
          rows={7}
          value={notes}
          maxLength={ADMIN_NOTES_MAX_LENGTH}
          error={error}
          describedBy={counterId}
          aside={
            <CharacterCounter id={counterId} length={notes.length} max={ADMIN_NOTES_MAX_LENGTH} />
          }
          onChange={(event) => {
            setNotes(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
