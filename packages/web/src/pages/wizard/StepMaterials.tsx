import { Fragment } from 'react';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
  materialLook,
  type ConstructionMaterialOption,
  type SurfaceFinishOption,
} from '@workshop/domain';
import { RadioCard, RadioChip } from './RadioCard';
import { RequiredMark } from './RequiredMark';
import * as styles from './choices.css';
import * as fields from './fields.css';
import type { StepProps } from './types';

function MaterialDetails({ material }: { readonly material: ConstructionMaterialOption }) {
  return (
    <div className={styles.details}>
      <span className={styles.cardSubtitle}>{material.subtitle}</span>
      <div className={styles.detailLists}>
        <div>
          <span className={`${styles.detailTitle} ${styles.prosTitle}`}>Pros</span>
          <ul className={styles.detailList}>
            {material.pros.map((pro) => (
              <li key={pro} className={styles.pro}>
                {pro}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <span className={`${styles.detailTitle} ${styles.consTitle}`}>Cons</span>
          <ul className={styles.detailList}>
            {material.cons.map((con) => (
              <li key={con} className={styles.con}>
                {con}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.note}>
        <strong>{material.note.kind === 'joinery' ? 'Joinery: ' : 'Best uses: '}</strong>
        {material.note.text}
      </p>
    </div>
  );
}

function FinishDetails({ finish }: { readonly finish: SurfaceFinishOption }) {
  return (
    <>
      <span className={styles.cardDescription}>{finish.description}</span>
      <span className={styles.sheens}>
        <span className={styles.detailTitle}>Sheens</span>
        <span>
          {finish.sheens.map((sheen, index) => (
            // The separator stays outside the unbreakable name so the line can wrap.
            <Fragment key={sheen}>
              {index > 0 && ' · '}
              <span className={styles.sheen}>{sheen}</span>
            </Fragment>
          ))}
        </span>
      </span>
    </>
  );
}

/** Step 4: construction material and its specific option, surface finish and its option. */
export function StepMaterials({ draft, send }: StepProps) {
  const material =
    draft.constructionMaterial === ''
      ? undefined
      : CONSTRUCTION_MATERIAL_OPTIONS[draft.constructionMaterial];
  const finish =
    draft.surfaceFinish === '' ? undefined : SURFACE_FINISH_OPTIONS[draft.surfaceFinish];

  return (
    <div className={fields.stack}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Construction Material
          <RequiredMark />
        </legend>
        <div className={`${styles.cardGrid} ${styles.cardGridTwo}`}>
          {CONSTRUCTION_MATERIALS.map((value) => {
            const option = CONSTRUCTION_MATERIAL_OPTIONS[value];
            return (
              <RadioCard
                key={value}
                name="constructionMaterial"
                value={value}
                checked={draft.constructionMaterial === value}
                onSelect={() => send({ type: 'CHOOSE_CONSTRUCTION_MATERIAL', value })}
                title={option.name}
              >
                <MaterialDetails material={option} />
              </RadioCard>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Specific Material
          <RequiredMark />
        </legend>
        {material ? (
          <div className={styles.chipRow}>
            {material.options.map((option) => (
              <RadioChip
                key={option.value}
                name="specificMaterial"
                value={option.value}
                label={option.name}
                look={materialLook(option.value)}
                checked={draft.specificMaterial === option.value}
                onSelect={() => send({ type: 'CHOOSE_SPECIFIC_MATERIAL', value: option.value })}
              />
            ))}
          </div>
        ) : (
          <p className={styles.placeholder}>Choose a construction material first.</p>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Surface Finish
          <RequiredMark />
        </legend>
        <div className={`${styles.cardGrid} ${styles.cardGridThree}`}>
          {SURFACE_FINISHES.map((value) => {
            const option = SURFACE_FINISH_OPTIONS[value];
            return (
              <RadioCard
                key={value}
                name="surfaceFinish"
                value={value}
                checked={draft.surfaceFinish === value}
                onSelect={() => send({ type: 'CHOOSE_SURFACE_FINISH', value })}
                title={option.name}
              >
                <FinishDetails finish={option} />
              </RadioCard>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Finish Details
          <RequiredMark />
        </legend>
        {finish ? (
          <div className={styles.chipRow}>
            {finish.options.map((option) => (
              <RadioChip
                key={option.value}
                name="specificFinish"
                value={option.value}
                label={option.name}
                checked={draft.specificFinish === option.value}
                onSelect={() => send({ type: 'CHOOSE_SPECIFIC_FINISH', value: option.value })}
              />
            ))}
          </div>
        ) : (
          <p className={styles.placeholder}>Choose a surface finish first.</p>
        )}
      </fieldset>
    </div>
  );
}
