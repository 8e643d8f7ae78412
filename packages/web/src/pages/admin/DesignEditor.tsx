import {
  buildPieceModel,
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  dimensionFieldsFor,
  estimatePrice,
  featuresFor,
  formatPriceRange,
  isConstructionMaterial,
  type QuotedDesign,
} from '@workshop/domain';
import { usePriceList } from '../../api/price-list';
import { PieceDrawing } from '../../features/piece/PieceDrawing';
import { PriceEstimate } from '../../features/piece/PriceEstimate';
import { SelectField, TextField } from '../../ui/Field';
import * as styles from './design-editor.css';

/**
 * The design a quote prices, opened in the wizard's own pieces: its sizes, wood and features
 * change the drawing and the indicative price as the workshop types; sent with the quote.
 */
export function DesignEditor({
  design,
  onChange,
}: {
  design: QuotedDesign;
  onChange: (design: QuotedDesign) => void;
}) {
  const prices = usePriceList();
  const wood = design.specificMaterial
    ? `${design.constructionMaterial}:${design.specificMaterial}`
    : design.constructionMaterial;
  return (
    <section className={styles.editor} aria-label="Design" data-testid="design-editor">
      <h3 className={styles.heading}>Design</h3>
      <PieceDrawing model={buildPieceModel(design)} className={styles.drawing} />
      <PriceEstimate
        label="Indicative price of this design"
        range={formatPriceRange(estimatePrice(design, prices))}
        note="From the workshop's price list: the quote's amount is yours to set."
        live
      />
      <div className={styles.sizes}>
        {dimensionFieldsFor(design.furnitureType).map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={`design-${field.key}`}
            inputMode="decimal"
            maxLength={20}
            value={design.dimensions[field.key] ?? ''}
            onChange={(event) =>
              onChange({
                ...design,
                dimensions: { ...design.dimensions, [field.key]: event.target.value },
              })
            }
          />
        ))}
      </div>
      <SelectField
        label="Wood or material"
        name="design-material"
        value={wood}
        onChange={(event) => {
          const [construction = '', specific = ''] = event.target.value.split(':');
          onChange({
            ...design,
            constructionMaterial: isConstructionMaterial(construction) ? construction : '',
            specificMaterial: specific,
          });
        }}
      >
        <option value="">Not chosen</option>
        {CONSTRUCTION_MATERIALS.map((construction) => (
          <optgroup key={construction} label={CONSTRUCTION_MATERIAL_OPTIONS[construction].name}>
            {CONSTRUCTION_MATERIAL_OPTIONS[construction].options.map((option) => (
              <option key={option.value} value={`${construction}:${option.value}`}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <fieldset className={styles.features}>
        <legend className={styles.legend}>Features</legend>
        {featuresFor(design.furnitureType).map((feature) => (
          <label key={feature} className={styles.feature}>
            <input
              type="checkbox"
              checked={design.features.includes(feature)}
              onChange={(event) =>
                onChange({
                  ...design,
                  features: event.target.checked
                    ? [...design.features, feature]
                    : design.features.filter((chosen) => chosen !== feature),
                })
              }
            />
            {feature}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
