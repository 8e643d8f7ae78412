import type { WizardStep } from './steps';

/**
 * The inspiration image, from the moment it is chosen: it goes up once, on its own, to the
 * draft; the request then names it by its reference.
 */
export type DraftImage<TImage> =
  | { readonly status: 'uploading'; readonly file: TImage }
  | { readonly status: 'uploaded'; readonly file: TImage; readonly reference: string }
  /** The server would not take it: `error` says why (it cannot be read, too many pixels...). */
  | { readonly status: 'refused'; readonly file: TImage; readonly error: string };

/**
 * Whether the image lets Next leave a step. A refused image is settled on its own step (the
 * visitor replaces or removes it there); the request waits for an upload still under way.
 */
export function imageAllowsNext<TImage>(
  step: WizardStep,
  image: DraftImage<TImage> | null,
): boolean {
  if (!image || image.status === 'uploaded') return true;
  if (step === 2) return image.status !== 'refused';
  return step !== 8;
}
