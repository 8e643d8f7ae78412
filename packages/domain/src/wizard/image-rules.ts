/** What the wizard needs to know of a file; a browser File satisfies it. */
export interface ImageCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isAcceptableImage(file: ImageCandidate): boolean {
  const typeOk = file.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  return typeOk && extensionOk && file.size > 0 && file.size <= MAX_IMAGE_BYTES;
}

/** The one image a drop or pick yields, or null: several files, or a bad one, are ignored. */
export function pickImage<T extends ImageCandidate>(files: readonly T[]): T | null {
  const [only] = files;
  return files.length === 1 && only !== undefined && isAcceptableImage(only) ? only : null;
}

function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/**
 * Why a drop or pick yields no image, in the visitor's words (which file, and why), or null
 * when it yields one (or nothing was chosen).
 */
export function imageRefusal(files: readonly ImageCandidate[]): string | null {
  const [only] = files;
  if (only === undefined) return null;
  if (files.length > 1) {
    return `${files.length} files were dropped: choose one image at a time.`;
  }
  const typeOk = only.type === '' || (IMAGE_MIME_TYPES as readonly string[]).includes(only.type);
  const extensionOk = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(only.name));
  if (!typeOk || !extensionOk) {
    return `“${only.name}” is not a JPEG, PNG or GIF image: choose a .jpg, .png or .gif file.`;
  }
  if (only.size === 0) return `“${only.name}” is empty: choose another image.`;
  if (only.size > MAX_IMAGE_BYTES) {
    return `“${only.name}” is ${megabytes(only.size)}: images can be at most 10 MB.`;
  }
  return null;
}
