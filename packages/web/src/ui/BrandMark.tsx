import { Link } from 'react-router-dom';
import * as styles from './brand.css';
import { useWorkshopProfile } from '../api/public-profile';

/** The workshop's mark: an ember in an oak leaf, with the name; links home. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const business = useWorkshopProfile();
  return (
    <Link to="/" className={inverted ? `${styles.brand} ${styles.inverted}` : styles.brand}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" className={styles.tile} />
        <path
          d="M16 6c4.5 4 6.5 7.8 6.5 11.2A6.5 6.5 0 0116 24a6.5 6.5 0 01-6.5-6.8c0-2.3 1.2-4.2 2.6-5.6.2 2 1.2 3.2 2.5 3.6C14 12.6 14.6 9.2 16 6z"
          className={styles.flame}
        />
        <path d="M16 24v3" className={styles.stem} />
      </svg>
      <span className={styles.name}>{business.name}</span>
    </Link>
  );
}
