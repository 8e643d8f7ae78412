import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './process.css';

const STEPS = [
  {
    title: 'Share Your Vision',
    text: 'Upload photos of pieces you love, or simply describe what you have in mind.',
  },
  {
    title: 'Design Your Furniture',
    text: 'Work with our engineer on the specifications and CAD drawings, refined until you approve them.',
  },
  {
    title: 'Request a Quote',
    text: 'Receive a detailed quote based on the approved design, with no surprises later.',
  },
  {
    title: 'Build',
    text: 'Your piece is handcrafted in our workshop from premium, hand-selected materials.',
  },
  {
    title: 'Delivery & Set-up',
    text: 'We deliver it ourselves, set it up in place and make sure it is just right.',
  },
] as const;

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
          {STEPS.map((step, index) => (
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
