import type { DimensionKey } from '../catalog/dimensions';

export type PartKind =
  | 'top'
  | 'leaf'
  | 'leg'
  | 'trestle'
  | 'stretcher'
  | 'column'
  | 'foot'
  | 'apron'
  | 'drawer'
  | 'side'
  | 'back'
  | 'bottom'
  | 'shelf'
  | 'door'
  | 'plinth'
  | 'crown'
  | 'hutch'
  | 'return'
  | 'keyboard-tray'
  | 'grommet'
  | 'cable-tray'
  | 'pedestal'
  | 'divider'
  | 'vent'
  | 'lock'
  | 'number-plate'
  | 'hook'
  | 'hasp'
  | 'handle'
  | 'light'
  | 'hidden-compartment'
  | 'shelf-pins'
  | 'modesty-panel';

/**
 * What a part is made of, for the drawing: the chosen wood or panel (`body`), glass, metal
 * hardware, the dark inside of an opening (`interior`), or a light.
 */
export type PartSurface = 'body' | 'glass' | 'metal' | 'interior' | 'light';

/**
 * One part of the piece: a box in inches. x runs left to right, y from the floor up, z from
 * the back (against the wall) to the front.
 */
export interface Part {
  readonly kind: PartKind;
  /** What a person calls it: 'Left door', 'Drawer 2'. */
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly surface: PartSurface;
  /** The material it is made of: the chosen specific material, 'glass', 'steel' or 'brass'. */
  readonly material: string;
  /** The chosen specific finish for the body's parts; '' for hardware and glass. */
  readonly finish: string;
  /** Inside the piece, behind a solid door or panel: drawn as hidden (dashed) lines. */
  readonly enclosed: boolean;
  /** A table's leaf, drawn where it goes when the table is opened: dashed, beyond its end. */
  readonly extension?: boolean;
  /** A top cut along the tree's own edge. */
  readonly liveEdge?: boolean;
  /** A glass door's wooden frame, in inches. */
  readonly frame?: number;
  /** Text on the part (a locker's number). */
  readonly text?: string;
}

/** The three drawings a piece can be seen in: from the front, from the right, from above. */
export type ViewName = 'front' | 'side' | 'plan';

/** A dimension line: what it measures, in which view, along which axis, from where to where. */
export interface Measure {
  readonly key: DimensionKey;
  readonly view: ViewName;
  readonly axis: 'x' | 'y' | 'z';
  readonly from: number;
  readonly to: number;
  readonly value: number;
  readonly typical: boolean;
}

/** The material and finish every body part shares; hardware and glass say their own. */
export interface BodyMaterial {
  readonly material: string;
  readonly finish: string;
}

/** Builds parts with the body's material unless told otherwise. */
export function partMaker(body: BodyMaterial) {
  return (
    kind: PartKind,
    name: string,
    box: { x: number; y: number; z: number; width: number; height: number; depth: number },
    extra: Partial<
      Omit<Part, 'kind' | 'name' | 'x' | 'y' | 'z' | 'width' | 'height' | 'depth'>
    > = {},
  ): Part => ({
    kind,
    name,
    ...box,
    surface: 'body',
    material: body.material,
    finish: body.finish,
    enclosed: false,
    ...extra,
  });
}

export type MakePart = ReturnType<typeof partMaker>;

export const GLASS = { surface: 'glass', material: 'glass', finish: '' } as const;
export const STEEL = { surface: 'metal', material: 'steel', finish: '' } as const;
export const BRASS = { surface: 'metal', material: 'brass', finish: '' } as const;
export const OPENING = { surface: 'interior' } as const;

/** Panel stock: three-quarter-inch boards and sheets. */
export const PANEL = 0.75;

/** n items of `size` spread evenly over `span` starting at `start`: the start of each. */
export function spread(start: number, span: number, count: number, size: number): number[] {
  const gap = (span - count * size) / (count + 1);
  return Array.from({ length: count }, (_, index) => start + gap + index * (size + gap));
}
