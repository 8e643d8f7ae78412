import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  startApp,
  type RunningApp,
} from './harness';
import {
  adminSignIn,
  customerApi,
  messagesDialog,
  newCustomer,
  type Customer,
} from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The workshop's inbox, end to end in Chromium: two quoted projects; one customer writes, the
 * other asks for changes to the quote. The admin's Inbox lists both, each one click from its
 * project's card; the admin answers the message and revises the quote, and the inbox is empty.
 * Screens at 390 and 1440 px, each checked with axe (inbox-*.png in test-artifacts/ with
 * E2E_SCREENSHOTS=1).
 */

const ANN: Customer = {
  fullName: 'Ann Lee',
  email: 'ann.lee@example.com',
  password: 'Walnut-Table-2026!',
};
const BO: Customer = {
  fullName: 'Bo Stone',
  email: 'bo.stone@example.com',
  password: 'Cedar-Chest-2026!',
};
const EMPTY = 'No new requests, unread messages, change requests or overdue quotes.';

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let annApi: APIRequestContext;
let boApi: APIRequestContext;
let annId = 0;
let boId = 0;
const pageErrors: string[] = [];

async function shoot(name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await admin.setViewportSize(viewport);
    await admin.waitForTimeout(300);
    await screenshot(admin, `inbox-${name}-${viewport.width}`);
    expect(await axeViolations(admin), `axe on ${name} at ${viewport.width}px`).toEqual([]);
  }
  await admin.setViewportSize(DESKTOP);
}

function inboxList(): Locator {
  return admin.getByRole('list', { name: 'Waiting on the workshop' });
}

function adminCard(id: number): Locator {
  return admin.getByRole('tabpanel').getByRole('article', { name: new RegExp(`^#${id}(?!\\d)`) });
}

async function openInbox(): Promise<void> {
  await admin.getByRole('link', { name: 'Inbox' }).click();
  await admin.getByRole('heading', { name: 'Inbox' }).waitFor();
  await admin.getByText('Loading the inbox…').waitFor({ state: 'detached' });
}

/** Clicks the inbox item of `id` and checks it landed on that project's card, on screen. */
async function openFromInbox(id: number, label: string): Promise<Locator> {
  await inboxList()
    .getByRole('link', { name: new RegExp(`${label}.*#${id}\\b`) })
    .click();
  const card = adminCard(id);
  await card.waitFor();
  await expect.poll(() => card.isVisible()).toBe(true);
  return card;
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  adminContext = await newContext(browser, app, DESKTOP);
  admin = await adminContext.newPage();
  admin.on('pageerror', (error) => pageErrors.push(error.message));
  await admin.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await annApi?.dispose();
  await boApi?.dispose();
  await browser?.close();
  await app?.stop();
});

describe('the workshop inbox', () => {
  it('two quoted projects: one customer writes, the other asks for changes', async () => {
    annId = await newCustomer(app, ANN, {
      description: 'A walnut dining table',
      furnitureType: 'table',
    });
    boId = await newCustomer(app, BO, { description: 'A cedar chest', furnitureType: 'storage' });
    await adminSignIn(admin, app);
    for (const id of [annId, boId]) {
      const quoted = await adminContext.request.post(`/api/furniture-requests/${id}/quote`, {
        data: { quoteAmount: '$1,200', quotedBy: 'Sam Carver', quoteNotes: 'Solid wood.' },
      });
      expect(quoted.status(), await quoted.text()).toBe(200);
    }
    annApi = await customerApi(app, ANN);
    boApi = await customerApi(app, BO);
    const wrote = await annApi.post(`/api/furniture-requests/${annId}/messages`, {
      data: {
        message: 'Could the legs be tapered?',
        senderName: ANN.fullName,
        senderType: 'customer',
      },
    });
    expect(wrote.status(), await wrote.text()).toBe(201);
    const changes = await boApi.post(`/api/furniture-requests/${boId}/request-changes`, {
      data: { message: 'Could you quote it without the tray inside?' },
    });
    expect(changes.status(), await changes.text()).toBe(200);
  });

  it('the Inbox lists both, each with its kind, project and customer', async () => {
    await admin.reload();
    await openInbox();
    const items = inboxList().getByRole('link');
    await expect.poll(() => items.count()).toBe(2);
    const texts = await items.allTextContents();
    expect(texts.join('\n')).toMatch(new RegExp(`Unread message.*#${annId} · Ann Lee`));
    expect(texts.join('\n')).toMatch(new RegExp(`Change request.*#${boId} · Bo Stone`));
    await shoot('two-waiting');
  });

  it('one click opens the message project’s card; the admin answers and the item leaves', async () => {
    const card = await openFromInbox(annId, 'Unread message');
    await card.getByRole('button', { name: /Message/ }).click();
    const dialog = messagesDialog(admin);
    await dialog.getByText('Could the legs be tapered?').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes, tapered to 25 mm at the foot.');
    await dialog.getByLabel('Your Name').fill('Sam Carver');
    await dialog.getByRole('button', { name: /Send Message/ }).click();
    await admin.getByText('Your message has been sent to the customer.').first().waitFor();
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openInbox();
    const items = inboxList().getByRole('link');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toMatch(new RegExp(`Change request.*#${boId}`));
  });

  it('one click opens the change request’s card; a revised quote empties the inbox', async () => {
    const card = await openFromInbox(boId, 'Change request');
    await card.getByRole('button', { name: 'Revise Quote', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revise Quote' });
    await dialog.getByLabel(/Quote Amount/).fill('$1,050');
    await dialog.getByLabel('Quote Notes').fill('Without the tray.');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await admin.getByText('Quote Provided', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await openInbox();
    await admin.getByText(EMPTY).waitFor();
    expect(await inboxList().count()).toBe(0);
    await shoot('empty');
    expect(pageErrors).toEqual([]);
  });
});
