import type { PieceDesign } from '../piece-design';
import { GLASS, STEEL, spread, type MakePart, type Part } from '../part';
import { tableOptionsOf } from '../table-options';

interface TableSize {
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

/** Where the frame under the top runs (drawers hang in it), from the left, and how far. */
interface Frame {
  readonly start: number;
  readonly span: number;
  /** The back and front aprons' distance from the back and the front edge. */
  readonly setBack: number;
}

/**
 * A table: its base (four legs with aprons, two trestle ends with a stretcher, or a pedestal),
 * drawers in the frame, and the top: in two halves when it takes leaves, the leaves drawn
 * beyond its right end where they go when it is opened.
 */
export function tableParts(design: PieceDesign, size: TableSize, make: MakePart): Part[] {
  const has = (feature: string) => design.features.includes(feature);
  const options = tableOptionsOf(design);
  const liveEdge = has('Live Edge');
  const topThickness = liveEdge
    ? 2
    : design.style === 'rustic' || design.style === 'traditional'
      ? 1.75
      : 1.25;
  const underTop = size.height - topThickness;
  const apronHeight = Math.min(has('Storage Drawers') ? 5 : 3.5, underTop / 3);
  const metal = has('Metal Legs');
  const parts: Part[] = [];

  let frame: Frame;
  switch (options.base) {
    case 'legs':
      frame = legs(design, size, underTop, apronHeight, make, parts);
      break;
    case 'trestle':
      frame = trestle(size, underTop, make, metal, parts);
      break;
    case 'pedestal':
      frame = pedestal(size, underTop, make, metal, parts);
      break;
  }
  const apronY = underTop - apronHeight;
  if (options.base !== 'legs' && has('Storage Drawers')) {
    // A trestle or a pedestal has no aprons of its own: drawers need a frame to hang in.
    for (const [z, name] of [
      [frame.setBack, 'Back apron'],
      [size.width - frame.setBack - 0.75, 'Front apron'],
    ] as const) {
      parts.push(
        make('apron', name, {
          x: frame.start,
          y: apronY,
          z,
          width: frame.span,
          height: apronHeight,
          depth: 0.75,
        }),
      );
    }
  }
  if (has('Storage Drawers')) {
    const drawerWidth = Math.min(20, (frame.span - 3) / 2);
    spread(frame.start, frame.span, 2, drawerWidth).forEach((x, index) => {
      parts.push(
        make('drawer', `Drawer ${index + 1}`, {
          x,
          y: apronY + 0.5,
          z: size.width - frame.setBack - 0.25,
          width: drawerWidth,
          height: apronHeight - 1,
          depth: 0.75,
        }),
      );
    });
  }

  const top = { y: underTop, z: 0, height: topThickness, depth: size.width };
  const surface = { ...(has('Glass Top') ? GLASS : {}), ...(liveEdge ? { liveEdge: true } : {}) };
  if (options.leafCount === 0) {
    parts.push(make('top', 'Top', { ...top, x: 0, width: size.length }, surface));
    return parts;
  }
  const half = size.length / 2;
  parts.push(
    make('top', 'Left half of the top', { ...top, x: 0, width: half }, surface),
    make('top', 'Right half of the top', { ...top, x: half, width: half }, surface),
  );
  for (let index = 0; index < options.leafCount; index += 1) {
    parts.push(
      make(
        'leaf',
        `Leaf ${index + 1}`,
        { ...top, x: size.length + index * options.leafLength, width: options.leafLength },
        { ...(has('Glass Top') ? GLASS : {}), extension: true },
      ),
    );
  }
  return parts;
}

/** Four legs set in from the corners, and the aprons that join them under the top. */
function legs(
  design: PieceDesign,
  { length, width }: TableSize,
  underTop: number,
  apronHeight: number,
  make: MakePart,
  parts: Part[],
): Frame {
  const metalLegs = design.features.includes('Metal Legs');
  const leg = metalLegs ? 2 : design.style === 'modern' ? 2.25 : 3;
  const inset = Math.min(3, length / 10);
  // Back pair first so the front pair is drawn over them.
  for (const [z, side] of [
    [inset, 'Back'],
    [width - inset - leg, 'Front'],
  ] as const) {
    for (const [x, end] of [
      [inset, 'left'],
      [length - inset - leg, 'right'],
    ] as const) {
      parts.push(
        make(
          'leg',
          `${side} ${end} leg`,
          { x, y: 0, z, width: leg, height: underTop, depth: leg },
          metalLegs ? STEEL : {},
        ),
      );
    }
  }
  // Aprons join the legs under the top (set back a little from their faces).
  const apronY = underTop - apronHeight;
  const between = length - 2 * (inset + leg);
  const across = width - 2 * (inset + leg);
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
      depth: across,
    }),
    make('apron', 'Right apron', {
      x: length - inset - 1.25,
      y: apronY,
      z: inset + leg,
      width: 0.75,
      height: apronHeight,
      depth: across,
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
  return { start: inset + leg, span: between, setBack: inset + 0.5 };
}

/** The height of a trestle's or a pedestal's foot, and of the bearer under the top. */
const FOOT = 3;
const BEARER = 2.5;

/**
 * Two trestle ends, each a foot on the floor, a post and a bearer under the top, set in from
 * the table's ends, and a stretcher between the posts.
 */
function trestle(
  { length, width }: TableSize,
  underTop: number,
  make: MakePart,
  metalBase: boolean,
  parts: Part[],
): Frame {
  const metal = metalBase ? STEEL : {};
  const thickness = metalBase ? 2 : 3;
  const post = { width: thickness, depth: Math.min(6, width / 4) };
  const endInset = Math.min(length / 5, Math.max(8, length * 0.15));
  const across = { z: width * 0.1, depth: width * 0.8 };
  const postZ = (width - post.depth) / 2;
  for (const [centre, end] of [
    [endInset, 'Left'],
    [length - endInset, 'Right'],
  ] as const) {
    parts.push(
      make(
        'foot',
        `${end} trestle foot`,
        { x: centre - 2, y: 0, z: across.z, width: 4, height: FOOT, depth: across.depth },
        metal,
      ),
      make(
        'trestle',
        `${end} trestle post`,
        {
          x: centre - post.width / 2,
          y: FOOT,
          z: postZ,
          width: post.width,
          height: underTop - FOOT - BEARER,
          depth: post.depth,
        },
        metal,
      ),
      make(
        'trestle',
        `${end} trestle bearer`,
        {
          x: centre - 1.5,
          y: underTop - BEARER,
          z: across.z,
          width: 3,
          height: BEARER,
          depth: across.depth,
        },
        metal,
      ),
    );
  }
  const from = endInset + post.width / 2;
  const stretcherHeight = Math.min(3.5, underTop / 8);
  parts.push(
    make(
      'stretcher',
      'Stretcher',
      {
        x: from,
        y: underTop * 0.3,
        z: (width - 1.75) / 2,
        width: length - 2 * from,
        height: stretcherHeight,
        depth: 1.75,
      },
      metal,
    ),
  );
  return { start: endInset + 1.5, span: length - 2 * (endInset + 1.5), setBack: across.z };
}

/** One column in the middle, on a foot, with a cap under the top. */
function pedestal(
  { length, width }: TableSize,
  underTop: number,
  make: MakePart,
  metalBase: boolean,
  parts: Part[],
): Frame {
  const metal = metalBase ? STEEL : {};
  const column = Math.min(9, Math.max(4, Math.min(length, width) / 6));
  const foot = { width: Math.min(length * 0.45, 32), depth: Math.min(width * 0.75, 32) };
  const cap = { width: Math.min(length * 0.5, column + 14), depth: width * 0.6 };
  const middle = { x: length / 2, z: width / 2 };
  parts.push(
    make(
      'foot',
      'Pedestal foot',
      {
        x: middle.x - foot.width / 2,
        y: 0,
        z: middle.z - foot.depth / 2,
        width: foot.width,
        height: FOOT,
        depth: foot.depth,
      },
      metal,
    ),
    make(
      'column',
      'Pedestal column',
      {
        x: middle.x - column / 2,
        y: FOOT,
        z: middle.z - column / 2,
        width: column,
        height: underTop - FOOT - 1.5,
        depth: column,
      },
      metal,
    ),
    make(
      'column',
      'Pedestal cap',
      {
        x: middle.x - cap.width / 2,
        y: underTop - 1.5,
        z: middle.z - cap.depth / 2,
        width: cap.width,
        height: 1.5,
        depth: cap.depth,
      },
      metal,
    ),
  );
  const start = Math.min(3, length / 10);
  return { start, span: length - 2 * start, setBack: width * 0.2 };
}
