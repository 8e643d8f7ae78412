import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from './BrandMark';
import { Icon, type IconName } from './Icon';
import * as styles from './auth-shell.css';
import { useWorkshopProfile } from '../api/public-profile';

/** The customer area's promises; the workshop's own reply promise comes last. */
const PROMISES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clock',
    title: 'Follow every project',
    text: 'See each request, from sketch to delivery.',
  },
  { icon: 'sparkle', title: 'Review your quote', text: 'Approve it and production begins.' },
];

/**
 * The frame of the sign-in and password screens: a card on the page (phone first), with a
 * walnut panel about the customer area beside it on wide screens.
 */
export function AuthShell({
  eyebrow,
  title,
  subtitle,
  children,
  after,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card (e.g. a note). */
  after?: ReactNode;
}) {
  const business = useWorkshopProfile();
  const promises = [
    ...PROMISES,
    { icon: 'message' as const, title: 'Talk to the workshop', text: business.responsePromise },
  ];
  return (
    <div className={styles.page}>
      <aside className={styles.panel} aria-label="About your customer account">
        <div className={styles.panelInner}>
          <BrandMark inverted />
          <p className={styles.panelTitle}>Your piece, from first sketch to the day it arrives.</p>
          <ul className={styles.panelList}>
            {promises.map((item) => (
              <li key={item.title} className={styles.panelItem}>
                <span className={styles.panelIcon}>
                  <Icon name={item.icon} size={18} />
                </span>
                <span>
                  <span className={styles.panelItemTitle}>{item.title}</span>
                  {item.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.panelFoot}>
          Handcrafted in {business.address.city}, {business.address.region}
        </p>
      </aside>
      <div className={styles.column}>
        <header className={styles.top}>
          <span className={styles.topBrand}>
            <BrandMark />
          </span>
          <Link to="/" className={styles.backLink}>
            <Icon name="arrowLeft" size={16} />
            Back to Home
          </Link>
        </header>
        <main className={styles.main}>
          <div className={styles.card}>
            <div className={styles.heading}>
              {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
              <h1 className={styles.title}>{title}</h1>
              {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            </div>
            {children}
          </div>
          {after}
        </main>
        <footer className={styles.footer}>
          Questions? Call{' '}
          <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{business.phone}</a> or email{' '}
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </footer>
      </div>
    </div>
  );
}
