import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useAddPasskey, useOwnPasskeys, useRemovePasskey, type Passkey } from '../../api/passkeys';
import { formatDateTime } from '../../lib/dates';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import * as styles from './passkeys-dialog.css';

/**
 * A member's own passkeys: where each was added, when, and its last sign-in, so a lost phone's
 * can be told apart and removed. Adding one is here too. A removal is confirmed first; the last
 * way in is not offered for removal but explained, with adding another as the way forward.
 */
export function PasskeysDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const passkeys = useOwnPasskeys(open);
  const list = passkeys.data?.data ?? [];
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const addPasskey = useAddPasskey({
    onSuccess: ({ message }) => toast({ title: 'Passkey added', description: message }),
    onError: (cause) =>
      toast({
        title: 'No passkey was added',
        description: errorMessage(cause, 'The passkey prompt was closed. Try again.'),
        variant: 'destructive',
      }),
  });
  const remove = useRemovePasskey({
    onSuccess: ({ message }, passkey) => {
      setRemoving(null);
      toast({ title: `${passkey.name} removed`, description: message });
    },
    onError: (cause) =>
      toast({
        title: 'The passkey was not removed',
        description: errorMessage(cause, 'Try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your passkeys"
      description="Remove one you no longer have: it stops signing you in at once, and whoever it signed in is signed out."
      footer={
        <Button onClick={() => addPasskey.mutate()} disabled={addPasskey.isPending}>
          {addPasskey.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
        </Button>
      }
    >
      {passkeys.isPending ? (
        <p className={styles.muted}>Loading your passkeys…</p>
      ) : passkeys.isError ? (
        <p className={styles.muted} role="alert">
          {errorMessage(passkeys.error, 'Your passkeys could not be loaded.')}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>You have no passkeys yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your passkeys">
          {list.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <div>
                <p className={styles.name}>{passkey.name}</p>
                <p className={styles.muted}>Added {formatDateTime(passkey.createdAt)}</p>
                <p className={styles.muted}>
                  {passkey.lastUsedAt
                    ? `Last used ${formatDateTime(passkey.lastUsedAt)}`
                    : 'Not used to sign in yet'}
                </p>
                {passkey.lastWayIn && <p className={styles.muted}>Your only way to sign in</p>}
              </div>
              <Button
                tone="secondary"
                size="sm"
                aria-label={`Remove ${passkey.name} added ${formatDateTime(passkey.createdAt)}`}
                disabled={remove.isPending}
                onClick={() => setRemoving(passkey)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing?.lastWayIn ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setRemoving(null)}
          title={`${removing.name} is your only way to sign in`}
          description="You have no password and no other passkey, so removing it would lock you out. Add another passkey first, then remove this one."
          confirmLabel="Add a passkey"
          cancelLabel="Keep it"
          tone="primary"
          onConfirm={() => {
            setRemoving(null);
            addPasskey.mutate();
          }}
        />
      ) : (
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(next) => !next && setRemoving(null)}
          title={`Remove ${removing?.name ?? ''}?`}
          description={`The passkey added ${removing ? formatDateTime(removing.createdAt) : ''} stops signing you in, and every session it opened is signed out: this one too, if you signed in with it.`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          pending={remove.isPending}
          onConfirm={() => removing && remove.mutate(removing)}
        />
      )}
    </Dialog>
  );
}
