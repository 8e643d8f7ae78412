import { Contact } from './Contact';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Materials } from './Materials';
import { Portfolio } from './Portfolio';
import { Process } from './Process';
import { QuickRequest } from './QuickRequest';
import { SECTION_IDS } from './section-ids';
import { Services } from './Services';
import * as styles from './landing-page.css';

/** The public home page: who we are, what we have built, how it works and how to reach us. */
export default function LandingPage() {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${SECTION_IDS.main}`}>
        Skip to main content
      </a>
      <Header />
      <main id={SECTION_IDS.main} className={styles.main} tabIndex={-1}>
        <Hero />
        <Portfolio />
        <Process />
        <Services />
        <Materials />
        <Contact />
        <QuickRequest />
      </main>
      <Footer />
    </div>
  );
}
