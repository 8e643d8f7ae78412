export const STYLES = [
  'modern',
  'traditional',
  'rustic',
  'industrial',
  'scandinavian',
  'farmhouse',
] as const;
export type Style = (typeof STYLES)[number];

export interface StyleOption {
  readonly value: Style;
  readonly name: string;
  readonly description: string;
}

export const STYLE_OPTIONS: Readonly<Record<Style, StyleOption>> = {
  modern: {
    value: 'modern',
    name: 'Modern',
    description: 'Clean lines, flush surfaces, no ornament.',
  },
  traditional: {
    value: 'traditional',
    name: 'Traditional',
    description: 'Classic profiles, raised panels and turned details.',
  },
  rustic: {
    value: 'rustic',
    name: 'Rustic',
    description: 'Character grain, knots and hand-worked edges.',
  },
  industrial: {
    value: 'industrial',
    name: 'Industrial',
    description: 'Heavy timber paired with steel and exposed hardware.',
  },
  scandinavian: {
    value: 'scandinavian',
    name: 'Scandinavian',
    description: 'Light woods, soft curves and simple function.',
  },
  farmhouse: {
    value: 'farmhouse',
    name: 'Farmhouse',
    description: 'Sturdy, relaxed pieces with painted or distressed finishes.',
  },
};

export const GENERIC_STYLES: readonly Style[] = STYLES;

const STYLES_BY_TYPE: Readonly<Record<string, readonly Style[]>> = {
  table: ['modern', 'traditional', 'rustic', 'industrial'],
  desk: ['modern', 'industrial', 'scandinavian'],
  cabinet: ['modern', 'traditional', 'industrial', 'farmhouse'],
  locker: ['modern', 'industrial'],
  storage: ['modern', 'traditional', 'rustic', 'industrial'],
};

/** The styles offered for a furniture type; any other type gets the generic list. */
export function stylesFor(furnitureType: string): readonly Style[] {
  return Object.hasOwn(STYLES_BY_TYPE, furnitureType)
    ? (STYLES_BY_TYPE[furnitureType] as readonly Style[])
    : GENERIC_STYLES;
}
