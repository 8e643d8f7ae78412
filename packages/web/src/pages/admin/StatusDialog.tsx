import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ALREADY_COMPLETED_MESSAGE,
  canMarkComplete,
  LIFECYCLE_RULE_MESSAGES,
} from '@workshop/domain';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextAreaField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { useCurrentRequest, useMarkCompleted, type AdminRequest } from '../../api/admin-requests';
import { serverMessage } from '../../api/errors';
import { RequestSummary } from './RequestSummary';
import { form } from './dialog-form.css';
import * as styles from './status-dialog.css';

/**
 * The status editor. It offers only 'Mark as Completed' (in progress to completed); a completed
 * project shows 'This project is already completed.' and a disabled 'Already Completed' button.
 */
export function StatusDialog({
  request,
  open,
  onOpenChange,
}: {
  request: AdminRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [notes, setNotes] = useState('');
  const formId = `status-form${useId()}`;
  const mutation = useMarkCompleted({
    onSuccess: () => {
      toast({ title: 'Status Updated', description: 'The project has been marked as completed.' });
      onOpenChange(false);
    },
    onError: (cause) => {
      toast({
        title: 'Update Failed',
        description: serverMessage(cause) ?? 'Failed to update status',
        variant: 'destructive',
      });
    },
  });
  // The dialog reads the project as it is now: another admin may have completed it since the
  // panel's page was read (spec: a completed project shows 'This project is already completed.').
  const current = useCurrentRequest(request.id, open).data ?? request;
  const completed = current.status === 'completed';
  const allowed = canMarkComplete({ status: current.status, quoteApproved: current.quoteApproved });

  useEffect(() => {
    if (open) setNotes('');
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowed || mutation.isPending) return;
    mutation.mutate({ id: request.id, notes });
  };

  let saveLabel = 'Update Status';
  if (completed) saveLabel = 'Already Completed';
  else if (mutation.isPending) saveLabel = 'Updating...';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Update Project Status"
      description={`Project #${request.id}`}
      contentProps={{ 'data-testid': 'status-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            {completed ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" form={formId} disabled={!allowed || mutation.isPending}>
            {completed && <Icon name="check" size={18} />}
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={form} onSubmit={onSubmit} noValidate>
        <RequestSummary request={current} />
        {completed ? (
          <p className={styles.done} role="status">
            <Icon name="check" />
            {ALREADY_COMPLETED_MESSAGE}
          </p>
        ) : allowed ? (
          <>
            <SelectField label="New Status" name="status" defaultValue="completed">
              <option value="completed">Mark as Completed</option>
            </SelectField>
            <TextAreaField
              label="Notes for the Customer"
              name="notes"
              rows={3}
              value={notes}
              maxLength={2000}
              hint="Optional. Shown to the customer as project notes."
              onChange={(event) => setNotes(event.target.value)}
            />
          </>
        ) : (
          <p className={styles.hintBox} role="status">
            {LIFECYCLE_RULE_MESSAGES.MARK_COMPLETE}
          </p>
        )}
      </form>
    </Dialog>
  );
}
