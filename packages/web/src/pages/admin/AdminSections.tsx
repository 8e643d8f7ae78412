import { Link } from 'react-router-dom';
import { useEmailCounts } from '../../api/admin-emails';
import { Icon } from '../../ui/Icon';
import { FailedEmailsBadge } from './FailedEmailsBadge';
import * as styles from './admin-sections.css';

export type AdminView = 'requests' | 'emails';

/** The panel's view from its address: /admin is the requests, /admin?view=emails the emails. */
export function adminViewOf(search: URLSearchParams): AdminView {
  return search.get('view') === 'emails' ? 'emails' : 'requests';
}

/**
 * The panel's two views, as links (the address says which one is open, so Back returns to
 * the requests): Requests, and Emails with the count of failed emails, polled every minute.
 */
export function AdminSections({ view }: { view: AdminView }) {
  const counts = useEmailCounts();
  return (
    <nav className={styles.sections} aria-label="Admin panel">
      <Link
        to={{ search: '' }}
        className={styles.section}
        aria-current={view === 'requests' ? 'page' : undefined}
      >
        Requests
      </Link>
      <Link
        to={{ search: '?view=emails' }}
        className={styles.section}
        aria-current={view === 'emails' ? 'page' : undefined}
      >
        <Icon name="mail" size={18} />
        Emails
        <FailedEmailsBadge count={counts.failed} />
      </Link>
    </nav>
  );
}
