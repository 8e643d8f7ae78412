import { NAME_RULE_MESSAGE } from '@workshop/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  SCREENSHOTS,
  startApp,
  type RunningApp,
} from './harness';
import {
  choose,
  expectNext,
  expectSubmitted,
  goNext,
  nextButton,
  photographAndCheck,
  workshopApi,
} from './visitor-helpers';

/**
 * A name that draws nothing where it should say who someone is (the Hangul filler U+3164, the
 * blank braille cell U+2800), typed in real Chromium into the wizard and the quick form on the
 * built product: refused before anything is sent, in the rule's words, next to the field; a
 * name in another script goes through. Screenshots: test-artifacts/visitor-names-*.png.
 */

let app: RunningApp;
let browser: Browser;
let workshop: Awaited<ReturnType<typeof workshopApi>>;
const contexts: BrowserContext[] = [];

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, app, viewport);
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  return page;
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  workshop = await workshopApi(app);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('names in the browser', () => {
  it('the wizard holds Submit and says why under the name, then sends a name in Cyrillic', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/customize');
    await choose(page, 'Locker');
    await goNext(page, 2);
    await goNext(page, 3);
    await choose(page, 'Modern');
    await goNext(page, 4);
    await choose(page, 'Solid Wood');
    await choose(page, 'Oak');
    await choose(page, 'Wood Finish');
    await choose(page, 'Oil Finish');
    for (const step of [5, 6, 7, 8]) await goNext(page, step);

    const name = page.getByLabel('Full Name');
    await name.fill('Ada\u3164Lovelace');
    await page.getByLabel('Email Address').fill('ada.names@example.com');
    await expectNext(page, false);
    // Under the field once the visitor has left it, and in the hint beside Submit.
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(NAME_RULE_MESSAGE).count()).toBe(2);
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(NAME_RULE_MESSAGE);
    await photographAndCheck(page, 'names-wizard-refused');
    if (SCREENSHOTS) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await screenshot(
          page.locator('form, main').filter({ has: name }).first(),
          `visitor-names-wizard-fields-${size}`,
        );
      }
      await page.setViewportSize(DESKTOP);
    }

    await name.fill('Мария Иванова');
    await expectNext(page, true);
    expect(await page.getByText(NAME_RULE_MESSAGE).count()).toBe(0);
    await nextButton(page).click();
    await expectSubmitted(page);
    expect((await workshop.requestBy('ada.names@example.com')).fullName).toBe('Мария Иванова');
  });

  it('the quick form puts the rule under Full Name and sends nothing', async () => {
    const page = await openPage(PHONE);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await page.goto('/#quick-request');
    const form = page.locator('#quick-request form');
    await form.waitFor();
    await form.getByLabel('Full Name').fill('\u2800\u2800\u2800');
    await form.getByLabel('Email Address').fill('braille.names@example.com');
    await form.getByRole('button', { name: 'Submit Project Request' }).click();
    await form.getByText(NAME_RULE_MESSAGE).waitFor();
    expect(await form.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await photographAndCheck(page, 'names-quick-form-refused', PHONE);
    await screenshot(form, 'visitor-names-quick-form-phone');
    expect(posted.filter((url) => url.endsWith('/api/furniture-requests'))).toEqual([]);
    expect(
      (await workshop.requests()).filter((r) => r.email === 'braille.names@example.com'),
    ).toEqual([]);
  });
});
