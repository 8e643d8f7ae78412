import type { ReactNode } from 'react';
import { SERVICES } from '@workshop/domain';
import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './services.css';

type Service = (typeof SERVICES)[number];

const DESCRIPTIONS: Record<Service, string> = {
  'Custom Furniture':
    'Tables, desks, cabinets, lockers and storage, designed around your room and built to last for generations.',
  'Furniture Repair':
    'Loose joints, split tops and tired drawers, repaired with proper joinery rather than shortcuts.',
  'Wood Refinishing':
    'Worn finishes stripped by hand and renewed in oil, lacquer or paint, so the grain shows at its best.',
  'Design Consultation':
    'Not sure where to start? Talk it through with our engineer, with sketches, samples and CAD drawings.',
};

/** Line icons on a 32 px grid, drawn in the text colour. */
const ICONS: Record<Service, ReactNode> = {
  // a chair, side view
  'Custom Furniture': <path d="M10 4.5 9 28M9.6 17H23.5M23 17v11M9.3 23h13.7M10 8.5h3.5" />,
  // a joiner's mallet
  'Furniture Repair': (
    <g transform="rotate(-40 16 16)">
      <rect x="8" y="4" width="16" height="8" rx="2" />
      <path d="M16 12v16" />
    </g>
  ),
  // a finishing brush
  'Wood Refinishing': (
    <g transform="rotate(30 16 16)">
      <path d="M16 3v8" />
      <rect x="12" y="11" width="8" height="5" rx="1" />
      <path d="M12 16h8l1.5 11h-11Z" />
    </g>
  ),
  // a drafting compass drawing an arc
  'Design Consultation': (
    <>
      <circle cx="16" cy="6" r="2" />
      <path d="m15 8-6 17M17 8l6 17M8 26c4 2.5 12 2.5 16 0" />
    </>
  ),
};

export function Services() {
  return (
    <section
      id={SECTION_IDS.services}
      className={section.section}
      aria-labelledby="services-heading"
    >
      <div className={container}>
        <SectionHead id="services-heading" eyebrow="Services" title="What We Do">
          From a single heirloom table to a fitted office, and the care that keeps old pieces going.
        </SectionHead>
        <ul className={styles.grid}>
          {SERVICES.map((service) => (
            <li key={service} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <svg
                  width="34"
                  height="34"
                  viewBox="0 0 32 32"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {ICONS[service]}
                </svg>
              </span>
              <h3 className={styles.title}>{service}</h3>
              <p className={styles.text}>{DESCRIPTIONS[service]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
