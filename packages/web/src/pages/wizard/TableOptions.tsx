import { useId } from 'react';
import {
  isLeafCount,
  LEAF_COUNTS,
  LEAF_LENGTH_CHOICES,
  TABLE_BASE_OPTIONS,
  TABLE_BASES,
  tableOptionsOf,
} from '@workshop/domain';
import { leafCountLabel, withChosen } from '../../features/piece/table-choices';
import { RadioCard } from './RadioCard';
import * as styles from './choices.css';
import * as fields from './fields.css';
import type { StepProps } from './types';

/**
 * Step 6 for a table: what it stands on, and its leaves (how many, how long each). Leaves make
 * it Extendable and taking Extendable off takes them (the machine keeps the two together).
 */
export function TableOptions({ draft, send }: StepProps) {
  const id = useId();
  const options = tableOptionsOf(draft);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Base</legend>
        <p className={styles.groupHint}>What the table stands on.</p>
        <div className={`${styles.cardGrid} ${styles.cardGridThree}`}>
          {TABLE_BASES.map((base) => (
            <RadioCard
              key={base}
              name="base"
              value={base}
              checked={options.base === base}
              onSelect={() => send({ type: 'CHOOSE_BASE', value: base })}
              title={TABLE_BASE_OPTIONS[base].name}
            >
              <span className={styles.cardDescription}>{TABLE_BASE_OPTIONS[base].description}</span>
            </RadioCard>
          ))}
        </div>
      </fieldset>
      <div className={fields.fieldGrid}>
        <div className={fields.field}>
          <label htmlFor={`${id}-leaves`} className={fields.label}>
            Leaves
          </label>
          <select
            id={`${id}-leaves`}
            name="leafCount"
            className={fields.select}
            value={options.leafCount}
            aria-describedby={`${id}-leaves-help`}
            onChange={(event) => {
              const count = Number(event.target.value);
              if (isLeafCount(count)) send({ type: 'SET_LEAF_COUNT', value: count });
            }}
          >
            {LEAF_COUNTS.map((count) => (
              <option key={count} value={count}>
                {leafCountLabel(count)}
              </option>
            ))}
          </select>
          <p id={`${id}-leaves-help`} className={fields.help}>
            Extra lengths of top for guests; leaves make the table Extendable.
          </p>
        </div>
        {options.leafCount > 0 && (
          <div className={fields.field}>
            <label htmlFor={`${id}-leaf-length`} className={fields.label}>
              Length of each leaf
            </label>
            <select
              id={`${id}-leaf-length`}
              name="leafLength"
              className={fields.select}
              value={options.leafLength}
              onChange={(event) =>
                send({ type: 'SET_LEAF_LENGTH', value: Number(event.target.value) })
              }
            >
              {withChosen(LEAF_LENGTH_CHOICES, options.leafLength).map((length) => (
                <option key={length} value={length}>
                  {length} in
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </>
  );
}
