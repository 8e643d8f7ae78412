import { dimensionFieldsFor, type DimensionKey } from '../catalog/dimensions';
import { furnitureTypeLabel } from '../catalog/furniture-types';
import { CONSTRUCTION_MATERIAL_OPTIONS, SURFACE_FINISH_OPTIONS } from '../catalog/materials';
import { STYLE_OPTIONS } from '../catalog/styles';
import { inchesAsWritten } from './parse-length';
import { pieceDesignFromSaved, type PieceDesign, type SavedDesign } from './piece-design';
import { sizeForReader } from './size-for-reader';
import {
  EXTENDABLE,
  leavesText,
  TABLE_BASE_OPTIONS,
  tableOptionsOf,
  type TableOptions,
} from './table-options';

/**
 * The design a quote version prices: the piece as the wizard models it, with the hardware and
 * the notes that go with it. Pinned on each version, so what is signed is what was priced.
 */
export interface QuotedDesign extends PieceDesign {
  /** As typed; '' when none is asked for. */
  readonly hardware: string;
  readonly notes: string;
}

/** A saved design with its hardware and notes, read against the catalog as the wizard reads it. */
export function quotedDesignFromSaved(
  saved: SavedDesign & { readonly hardware: string | null; readonly notes: string | null },
): QuotedDesign | null {
  const piece = pieceDesignFromSaved(saved);
  return piece && { ...piece, hardware: saved.hardware ?? '', notes: saved.notes ?? '' };
}

const SIZE_ORDER: readonly DimensionKey[] = ['length', 'width', 'depth', 'height', 'compartments'];

function materialName(design: QuotedDesign): string {
  if (design.constructionMaterial === '') return '';
  const group = CONSTRUCTION_MATERIAL_OPTIONS[design.constructionMaterial];
  return (
    group.options.find((option) => option.value === design.specificMaterial)?.name ?? group.name
  );
}

function finishName(design: QuotedDesign): string {
  if (design.surfaceFinish === '') return '';
  const group = SURFACE_FINISH_OPTIONS[design.surfaceFinish];
  return group.options.find((option) => option.value === design.specificFinish)?.name ?? group.name;
}

const styleName = (design: QuotedDesign) =>
  design.style === '' ? '' : STYLE_OPTIONS[design.style].name;

/** "Walnut → Cherry", "Finish: none → Lacquer": a choice that changed, or nothing. */
function choice(label: string | null, from: string, to: string): string[] {
  if (from === to) return [];
  const named = `${from || 'none'} → ${to || 'none'}`;
  return [label ? `${label}: ${named}` : named];
}

/** A table's options; null for another type, which has none. */
const tableOf = (design: PieceDesign): TableOptions | null =>
  design.furnitureType === 'table' ? tableOptionsOf(design) : null;

/** "Base: Four legs → Trestle base", "+ 2 leaves of 18 in", "Leaves: 1 leaf of 18 in → 2 leaves of 18 in". */
function tableChanges(from: PieceDesign, to: PieceDesign): string[] {
  const before = tableOf(from);
  const after = tableOf(to);
  const lines: string[] = [];
  if (after && before && before.base !== after.base) {
    lines.push(
      `Base: ${TABLE_BASE_OPTIONS[before.base].name} → ${TABLE_BASE_OPTIONS[after.base].name}`,
    );
  } else if (after && !before && after.base !== 'legs') {
    lines.push(`+ ${TABLE_BASE_OPTIONS[after.base].name}`);
  }
  const had = before ? leavesText(before) : '';
  const has = after ? leavesText(after) : '';
  if (had === has) return lines;
  if (had === '') lines.push(`+ ${has}`);
  else if (has === '') lines.push(`− ${had}`);
  else lines.push(`Leaves: ${had} → ${has}`);
  return lines;
}

/**
 * What changed from one design to another, a line each, in the order the wizard asks:
 * "Dining table → Desk", "Length 72 → 84 in", "Oak → Walnut", "Base: Four legs → Trestle
 * base", "+ 2 leaves of 18 in", "+ Glass Top". Empty when nothing did.
 */
export function designChanges(from: QuotedDesign, to: QuotedDesign): string[] {
  const lines: string[] = [];
  if (from.furnitureType !== to.furnitureType) {
    lines.push(
      `${furnitureTypeLabel(from.furnitureType)} → ${furnitureTypeLabel(to.furnitureType)}`,
    );
  }
  lines.push(...choice('Style', styleName(from), styleName(to)));
  lines.push(...choice(null, materialName(from), materialName(to)));
  lines.push(...choice('Finish', finishName(from), finishName(to)));
  const fields = dimensionFieldsFor(to.furnitureType);
  for (const key of SIZE_ORDER) {
    const before = from.dimensions[key]?.trim() ?? '';
    const after = to.dimensions[key]?.trim() ?? '';
    if (before === after) continue;
    const field = fields.find((candidate) => candidate.key === key);
    const label = field?.descriptionLabel ?? key[0]!.toUpperCase() + key.slice(1);
    const unit =
      (field?.unit ?? (key === 'compartments' ? 'count' : 'inches')) === 'inches' ? ' in' : '';
    const numbers = [before, after].every((size) => size === '' || inchesAsWritten(size) !== null);
    if (unit === '' || numbers) {
      const number = (size: string) => (unit === '' ? size : (inchesAsWritten(size) ?? ''));
      lines.push(`${label} ${number(before) || '—'} → ${number(after) || '—'}${after ? unit : ''}`);
    } else {
      // Written in feet or in words: each side says its own ("72 in → 84 in (7 ft)").
      const shown = (size: string) => (size === '' ? '—' : sizeForReader(size, 'in'));
      lines.push(`${label} ${shown(before)} → ${shown(after)}`);
    }
  }
  const table = tableChanges(from, to);
  lines.push(...table);
  // Leaves added or taken say what Extendable would: it is not said twice.
  const saidByLeaves = (feature: string) =>
    feature === EXTENDABLE && table.some((line) => /lea(f|ves) of/.test(line));
  for (const feature of to.features)
    if (!from.features.includes(feature) && !saidByLeaves(feature)) lines.push(`+ ${feature}`);
  for (const feature of from.features)
    if (!to.features.includes(feature) && !saidByLeaves(feature)) lines.push(`− ${feature}`);
  lines.push(...choice('Hardware', from.hardware.trim(), to.hardware.trim()));
  if (from.notes.trim() !== to.notes.trim()) lines.push('Notes changed');
  return lines;
}

/** One line of a design's specification: "Sizes", "Length 84 in × Width 40 in × Height 30 in". */
export interface DesignLine {
  readonly label: string;
  readonly value: string;
}

/**
 * A design as a quote specifies it, a labelled line for each part chosen, in the order the
 * wizard asks: what the customer signs for, beside its drawing.
 */
export function designSpecification(design: QuotedDesign): DesignLine[] {
  const sizes = dimensionFieldsFor(design.furnitureType)
    .map((field) => {
      const value = design.dimensions[field.key]?.trim() ?? '';
      if (value === '') return null;
      const shown = field.unit === 'inches' ? sizeForReader(value, 'in') : value;
      return `${field.descriptionLabel} ${shown}`;
    })
    .filter((size): size is string => size !== null);
  const table = tableOf(design);
  const lines: DesignLine[] = [
    { label: 'Piece', value: furnitureTypeLabel(design.furnitureType) },
    { label: 'Style', value: styleName(design) },
    { label: 'Wood', value: materialName(design) },
    { label: 'Finish', value: finishName(design) },
    { label: 'Sizes', value: sizes.join(' × ') },
    { label: 'Base', value: table ? TABLE_BASE_OPTIONS[table.base].name : '' },
    { label: 'Leaves', value: table ? leavesText(table) : '' },
    { label: 'Features', value: design.features.join(', ') },
    { label: 'Hardware', value: design.hardware.trim() },
    { label: 'Design notes', value: design.notes.trim() },
  ];
  return lines.filter((line) => line.value !== '');
}
