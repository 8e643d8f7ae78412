import type { PieceDesign } from '../piece-design';
import { PANEL, type MakePart, type Part } from '../part';
import { carcass, doors, shelfPins, shelves } from './carcass';

/**
 * A storage unit (a bookshelf at heart): open shelves about 12 inches apart; Soft-Close Doors
 * close a cupboard at the bottom, Glass Panels put glass doors over the shelves above it.
 */
export function storageParts(
  design: PieceDesign,
  { width, depth, height }: { width: number; depth: number; height: number },
  make: MakePart,
): Part[] {
  const has = (feature: string) => design.features.includes(feature);
  const plinth = 3;
  const box = carcass({ width, depth, height }, plinth, make);
  const { inside } = box;
  const parts = [...box.parts];
  const cupboard = has('Soft-Close Doors') ? Math.min(30, (inside.top - inside.y) * 0.4) : 0;
  const glass = has('Glass Panels');

  if (cupboard > 0) {
    const lower = { x: inside.x, y: inside.y, width: inside.width, height: cupboard, depth };
    parts.push(...shelves(lower, 12, make, true));
    parts.push(
      make('shelf', 'Cupboard top', {
        x: inside.x,
        y: inside.y + cupboard,
        z: 0.25,
        width: inside.width,
        height: PANEL,
        depth: depth - 0.25,
      }),
    );
  }
  const upperY = inside.y + cupboard + (cupboard > 0 ? PANEL : 0);
  const upper = { x: inside.x, y: upperY, width: inside.width, height: inside.top - upperY, depth };
  parts.push(...shelves(upper, 12, make, false));
  if (has('Adjustable Shelves')) parts.push(...shelfPins(upper, make, false));
  if (has('Lighting')) {
    parts.push(
      make(
        'light',
        'Light strip',
        {
          x: inside.x + 1,
          y: inside.top - 0.5,
          z: depth - 3,
          width: inside.width - 2,
          height: 0.5,
          depth: 1,
        },
        { surface: 'light', material: 'led', finish: '' },
      ),
    );
  }
  if (has('Hidden Compartments')) {
    parts.push(
      make(
        'hidden-compartment',
        'Hidden drawer in the base',
        {
          x: inside.x + 1,
          y: 0.5,
          z: 2,
          width: inside.width - 2,
          height: plinth - 1,
          depth: depth - 6,
        },
        { enclosed: true },
      ),
    );
  }
  if (cupboard > 0) {
    parts.push(
      ...doors({ x: 0, y: plinth, width, height: cupboard + PANEL + 0.75, front: depth }, make, {
        glass: false,
        label: 'cupboard door',
      }),
    );
  }
  if (glass) {
    const from = cupboard > 0 ? plinth + cupboard + PANEL + 0.75 : plinth;
    parts.push(
      ...doors({ x: 0, y: from, width, height: height - from, front: depth }, make, {
        glass: true,
        label: 'glass door',
      }),
    );
  }
  return parts;
}
