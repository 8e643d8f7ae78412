import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  TABLET,
  launchBrowser,
  newContext,
  screenshot,
  startApp,
  type RunningApp,
} from './harness';
import { adminSignIn, messagesDialog, newCustomer, signIn } from './project-helpers';
import { expectToast } from './spec/spec-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * A toast shown while a dialog is open covers nothing the person has to press: not the
 * dialog's buttons, not its title or close button, on a 390 px phone (where dialogs are sheets
 * from the bottom edge, as the toasts were), on a 1440 px desktop and sizes between.
 * Screenshots in test-artifacts/toast-over-dialog-*.
 */

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * And between: a tablet's centred dialog is nearly as wide as its screen (no room beside it); a
 * small laptop's leaves a column narrower than the toasts' usual one.
 */
const ALL_SIZES = [...SIZES, ['tablet', TABLET], ['laptop', { width: 1200, height: 800 }]] as const;

const IDA = {
  fullName: 'Ida Marsh',
  email: 'ida.marsh@example.com',
  password: 'Cherry-Chest-2026!',
};

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  await newCustomer(app, IDA, {
    description: 'A cherry blanket chest with a cedar-lined lid and rope handles',
    furnitureType: 'storage',
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What the toast covers in the dialog: each of its buttons (the footer's, the close button),
 * named, and "the dialog" itself when the boxes meet at all. Empty while the toast shows and
 * covers nothing; "no toast" once it has gone.
 */
async function covered(toast: Locator, dialog: Locator): Promise<string[]> {
  const toastBox = await toast.boundingBox();
  if (!toastBox || !(await toast.isVisible())) return ['no toast'];
  const found: string[] = [];
  const buttons = dialog.getByRole('button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    const box = await button.boundingBox();
    if (box && overlap(box, toastBox)) {
      found.push(
        `button "${(await button.getAttribute('aria-label')) ?? (await button.innerText())}"`,
      );
    }
  }
  const dialogBox = await dialog.boundingBox();
  if (dialogBox && overlap(dialogBox, toastBox)) found.push('the dialog');
  return found;
}

/**
 * Resolves once a screen reader would hear `title`: Radix adds a status region to the page for
 * a second, outside the dialog's aria-hidden siblings. Start it before the toast is caused.
 */
function announced(page: Page, title: string): Promise<unknown> {
  return page.waitForFunction(
    (text) =>
      Array.from(document.querySelectorAll('[role="status"]')).some(
        (region) =>
          (region.textContent ?? '').includes(text) && !region.closest('[aria-hidden="true"]'),
      ),
    title,
    { timeout: 15_000 },
  );
}

/** Waits for the dialog and the toast to settle where they stay, then checks nothing is under it. */
async function expectNothingCovered(page: Page, toast: Locator, dialog: Locator, name: string) {
  await page.waitForTimeout(400); // the toast's slide-in and the dialog making room
  expect(await covered(toast, dialog), name).toEqual([]);
  // The screen as the person sees it: a whole-page picture would stretch the fixed layers.
  await screenshot(page, `toast-over-dialog-${name}`, { fullPage: false });
  expect(await axeViolations(page), `axe violations on ${name}`).toEqual([]);
}

describe('a toast over an open dialog', () => {
  it.each(ALL_SIZES)(
    "covers none of the admin's quote dialog when Send Quote is refused (%s)",
    async (name, size) => {
      const context = await newContext(browser, app, size);
      const page = await context.newPage();
      await adminSignIn(page, app);
      await page
        .getByRole('tabpanel')
        .getByRole('article', { name: new RegExp(IDA.fullName) })
        .getByRole('button', { name: 'Provide Quote' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Provide Quote' });
      await dialog.getByLabel(/Quote Amount/).waitFor();
      await dialog.getByLabel(/Your Name/).fill('');
      const heard = announced(page, 'Missing Information');
      await dialog.getByRole('button', { name: 'Send Quote' }).click();
      await heard;
      const toast = await expectToast(
        page,
        'Missing Information',
        'Please fill in the quote amount and your name',
      );
      await expectNothingCovered(page, toast, dialog, `quote-missing-${name}`);
      // The dialog is still there to finish: its buttons answer at once.
      await dialog.getByLabel(/Quote Amount/).fill('$1,900 - $2,200');
      await dialog.getByLabel(/Your Name/).fill('Sam Carver');
      await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 2_000 });
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    },
  );

  it.each(SIZES)(
    "covers none of the customer's messages, whether it came before the dialog or from it (%s)",
    async (name, size) => {
      const context = await newContext(browser, app, size);
      const page = await context.newPage();
      await signIn(page, IDA);
      // The greeting is still up as the customer opens their messages.
      const welcome = await expectToast(page, 'Welcome back!');
      await page
        .getByRole('button', { name: /Messages/ })
        .first()
        .click();
      const dialog = messagesDialog(page);
      await dialog.getByLabel('Message', { exact: true }).waitFor();
      await expectNothingCovered(page, welcome, dialog, `messages-welcome-${name}`);
      await dialog
        .getByLabel('Message', { exact: true })
        .fill(`Could the lid close softly? (${name})`);
      const heard = announced(page, 'Message sent!');
      await dialog.getByRole('button', { name: /send/i }).click();
      await heard;
      const sent = await expectToast(page, 'Message sent!');
      await expectNothingCovered(page, sent, dialog, `messages-sent-${name}`);
      await dialog.getByRole('button', { name: 'Close' }).first().click({ timeout: 2_000 });
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    },
  );
});
