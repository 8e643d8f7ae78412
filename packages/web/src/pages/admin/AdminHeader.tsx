import { useState } from 'react';
import { useAdminLogout } from '../../api/auth';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { shell } from './shell.css';
import * as styles from './admin-header.css';
import { useWorkshopProfile } from '../../api/public-profile';
import { PasskeysDialog } from './PasskeysDialog';

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
  const [passkeysOpen, setPasskeysOpen] = useState(false);

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
              onClick={() => setPasskeysOpen(true)}
            >
              Your passkeys
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
      {name && <PasskeysDialog open={passkeysOpen} onOpenChange={setPasskeysOpen} />}
    </header>
  );
}
