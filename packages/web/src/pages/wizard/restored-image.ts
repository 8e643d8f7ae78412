import type { WizardImage } from './types';

/**
 * A restored draft's image exists only on the server: the wizard holds an empty stand-in with its
 * name (the request names the image by reference), marked here so the image step shows it
 * without a preview or a size.
 */
const restored = new WeakSet<WizardImage>();

export function restoredImageFile(name: string): WizardImage {
  const file = new File([], name);
  restored.add(file);
  return file;
}

export function isRestoredImage(file: WizardImage): boolean {
  return restored.has(file);
}
