import type { Page } from 'playwright-core';
import { workshopPhoto } from './project-helpers';

/** The alt texts of the three photos of the Live Edge Table the owner uploads. */
export const LIVE_EDGE_ALTS = [
  'The walnut slab from above, its live edge along the window side',
  'The maple butterfly key across the slab’s crack',
  'The blackened steel trapezoid legs',
];

/** In the Portfolio view, the owner uploads three described photos of the Live Edge Table. */
export async function uploadLiveEdgePhotos(admin: Page): Promise<void> {
  await admin.goto('/admin?view=portfolio');
  await admin.getByRole('heading', { name: 'Portfolio', level: 2 }).waitFor();
  const files = await Promise.all(
    ['#7a4a2a', '#8a5a35', '#3b2a1a'].map(async (hue, index) => ({
      name: `live-edge-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await workshopPhoto(hue, `Live edge ${index + 1}`),
    })),
  );
  await admin.getByLabel('Add photos of Live Edge Table').setInputFiles(files);
  for (const [index, alt] of LIVE_EDGE_ALTS.entries()) {
    await admin.getByLabel(`Alt text for live-edge-${index + 1}.jpg`).fill(alt);
  }
  await admin.getByRole('button', { name: 'Upload 3 photos' }).click();
  await admin.getByText('Photos added').first().waitFor();
}
