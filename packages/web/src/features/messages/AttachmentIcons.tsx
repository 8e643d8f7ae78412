import type { SVGProps } from 'react';

/**
 * The messaging dialog's own icons, kept here rather than in ui/Icon: the dialog is a lazy
 * chunk, the shared icon set is part of every page's first load.
 */
const PATHS = {
  paperclip:
    'M20 11.5l-7.8 7.8a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 014.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4L15 7',
  pdf: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M9 17h6',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export function AttachmentIcon({
  name,
  size = 20,
  ...props
}: { name: keyof typeof PATHS; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
