import { useId, useState } from 'react';
import {
  dimensionFieldsFor,
  dimensionProblems,
  isWizardFurnitureType,
  MAX_DIMENSION_LENGTH,
  sizingTipsFor,
  TYPICAL_SIZES,
  type DimensionKey,
} from '@workshop/domain';
import * as fields from './fields.css';
import type { StepProps } from './types';

/**
 * Step 5: sizes for the chosen type (all optional, free text as the spec has them), beside the
 * sizing tips. A size the drawing cannot use gets advice under its field once the visitor leaves
 * it (not while typing "8" on the way to "84"): the range the workshop builds, and that the
 * drawing uses a typical size meanwhile. Next never waits for it.
 */
export function StepDimensions({ draft, send }: StepProps) {
  const id = useId();
  const [left, setLeft] = useState<ReadonlySet<DimensionKey>>(new Set());
  const tips = sizingTipsFor(draft.furnitureType);
  const problems = dimensionProblems(draft.furnitureType, draft.dimensions);
  const typical = isWizardFurnitureType(draft.furnitureType)
    ? TYPICAL_SIZES[draft.furnitureType]
    : {};
  return (
    <div className={fields.stack}>
      <p className={fields.help}>
        Rough numbers are fine: we confirm every measurement with you before we build. Leave a field
        empty if you are not sure: the drawing uses a typical size until you give yours.
      </p>
      <div className={fields.fieldGrid}>
        {dimensionFieldsFor(draft.furnitureType).map((field) => {
          const inputId = `${id}-${field.key}`;
          const adviceId = `${inputId}-advice`;
          const isCount = field.unit === 'count';
          const problem = left.has(field.key) ? problems[field.key] : undefined;
          const example = typical[field.key]?.value ?? (isCount ? 4 : 30);
          return (
            <div key={field.key} className={fields.field}>
              <label htmlFor={inputId} className={fields.label}>
                {field.label}
              </label>
              <div className={fields.inputWithUnit}>
                <input
                  id={inputId}
                  name={field.key}
                  className={isCount ? fields.textInput : fields.unitInput}
                  type="text"
                  inputMode={isCount ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  maxLength={MAX_DIMENSION_LENGTH}
                  placeholder={`e.g. ${example}`}
                  value={draft.dimensions[field.key] ?? ''}
                  aria-describedby={problem ? adviceId : undefined}
                  onChange={(event) =>
                    send({ type: 'SET_DIMENSION', key: field.key, value: event.target.value })
                  }
                  onBlur={() => setLeft((keys) => new Set(keys).add(field.key))}
                />
                {!isCount && (
                  <span className={fields.unit} aria-hidden="true">
                    in
                  </span>
                )}
              </div>
              {problem && (
                <p id={adviceId} className={fields.advice}>
                  {`${problem}: the drawing shows a typical ${example}${isCount ? '' : ' in'} until then. You can still go on; we confirm every size with you.`}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {tips.length > 0 && (
        <aside className={fields.tips} aria-labelledby={`${id}-tips`}>
          <h3 id={`${id}-tips`} className={fields.infoTitle}>
            Sizing tips
          </h3>
          <ul className={fields.infoList}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
