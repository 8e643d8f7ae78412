import { container } from '../../design/recipes.css';
import barTop from './illustrations/bar-top.svg?no-inline';
import bookshelf from './illustrations/bookshelf.svg?no-inline';
import conferenceTable from './illustrations/conference-table.svg?no-inline';
import liveEdgeTable from './illustrations/live-edge-table.svg?no-inline';
import receptionDesk from './illustrations/reception-desk.svg?no-inline';
import workstation from './illustrations/workstation.svg?no-inline';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './portfolio.css';

interface PortfolioItem {
  readonly title: string;
  readonly subtitle: string;
  readonly image: string;
  readonly alt: string;
}

const ITEMS: readonly PortfolioItem[] = [
  {
    title: 'Live Edge Table',
    subtitle: 'Black walnut slab on blackened steel',
    image: liveEdgeTable,
    alt: 'A black walnut live edge dining table with a maple butterfly key, on two steel trapezoid legs',
  },
  {
    title: 'Conference Table',
    subtitle: 'White oak, seats twelve',
    image: conferenceTable,
    alt: 'A boat-shaped white oak conference table on two pedestals, leather chairs behind it',
  },
  {
    title: 'Reception Desk',
    subtitle: 'Fluted oak with a walnut counter',
    image: receptionDesk,
    alt: 'A reception desk with a fluted oak front, a walnut transaction counter and a lower wing',
  },
  {
    title: 'Workstation',
    subtitle: 'Maple desk on tapered walnut legs',
    image: workstation,
    alt: 'A maple desk on tapered walnut legs with a walnut monitor riser, a brass lamp and a plant',
  },
  {
    title: 'Bar Top',
    subtitle: 'Solid oak on a paneled walnut base',
    image: barTop,
    alt: 'A solid oak bar top on a paneled walnut counter with a brass foot rail, two stools and three pendant lamps',
  },
  {
    title: 'Bookshelf',
    subtitle: 'Solid cherry with adjustable shelves',
    image: bookshelf,
    alt: 'A tall cherry bookshelf filled with books, a vase, a plant and a basket',
  },
];

export function Portfolio() {
  return (
    <section
      id={SECTION_IDS.portfolio}
      className={section.section}
      aria-labelledby={SECTION_IDS.portfolioHeading}
    >
      <div className={container}>
        <SectionHead
          id={SECTION_IDS.portfolioHeading}
          eyebrow="Portfolio"
          title="Our Work"
          focusable
        >
          A few recent commissions, each designed with its owner and built by hand in our workshop.
        </SectionHead>
        <ul className={styles.grid}>
          {ITEMS.map((item) => (
            <li key={item.title} className={styles.item}>
              <img
                className={styles.picture}
                src={item.image}
                width={800}
                height={600}
                alt={item.alt}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.text}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.subtitle}>{item.subtitle}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
