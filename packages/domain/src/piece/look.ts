import type { Part } from './part';
import type { PieceModel } from './piece-model';

// The piece in its wood and finish: the wizard's drawing and the quote PDF paint it alike.

/** How the body of the piece looks: its colour, its grain (none for paint), its sheen. */
export interface Look {
  readonly fill: string;
  /** The colour of the grain lines; null for a surface without grain. */
  readonly grain: string | null;
  /** How much light the surface throws back, 0 (matte) to 1. */
  readonly sheen: number;
  /** A textured laminate's fine stipple. */
  readonly stipple: boolean;
}

/** Each wood as it looks oiled: [surface, grain]. */
const WOODS: Readonly<Record<string, readonly [string, string]>> = {
  oak: ['#c9a26b', '#9f7844'],
  walnut: ['#6e4a33', '#4b3021'],
  maple: ['#e6d0a4', '#c8ab7a'],
  cherry: ['#a9603b', '#834526'],
  ash: ['#dcc59b', '#b99d6d'],
  pine: ['#e5c48a', '#c39a58'],
};

/** Before a material is chosen: raw, unfinished wood. */
const RAW: Look = { fill: '#dcc39c', grain: '#c2a276', sheen: 0, stipple: false };

const PANELS: Readonly<Record<string, Look>> = {
  'standard-mdf': { fill: '#b99b77', grain: null, sheen: 0, stipple: false },
  'moisture-resistant-mdf': { fill: '#8f9c7e', grain: null, sheen: 0, stipple: false },
  'white-melamine': { fill: '#f3f1eb', grain: null, sheen: 0.15, stipple: false },
  'wood-grain-melamine': { fill: '#c79e6e', grain: '#a47b4c', sheen: 0.15, stipple: false },
  'color-melamine': { fill: '#6f8ea2', grain: null, sheen: 0.15, stipple: false },
};

/** Paint in the workshop's sample colour; the real colour is chosen with the customer. */
const PAINT = '#a8b6a1';
const LAMINATE = '#d8d1c4';

const SHEENS: Readonly<Record<string, number>> = {
  'oil-finish': 0.06,
  'varnish-water': 0.15,
  'varnish-oil': 0.18,
  polyurethane: 0.22,
  shellac: 0.18,
  lacquer: 0.3,
  'matte-paint': 0.03,
  'satin-paint': 0.14,
  'semi-gloss-paint': 0.26,
  'high-gloss-paint': 0.45,
  'solid-color-laminate': 0.14,
  'wood-grain-laminate': 0.14,
  'textured-laminate': 0.06,
};

/** Clear finishes that warm the wood (oil-based varnish, shellac amber it most). */
const AMBER: Readonly<Record<string, number>> = {
  'varnish-oil': 0.14,
  polyurethane: 0.08,
  shellac: 0.2,
  'oil-finish': 0.06,
};

function mix(colour: string, other: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const a = channels(colour);
  const b = channels(other);
  return `#${a
    .map((value, i) => Math.round(value + ((b[i] ?? value) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** How a material looks before its finish: a wood's colour and grain, a panel's face. */
export function materialLook(material: string): Look {
  const wood = WOODS[material.replace(/-veneer$/, '')];
  if (wood) return { fill: wood[0], grain: wood[1], sheen: 0, stipple: false };
  return PANELS[material] ?? RAW;
}

/** The look of the piece's body: its material, then its finish over it. */
export function bodyLook(model: PieceModel): Look {
  const { specificMaterial, surfaceFinish, specificFinish } = model.design;
  const base = materialLook(specificMaterial);
  const sheen = SHEENS[specificFinish] ?? base.sheen;
  if (surfaceFinish === 'painted') return { fill: PAINT, grain: null, sheen, stipple: false };
  if (surfaceFinish === 'laminated') {
    if (specificFinish === 'solid-color-laminate') {
      return { fill: LAMINATE, grain: null, sheen, stipple: false };
    }
    const grainy = base.grain ? base : materialLook('oak');
    if (specificFinish === 'textured-laminate') return { ...base, sheen, stipple: true };
    return { ...grainy, sheen };
  }
  const amber = AMBER[specificFinish] ?? 0;
  return {
    ...base,
    fill: mix(base.fill, '#b86b14', amber),
    grain: base.grain && mix(base.grain, '#7a3f00', amber),
    sheen,
  };
}

/** The fill and outline of a part that is not of the body. */
export function hardwareColours(part: Part): { fill: string; stroke: string; opacity?: number } {
  switch (part.surface) {
    case 'glass':
      return { fill: '#cfe6ee', stroke: '#6f9aab', opacity: 0.45 };
    case 'metal':
      return part.material === 'brass'
        ? { fill: '#c4a24e', stroke: '#7d6220' }
        : { fill: '#8b8f94', stroke: '#4e5257' };
    case 'interior':
      return { fill: '#3a2a1f', stroke: '#3a2a1f' };
    case 'light':
      return { fill: '#ffe9a8', stroke: '#d9a93a' };
    default:
      return { fill: 'none', stroke: '#4a3526' };
  }
}
