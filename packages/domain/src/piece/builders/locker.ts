import type { PieceDesign } from '../piece-design';
import { BRASS, OPENING, PANEL, STEEL, spread, type MakePart, type Part } from '../part';
import { carcass } from './carcass';

/** A bank of lockers: one full-height door per compartment, dividers, a hat shelf in each. */
export function lockerParts(
  design: PieceDesign,
  {
    compartmentWidth,
    count,
    depth,
    height,
  }: { compartmentWidth: number; count: number; depth: number; height: number },
  make: MakePart,
): Part[] {
  const has = (feature: string) => design.features.includes(feature);
  const width = compartmentWidth * count;
  const plinth = 4;
  const box = carcass({ width, depth, height }, plinth, make);
  const parts = [...box.parts];
  const gap = 0.125;
  const hatShelf = height - PANEL - Math.min(12, height / 5);

  for (let index = 0; index < count; index += 1) {
    const left = index * compartmentWidth;
    const number = String(index + 1);
    if (index > 0) {
      parts.push(
        make(
          'divider',
          `Divider ${index}`,
          {
            x: left - PANEL / 2,
            y: plinth + PANEL,
            z: 0.25,
            width: PANEL,
            height: height - plinth - 2 * PANEL,
            depth: depth - 0.25,
          },
          { enclosed: true },
        ),
      );
    }
    const inner = {
      x: left + (index === 0 ? PANEL : PANEL / 2),
      right: left + compartmentWidth - (index === count - 1 ? PANEL : PANEL / 2),
    };
    parts.push(
      make(
        'shelf',
        `Hat shelf ${number}`,
        {
          x: inner.x,
          y: hatShelf,
          z: 0.25,
          width: inner.right - inner.x,
          height: PANEL,
          depth: depth - 1,
        },
        { enclosed: true },
      ),
    );
    if (has('Coat Hooks')) {
      spread(inner.x, inner.right - inner.x, 2, 0.75).forEach((x, hook) => {
        parts.push(
          make(
            'hook',
            `Coat hook ${number}${hook === 0 ? 'a' : 'b'}`,
            { x, y: hatShelf - 5, z: 0.25, width: 0.75, height: 3, depth: 2.5 },
            { ...STEEL, enclosed: true },
          ),
        );
      });
    }

    const door = {
      x: left + gap,
      y: plinth + gap,
      width: compartmentWidth - 2 * gap,
      height: height - plinth - 2 * gap,
      z: depth,
    };
    const face = door.z + PANEL;
    parts.push(make('door', `Door ${number}`, { ...door, depth: PANEL }));
    const middle = door.y + door.height / 2;
    const edge = door.x + door.width - 2;
    parts.push(
      make(
        'handle',
        `Door ${number} pull`,
        { x: edge, y: middle - 2.5, z: face, width: 0.75, height: 5, depth: 1 },
        STEEL,
      ),
    );
    if (has('Ventilation Slots')) {
      const slotWidth = door.width * 0.55;
      for (let slot = 0; slot < 3; slot += 1) {
        parts.push(
          make(
            'vent',
            `Door ${number} vent ${slot + 1}`,
            {
              x: door.x + (door.width - slotWidth) / 2,
              y: door.y + door.height - 9 - slot * 1.5,
              z: face,
              width: slotWidth,
              height: 0.5,
              depth: 0.01,
            },
            OPENING,
          ),
        );
      }
    }
    if (has('Number Plates')) {
      parts.push(
        make(
          'number-plate',
          `Door ${number} number plate`,
          {
            x: door.x + door.width / 2 - 1.5,
            y: door.y + door.height - 5,
            z: face,
            width: 3,
            height: 1.75,
            depth: 0.1,
          },
          { ...BRASS, text: number },
        ),
      );
    }
    if (has('Master Key System')) {
      parts.push(
        make(
          'lock',
          `Door ${number} lock`,
          { x: edge, y: middle + 3.5, z: face, width: 0.9, height: 0.9, depth: 0.5 },
          BRASS,
        ),
      );
    }
    if (has('Padlock Compatible')) {
      parts.push(
        make(
          'hasp',
          `Door ${number} padlock hasp`,
          { x: edge - 0.25, y: middle - 6.5, z: face, width: 1.25, height: 3, depth: 0.5 },
          STEEL,
        ),
      );
    }
  }
  return parts;
}
