import { Link } from 'react-router-dom';
import { container } from '../../design/recipes.css';
import { BrandMark } from '../../ui/BrandMark';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as styles from './dashboard-header.css';

/** The dashboard's sticky bar: who is signed in, Home and Sign Out (icons only on small phones). */
export function DashboardHeader({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.inner}`}>
        <BrandMark />
        <div className={styles.actions}>
          <span className={styles.account}>
            <Icon name="lock" size={16} />
            <span className={styles.accountEmail} data-testid="account-email">
              {email}
            </span>
          </span>
          <Button asChild tone="ghost" size="sm" className={styles.iconButton}>
            <Link to="/">
              <Icon name="home" size={18} />
              <span className={styles.labelOnWide}>Home</span>
            </Link>
          </Button>
          <Button tone="secondary" size="sm" className={styles.iconButton} onClick={onSignOut}>
            <Icon name="signOut" size={18} />
            <span className={styles.labelOnWide}>Sign Out</span>
          </Button>
        </div>
        <p className={styles.accountMobile}>
          Signed in as <span className={styles.accountEmail}>{email}</span>
        </p>
      </div>
    </header>
  );
}
