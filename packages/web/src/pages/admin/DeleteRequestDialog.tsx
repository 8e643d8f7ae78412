import { ConfirmDialog } from '../../ui/AlertDialog';
import { toast } from '../../ui/toast-store';
import { useDeleteRequest, type AdminRequest } from '../../api/admin-requests';
import { serverMessage } from '../../api/errors';

export const DELETE_QUESTION = 'Are you sure you want to delete this project?';

/** The delete confirmation; the workshop may delete a request in any status. */
export function DeleteRequestDialog({
  request,
  open,
  onOpenChange,
}: {
  request: AdminRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useDeleteRequest({
    onSuccess: () => {
      toast({
        title: 'Request Deleted',
        description: 'The request, its messages and its image have been removed.',
      });
      onOpenChange(false);
    },
    onError: (cause) => {
      toast({
        title: 'Delete Failed',
        description: serverMessage(cause) ?? 'Failed to delete request',
        variant: 'destructive',
      });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) onOpenChange(next);
      }}
      title={`Delete project #${request.id}?`}
      description={
        <>
          <p>{DELETE_QUESTION}</p>
          <p>
            {request.fullName}&apos;s request, its messages and its image are removed for good. This
            cannot be undone.
          </p>
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate(request.id)}
    />
  );
}
