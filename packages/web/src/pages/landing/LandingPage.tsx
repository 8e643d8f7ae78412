import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sentRequestOf } from '../../features/request-confirmation/sent-request';
import { About } from './About';
import { Contact } from './Contact';
import { Footer } from './Footer';
import { Header } from './Header';
import { Hero } from './Hero';
import { Materials } from './Materials';
import { Portfolio } from './Portfolio';
import { Process } from './Process';
import { QuickRequest } from './QuickRequest';
import { ReviewsSection } from './ReviewsSection';
import { SECTION_IDS } from './section-ids';
import { Services } from './Services';
import * as styles from './landing-page.css';

// Only a visitor who just sent a request downloads its confirmation.
const SentPanel = lazy(() => import('./SentPanel'));

/**
 * The public home page: who we are, what we have built, how it works and how to reach us; at
 * its top, the confirmation of a request the wizard just sent.
 */
export default function LandingPage() {
  const sent = sentRequestOf(useLocation().state);
  // The prerendered page has no confirmation: it appears once hydrated, so a reload that
  // still carries one does not contradict the HTML it hydrates.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${SECTION_IDS.main}`}>
        Skip to main content
      </a>
      <Header />
      <main id={SECTION_IDS.main} className={styles.main} tabIndex={-1}>
        {hydrated && sent && (
          <Suspense fallback={null}>
            <SentPanel sent={sent} />
          </Suspense>
        )}
        <Hero />
        <Portfolio />
        <ReviewsSection />
        <Process />
        <Services />
        <Materials />
        <About />
        <Contact />
        <QuickRequest />
      </main>
      <Footer />
    </div>
  );
}
