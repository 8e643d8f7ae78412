import { Link } from 'react-router-dom';
import { Button } from '../ui/Button';
import { Footer } from './landing/Footer';
import { Header } from './landing/Header';
import * as styles from './not-found.css';
import { useWorkshopProfile } from '../api/public-profile';

/** The site's header and footer around the spec's "404 Page Not Found", with a way home. */
export default function NotFoundPage() {
  const business = useWorkshopProfile();
  return (
    <div className={styles.page}>
      {/* React hoists it into <head>: the tab and screen readers name the page. */}
      <title>{`Page Not Found · ${business.name}`}</title>
      <Header onLanding={false} />
      <main className={styles.main}>
        <div className={styles.stack}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1>Page Not Found</h1>
          <p className={styles.text}>
            We looked in every drawer, but this page isn’t here. It may have moved, or the link may
            be mistyped.
          </p>
          <Button asChild size="lg">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </main>
      <Footer />
    </div>
  );
}
