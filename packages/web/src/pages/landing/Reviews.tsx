import { furnitureTypeLabel } from '@workshop/domain';
import type { PublicShowcase } from '../../api/public-showcase';
import { useWorkshopProfile } from '../../api/public-profile';
import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './reviews.css';

const starsOf = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** schema.org data for search engines: the workshop, its average and its reviews. */
function structuredData(
  name: string,
  showcase: PublicShowcase,
  rating: NonNullable<PublicShowcase['rating']>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: showcase.reviews.map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
      reviewBody: review.text,
      datePublished: review.date,
      // Customers are never named on the site: the review speaks for a customer.
      author: { '@type': 'Person', name: 'Verified customer' },
    })),
  };
}

/**
 * What customers say: the approved reviews and their average, with their structured data. Takes
 * plain data, so the server can render it into the prerendered page as well as the client.
 * Nothing shows while no review is approved.
 */
export function Reviews({ showcase }: { showcase: PublicShowcase }) {
  const business = useWorkshopProfile();
  const { rating } = showcase;
  if (!rating) return null;
  // '<' escaped: the JSON sits inside a script element.
  const json = JSON.stringify(structuredData(business.name, showcase, rating)).replace(
    /</g,
    '\\u003c',
  );
  return (
    <section
      id={SECTION_IDS.reviews}
      className={section.section}
      aria-labelledby={SECTION_IDS.reviewsHeading}
    >
      <div className={container}>
        <SectionHead
          id={SECTION_IDS.reviewsHeading}
          eyebrow="Reviews"
          title="What Our Customers Say"
        >
          In their own words, once their piece was home.
        </SectionHead>
        <p className={styles.summary}>
          <span className={styles.average}>{rating.average.toFixed(1)}</span>
          <span className={styles.stars} aria-hidden="true">
            {starsOf(Math.round(rating.average))}
          </span>
          <span>
            out of 5, from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
        <ul className={styles.list}>
          {showcase.reviews.map((review, index) => (
            <li key={`${review.date}-${index}`}>
              <figure className={styles.card}>
                <p
                  className={styles.stars}
                  role="img"
                  aria-label={`${review.rating} out of 5 stars`}
                >
                  {starsOf(review.rating)}
                </p>
                <blockquote className={styles.text}>{review.text}</blockquote>
                <figcaption className={styles.byline}>
                  A customer
                  {review.furnitureType
                    ? `, on their ${furnitureTypeLabel(review.furnitureType).toLowerCase()}`
                    : ''}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </section>
  );
}
