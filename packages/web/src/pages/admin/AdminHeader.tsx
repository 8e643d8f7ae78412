import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SESSION_KEY, type SessionState } from '../../session/use-session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { adminLogout } from './admin-api';
import * as styles from './admin.css';

const SIGNED_OUT: SessionState = {
  authenticated: false,
  role: null,
  email: null,
  passwordChanged: false,
  expiresAt: null,
};

/** Title and Logout: the server ends the session, the browser forgets everything it loaded. */
export function AdminHeader() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await adminLogout();
    } catch {
      // Whatever the server answered, this browser leaves the panel.
    }
    await queryClient.cancelQueries();
    queryClient.clear();
    queryClient.setQueryData<SessionState>(SESSION_KEY, SIGNED_OUT);
    navigate('/admin-login', { replace: true });
  };

  return (
    <header className={styles.header}>
      <div className={`${styles.shell} ${styles.headerInner}`}>
        <div>
          <span className={styles.brand}>Oak &amp; Ember Woodworks</span>
          <h1 className={styles.title}>Furniture Requests Admin</h1>
        </div>
        <Button tone="secondary" className={styles.logout} onClick={logout} disabled={leaving}>
          <Icon name="signOut" size={18} />
          {leaving ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
