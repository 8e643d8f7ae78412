import { PANEL, STEEL, type MakePart, type Part } from '../part';

export interface Carcass {
  readonly parts: Part[];
  /** The inside of the box, between the sides and from the bottom shelf to the top. */
  readonly inside: { x: number; y: number; width: number; top: number };
}

/** The box of a cabinet, locker or storage unit: sides, top, bottom, back and toe kick. */
export function carcass(
  { width, depth, height }: { width: number; depth: number; height: number },
  plinth: number,
  make: MakePart,
): Carcass {
  const insideWidth = width - 2 * PANEL;
  const parts = [
    make(
      'back',
      'Back',
      {
        x: PANEL,
        y: plinth,
        z: 0,
        width: insideWidth,
        height: height - plinth - PANEL,
        depth: 0.25,
      },
      { enclosed: true },
    ),
    make('bottom', 'Bottom', {
      x: PANEL,
      y: plinth,
      z: 0.25,
      width: insideWidth,
      height: PANEL,
      depth: depth - 0.25,
    }),
    make('top', 'Top', {
      x: PANEL,
      y: height - PANEL,
      z: 0,
      width: insideWidth,
      height: PANEL,
      depth,
    }),
    make('side', 'Left side', { x: 0, y: 0, z: 0, width: PANEL, height, depth }),
    make('side', 'Right side', { x: width - PANEL, y: 0, z: 0, width: PANEL, height, depth }),
  ];
  if (plinth > 0) {
    parts.push(
      make('plinth', 'Toe kick', {
        x: PANEL,
        y: 0,
        z: depth - 3,
        width: insideWidth,
        height: plinth,
        depth: PANEL,
      }),
    );
  }
  return {
    parts,
    inside: { x: PANEL, y: plinth + PANEL, width: insideWidth, top: height - PANEL },
  };
}

/** Doors over an opening, one when it is narrow and a pair when wider than 24 inches. */
export function doors(
  opening: { x: number; y: number; width: number; height: number; front: number },
  make: MakePart,
  { glass, label }: { glass: boolean; label: string },
): Part[] {
  const pair = opening.width > 24;
  const gap = 0.125;
  const count = pair ? 2 : 1;
  const doorWidth = (opening.width - gap * (count + 1)) / count;
  const parts: Part[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = opening.x + gap + index * (doorWidth + gap);
    const name = pair ? `${index === 0 ? 'Left' : 'Right'} ${label}` : capital(label);
    parts.push(
      make(
        'door',
        name,
        {
          x,
          y: opening.y + gap,
          z: opening.front,
          width: doorWidth,
          height: opening.height - 2 * gap,
          depth: PANEL,
        },
        glass ? { surface: 'glass', frame: Math.min(2.25, doorWidth / 6) } : {},
      ),
    );
    // The pull sits by the meeting edge (or the free edge of a single door).
    const handleX =
      pair && index === 0 ? x + doorWidth - 1.75 : pair ? x + 1 : x + doorWidth - 1.75;
    const handleHeight = Math.min(5, opening.height / 4);
    parts.push(
      make(
        'handle',
        `${name} pull`,
        {
          x: handleX,
          y: opening.y + opening.height / 2 - handleHeight / 2,
          z: opening.front + PANEL,
          width: 0.75,
          height: handleHeight,
          depth: 1,
        },
        STEEL,
      ),
    );
  }
  return parts;
}

/** Drawer fronts stacked from `y` up, each with a pull in the middle. */
export function drawerStack(
  opening: { x: number; y: number; width: number; front: number },
  count: number,
  drawerHeight: number,
  make: MakePart,
): Part[] {
  const gap = 0.125;
  const parts: Part[] = [];
  for (let index = 0; index < count; index += 1) {
    const y = opening.y + gap + index * (drawerHeight + gap);
    const name = `Drawer ${count - index}`;
    parts.push(
      make('drawer', name, {
        x: opening.x + gap,
        y,
        z: opening.front,
        width: opening.width - 2 * gap,
        height: drawerHeight,
        depth: PANEL,
      }),
      make(
        'handle',
        `${name} pull`,
        {
          x: opening.x + opening.width / 2 - 3,
          y: y + drawerHeight / 2 - 0.375,
          z: opening.front + PANEL,
          width: 6,
          height: 0.75,
          depth: 1,
        },
        STEEL,
      ),
    );
  }
  return parts;
}

/** Evenly spaced shelves in an opening: about one every `spacing` inches. */
export function shelves(
  opening: { x: number; y: number; width: number; height: number; depth: number },
  spacing: number,
  make: MakePart,
  enclosed: boolean,
): Part[] {
  const count = Math.max(0, Math.round(opening.height / spacing) - 1);
  const step = opening.height / (count + 1);
  return Array.from({ length: count }, (_, index) =>
    make(
      'shelf',
      `Shelf ${index + 1}`,
      {
        x: opening.x,
        y: opening.y + step * (index + 1) - PANEL / 2,
        z: 1,
        width: opening.width,
        height: PANEL,
        depth: opening.depth - 1.5,
      },
      { enclosed },
    ),
  );
}

/**
 * The rows of holes adjustable shelves rest on, down both sides of an opening; none in an
 * opening too short for a row (2 in clear at each end), as in a very low piece.
 */
export function shelfPins(
  opening: { x: number; y: number; width: number; height: number; depth: number },
  make: MakePart,
  enclosed: boolean,
): Part[] {
  if (opening.height <= 4) return [];
  return [opening.x + 0.75, opening.x + opening.width - 1.25].map((x, index) =>
    make(
      'shelf-pins',
      `${index === 0 ? 'Left' : 'Right'} shelf pins`,
      {
        x,
        y: opening.y + 2,
        z: opening.depth - 2.5,
        width: 0.5,
        height: opening.height - 4,
        depth: 0.01,
      },
      { ...STEEL, enclosed },
    ),
  );
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
