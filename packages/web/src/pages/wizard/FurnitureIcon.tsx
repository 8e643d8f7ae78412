import type { WizardFurnitureType } from '@workshop/domain';

/** Line drawings of the five pieces, in the stroke of the rest of the site. */
const PATHS: Readonly<Record<WizardFurnitureType, string>> = {
  table: 'M4 17h40v4H4z M8 21v19 M40 21v19 M12 21l4 8h16l4-8',
  desk: 'M4 14h40v4H4z M6 18v22 M42 18v22 M26 18h14v18H26z M26 27h14 M31 22.5h4 M31 31.5h4',
  cabinet: 'M8 6h32v36H8z M24 6v36 M8 34h32 M20 18v6 M28 18v6 M12 42v3 M36 42v3',
  locker:
    'M6 4h36v40H6z M18 4v40 M30 4v40 M9 9h6 M9 12h6 M21 9h6 M21 12h6 M33 9h6 M33 12h6 M15 24v4 M27 24v4 M39 24v4',
  storage:
    'M8 4h32v40H8z M8 16h32 M8 30h32 M12 16V8 M15 16V9 M18 16V7 M30 30v-9l4-1 2 10 M13 44v-10h4v10 M22 44v-8',
};

export function FurnitureIcon({
  type,
  className,
}: {
  readonly type: WizardFurnitureType;
  readonly className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
