import { PORTFOLIO_SPEC_ITEMS, type PortfolioSpecKey } from '@workshop/domain';
import { useShowcase, type PublicShowcase } from '../../api/public-showcase';
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

/** A drawn illustration of one of the spec's six, shown while the item has no photograph. */
interface Illustration {
  readonly image: string;
  readonly alt: string;
}

const ILLUSTRATIONS: Readonly<Record<PortfolioSpecKey, Illustration>> = {
  'live-edge-table': {
    image: liveEdgeTable,
    alt: 'A black walnut live edge dining table with a maple butterfly key, on two steel trapezoid legs',
  },
  'conference-table': {
    image: conferenceTable,
    alt: 'A boat-shaped white oak conference table on two pedestals, leather chairs behind it',
  },
  'reception-desk': {
    image: receptionDesk,
    alt: 'A reception desk with a fluted oak front, a walnut transaction counter and a lower wing',
  },
  workstation: {
    image: workstation,
    alt: 'A maple desk on tapered walnut legs with a walnut monitor riser, a brass lamp and a plant',
  },
  'bar-top': {
    image: barTop,
    alt: 'A solid oak bar top on a paneled walnut counter with a brass foot rail, two stools and three pendant lamps',
  },
  bookshelf: {
    image: bookshelf,
    alt: 'A tall cherry bookshelf filled with books, a vase, a plant and a basket',
  },
};

type PortfolioItem = PublicShowcase['portfolio'][number];

/** The spec's six as a fresh install shows them: what the build's landing holds. */
const SPEC_ITEMS: readonly PortfolioItem[] = PORTFOLIO_SPEC_ITEMS.map((item) => ({
  ...item,
  photos: [],
}));

const illustrationOf = (specKey: string | null): Illustration | undefined =>
  specKey !== null && specKey in ILLUSTRATIONS
    ? ILLUSTRATIONS[specKey as PortfolioSpecKey]
    : undefined;

type PublishedPiece = PublicShowcase['pieces'][number];

/** The grid's column widths, for the browser to pick a photo's size before layout. */
const PHOTO_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, calc(100vw - 2.5rem)';

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

/** A portfolio item: its first photograph, or while it has none the spec's drawing. */
function Item({ item }: { item: PortfolioItem }) {
  const [photo] = item.photos;
  const drawing = illustrationOf(item.specKey);
  if (!photo && !drawing) return null;
  return (
    <li className={styles.item}>
      {photo ? (
        <img
          className={styles.photo}
          src={photo.url}
          srcSet={photo.srcset}
          sizes={PHOTO_SIZES}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <img
          className={styles.picture}
          src={drawing?.image}
          width={800}
          height={600}
          alt={drawing?.alt}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.text}>
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.subtitle}>{item.subtitle}</p>
      </div>
    </li>
  );
}

/**
 * The workshop's portfolio (the spec's six until the owner changes it), then the finished
 * pieces it published from its own projects. The server renders the landing with both, so it
 * reads with scripts off; the build's landing holds the six and reads the rest once hydrated.
 */
export function Portfolio() {
  const showcase = useShowcase();
  const items = showcase?.portfolio ?? SPEC_ITEMS;
  const pieces = showcase?.pieces ?? [];
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
          {items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
          {pieces.map((piece) => (
            <PieceItem key={piece.id} piece={piece} />
          ))}
        </ul>
      </div>
    </section>
  );
}
