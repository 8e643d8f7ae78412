import type { WizardFurnitureType } from '../catalog/furniture-types';
import { deskParts } from './builders/desk';
import { cabinetParts } from './builders/cabinet';
import { lockerParts } from './builders/locker';
import { storageParts } from './builders/storage';
import { tableParts } from './builders/table';
import { partMaker, type BodyMaterial, type Measure, type Part, type ViewName } from './part';
import type { PieceDesign } from './piece-design';
import { resolveSize, sizeOf, type SizeEntry } from './piece-size';

/** The piece as parts with sizes in inches, ready to draw to scale and to describe. */
export interface PieceModel {
  readonly design: PieceDesign;
  /** Every size the piece has, typical where the visitor gave none (or none usable). */
  readonly size: readonly SizeEntry[];
  readonly parts: readonly Part[];
  /** The two views that show it best: what it looks like, and the size the first one hides. */
  readonly views: readonly [ViewName, ViewName];
  readonly measures: readonly Measure[];
  readonly body: BodyMaterial;
}

/** Which two views show a type best. Tables and desks are read from above (top, leaves, return). */
const VIEWS: Readonly<Record<WizardFurnitureType, readonly [ViewName, ViewName]>> = {
  table: ['front', 'plan'],
  desk: ['front', 'plan'],
  cabinet: ['front', 'side'],
  locker: ['front', 'side'],
  storage: ['front', 'side'],
};

/** The parts model of a design: a pure function of the wizard's choices. */
export function buildPieceModel(design: PieceDesign): PieceModel {
  const size = resolveSize(design.furnitureType, design.dimensions);
  const body: BodyMaterial = {
    material: design.specificMaterial || design.constructionMaterial,
    finish: design.specificFinish,
  };
  const make = partMaker(body);
  const get = (key: Parameters<typeof sizeOf>[1]) => sizeOf(size, key);
  const line = (
    key: SizeEntry['field']['key'],
    view: ViewName,
    axis: Measure['axis'],
    to: number,
  ): Measure => {
    const entry = size.find((candidate) => candidate.field.key === key) as SizeEntry;
    return { key, view, axis, from: 0, to, value: entry.value, typical: entry.typical };
  };

  let parts: Part[];
  let measures: Measure[];
  switch (design.furnitureType) {
    case 'table': {
      const dims = { length: get('length'), width: get('width'), height: get('height') };
      parts = tableParts(design, dims, make);
      measures = [
        line('length', 'front', 'x', dims.length),
        line('height', 'front', 'y', dims.height),
        line('width', 'plan', 'z', dims.width),
      ];
      break;
    }
    case 'desk': {
      const dims = { width: get('width'), depth: get('depth'), height: get('height') };
      parts = deskParts(design, dims, make);
      measures = [
        line('width', 'front', 'x', dims.width),
        line('height', 'front', 'y', dims.height),
        line('depth', 'plan', 'z', dims.depth),
      ];
      break;
    }
    case 'locker': {
      const dims = {
        compartmentWidth: get('width'),
        count: get('compartments'),
        depth: get('depth'),
        height: get('height'),
      };
      parts = lockerParts(design, dims, make);
      measures = [
        line('width', 'front', 'x', dims.compartmentWidth),
        line('height', 'front', 'y', dims.height),
        line('depth', 'side', 'z', dims.depth),
      ];
      break;
    }
    case 'cabinet':
    case 'storage': {
      const dims = { width: get('width'), depth: get('depth'), height: get('height') };
      parts =
        design.furnitureType === 'cabinet'
          ? cabinetParts(design, dims, make)
          : storageParts(design, dims, make);
      measures = [
        line('width', 'front', 'x', dims.width),
        line('height', 'front', 'y', dims.height),
        line('depth', 'side', 'z', dims.depth),
      ];
      break;
    }
  }
  return { design, size, parts, views: VIEWS[design.furnitureType], measures, body };
}

/** The box that holds every part: the piece's overall extent in each direction. */
export function extentOf(parts: readonly Part[]): {
  x: [number, number];
  y: [number, number];
  z: [number, number];
} {
  const span = (
    start: (part: Part) => number,
    length: (part: Part) => number,
  ): [number, number] => [
    Math.min(...parts.map(start)),
    Math.max(...parts.map((part) => start(part) + length(part))),
  ];
  return {
    x: span(
      (part) => part.x,
      (part) => part.width,
    ),
    y: span(
      (part) => part.y,
      (part) => part.height,
    ),
    z: span(
      (part) => part.z,
      (part) => part.depth,
    ),
  };
}
