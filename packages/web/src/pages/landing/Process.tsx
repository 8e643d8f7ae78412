import { PROCESS_STEPS } from '@workshop/domain';
import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './process.css';

export function Process() {
  return (
    <section
      id={SECTION_IDS.process}
      className={`${section.section} ${section.sunken}`}
      aria-labelledby="process-heading"
    >
      <div className={container}>
        <SectionHead id="process-heading" eyebrow="How it works" title="Our Process">
          Five steps from a first idea to the day your piece takes its place at home.
        </SectionHead>
        <ol className={styles.steps}>
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.numeral} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
