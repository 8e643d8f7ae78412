import { useApproveQuote, type Project } from '../../api/projects';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { toast } from '../../ui/toast-store';
import { LOCKED_MESSAGE } from './project';

/** "Approve this quote?": approving starts production and locks the project. */
export function ApproveQuoteDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const approve = useApproveQuote({
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: 'Quote Approved!', description: 'Your project is now in progress' });
    },
    onError: () => {
      onOpenChange(false);
      toast({
        title: 'Approval Failed',
        description: 'Failed to approve quote. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title="Approve this quote?"
      description={
        <>
          <p>
            You are approving the quote of <strong>{project.quoteAmount}</strong> for project #
            {project.id}. We will start building right away.
          </p>
          <p>{LOCKED_MESSAGE}.</p>
        </>
      }
      confirmLabel="Approve Quote"
      pendingLabel="Approving..."
      pending={approve.isPending}
      onConfirm={() => approve.mutate(project.id)}
    />
  );
}
