import type { AttachmentContentType } from '@workshop/domain';

/**
 * How a browser should treat a kept file: a PDF is always downloaded (it never renders from our
 * origin, where a crafted one could run in the viewer), an image (re-encoded by us) may show
 * inline. The name is the sender's, cleaned to printable characters; non-ASCII goes in
 * filename* (RFC 6266) with an ASCII stand-in.
 */
export function disposition(file: {
  readonly name: string;
  readonly contentType: AttachmentContentType;
}): string {
  const type = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}
