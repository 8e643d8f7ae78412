import type { Measure, Part, ViewName } from './part';
import { extentOf, type PieceModel } from './piece-model';

/** A part as one view shows it: a rectangle in inches, u to the right and v downwards. */
export interface ViewRect {
  readonly part: Part;
  readonly u: number;
  readonly v: number;
  readonly width: number;
  readonly height: number;
}

/** One view of the piece, its rectangles in drawing order (farthest first). */
export interface View {
  readonly name: ViewName;
  readonly rects: readonly ViewRect[];
  /** The view's extent in inches. */
  readonly width: number;
  readonly height: number;
  readonly measures: readonly Measure[];
  /** Where a measured value falls along the view's across (u) or up-and-down (v) direction. */
  readonly place: (axis: Measure['axis'], value: number) => number;
}

/**
 * Orthographic projection: the front view looks at x (across) and y (up); the side view, from
 * the right, at z (back to front) and y; the view from above at x and z (the back at the top).
 */
export function projectView(model: PieceModel, name: ViewName): View {
  const extent = extentOf(model.parts);
  const [x0, x1] = extent.x;
  const [y0, y1] = extent.y;
  const [z0, z1] = extent.z;
  const axes = {
    front: {
      rect: (p: Part) => ({
        u: p.x - x0,
        v: y1 - (p.y + p.height),
        width: p.width,
        height: p.height,
      }),
      depth: (p: Part) => p.z + p.depth,
      size: { width: x1 - x0, height: y1 - y0 },
    },
    side: {
      rect: (p: Part) => ({
        u: p.z - z0,
        v: y1 - (p.y + p.height),
        width: p.depth,
        height: p.height,
      }),
      depth: (p: Part) => p.x + p.width,
      size: { width: z1 - z0, height: y1 - y0 },
    },
    plan: {
      rect: (p: Part) => ({ u: p.x - x0, v: p.z - z0, width: p.width, height: p.depth }),
      depth: (p: Part) => p.y + p.height,
      size: { width: x1 - x0, height: z1 - z0 },
    },
  }[name];
  // Nearest last: a front face covers what is behind it. Hidden lines are drawn on top anyway.
  const rects = [...model.parts]
    .sort((a, b) => axes.depth(a) - axes.depth(b))
    .map((part) => ({ part, ...axes.rect(part) }));
  const place = (axis: Measure['axis'], value: number) =>
    axis === 'x' ? value - x0 : axis === 'y' ? y1 - value : value - z0;
  return {
    name,
    rects,
    ...axes.size,
    measures: model.measures.filter((measure) => measure.view === name),
    place,
  };
}

/** Where the measure runs in its view: along u (across) or v (up and down). */
export function measureDirection(measure: Measure): 'u' | 'v' {
  if (measure.view === 'front') return measure.axis === 'x' ? 'u' : 'v';
  if (measure.view === 'side') return measure.axis === 'z' ? 'u' : 'v';
  return measure.axis === 'x' ? 'u' : 'v';
}

/** Room around a view for its dimension lines and its caption, in drawing units. */
export const MARGIN = { left: 34, bottom: 30, top: 16, gap: 26 } as const;

export interface PlacedView {
  readonly view: View;
  /** Where the view's top-left corner is drawn, in drawing units. */
  readonly left: number;
  readonly top: number;
}

export interface Layout {
  /** Drawing units per inch, the same for both views: the piece is drawn to scale. */
  readonly scale: number;
  readonly width: number;
  readonly height: number;
  readonly views: readonly PlacedView[];
}

/**
 * Both views at one scale, side by side or one above the other, whichever draws them larger in
 * a canvas `width` wide and at most `maxHeight` high.
 */
export function layoutViews(
  views: readonly [View, View],
  width: number,
  maxHeight: number,
): Layout {
  const [a, b] = views;
  const across = Math.min(
    (width - 2 * MARGIN.left - MARGIN.gap) / (a.width + b.width),
    (maxHeight - MARGIN.top - MARGIN.bottom) / Math.max(a.height, b.height),
  );
  const stacked = Math.min(
    (width - MARGIN.left - 8) / Math.max(a.width, b.width),
    (maxHeight - 2 * (MARGIN.top + MARGIN.bottom)) / (a.height + b.height),
  );
  if (across >= stacked) {
    const scale = across;
    const used = 2 * MARGIN.left + MARGIN.gap + (a.width + b.width) * scale;
    const start = (width - used) / 2;
    const tallest = Math.max(a.height, b.height) * scale;
    return {
      scale,
      width,
      height: MARGIN.top + tallest + MARGIN.bottom,
      views: [
        // Bottoms aligned: both views stand on the same floor.
        { view: a, left: start + MARGIN.left, top: MARGIN.top + tallest - a.height * scale },
        {
          view: b,
          left: start + 2 * MARGIN.left + MARGIN.gap + a.width * scale,
          top: MARGIN.top + tallest - b.height * scale,
        },
      ],
    };
  }
  const scale = stacked;
  const centre = (view: View) => (width - MARGIN.left - view.width * scale) / 2 + MARGIN.left;
  const secondTop = MARGIN.top + a.height * scale + MARGIN.bottom + MARGIN.top;
  return {
    scale,
    width,
    height: secondTop + b.height * scale + MARGIN.bottom,
    views: [
      { view: a, left: centre(a), top: MARGIN.top },
      { view: b, left: centre(b), top: secondTop },
    ],
  };
}
