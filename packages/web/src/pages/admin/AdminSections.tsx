import { Link } from 'react-router-dom';
import { useEmailCounts } from '../../api/admin-emails';
import { Icon } from '../../ui/Icon';
import { FailedEmailsBadge } from './FailedEmailsBadge';
import * as styles from './admin-sections.css';

export type AdminView =
  'requests' | 'inbox' | 'emails' | 'team' | 'reviews' | 'workshop' | 'portfolio' | 'prices';

/**
 * The panel's view from its address: /admin is the requests, /admin?view=emails the emails,
 * /admin?view=inbox what waits on the workshop, /admin?view=team the team (the owner's).
 */
export function adminViewOf(search: URLSearchParams): AdminView {
  const view = search.get('view');
  return view === 'inbox' ||
    view === 'emails' ||
    view === 'team' ||
    view === 'reviews' ||
    view === 'workshop' ||
    view === 'portfolio' ||
    view === 'prices'
    ? view
    : 'requests';
}

/**
 * The panel's two views, as links (the address says which one is open, so Back returns to
 * the requests): Requests, and Emails with the count of failed emails, polled every minute.
 */
export function AdminSections({ view, owner }: { view: AdminView; owner: boolean }) {
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
        to={{ search: '?view=inbox' }}
        className={styles.section}
        aria-current={view === 'inbox' ? 'page' : undefined}
      >
        Inbox
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
      <Link
        to={{ search: '?view=reviews' }}
        className={styles.section}
        aria-current={view === 'reviews' ? 'page' : undefined}
      >
        Reviews
      </Link>
      {owner && (
        <Link
          to={{ search: '?view=team' }}
          className={styles.section}
          aria-current={view === 'team' ? 'page' : undefined}
        >
          Team
        </Link>
      )}
      {owner && (
        <Link
          to={{ search: '?view=workshop' }}
          className={styles.section}
          aria-current={view === 'workshop' ? 'page' : undefined}
        >
          Workshop
        </Link>
      )}
      {owner && (
        <Link
          to={{ search: '?view=portfolio' }}
          className={styles.section}
          aria-current={view === 'portfolio' ? 'page' : undefined}
        >
          Portfolio
        </Link>
      )}
      {owner && (
        <Link
          to={{ search: '?view=prices' }}
          className={styles.section}
          aria-current={view === 'prices' ? 'page' : undefined}
        >
          Prices
        </Link>
      )}
    </nav>
  );
}
