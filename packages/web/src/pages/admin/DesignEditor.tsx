import {
  buildPieceModel,
  CONSTRUCTION_MATERIAL_OPTIONS,
  CONSTRUCTION_MATERIALS,
  dimensionFieldsFor,
  estimatePrice,
  featuresFor,
  formatPriceRange,
  isConstructionMaterial,
  isLeafCount,
  isLeafLength,
  isSurfaceFinish,
  isTableBase,
  isWizardFurnitureType,
  LEAF_COUNTS,
  LEAF_LENGTH_CHOICES,
  STYLE_OPTIONS,
  stylesFor,
  SURFACE_FINISH_OPTIONS,
  SURFACE_FINISHES,
  TABLE_BASE_OPTIONS,
  TABLE_BASES,
  tableOptionsOf,
  withFeatureToggled,
  withFurnitureType,
  withLeafCount,
  WIZARD_FURNITURE_TYPE_OPTIONS,
  type QuotedDesign,
  type WizardFurnitureType,
} from '@workshop/domain';
import { usePriceList } from '../../api/price-list';
import { PieceDrawing } from '../../features/piece/PieceDrawing';
import { PriceEstimate } from '../../features/piece/PriceEstimate';
import { SelectField, TextField } from '../../ui/Field';
import { leafCountLabel, withChosen } from '../../features/piece/table-choices';
import * as styles from './design-editor.css';

/** A request sent without the wizard has no design: the workshop starts one from its type. */
const blankDesign = (furnitureType: WizardFurnitureType): QuotedDesign => ({
  furnitureType,
  style: '',
  constructionMaterial: '',
  specificMaterial: '',
  surfaceFinish: '',
  specificFinish: '',
  dimensions: {},
  features: [],
  hardware: '',
  notes: '',
});

/** "group:option", or the group alone while no option of it is chosen. */
const paired = (group: string, option: string) => (option ? `${group}:${option}` : group);

/** A table's base and its leaves, as the wizard asks them. */
function TableChoices({
  design,
  onChange,
}: {
  design: QuotedDesign;
  onChange: (design: QuotedDesign) => void;
}) {
  const options = tableOptionsOf(design);
  return (
    <div className={styles.choices}>
      <SelectField
        label="Base"
        name="design-base"
        value={options.base}
        onChange={(event) => {
          const base = event.target.value;
          if (isTableBase(base)) onChange({ ...design, base });
        }}
      >
        {TABLE_BASES.map((base) => (
          <option key={base} value={base}>
            {TABLE_BASE_OPTIONS[base].name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Leaves"
        name="design-leaves"
        value={options.leafCount}
        onChange={(event) => {
          const count = Number(event.target.value);
          if (isLeafCount(count)) onChange(withLeafCount(design, count));
        }}
      >
        {LEAF_COUNTS.map((count) => (
          <option key={count} value={count}>
            {leafCountLabel(count)}
          </option>
        ))}
      </SelectField>
      {options.leafCount > 0 && (
        <SelectField
          label="Length of each leaf"
          name="design-leaf-length"
          value={options.leafLength}
          onChange={(event) => {
            const leafLength = Number(event.target.value);
            if (isLeafLength(leafLength)) onChange({ ...design, leafLength });
          }}
        >
          {withChosen(LEAF_LENGTH_CHOICES, options.leafLength).map((length) => (
            <option key={length} value={length}>
              {length} in
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

/**
 * The design a quote prices, opened in the wizard's own pieces: its type, style, sizes, wood,
 * finish, features and a table's base and leaves change the drawing and the indicative price as the workshop types; sent
 * with the quote. Null until a type is chosen (a request that came without a design).
 */
export function DesignEditor({
  design,
  onChange,
}: {
  design: QuotedDesign | null;
  onChange: (design: QuotedDesign) => void;
}) {
  const prices = usePriceList();
  const typeField = (
    <SelectField
      label="Furniture type"
      name="design-type"
      value={design?.furnitureType ?? ''}
      hint={design ? undefined : 'This request has no design yet: choose a type to draw one.'}
      onChange={(event) => {
        const type = event.target.value;
        if (!isWizardFurnitureType(type)) return;
        onChange(design ? withFurnitureType(design, type) : blankDesign(type));
      }}
    >
      {!design && <option value="">No design</option>}
      {WIZARD_FURNITURE_TYPE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
  if (!design) {
    return (
      <section className={styles.editor} aria-label="Design" data-testid="design-editor">
        <h3 className={styles.heading}>Design</h3>
        {typeField}
      </section>
    );
  }
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
      <div className={styles.choices}>
        {typeField}
        <SelectField
          label="Style"
          name="design-style"
          value={design.style}
          onChange={(event) =>
            onChange({
              ...design,
              style: stylesFor(design.furnitureType).find((s) => s === event.target.value) ?? '',
            })
          }
        >
          <option value="">Not chosen</option>
          {stylesFor(design.furnitureType).map((style) => (
            <option key={style} value={style}>
              {STYLE_OPTIONS[style].name}
            </option>
          ))}
        </SelectField>
      </div>
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
        value={paired(design.constructionMaterial, design.specificMaterial)}
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
      <SelectField
        label="Finish"
        name="design-finish"
        value={paired(design.surfaceFinish, design.specificFinish)}
        onChange={(event) => {
          const [finish = '', specific = ''] = event.target.value.split(':');
          onChange({
            ...design,
            surfaceFinish: isSurfaceFinish(finish) ? finish : '',
            specificFinish: specific,
          });
        }}
      >
        <option value="">Not chosen</option>
        {SURFACE_FINISHES.map((finish) => (
          <optgroup key={finish} label={SURFACE_FINISH_OPTIONS[finish].name}>
            {SURFACE_FINISH_OPTIONS[finish].options.map((option) => (
              <option key={option.value} value={`${finish}:${option.value}`}>
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
              onChange={() => onChange(withFeatureToggled(design, feature))}
            />
            {feature}
          </label>
        ))}
      </fieldset>
      {design.furnitureType === 'table' && <TableChoices design={design} onChange={onChange} />}
    </section>
  );
}
