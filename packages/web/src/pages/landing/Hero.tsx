import { Link } from 'react-router-dom';
import { container } from '../../design/recipes.css';
import handPlane from './illustrations/hand-plane.svg?no-inline';
import { SECTION_IDS } from './section-ids';
import * as styles from './hero.css';
import { useWorkshopProfile } from '../../api/public-profile';

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

export function Hero() {
  const business = useWorkshopProfile();
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
      </div>
    </section>
  );
}
