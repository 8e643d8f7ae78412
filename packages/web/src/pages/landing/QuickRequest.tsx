import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './quick-request.css';

/** Said in place of the form while it loads, or if it cannot. */
function Placeholder({ failed = false }: { readonly failed?: boolean }) {
  return (
    <div className={styles.placeholder}>
      <p role={failed ? 'alert' : undefined}>
        {failed ? 'The form could not be loaded. Please reload the page.' : 'Loading the form…'}
      </p>
    </div>
  );
}

// The form (its fields, the validation rules, the upload) is not part of the landing page's
// budget: its chunk is fetched only when the section comes near the screen or is touched.
const QuickRequestForm = lazy(() =>
  import('./QuickRequestForm').catch(() => ({ default: () => <Placeholder failed /> })),
);

/** How far below the screen the section starts fetching its form. */
const AHEAD = '0px 0px 600px 0px';

/**
 * The quick request form on /, for visitors who would rather not take the 8 steps: the
 * section (heading and words, prerendered) is light; the form arrives when it is needed.
 */
export function QuickRequest() {
  const ref = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (wanted || !node) return;
    if (typeof IntersectionObserver !== 'function') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);

  const want = () => setWanted(true);

  return (
    <section
      ref={ref}
      id={SECTION_IDS.quickRequest}
      className={`${section.section} ${section.sunken}`}
      aria-labelledby="quick-request-heading"
      onFocus={want}
      onPointerDown={want}
    >
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.intro}>
          <SectionHead
            id="quick-request-heading"
            eyebrow="Quick request"
            title="Send a Quick Request"
            compact
          >
            No time for the 8 steps? Tell us what you have in mind and roughly what you would like
            to spend. Your first request also opens your account, so you can follow the project.
          </SectionHead>
        </div>
        {wanted ? (
          <Suspense fallback={<Placeholder />}>
            <QuickRequestForm />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    </section>
  );
}
