import { useId } from 'react';
import { featuresFor, NOTES_MAX_LENGTH } from '@workshop/domain';
import { textarea } from '../../design/recipes.css';
import * as styles from './choices.css';
import * as fields from './fields.css';
import { TableOptions } from './TableOptions';
import type { StepProps } from './types';

/** Below this many characters left, the counter turns red. */
const LOW_ROOM = 50;

/**
 * Step 6: the features the chosen type offers (a table's base and leaves too), and the
 * visitor's own notes. The notes go to the
 * workshop in full, as the project notes; the field takes no more than the limit (a paste past
 * it stops there, as any text field does), so Next is always allowed (spec section 5).
 */
export function StepFeatures({ draft, send }: StepProps) {
  const id = useId();
  const left = NOTES_MAX_LENGTH - draft.notes.length;
  const features = featuresFor(draft.furnitureType);
  return (
    <div className={fields.stack}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Special Features</legend>
        <p className={styles.groupHint}>Optional. Choose as many as you like.</p>
        <div className={styles.checkboxGrid}>
          {features.map((feature) => {
            const checked = draft.features.includes(feature);
            return (
              <label
                key={feature}
                className={[styles.checkboxCard, checked ? styles.choiceCardSelected : ''].join(
                  ' ',
                )}
              >
                <input
                  type="checkbox"
                  className={`${styles.checkbox} ${styles.checkboxInCard}`}
                  name="features"
                  value={feature}
                  checked={checked}
                  onChange={() => send({ type: 'TOGGLE_FEATURE', feature })}
                />
                {feature}
              </label>
            );
          })}
        </div>
      </fieldset>

      {draft.furnitureType === 'table' && <TableOptions draft={draft} send={send} />}

      <div className={fields.field}>
        <label htmlFor={`${id}-notes`} className={fields.label}>
          Additional Notes
        </label>
        <p id={`${id}-notes-help`} className={fields.help}>
          Anything else we should know: wood colour, where the piece will stand, who uses it. We
          read every word: your notes travel with your request in full.
        </p>
        <textarea
          id={`${id}-notes`}
          name="notes"
          className={textarea}
          rows={5}
          value={draft.notes}
          maxLength={NOTES_MAX_LENGTH}
          aria-describedby={`${id}-notes-help ${id}-notes-count`}
          onChange={(event) =>
            send({ type: 'SET_TEXT', field: 'notes', value: event.target.value })
          }
        />
        <p
          id={`${id}-notes-count`}
          className={[fields.counter, left <= LOW_ROOM ? fields.counterLow : ''].join(' ')}
        >
          {`${left} ${left === 1 ? 'character' : 'characters'} left`}
        </p>
      </div>
    </div>
  );
}
