import { dimensionFieldsFor, type DimensionKey } from '../catalog/dimensions';
import { featuresFor } from '../catalog/features';
import { isWizardFurnitureType, type WizardFurnitureType } from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  isConstructionMaterial,
  isSurfaceFinish,
  SURFACE_FINISH_OPTIONS,
  type ConstructionMaterial,
  type SurfaceFinish,
} from '../catalog/materials';
import { stylesFor, type Style } from '../catalog/styles';
import type { WizardDraft } from '../wizard/draft';
import {
  isLeafCount,
  isLeafLength,
  isTableBase,
  type LeafCount,
  type TableBase,
} from './table-options';

/** What the drawing and the price read of a design: the piece, never the contact details. */
export interface PieceDesign {
  readonly furnitureType: WizardFurnitureType;
  readonly style: Style | '';
  readonly constructionMaterial: ConstructionMaterial | '';
  /** A value of the construction material's options, or '' while not chosen. */
  readonly specificMaterial: string;
  readonly surfaceFinish: SurfaceFinish | '';
  /** A value of the surface finish's options, or '' while not chosen. */
  readonly specificFinish: string;
  /** As typed; the rules decide which are usable. */
  readonly dimensions: Readonly<Partial<Record<DimensionKey, string>>>;
  /** Feature labels the type offers. */
  readonly features: readonly string[];
  /**
   * A table's base, its leaves and their length in inches. Absent on other types, and on a
   * table saved before they were asked: `tableOptionsOf` reads the defaults then.
   */
  readonly base?: TableBase | undefined;
  readonly leafCount?: LeafCount | undefined;
  readonly leafLength?: number | undefined;
}

/** The piece a wizard draft describes, once its type is chosen. */
export function pieceDesignOf(draft: WizardDraft): PieceDesign | null {
  if (draft.furnitureType === '') return null;
  return {
    furnitureType: draft.furnitureType,
    style: draft.style,
    constructionMaterial: draft.constructionMaterial,
    specificMaterial: draft.specificMaterial,
    surfaceFinish: draft.surfaceFinish,
    specificFinish: draft.specificFinish,
    dimensions: draft.dimensions,
    features: draft.features,
    ...tableChoicesOf(draft),
  };
}

/** The table options a design holds, as optional fields: only those given, only on a table. */
export function tableChoicesOf(design: {
  readonly furnitureType: string;
  readonly base?: TableBase | undefined;
  readonly leafCount?: LeafCount | undefined;
  readonly leafLength?: number | undefined;
}): Pick<PieceDesign, 'base' | 'leafCount' | 'leafLength'> {
  if (design.furnitureType !== 'table') return {};
  return {
    ...(design.base === undefined ? {} : { base: design.base }),
    ...(design.leafCount === undefined ? {} : { leafCount: design.leafCount }),
    ...(design.leafLength === undefined ? {} : { leafLength: design.leafLength }),
  };
}

/** The choices that depend on the furniture type. */
type TypedChoices = Pick<
  PieceDesign,
  'style' | 'features' | 'dimensions' | 'base' | 'leafCount' | 'leafLength'
> & {
  readonly furnitureType: WizardFurnitureType | '';
};

/**
 * A new type keeps only the choices that still make sense for it: a style the type offers,
 * features it offers, dimensions it has fields for, and a base and leaves only as a table.
 */
export function withFurnitureType<D extends TypedChoices>(
  design: D,
  furnitureType: WizardFurnitureType,
): D {
  if (design.furnitureType === furnitureType) return design;
  const offeredFeatures = featuresFor(furnitureType);
  const fieldKeys = new Set<string>(dimensionFieldsFor(furnitureType).map((field) => field.key));
  return {
    ...(withoutTableChoices(design) as D),
    ...tableChoicesOf({ ...design, furnitureType }),
    furnitureType,
    style:
      design.style !== '' && stylesFor(furnitureType).includes(design.style) ? design.style : '',
    features: design.features.filter((feature) => offeredFeatures.includes(feature)),
    dimensions: Object.fromEntries(
      Object.entries(design.dimensions).filter(([key]) => fieldKeys.has(key)),
    ),
  };
}

/** The choices without a table's options: another type has none. */
function withoutTableChoices<D extends TypedChoices>({
  base: _base,
  leafCount: _leafCount,
  leafLength: _leafLength,
  ...rest
}: D): Omit<D, 'base' | 'leafCount' | 'leafLength'> {
  return rest;
}

/** A design as a saved draft holds it: text columns, the dimensions as JSON text. */
export interface SavedDesign {
  readonly furnitureType: string;
  readonly style: string | null;
  /** The construction material (the draft's `material` column). */
  readonly constructionMaterial: string | null;
  readonly specificMaterial: string | null;
  /** The surface finish group (the draft's `finish` column). */
  readonly surfaceFinish: string | null;
  readonly specificFinish: string | null;
  readonly dimensions: string | null;
  readonly features: readonly string[];
  /** A table's options as saved; absent or null when not given (a design saved before them). */
  readonly base?: string | null | undefined;
  readonly leafCount?: number | null | undefined;
  readonly leafLength?: number | null | undefined;
}

const SIZE_KEYS: readonly DimensionKey[] = ['length', 'width', 'depth', 'height', 'compartments'];

/**
 * The sizes in a draft's dimensions (JSON text of an object, each size as text or a number),
 * or null when the text is not that. Keys that are not sizes are left out.
 */
export function readSizes(json: string): Partial<Record<DimensionKey, string>> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const sizes: Partial<Record<DimensionKey, string>> = {};
  for (const [key, value] of Object.entries(parsed)) {
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else return null;
    if ((SIZE_KEYS as readonly string[]).includes(key)) sizes[key as DimensionKey] = text;
  }
  return sizes;
}

/**
 * The piece a saved draft describes, read against the catalog: a value the catalog does not
 * know reads as not chosen, so an old or hand-made draft still draws and prices. Null for a
 * type outside the wizard's five.
 */
export function pieceDesignFromSaved(saved: SavedDesign): PieceDesign | null {
  const furnitureType = saved.furnitureType;
  if (!isWizardFurnitureType(furnitureType)) return null;
  const style = stylesFor(furnitureType).find((candidate) => candidate === saved.style) ?? '';
  const construction =
    saved.constructionMaterial && isConstructionMaterial(saved.constructionMaterial)
      ? saved.constructionMaterial
      : '';
  const finish =
    saved.surfaceFinish && isSurfaceFinish(saved.surfaceFinish) ? saved.surfaceFinish : '';
  const knownMaterial =
    construction !== '' &&
    CONSTRUCTION_MATERIAL_OPTIONS[construction].options.some(
      (option) => option.value === saved.specificMaterial,
    );
  const knownFinish =
    finish !== '' &&
    SURFACE_FINISH_OPTIONS[finish].options.some((option) => option.value === saved.specificFinish);
  const offered = featuresFor(furnitureType);
  return {
    furnitureType,
    style,
    constructionMaterial: construction,
    specificMaterial: knownMaterial ? (saved.specificMaterial ?? '') : '',
    surfaceFinish: finish,
    specificFinish: knownFinish ? (saved.specificFinish ?? '') : '',
    dimensions: (saved.dimensions && readSizes(saved.dimensions)) || {},
    features: offered.filter((feature) => saved.features.includes(feature)),
    ...tableChoicesOf({
      furnitureType,
      base: isTableBase(saved.base) ? saved.base : undefined,
      leafCount: isLeafCount(saved.leafCount) ? saved.leafCount : undefined,
      leafLength: isLeafLength(saved.leafLength) ? saved.leafLength : undefined,
    }),
  };
}
