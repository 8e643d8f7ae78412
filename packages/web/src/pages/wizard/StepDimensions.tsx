import { useId } from 'react';
import { dimensionFieldsFor, MAX_DIMENSION_LENGTH, sizingTipsFor } from '@workshop/domain';
import * as fields from './fields.css';
import type { StepProps } from './types';

/** Step 5: free-text sizes for the chosen type (all optional), beside the sizing tips. */
export function StepDimensions({ draft, send }: StepProps) {
  const id = useId();
  const tips = sizingTipsFor(draft.furnitureType);
  return (
    <div className={fields.stack}>
      <p className={fields.help}>
        Rough numbers are fine: we confirm every measurement with you before we build. Leave a field
        empty if you are not sure.
      </p>
      <div className={fields.fieldGrid}>
        {dimensionFieldsFor(draft.furnitureType).map((field) => {
          const inputId = `${id}-${field.key}`;
          const isCount = field.unit === 'count';
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
                  placeholder={isCount ? 'e.g. 4' : 'e.g. 30'}
                  value={draft.dimensions[field.key] ?? ''}
                  onChange={(event) =>
                    send({ type: 'SET_DIMENSION', key: field.key, value: event.target.value })
                  }
                />
                {!isCount && (
                  <span className={fields.unit} aria-hidden="true">
                    in
                  </span>
                )}
              </div>
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
