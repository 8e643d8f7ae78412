import type { SVGProps } from 'react';

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.8 10.8 0 0112 5c6.4 0 10 7 10 7a17 17 0 01-3.2 4.1M6.6 6.6A17 17 0 002 12s3.6 7 10 7a10 10 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  message: 'M4 5h16v11H8l-4 4V5z',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  check: 'M5 12l5 5 9-10',
  alert:
    'M12 8v5M12 16.5v.5M10.3 3.9L2.4 18a2 2 0 001.7 3h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  signOut: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  chevronDown: 'M6 9l6 6 6-6',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 100-.01',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  send: 'M4 12l16-8-6 16-3-7-7-1z',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
  mail: 'M3 6h18v12H3zM3 7l9 7 9-7',
  plus: 'M12 5v14M5 12h14',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  clock: 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z',
  sparkle: 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2L12 3z',
} as const;

export type IconName = keyof typeof PATHS;

/** A line icon drawn from one path, decorative by default (hidden from assistive technology). */
export function LineIcon({
  path,
  size = 20,
  ...props
}: { path: string; size?: number } & SVGProps<SVGSVGElement>) {
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
      <path d={path} />
    </svg>
  );
}

/** The shared line icons, by name. */
export function Icon({
  name,
  ...props
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <LineIcon path={PATHS[name]} {...props} />;
}
