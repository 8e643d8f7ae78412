import { CONSTRUCTION_MATERIAL_OPTIONS, SURFACE_FINISH_OPTIONS } from '../catalog/materials';
import { formatInches } from './parse-length';
import type { PieceModel } from './piece-model';
import type { SizeEntry } from './piece-size';
import { tableOptionsOf, type TableBase } from './table-options';

/** How each feature with a visible form reads in a sentence. */
const FEATURE_PHRASES: Readonly<Record<string, string>> = {
  'Storage Drawers': 'storage drawers',
  'Glass Top': 'a glass top',
  'Metal Legs': 'metal legs',
  'Live Edge': 'a live edge',
  Drawers: 'a drawer pedestal',
  'Keyboard Tray': 'a keyboard tray',
  'Cable Management': 'cable management',
  Hutch: 'a hutch',
  'L-Shaped': 'an L-shaped return',
  'Soft-Close Doors': 'soft-close doors',
  'Adjustable Shelves': 'adjustable shelves',
  'Glass Panels': 'glass panels',
  'Pull-Out Drawers': 'pull-out drawers',
  'Crown Molding': 'crown molding',
  'Ventilation Slots': 'ventilation slots',
  'Master Key System': 'a master key system',
  'Number Plates': 'number plates',
  'Coat Hooks': 'coat hooks',
  'Padlock Compatible': 'padlock hasps',
  Lighting: 'lighting',
  'Hidden Compartments': 'a hidden compartment',
};

const NOUNS = {
  table: 'table',
  desk: 'desk',
  cabinet: 'cabinet',
  locker: 'locker',
  storage: 'storage unit',
} as const;

/** How a table's base names it: a 'trestle table'; four legs are what 'table' already says. */
const BASE_WORDS: Readonly<Record<TableBase, string>> = {
  legs: '',
  trestle: 'trestle ',
  pedestal: 'pedestal ',
};

const ADJECTIVES = { length: 'long', width: 'wide', depth: 'deep', height: 'high' } as const;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'Walnut Veneer' reads 'walnut veneer'; an acronym keeps its capitals ('standard MDF'). */
function lowerWords(name: string): string {
  return name
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** A size as typed or read, whole sixteenths included (213 cm reads 83.875 inches). */
function inches(value: number): string {
  return `${formatInches(value)} inches`;
}

function sizePhrase(entry: SizeEntry): string {
  const typical = entry.typical ? ' (typical)' : '';
  if (entry.field.key === 'compartments') return `${entry.value} compartments${typical}`;
  return `${inches(entry.value)} ${ADJECTIVES[entry.field.key]}${typical}`;
}

/** The material in words: 'walnut veneer', 'white melamine'; '' while not chosen. */
export function materialName(model: Pick<PieceModel, 'design'>): string {
  const { constructionMaterial, specificMaterial } = model.design;
  if (constructionMaterial === '') return '';
  const group = CONSTRUCTION_MATERIAL_OPTIONS[constructionMaterial];
  const option = group.options.find((candidate) => candidate.value === specificMaterial);
  return lowerWords(option?.name ?? group.name);
}

/** The finish in words: 'oil finish', 'satin paint'; '' while not chosen. */
export function finishName(model: PieceModel): string {
  const { surfaceFinish, specificFinish } = model.design;
  if (surfaceFinish === '') return '';
  const group = SURFACE_FINISH_OPTIONS[surfaceFinish];
  const option = group.options.find((candidate) => candidate.value === specificFinish);
  return lowerWords(option?.name ?? group.name);
}

/** The piece's name with its wood: 'walnut trestle table', 'MCP locker', 'desk'. */
export function pieceName(model: Pick<PieceModel, 'design'>): string {
  const { design } = model;
  const material = materialName(model);
  const base = design.furnitureType === 'table' ? BASE_WORDS[tableOptionsOf(design).base] : '';
  const noun = `${base}${NOUNS[design.furnitureType]}`;
  return material ? `${material} ${noun}` : noun;
}

/** A table's leaves in a sentence: 'an extension leaf of 18 inches', '2 extension leaves of 15 inches'. */
function leavesPhrase(model: Pick<PieceModel, 'design'>): string | null {
  if (model.design.furnitureType !== 'table') return null;
  const { leafCount, leafLength } = tableOptionsOf(model.design);
  if (leafCount === 0) return null;
  const length = `${Number(leafLength.toFixed(2))} inches`;
  return leafCount === 1
    ? `an extension leaf of ${length}`
    : `${leafCount} extension leaves of ${length}`;
}

/**
 * The drawing in words, for its accessible name: 'Preview of your walnut trestle table, 84
 * inches long, 40 inches wide and 29 inches high (typical), in oil finish, with 2 extension
 * leaves of 18 inches.'
 */
export function describePiece(model: PieceModel): string {
  const what = pieceName(model);
  const sizes =
    model.design.furnitureType === 'locker'
      ? lockerSizes(model.size)
      : list(model.size.map(sizePhrase));
  const finish = finishName(model);
  const leaves = leavesPhrase(model);
  const features = [
    ...(leaves ? [leaves] : []),
    ...model.design.features
      .map((feature) => FEATURE_PHRASES[feature])
      .filter((phrase): phrase is string => phrase !== undefined),
  ];
  return [
    `Preview of your ${what}, ${sizes}`,
    finish ? `, in ${finish}` : '',
    features.length > 0 ? `, with ${list(features)}` : '',
    '.',
  ].join('');
}

function lockerSizes(size: readonly SizeEntry[]): string {
  const count = size.find((entry) => entry.field.key === 'compartments');
  const rest = size.filter((entry) => entry.field.key !== 'compartments');
  return `${count ? sizePhrase(count) : ''}, each ${list(rest.map(sizePhrase))}`;
}
