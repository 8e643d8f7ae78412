import { STYLE_OPTIONS, stylesFor } from '@workshop/domain';
import { visuallyHidden } from '../../design/recipes.css';
import { RadioCard } from './RadioCard';
import * as styles from './choices.css';
import type { StepProps } from './types';

/** Step 3: the styles offered for the chosen type. */
export function StepStyle({ draft, send }: StepProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={visuallyHidden}>Style (required)</legend>
      <div className={`${styles.cardGrid} ${styles.cardGridTwo}`}>
        {stylesFor(draft.furnitureType).map((value) => {
          const option = STYLE_OPTIONS[value];
          return (
            <RadioCard
              key={value}
              name="style"
              value={value}
              checked={draft.style === value}
              onSelect={() => send({ type: 'CHOOSE_STYLE', value })}
              title={option.name}
            >
              <span className={styles.cardDescription}>{option.description}</span>
            </RadioCard>
          );
        })}
      </div>
    </fieldset>
  );
}
