import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, onTestFailed } from 'vitest';
import { ARTIFACTS, connectedBrowsers } from './harness';

/** A failed test leaves a picture of every page its file had open, in test-artifacts/failed/. */
beforeEach(() => {
  onTestFailed(async ({ task }) => {
    const folder = join(ARTIFACTS, 'failed');
    await mkdir(folder, { recursive: true });
    const pages = connectedBrowsers().flatMap((browser) =>
      browser.contexts().flatMap((context) => context.pages()),
    );
    const stem = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
    for (const [index, page] of pages.entries()) {
      await page
        .screenshot({ path: join(folder, `${stem}-${index + 1}.png`), fullPage: true })
        .catch(() => undefined);
    }
  });
});
