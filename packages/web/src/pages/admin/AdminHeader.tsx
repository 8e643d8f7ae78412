import { useAdminLogout } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { useAddPasskey } from '../../api/passkeys';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import { shell } from './shell.css';
import * as styles from './admin-header.css';
import { useWorkshopProfile } from '../../api/workshop-profile';

/**
 * Title and Logout: the server ends the session, the browser forgets everything it loaded, and
 * the panel's guard goes back to /admin-login.
 */
export function AdminHeader() {
  const business = useWorkshopProfile();
  const logout = useAdminLogout();
  // A staff account's name; the owner's passkey names nobody.
  const name = useSession({ side: 'admin' }).data?.name ?? null;
  // Still leaving once the server has answered, until the guard has moved on.
  const leaving = !logout.isIdle;
  const addPasskey = useAddPasskey({
    onSuccess: ({ message }) => toast({ title: 'Passkey added', description: message }),
    onError: (cause) =>
      toast({
        title: 'No passkey was added',
        description: errorMessage(cause, 'The passkey prompt was closed. Try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <header className={styles.header}>
      <div className={`${shell} ${styles.headerInner}`}>
        <div>
          <span className={styles.brand}>{business.name}</span>
          <h1 className={styles.title}>Furniture Requests Admin</h1>
          {name && <p className={styles.signedIn}>Signed in as {name}</p>}
        </div>
        <div className={styles.actions}>
          {/* Only a member's own account holds passkeys; the owner's shared passkey names nobody. */}
          {name && (
            <Button
              tone="secondary"
              className={styles.logout}
              onClick={() => addPasskey.mutate()}
              disabled={addPasskey.isPending}
            >
              {addPasskey.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
            </Button>
          )}
          <Button
            tone="secondary"
            className={styles.logout}
            onClick={() => logout.mutate()}
            disabled={leaving}
          >
            <Icon name="signOut" size={18} />
            {leaving ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </header>
  );
}
