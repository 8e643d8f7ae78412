import type { PieceDesign } from '../piece-design';
import { OPENING, PANEL, STEEL, spread, type MakePart, type Part } from '../part';

const PEDESTAL = 16;
const HUTCH_HEIGHT = 30;
const HUTCH_DEPTH = 12;
const RETURN_WIDTH = 20;
const RETURN_LENGTH = 48;

/** A desk: top, legs, modesty panel; a drawer pedestal, tray, grommets, hutch, L return. */
export function deskParts(
  design: PieceDesign,
  { width, depth, height }: { width: number; depth: number; height: number },
  make: MakePart,
): Part[] {
  const has = (feature: string) => design.features.includes(feature);
  const top = 1.25;
  const leg = design.style === 'industrial' ? 2 : 2.5;
  const underTop = height - top;
  const pedestal = has('Drawers') ? Math.min(PEDESTAL, width / 3) : 0;
  const parts: Part[] = [];

  parts.push(
    make('modesty-panel', 'Modesty panel', {
      x: leg,
      y: underTop - Math.min(12, underTop / 2),
      z: 1,
      width: width - 2 * leg,
      height: Math.min(12, underTop / 2),
      depth: PANEL,
    }),
  );
  const legXs = pedestal > 0 ? [0.5] : [0.5, width - leg - 0.5];
  for (const x of legXs) {
    const end = x < width / 2 ? 'left' : 'right';
    parts.push(
      make(
        'leg',
        `Back ${end} leg`,
        { x, y: 0, z: 0.5, width: leg, height: underTop, depth: leg },
        design.style === 'industrial' ? STEEL : {},
      ),
      make(
        'leg',
        `Front ${end} leg`,
        { x, y: 0, z: depth - leg - 0.5, width: leg, height: underTop, depth: leg },
        design.style === 'industrial' ? STEEL : {},
      ),
    );
  }

  if (pedestal > 0) {
    const x = width - pedestal - 0.5;
    parts.push(
      make('pedestal', 'Drawer pedestal', {
        x,
        y: 0,
        z: 0.5,
        width: pedestal,
        height: underTop,
        depth: depth - 1,
      }),
    );
    const drawerHeight = (underTop - 2) / 3;
    for (let index = 0; index < 3; index += 1) {
      parts.push(
        make('drawer', `Drawer ${index + 1}`, {
          x: x + 0.5,
          y: underTop - (index + 1) * drawerHeight - 0.25 * (index + 1),
          z: depth - 0.5,
          width: pedestal - 1,
          height: drawerHeight - 0.25,
          depth: PANEL,
        }),
      );
    }
  }

  if (has('Keyboard Tray')) {
    const room = width - 2 * leg - pedestal - 4;
    const trayWidth = Math.min(26, room);
    parts.push(
      make('keyboard-tray', 'Keyboard tray', {
        x: leg + 2 + (room - trayWidth) / 2,
        y: underTop - 3.5,
        z: depth - 13,
        width: trayWidth,
        height: PANEL,
        depth: 12,
      }),
    );
  }

  if (has('Cable Management')) {
    parts.push(
      make(
        'cable-tray',
        'Cable tray',
        { x: width * 0.2, y: underTop - 4, z: 2, width: width * 0.6, height: 3.5, depth: 4 },
        STEEL,
      ),
    );
    spread(0, width, 2, 2.5).forEach((x, index) => {
      parts.push(
        make(
          'grommet',
          `Cable grommet ${index + 1}`,
          { x, y: height - 0.01, z: 2.5, width: 2.5, height: 0.02, depth: 2.5 },
          OPENING,
        ),
      );
    });
  }

  parts.push(make('top', 'Top', { x: 0, y: underTop, z: 0, width, height: top, depth }));

  if (has('L-Shaped')) {
    const length = Math.max(RETURN_LENGTH, depth + 12);
    parts.push(
      make('leg', 'Return leg', {
        x: width + RETURN_WIDTH - leg - 0.5,
        y: 0,
        z: length - leg - 0.5,
        width: leg,
        height: underTop,
        depth: leg,
      }),
      make('return', 'Return', {
        x: width,
        y: underTop,
        z: 0,
        width: RETURN_WIDTH,
        height: top,
        depth: length,
      }),
    );
  }

  if (has('Hutch')) {
    const hutchDepth = Math.min(HUTCH_DEPTH, depth / 2);
    const y = height;
    parts.push(
      make('back', 'Hutch back', {
        x: PANEL,
        y,
        z: 0,
        width: width - 2 * PANEL,
        height: HUTCH_HEIGHT - PANEL,
        depth: 0.25,
      }),
      make('shelf', 'Hutch shelf', {
        x: PANEL,
        y: y + HUTCH_HEIGHT / 2,
        z: 0.25,
        width: width - 2 * PANEL,
        height: PANEL,
        depth: hutchDepth - 0.25,
      }),
      make('hutch', 'Hutch left side', {
        x: 0,
        y,
        z: 0,
        width: PANEL,
        height: HUTCH_HEIGHT,
        depth: hutchDepth,
      }),
      make('hutch', 'Hutch right side', {
        x: width - PANEL,
        y,
        z: 0,
        width: PANEL,
        height: HUTCH_HEIGHT,
        depth: hutchDepth,
      }),
      make('hutch', 'Hutch top', {
        x: 0,
        y: y + HUTCH_HEIGHT - PANEL,
        z: 0,
        width,
        height: PANEL,
        depth: hutchDepth,
      }),
    );
  }
  return parts;
}
