import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { button, container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './contact.css';
import { useWorkshopProfile } from '../../api/public-profile';

/** (717) 555-0142 becomes tel:+17175550142; a number given with its + keeps its own code. */
const telHref = (phone: string) =>
  phone.trim().startsWith('+')
    ? `tel:+${phone.replace(/\D/g, '')}`
    : `tel:+1${phone.replace(/\D/g, '')}`;

/**
 * The address with line-break chances before its "@" and dots only (as style guides break
 * email addresses), so a narrow screen never splits a word of it.
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));
}

function Row({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowIcon} aria-hidden="true">
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon}
        </svg>
      </span>
      <div>
        <p className={styles.label}>{label}</p>
        <div className={styles.value}>{children}</div>
      </div>
    </div>
  );
}

export function Contact() {
  const business = useWorkshopProfile();
  const { address } = business;
  return (
    <section id={SECTION_IDS.contact} className={section.section} aria-labelledby="contact-heading">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.intro}>
          <SectionHead id="contact-heading" eyebrow="Contact" title="Get in Touch" compact>
            Tell us about the piece you have in mind. Call, write, send a quick request, or design
            it online and we will take it from there.
          </SectionHead>
          <ul className={styles.promises}>
            <li className={styles.promise}>
              <span className={styles.promiseFigure}>24 hours</span>
              {business.responsePromise}
            </li>
            <li className={styles.promise}>
              <span className={styles.promiseFigure}>3 business days</span>
              {business.quotePromise}
            </li>
          </ul>
          {/* The recipe rather than <Button asChild>: the landing page need not load Radix Slot. */}
          <div className={styles.actions}>
            <Link to="/customize" className={button({ size: 'lg' })}>
              Start Your Design
            </Link>
            <a
              href={`#${SECTION_IDS.quickRequest}`}
              className={button({ size: 'lg', tone: 'secondary' })}
            >
              Send a Quick Request
            </a>
          </div>
        </div>
        <address className={styles.card}>
          <Row
            label="Phone"
            icon={
              <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />
            }
          >
            <a className={styles.link} href={telHref(business.phone)}>
              {business.phone}
            </a>
          </Row>
          <Row
            label="Email"
            icon={
              <>
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="m3 7 9 6 9-6" />
              </>
            }
          >
            <a className={`${styles.link} ${styles.email}`} href={`mailto:${business.email}`}>
              <BreakableEmail email={business.email} />
            </a>
          </Row>
          <Row
            label="Workshop"
            icon={
              <>
                <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
                <circle cx="12" cy="9" r="2.5" />
              </>
            }
          >
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </Row>
          {business.openingHours && (
            <Row
              label="Opening hours"
              icon={
                <>
                  <circle cx="12" cy="12" r="9" />
                  <path d="M12 7v5l3 2" />
                </>
              }
            >
              <span className={styles.lines}>{business.openingHours}</span>
            </Row>
          )}
          {business.serviceArea && (
            <Row
              label="We deliver to"
              icon={
                <>
                  <path d="M3 7h11v9H3z" />
                  <path d="M14 10h4l3 3v3h-7" />
                  <circle cx="7" cy="17.5" r="1.5" />
                  <circle cx="17" cy="17.5" r="1.5" />
                </>
              }
            >
              <span className={styles.lines}>{business.serviceArea}</span>
            </Row>
          )}
        </address>
      </div>
    </section>
  );
}
