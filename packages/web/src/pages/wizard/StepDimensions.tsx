import { useId, useState } from 'react';
import {
  dimensionFieldsFor,
  dimensionProblems,
  formatInches,
  inchesAsWritten,
  isPlainNumber,
  isWizardFurnitureType,
  MAX_DIMENSION_LENGTH,
  parseLength,
  sizeExamples,
  sizingTipsFor,
  TYPICAL_SIZES,
  type DimensionKey,
  type DimensionProblem,
} from '@workshop/domain';
import * as fields from './fields.css';
import type { StepProps } from './types';

/**
 * The inches a size means when it is not written as a number of inches ("7 ft" → 84,
 * "1 1/2 in" → 1.5), to show under it as it is typed; else null.
 */
function understoodInches(text: string): number | null {
  return inchesAsWritten(text) === null ? parseLength(text) : null;
}

/** The advice under a size the drawing cannot use, with the typical size it uses meanwhile. */
function adviceText(problem: DimensionProblem, typical: number, isCount: boolean): string {
  if (problem.kind === 'unreadable' && !isCount) {
    return `${problem.message}: the drawing uses a typical ${formatInches(typical)} in. Try ${sizeExamples(typical)}.`;
  }
  return `${problem.message}: the drawing shows a typical ${typical}${isCount ? '' : ' in'} until then. You can still go on; we confirm every size with you.`;
}

/**
 * Step 5: sizes for the chosen type (all optional, free text as the spec has them), beside the
 * sizing tips. A size written otherwise than in inches ("7 ft", "213 cm") shows the inches it means
 * under it as it is typed. A size the drawing cannot use gets advice under its field once the
 * visitor leaves it (not while typing "8" on the way to "84"): how to write one, or the range
 * the workshop builds, and that the drawing uses a typical size meanwhile. Next never waits.
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
        {`Rough numbers are fine, in inches or as you measure them (72, 6 ft, 6' 2", 183 cm): we confirm every measurement with you before we build. Leave a field empty if you are not sure: the drawing uses a typical size until you give yours.`}
      </p>
      <div className={fields.fieldGrid}>
        {dimensionFieldsFor(draft.furnitureType).map((field) => {
          const inputId = `${id}-${field.key}`;
          const adviceId = `${inputId}-advice`;
          const meansId = `${inputId}-means`;
          const isCount = field.unit === 'count';
          const text = draft.dimensions[field.key] ?? '';
          const problem = left.has(field.key) ? problems[field.key] : undefined;
          const example = typical[field.key]?.value ?? (isCount ? 4 : 30);
          const means = isCount ? null : understoodInches(text);
          // The "in" beside the field belongs to a plain number: "7 ft in" would say otherwise.
          const showUnit = !isCount && (text.trim() === '' || isPlainNumber(text));
          const describedBy = [means === null ? null : meansId, problem ? adviceId : null]
            .filter((describer) => describer !== null)
            .join(' ');
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
                  value={text}
                  aria-describedby={describedBy === '' ? undefined : describedBy}
                  onChange={(event) =>
                    send({ type: 'SET_DIMENSION', key: field.key, value: event.target.value })
                  }
                  onBlur={() => setLeft((keys) => new Set(keys).add(field.key))}
                />
                {showUnit && (
                  <span className={fields.unit} aria-hidden="true">
                    in
                  </span>
                )}
              </div>
              {means !== null && (
                <p id={meansId} className={fields.help}>
                  {`= ${formatInches(means)} in`}
                </p>
              )}
              {problem && (
                <p id={adviceId} className={fields.advice}>
                  {adviceText(problem, example, isCount)}
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
