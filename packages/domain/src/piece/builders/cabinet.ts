import type { PieceDesign } from '../piece-design';
import { PANEL, type MakePart, type Part } from '../part';
import { carcass, doors, drawerStack, shelfPins, shelves } from './carcass';

/** A cabinet: a box on a toe kick with doors (glass ones with Glass Panels), shelves behind. */
export function cabinetParts(
  design: PieceDesign,
  { width, depth, height }: { width: number; depth: number; height: number },
  make: MakePart,
): Part[] {
  const has = (feature: string) => design.features.includes(feature);
  // A wall cabinet (short) hangs: no toe kick.
  const plinth = height >= 24 ? 4 : 0;
  const box = carcass({ width, depth, height }, plinth, make);
  const { inside } = box;
  const parts = [...box.parts];
  const glass = has('Glass Panels');

  let doorsFrom = plinth;
  if (has('Pull-Out Drawers')) {
    const drawerHeight = Math.min(7, (height - plinth) / 5);
    parts.push(...drawerStack({ x: 0, y: plinth, width, front: depth }, 2, drawerHeight, make));
    doorsFrom = plinth + 2 * (drawerHeight + 0.125);
  }
  const opening = {
    x: inside.x,
    y: Math.max(doorsFrom, inside.y),
    width: inside.width,
    height: inside.top - Math.max(doorsFrom, inside.y),
    depth,
  };
  parts.push(...shelves(opening, 14, make, !glass));
  if (has('Adjustable Shelves')) parts.push(...shelfPins(opening, make, !glass));
  parts.push(
    ...doors({ x: 0, y: doorsFrom, width, height: height - doorsFrom, front: depth }, make, {
      glass,
      label: glass ? 'glass door' : 'door',
    }),
  );

  if (has('Crown Molding')) {
    parts.push(
      make('crown', 'Crown molding', {
        x: -1.5,
        y: height,
        z: 0,
        width: width + 3,
        height: 3,
        depth: depth + PANEL + 1.5,
      }),
    );
  }
  return parts;
}
