import { useShowcase, type PublicShowcase } from '../../api/reviews';
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

type PublishedPiece = PublicShowcase['pieces'][number];

/** The grid's column widths, for the browser to pick a photo's size before layout. */
const PHOTO_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

/** A finished piece the workshop published: its first chosen photo, served at several widths. */
function PieceItem({ piece }: { piece: PublishedPiece }) {
  const [photo] = piece.photos;
  if (!photo) return null;
  return (
    <li className={styles.item}>
      <img
        className={styles.photo}
        src={photo.url}
        srcSet={photo.srcset}
        sizes={PHOTO_SIZES}
        width={photo.width}
        height={photo.height}
        alt={`${piece.title}, photographed in our workshop`}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.text}>
        <h3 className={styles.title}>{piece.title}</h3>
        {piece.text && <p className={styles.subtitle}>{piece.text}</p>}
      </div>
    </li>
  );
}

/**
 * The spec's six commissions, then the finished pieces the workshop published from its own
 * projects. The prerendered page holds the six; the published ones are read once the page is
 * hydrated, below the fold, so the first paint stays the same for everyone.
 */
export function Portfolio() {
  const pieces = useShowcase().data?.pieces ?? [];
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
          {pieces.map((piece) => (
            <PieceItem key={piece.id} piece={piece} />
          ))}
        </ul>
      </div>
    </section>
  );
}
