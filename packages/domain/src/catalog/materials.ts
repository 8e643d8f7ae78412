export const CONSTRUCTION_MATERIALS = ['solid-wood', 'mdf', 'mcp', 'veneered'] as const;
export type ConstructionMaterial = (typeof CONSTRUCTION_MATERIALS)[number];

export interface CatalogOption {
  readonly value: string;
  readonly name: string;
}

/** A material's note is either how it is joined or what it is best used for. */
export interface MaterialNote {
  readonly kind: 'joinery' | 'uses';
  readonly text: string;
}

export interface ConstructionMaterialOption {
  readonly value: ConstructionMaterial;
  readonly name: string;
  readonly subtitle: string;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  readonly note: MaterialNote;
  readonly options: readonly CatalogOption[];
}

export const CONSTRUCTION_MATERIAL_OPTIONS: Readonly<
  Record<ConstructionMaterial, ConstructionMaterialOption>
> = {
  'solid-wood': {
    value: 'solid-wood',
    name: 'Solid Wood',
    subtitle: 'Natural hardwood',
    pros: [
      'Lasts for generations',
      'Can be sanded and refinished many times',
      'Rich natural grain',
    ],
    cons: ['Highest cost', 'Moves with humidity', 'Heavier than panel goods'],
    note: {
      kind: 'joinery',
      text: 'Joined with mortise-and-tenon and dovetails, built to allow seasonal movement.',
    },
    options: [
      { value: 'oak', name: 'Oak' },
      { value: 'walnut', name: 'Walnut' },
      { value: 'maple', name: 'Maple' },
      { value: 'cherry', name: 'Cherry' },
      { value: 'ash', name: 'Ash' },
      { value: 'pine', name: 'Pine' },
    ],
  },
  mdf: {
    value: 'mdf',
    name: 'MDF',
    subtitle: 'Medium-density fiberboard',
    pros: ['Perfectly smooth for paint', 'Stable, does not warp', 'Budget friendly'],
    cons: ['Cannot be stained', 'Swells if water gets in', 'Holds screws less well than wood'],
    note: {
      kind: 'uses',
      text: 'Best for painted doors, cabinet boxes and shaker panels.',
    },
    options: [
      { value: 'standard-mdf', name: 'Standard MDF' },
      { value: 'moisture-resistant-mdf', name: 'Moisture-Resistant MDF' },
    ],
  },
  mcp: {
    value: 'mcp',
    name: 'MCP',
    subtitle: 'Melamine-coated panel',
    pros: ['Most affordable', 'Tough, wipe-clean surface', 'No finishing needed'],
    cons: ['Chips cannot be repaired invisibly', 'Limited edge profiles', 'Not for heavy spans'],
    note: {
      kind: 'uses',
      text: 'Best for lockers, closet systems, shelving and cabinet interiors.',
    },
    options: [
      { value: 'white-melamine', name: 'White Melamine' },
      { value: 'wood-grain-melamine', name: 'Wood Grain Melamine' },
      { value: 'color-melamine', name: 'Color Melamine' },
    ],
  },
  veneered: {
    value: 'veneered',
    name: 'Veneered',
    subtitle: 'Wood veneer over a stable core',
    pros: ['Real wood look for less', 'Stable wide panels', 'Book-matched grain possible'],
    cons: ['Only light sanding possible', 'Edges need banding', 'Deep damage is hard to repair'],
    note: {
      kind: 'joinery',
      text: 'Joined with dowels, biscuits or dominoes, edges banded in matching solid wood.',
    },
    options: [
      { value: 'oak-veneer', name: 'Oak Veneer' },
      { value: 'walnut-veneer', name: 'Walnut Veneer' },
      { value: 'maple-veneer', name: 'Maple Veneer' },
      { value: 'cherry-veneer', name: 'Cherry Veneer' },
    ],
  },
};

export function isConstructionMaterial(value: string): value is ConstructionMaterial {
  return (CONSTRUCTION_MATERIALS as readonly string[]).includes(value);
}

export const SURFACE_FINISHES = ['painted', 'laminated', 'wood'] as const;
export type SurfaceFinish = (typeof SURFACE_FINISHES)[number];

export const SHEENS = ['Matte', 'Satin', 'Semi-gloss', 'Gloss'] as const;
export type Sheen = (typeof SHEENS)[number];

export interface SurfaceFinishOption {
  readonly value: SurfaceFinish;
  readonly name: string;
  readonly description: string;
  readonly options: readonly CatalogOption[];
  readonly sheens: readonly Sheen[];
}

export const SURFACE_FINISH_OPTIONS: Readonly<Record<SurfaceFinish, SurfaceFinishOption>> = {
  painted: {
    value: 'painted',
    name: 'Painted',
    description: 'Sprayed paint in any colour, hard-wearing and easy to touch up.',
    options: [
      { value: 'matte-paint', name: 'Matte Paint' },
      { value: 'satin-paint', name: 'Satin Paint' },
      { value: 'semi-gloss-paint', name: 'Semi-Gloss Paint' },
      { value: 'high-gloss-paint', name: 'High-Gloss Paint' },
    ],
    sheens: SHEENS,
  },
  laminated: {
    value: 'laminated',
    name: 'Laminated',
    description: 'High-pressure laminate faces that shrug off scratches and spills.',
    options: [
      { value: 'solid-color-laminate', name: 'Solid Color Laminate' },
      { value: 'wood-grain-laminate', name: 'Wood Grain Laminate' },
      { value: 'textured-laminate', name: 'Textured Laminate' },
    ],
    sheens: SHEENS,
  },
  wood: {
    value: 'wood',
    name: 'Wood Finish',
    description: 'Clear oils and varnishes that let the grain show.',
    options: [
      { value: 'varnish-oil', name: 'Oil-Based Varnish' },
      { value: 'varnish-water', name: 'Water-Based Varnish' },
      { value: 'polyurethane', name: 'Polyurethane' },
      { value: 'lacquer', name: 'Lacquer' },
      { value: 'shellac', name: 'Shellac' },
      { value: 'oil-finish', name: 'Oil Finish' },
    ],
    sheens: SHEENS,
  },
};

export function isSurfaceFinish(value: string): value is SurfaceFinish {
  return (SURFACE_FINISHES as readonly string[]).includes(value);
}
