import type { SVGProps } from 'react';
import { LineIcon } from '../../ui/Icon';

/**
 * The messaging dialog's own paths, kept here rather than in ui/Icon's set: the dialog is a
 * lazy chunk, the shared set is part of every page's first load.
 */
const PATHS = {
  paperclip:
    'M20 11.5l-7.8 7.8a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 014.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4L15 7',
  pdf: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M9 17h6',
} as const;

export function AttachmentIcon({
  name,
  ...props
}: { name: keyof typeof PATHS; size?: number } & SVGProps<SVGSVGElement>) {
  return <LineIcon path={PATHS[name]} {...props} />;
}
