import type { PieceDesign } from '../piece-design';
import { GLASS, STEEL, spread, type MakePart, type Part } from '../part';

/** The one leaf an extendable table is drawn with, at most a quarter of its length. */
const LEAF = 18;

/** A table: top (in two halves and a leaf when extendable), four legs, aprons, drawers. */
export function tableParts(
  design: PieceDesign,
  { length, width, height }: { length: number; width: number; height: number },
  make: MakePart,
): Part[] {
  const has = (feature: string) => design.features.includes(feature);
  const liveEdge = has('Live Edge');
  const metalLegs = has('Metal Legs');
  const topThickness = liveEdge
    ? 2
    : design.style === 'rustic' || design.style === 'traditional'
      ? 1.75
      : 1.25;
  const leg = metalLegs ? 2 : design.style === 'modern' ? 2.25 : 3;
  const inset = Math.min(3, length / 10);
  const underTop = height - topThickness;
  const apronHeight = Math.min(has('Storage Drawers') ? 5 : 3.5, underTop / 3);
  const topSurface = has('Glass Top') ? GLASS : {};
  const parts: Part[] = [];

  // Legs, back pair first so the front pair is drawn over them.
  for (const [z, side] of [
    [inset, 'back'],
    [width - inset - leg, 'front'],
  ] as const) {
    for (const [x, end] of [
      [inset, 'left'],
      [length - inset - leg, 'right'],
    ] as const) {
      parts.push(
        make(
          'leg',
          `${capital(side)} ${end} leg`,
          { x, y: 0, z, width: leg, height: underTop, depth: leg },
          metalLegs ? STEEL : {},
        ),
      );
    }
  }

  // Aprons join the legs under the top (set back a little from their faces).
  const apronY = underTop - apronHeight;
  const between = length - 2 * (inset + leg);
  parts.push(
    make('apron', 'Back apron', {
      x: inset + leg,
      y: apronY,
      z: inset + 0.5,
      width: between,
      height: apronHeight,
      depth: 0.75,
    }),
    make('apron', 'Left apron', {
      x: inset + 0.5,
      y: apronY,
      z: inset + leg,
      width: 0.75,
      height: apronHeight,
      depth: width - 2 * (inset + leg),
    }),
    make('apron', 'Right apron', {
      x: length - inset - 1.25,
      y: apronY,
      z: inset + leg,
      width: 0.75,
      height: apronHeight,
      depth: width - 2 * (inset + leg),
    }),
    make('apron', 'Front apron', {
      x: inset + leg,
      y: apronY,
      z: width - inset - 1.25,
      width: between,
      height: apronHeight,
      depth: 0.75,
    }),
  );

  if (has('Storage Drawers')) {
    const drawerWidth = Math.min(20, (between - 3) / 2);
    spread(inset + leg, between, 2, drawerWidth).forEach((x, index) => {
      parts.push(
        make('drawer', `Drawer ${index + 1}`, {
          x,
          y: apronY + 0.5,
          z: width - inset - 0.75,
          width: drawerWidth,
          height: apronHeight - 1,
          depth: 0.75,
        }),
      );
    });
  }

  const top = { y: underTop, z: 0, height: topThickness, depth: width };
  const edge = liveEdge ? { liveEdge: true } : {};
  if (has('Extendable')) {
    const leaf = Math.min(LEAF, length / 4);
    const half = (length - leaf) / 2;
    parts.push(
      make(
        'top',
        'Left half of the top',
        { ...top, x: 0, width: half },
        { ...topSurface, ...edge },
      ),
      make('leaf', 'Extension leaf', { ...top, x: half, width: leaf }, { ...topSurface, ...edge }),
      make(
        'top',
        'Right half of the top',
        { ...top, x: half + leaf, width: half },
        { ...topSurface, ...edge },
      ),
    );
  } else {
    parts.push(make('top', 'Top', { ...top, x: 0, width: length }, { ...topSurface, ...edge }));
  }
  return parts;
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
