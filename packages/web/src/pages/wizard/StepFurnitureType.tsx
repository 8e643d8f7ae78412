import { WIZARD_FURNITURE_TYPE_OPTIONS } from '@workshop/domain';
import { visuallyHidden } from '../../design/recipes.css';
import { FurnitureIcon } from './FurnitureIcon';
import { RadioCard } from './RadioCard';
import * as styles from './choices.css';
import type { StepProps } from './types';

/** Step 1: the five pieces the workshop builds from the wizard. */
export function StepFurnitureType({ draft, send }: StepProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={visuallyHidden}>Furniture type (required)</legend>
      <div className={styles.cardGrid}>
        {WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => (
          <RadioCard
            key={option.value}
            name="furnitureType"
            value={option.value}
            checked={draft.furnitureType === option.value}
            onSelect={() => send({ type: 'CHOOSE_FURNITURE_TYPE', value: option.value })}
            title={option.name}
            icon={<FurnitureIcon type={option.value} className={styles.typeIcon} />}
          >
            <span className={styles.cardDescription}>{option.description}</span>
            <span className={styles.cardExample}>e.g. {option.example}</span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
