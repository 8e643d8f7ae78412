import { Link } from 'react-router-dom';
import { container } from '../../design/recipes.css';
import { useCustomerOnServer } from '../../api/session-state';
import { SECTION_IDS } from './section-ids';
import { SectionMenu, type SectionLink } from './SectionMenu';
import * as styles from './header.css';
import { useWorkshopProfile } from '../../api/public-profile';

const SECTIONS = [
  { id: SECTION_IDS.portfolio, label: 'Work' },
  { id: SECTION_IDS.process, label: 'Process' },
  { id: SECTION_IDS.services, label: 'Services' },
  { id: SECTION_IDS.materials, label: 'Materials' },
  { id: SECTION_IDS.contact, label: 'Contact' },
] as const;

/** Sign In for visitors, Dashboard for a signed-in customer; nothing until the server answers. */
function AuthButton() {
  const customer = useCustomerOnServer();
  if (!customer) return null;
  return customer.authenticated ? (
    <Link to="/dashboard" className={styles.authLink}>
      Dashboard
    </Link>
  ) : (
    <Link to="/signin" className={styles.authLink}>
      Sign In
    </Link>
  );
}

/** An oak leaf with an ember at its heart: the workshop's mark. */
function Mark() {
  return (
    <svg className={styles.mark} width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <path
        d="M14 2c4 3 7 6 7 11 0 6-3 10-7 13-4-3-7-7-7-13 0-5 3-8 7-11Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M14 7v19" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="14" cy="15" r="2.6" fill="currentColor" />
    </svg>
  );
}

/**
 * The site's header: the mark, the landing page's sections (a row on wide screens, a menu on
 * narrow ones) and the sign-in button. Off the landing page (`onLanding` false) the section
 * links lead back to those sections of `/`.
 */
export function Header({ onLanding = true }: { onLanding?: boolean }) {
  const business = useWorkshopProfile();
  const links: SectionLink[] = SECTIONS.map(({ id, label }) => ({
    href: onLanding ? `#${id}` : `/#${id}`,
    label,
  }));
  return (
    <header className={styles.header}>
      <div className={`${styles.bar} ${container}`}>
        <Link to="/" className={styles.brand}>
          <Mark />
          {business.name}
        </Link>
        <nav className={styles.nav} aria-label="Sections">
          <ul className={styles.navList}>
            {links.map((item) => (
              <li key={item.href}>
                <a className={styles.navLink} href={item.href}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SectionMenu links={links} />
        <div className={styles.authSlot}>
          <AuthButton />
        </div>
      </div>
    </header>
  );
}
