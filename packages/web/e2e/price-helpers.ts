import type { Browser } from 'playwright-core';
import { newContext, type RunningApp } from './harness';
import { choose, goNext } from './visitor-helpers';

/** The low end of '$2,400 – $3,100'. */
export function lowEnd(price: string): number {
  return Number(price.replace(/[$,]/g, '').split(' – ')[0]);
}

/**
 * A visitor with a fresh browser designs a walnut table, oiled: the price the wizard shows, and
 * the price-list requests the page made for it.
 */
export async function walnutTablePrice(
  browser: Browser,
  app: RunningApp,
): Promise<{ price: string; asked: string[] }> {
  const context = await newContext(browser, app);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/price-list')) asked.push(request.url());
  });
  await page.goto('/customize');
  await choose(page, 'Table');
  await goNext(page, 2);
  await goNext(page, 3);
  await choose(page, 'Modern');
  await goNext(page, 4);
  await choose(page, 'Solid Wood');
  await choose(page, 'Walnut');
  await choose(page, 'Wood Finish');
  await choose(page, 'Oil Finish');
  const price = await page
    .getByRole('complementary', { name: 'Your piece' })
    .getByRole('status')
    .locator('strong')
    .innerText();
  await context.close();
  return { price, asked };
}
