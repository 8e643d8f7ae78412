import { Link } from 'react-router-dom';
import { container } from '../../design/recipes.css';
import handPlane from './illustrations/hand-plane.svg?no-inline';
import { SECTION_IDS } from './section-ids';
import * as styles from './hero.css';
import { useWorkshopProfile } from '../../api/public-profile';
import { useShowcase, type PublicShowcase } from '../../api/public-showcase';

/**
 * Brings the portfolio into view (smoothly, unless the visitor asked for reduced motion) and
 * moves focus to its heading, so a keyboard user carries on reading from there.
 */
function showPortfolio() {
  const section = document.getElementById(SECTION_IDS.portfolio);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  document.getElementById(SECTION_IDS.portfolioHeading)?.focus({ preventScroll: true });
}

/** A photograph as the showcase serves it, with what it shows. */
interface LeadPhoto {
  readonly url: string;
  readonly srcset: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly caption: string;
}

/**
 * The photograph the page opens on: the first the portfolio shows (its items in the owner's
 * order, then the published pieces), so the owner picks it by ordering the portfolio. None
 * until the workshop has a photograph; the drawing stands in till then.
 */
function leadPhoto(showcase: PublicShowcase | undefined): LeadPhoto | undefined {
  if (!showcase) return undefined;
  for (const item of showcase.portfolio) {
    const [photo] = item.photos;
    if (photo) return { ...photo, caption: item.title };
  }
  for (const piece of showcase.pieces) {
    const [photo] = piece.photos;
    if (photo) {
      return {
        ...photo,
        alt: `${piece.title}, photographed in our workshop`,
        caption: piece.title,
      };
    }
  }
  return undefined;
}

/**
 * The hero column's width, for the browser to pick the photograph's size before layout: the
 * page's width less its margins on a phone (so a 1.75x phone takes the 720, not the 960).
 */
const LEAD_SIZES = '(min-width: 64rem) 34rem, calc(100vw - 2.5rem)';

export function Hero() {
  const business = useWorkshopProfile();
  const lead = leadPhoto(useShowcase());
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            Custom furniture · {business.address.city}, {business.address.regionCode}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {business.name}
          </h1>
          <p className={styles.tagline}>{business.tagline}</p>
          <div className={styles.actions}>
            <Link to="/customize" className={styles.primary}>
              Design Your Furniture
            </Link>
            <button type="button" className={styles.secondary} onClick={showPortfolio}>
              View Our Work
            </button>
          </div>
          <ul className={styles.promises}>
            <li className={styles.promise}>
              <span className={styles.promiseFigure}>24 hours</span>
              Our reply to every message
            </li>
            <li className={styles.promise}>
              <span className={styles.promiseFigure}>3 business days</span>
              To a detailed quote for a new request
            </li>
          </ul>
        </div>
        {lead ? (
          <figure className={styles.plate}>
            <img
              className={`${styles.plateImage} ${styles.photo}`}
              src={lead.url}
              srcSet={lead.srcset}
              sizes={LEAD_SIZES}
              width={lead.width}
              height={lead.height}
              alt={lead.alt}
              fetchPriority="high"
            />
            <figcaption className={styles.caption}>{lead.caption}, from our workshop.</figcaption>
          </figure>
        ) : (
          <figure className={styles.plate}>
            <img
              className={styles.plateImage}
              src={handPlane}
              width={680}
              height={380}
              alt="A hand plane on a white oak board, a long wood shaving curling from its mouth"
              fetchPriority="high"
            />
            <figcaption className={styles.caption}>Every piece begins at the bench.</figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
