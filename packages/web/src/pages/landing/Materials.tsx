import { LANDING_MATERIALS } from '@workshop/domain';
import { container } from '../../design/recipes.css';
import { SectionHead } from './SectionHead';
import { SECTION_IDS } from './section-ids';
import * as section from './section.css';
import * as styles from './materials.css';

type Material = (typeof LANDING_MATERIALS)[number];

const NOTES: Record<Material, string> = {
  Oak: 'Strong and open-grained, with honey tones and a bold figure.',
  Walnut: 'Deep chocolate brown with a fine, flowing grain.',
  Cherry: 'Smooth and warm; it deepens to a russet glow with age.',
  Maple: 'Pale, hard and even: bright, modern and very durable.',
  'Reclaimed wood':
    'Old beams and boards with nail holes and a story; ask for it in your notes and we quote it.',
};

export function Materials() {
  return (
    <section
      id={SECTION_IDS.materials}
      className={`${section.section} ${section.sunken}`}
      aria-labelledby="materials-heading"
    >
      <div className={container}>
        <SectionHead id="materials-heading" eyebrow="Materials" title="Woods We Work With">
          Solid hardwoods chosen board by board, and fine veneers where a panel needs to stay flat.
        </SectionHead>
        <ul className={styles.grid}>
          {LANDING_MATERIALS.map((material) => (
            <li key={material} className={styles.item}>
              <div className={`${styles.swatch} ${styles.wood[material]}`} aria-hidden="true" />
              <h3 className={styles.name}>{material}</h3>
              <p className={styles.note}>{NOTES[material]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
