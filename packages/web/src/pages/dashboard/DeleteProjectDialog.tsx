import { errorMessage } from '../../api/errors';
import { useDeleteProject, type Project } from '../../api/projects';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { toast } from '../../ui/toast-store';
import * as styles from './delete-project-dialog.css';

/** "Delete Project #id?": cannot be undone, and a pending quote is lost with it. */
export function DeleteProjectDialog({
  project,
  customerEmail,
  open,
  onOpenChange,
}: {
  project: Project;
  customerEmail: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteProject({
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: 'Project Deleted', description: `Project #${project.id} has been deleted.` });
    },
    onError: (cause) => {
      onOpenChange(false);
      toast({
        title: 'Delete Failed',
        description: errorMessage(cause, 'Failed to delete project'),
        variant: 'destructive',
      });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete Project #${project.id}?`}
      description={
        <>
          <p>
            Are you sure you want to delete this project? This action cannot be undone: the request,
            its messages and its image will be permanently removed.
          </p>
          {project.status === 'quoted' && (
            <p className={styles.quoteWarning}>
              This project has a pending quote. Deleting it means the pending quote will be lost.
            </p>
          )}
        </>
      }
      confirmLabel="Delete Project"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: project.id, customerEmail })}
    />
  );
}
