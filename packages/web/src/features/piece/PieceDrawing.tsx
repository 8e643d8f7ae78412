import { useId, type ReactNode } from 'react';
import {
  bodyLook,
  describePiece,
  hardwareColours,
  layoutViews,
  measureDirection,
  projectView,
  type Look,
  type Measure,
  type PieceModel,
  type PlacedView,
  type View,
  type ViewName,
  type ViewRect,
} from '@workshop/domain';
import * as styles from './piece-drawing.css';

const CAPTIONS: Readonly<Record<ViewName, string>> = {
  front: 'Front',
  side: 'Side',
  plan: 'From above',
};

const INK = '#4a3526';
const MUTED = '#7a6452';

/** Drawing units are this many per CSS pixel at the drawing's usual width: text stays legible. */
const round = (value: number) => Math.round(value * 10) / 10;

interface DrawingProps {
  readonly model: PieceModel;
  /** The drawing's width in its own units (it scales to its box). */
  readonly width?: number;
  readonly maxHeight?: number;
  readonly className?: string;
}

/**
 * The piece drawn to scale from its parts model: two views at one scale, dimension lines with
 * inch labels (typical sizes marked *), coloured and grained after the wood and finish. An image
 * whose accessible name says the piece in words.
 */
export function PieceDrawing({ model, width = 340, maxHeight = 260, className }: DrawingProps) {
  const id = useId().replace(/:/g, '');
  const layout = layoutViews(
    [projectView(model, model.views[0]), projectView(model, model.views[1])],
    width,
    maxHeight,
  );
  const look = bodyLook(model);
  const ids = {
    grain: `${id}-grain`,
    stipple: `${id}-stipple`,
    sheen: `${id}-sheen`,
    title: `${id}-title`,
  };
  return (
    <svg
      role="img"
      aria-labelledby={ids.title}
      viewBox={`0 0 ${round(layout.width)} ${round(layout.height)}`}
      className={[styles.drawing, className].filter(Boolean).join(' ')}
      data-scale={round(layout.scale * 100) / 100}
    >
      <title id={ids.title}>{describePiece(model)}</title>
      <Defs ids={ids} look={look} />
      {layout.views.map((placed) => (
        <DrawnView
          key={placed.view.name}
          placed={placed}
          scale={layout.scale}
          ids={ids}
          look={look}
        />
      ))}
    </svg>
  );
}

function Defs({ ids, look }: { ids: Record<'grain' | 'stipple' | 'sheen', string>; look: Look }) {
  return (
    <defs>
      <pattern id={ids.grain} patternUnits="userSpaceOnUse" width="48" height="9">
        <rect width="48" height="9" fill={look.fill} />
        {look.grain && (
          <g fill="none" stroke={look.grain} strokeWidth="0.6" opacity="0.55">
            <path d="M0 2.5 C 10 1, 18 4, 28 2.5 S 42 1.5, 48 2.5" />
            <path d="M0 6.5 C 8 7.8, 20 5, 30 6.8 S 44 7.5, 48 6.5" />
          </g>
        )}
      </pattern>
      <pattern id={ids.stipple} patternUnits="userSpaceOnUse" width="4" height="4">
        <circle cx="1" cy="1" r="0.45" fill="#000" opacity="0.18" />
        <circle cx="3" cy="3" r="0.45" fill="#fff" opacity="0.3" />
      </pattern>
      <linearGradient id={ids.sheen} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity="0.9" />
        <stop offset="0.45" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
    </defs>
  );
}

interface DrawnViewProps {
  readonly placed: PlacedView;
  readonly scale: number;
  readonly ids: Record<'grain' | 'stipple' | 'sheen', string>;
  readonly look: Look;
}

function DrawnView({ placed, scale, ids, look }: DrawnViewProps) {
  const { view } = placed;
  const solid = view.rects.filter((rect) => !rect.part.enclosed && !rect.part.extension);
  const hidden = view.rects.filter((rect) => rect.part.enclosed);
  // A table's leaves, where they go when it is opened: dashed, so the table reads as it stands.
  const extensions = view.rects.filter((rect) => rect.part.extension);
  return (
    <g transform={`translate(${round(placed.left)} ${round(placed.top)})`} data-view={view.name}>
      <text x={0} y={-6} className={styles.caption}>
        {CAPTIONS[view.name]}
      </text>
      <g data-piece="">
        {solid.map((rect, index) => (
          <DrawnPart key={index} rect={rect} scale={scale} view={view.name} ids={ids} look={look} />
        ))}
      </g>
      <g fill="none" stroke={MUTED} strokeWidth="0.6" strokeDasharray="3 2">
        {hidden.map((rect, index) => (
          <rect key={index} {...box(rect, scale)} />
        ))}
      </g>
      <g fill={look.fill} fillOpacity="0.25" stroke={INK} strokeWidth="0.7" strokeDasharray="4 2">
        {extensions.map((rect, index) => (
          <rect key={index} data-part={rect.part.kind} {...box(rect, scale)} />
        ))}
      </g>
      {view.measures.map((measure) => (
        <DimensionLine key={measure.key} measure={measure} view={view} scale={scale} />
      ))}
    </g>
  );
}

function box(rect: ViewRect, scale: number) {
  return {
    x: round(rect.u * scale),
    y: round(rect.v * scale),
    width: Math.max(0.4, round(rect.width * scale)),
    height: Math.max(0.4, round(rect.height * scale)),
  };
}

function DrawnPart({
  rect,
  scale,
  view,
  ids,
  look,
}: {
  rect: ViewRect;
  scale: number;
  view: ViewName;
  ids: Record<'grain' | 'stipple' | 'sheen', string>;
  look: Look;
}) {
  const { part } = rect;
  const shape = box(rect, scale);
  const body = `url(#${ids.grain})`;
  if (part.surface === 'body') {
    const liveEdge = part.liveEdge && view === 'plan';
    const outline: ReactNode = liveEdge ? (
      <path d={liveEdgePath(shape)} fill={body} stroke={INK} strokeWidth="0.7" />
    ) : (
      <rect {...shape} fill={body} stroke={INK} strokeWidth="0.6" />
    );
    return (
      <g data-part={part.kind}>
        {outline}
        {look.stipple && <rect {...shape} fill={`url(#${ids.stipple})`} />}
        {look.sheen > 0 && shape.width * shape.height > 40 && (
          <rect {...shape} fill={`url(#${ids.sheen})`} opacity={look.sheen} />
        )}
      </g>
    );
  }
  const colours = hardwareColours(part);
  const frame = part.frame ? part.frame * scale : 0;
  return (
    <g data-part={part.kind}>
      {frame > 0 && <rect {...shape} fill={body} stroke={INK} strokeWidth="0.6" />}
      <rect
        x={shape.x + frame}
        y={shape.y + frame}
        width={Math.max(0.4, shape.width - 2 * frame)}
        height={Math.max(0.4, shape.height - 2 * frame)}
        fill={colours.fill}
        fillOpacity={colours.opacity}
        stroke={colours.stroke}
        strokeWidth="0.5"
      />
      {part.surface === 'light' && (
        <rect
          x={shape.x}
          y={shape.y + shape.height}
          width={shape.width}
          height={Math.min(14, 6 * shape.height + 6)}
          fill="#ffe9a8"
          opacity="0.35"
        />
      )}
      {part.text && shape.height > 4 && (
        <text
          x={shape.x + shape.width / 2}
          y={shape.y + shape.height * 0.78}
          fontSize={round(Math.min(8, shape.height * 0.8))}
          textAnchor="middle"
          fill="#3d2c12"
        >
          {part.text}
        </text>
      )}
    </g>
  );
}

/** A top cut along the tree's edge: the long sides wander a little, in soft curves. */
function liveEdgePath({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  const wave = Math.min(2.2, height / 12);
  const steps = 5;
  const stepWidth = width / steps;
  const curve = (base: number, sign: number, forward: boolean) =>
    Array.from({ length: steps }, (_, i) => {
      const index = forward ? i : steps - 1 - i;
      const to = forward ? x + stepWidth * (index + 1) : x + stepWidth * index;
      const bulge = (index % 2 === 0 ? 1 : -0.6) * wave * sign;
      return `Q ${round(x + stepWidth * (index + 0.5))} ${round(base + bulge)} ${round(to)} ${round(base)}`;
    }).join(' ');
  return `M ${round(x)} ${round(y)} ${curve(y, -1, true)} L ${round(x + width)} ${round(y + height)} ${curve(y + height, 1, false)} Z`;
}

function DimensionLine({ measure, view, scale }: { measure: Measure; view: View; scale: number }) {
  const direction = measureDirection(measure);
  const a = view.place(measure.axis, measure.from) * scale;
  const b = view.place(measure.axis, measure.to) * scale;
  const [start, end] = a < b ? [a, b] : [b, a];
  const label = `${Number(measure.value.toFixed(2))} in${measure.typical ? '*' : ''}`;
  const textClass = measure.typical ? styles.labelTypical : styles.label;
  if (direction === 'u') {
    const y = view.height * scale + 10;
    return (
      <g data-measure={measure.key} className={styles.dimension}>
        <line x1={start} y1={y - 6} x2={start} y2={y + 3} />
        <line x1={end} y1={y - 6} x2={end} y2={y + 3} />
        <line x1={start} y1={y} x2={end} y2={y} />
        <path
          d={`M ${start} ${y} l 4 -2 v 4 Z M ${end} ${y} l -4 -2 v 4 Z`}
          className={styles.arrow}
        />
        <text x={(start + end) / 2} y={y + 12} textAnchor="middle" className={textClass}>
          {label}
        </text>
      </g>
    );
  }
  const x = -10;
  return (
    <g data-measure={measure.key} className={styles.dimension}>
      <line x1={x - 3} y1={start} x2={x + 6} y2={start} />
      <line x1={x - 3} y1={end} x2={x + 6} y2={end} />
      <line x1={x} y1={start} x2={x} y2={end} />
      <path
        d={`M ${x} ${start} l -2 4 h 4 Z M ${x} ${end} l -2 -4 h 4 Z`}
        className={styles.arrow}
      />
      <text
        x={x - 5}
        y={(start + end) / 2}
        textAnchor="middle"
        transform={`rotate(-90 ${x - 5} ${(start + end) / 2})`}
        className={textClass}
      >
        {label}
      </text>
    </g>
  );
}
