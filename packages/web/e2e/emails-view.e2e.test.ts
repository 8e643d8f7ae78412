import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  readMailbox,
  screenshot,
  startApp,
  waitForEmail,
  type RunningApp,
} from './harness';

/**
 * The admin panel's Emails view in a real browser: an email the recipient's server refused shows
 * as failed with its answer and on the badge, and "Send again" sends it. The test writes the
 * refusal, which the local mailbox never gives, into the app's database.
 */

const ANSWER = '550 5.1.1 <ivy@example.com>: Recipient address rejected: User unknown';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await (await newContext(browser, app)).newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the Emails view', () => {
  it('shows a refused email as failed, counts it on the badge, and sends it again', async () => {
    const submitted = await fetch(`${app.baseUrl}/api/furniture-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseUrl },
      body: JSON.stringify({ fullName: 'Ivy Moss', email: 'ivy@example.com' }),
    });
    expect(submitted.status, await submitted.text()).toBe(201);
    await waitForEmail(app, (email) => email.subject.includes('We received your project request'));
    // The confirmation was refused for good by Ivy's mail server.
    await app.sql(
      `UPDATE email_deliveries SET status = 'failed', last_error = $1
       WHERE template = 'request-confirmation'`,
      [ANSWER],
    );

    await page.goto('/admin-login');
    await page.getByLabel('Admin Passkey').fill(app.adminPasskey);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    const link = page.getByRole('link', { name: /Emails/ });
    // The badge: one failed email.
    await expect.poll(() => link.textContent()).toMatch(/Emails\s*1/);
    await link.click();
    const panel = page.getByRole('tabpanel');
    const row = panel.getByRole('row').filter({ hasText: 'ivy@example.com' });
    await row.waitFor();
    expect(await row.textContent()).toContain(ANSWER.slice(0, 40));
    await screenshot(page, 'emails-failed-desktop');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'emails-failed-phone');

    const before = (await readMailbox(app)).filter((email) => email.to.includes('ivy@')).length;
    await row.getByRole('button', { name: /Send again/ }).click();
    await page.getByText('The email will be sent again in a moment.').first().waitFor();
    await expect
      .poll(
        async () => (await readMailbox(app)).filter((email) => email.to.includes('ivy@')).length,
        { timeout: 15_000 },
      )
      .toBe(before + 1);
    await expect
      .poll(async () => {
        const rows = await app.sql(
          `SELECT status FROM email_deliveries WHERE template = 'request-confirmation'`,
        );
        return rows.map((r) => r.status);
      })
      .toEqual(['sent']);
    await page.reload();
    await page.getByText('No failed emails.').waitFor();
  });

  it('opens a sent email to read it as it went out; the one holding a password keeps no copy', async () => {
    const alert = (await readMailbox(app)).find((email) =>
      email.subject.startsWith('New request #'),
    );
    expect(alert).toBeDefined();
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await page.getByRole('tab', { name: /Sent/ }).click();
      const panel = page.getByRole('tabpanel');
      await panel
        .getByRole('button', { name: /^New request \(to the team\): read the email/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'New request (to the team)' });
      await dialog.getByText(alert?.subject ?? '').waitFor();
      // The text word for word as the mailbox holds it, lines and all.
      const text = await dialog.locator('pre').textContent();
      expect(text?.trim()).toBe(alert?.text.trim());
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      // Nothing in it runs wider than the screen.
      const overflow = await dialog.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Nor does the page behind it (the views' links wrap on a phone).
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
      await screenshot(page, `emails-opened-${name}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('button', { name: /^Account details \(temporary password\): read/ })
      .click();
    await page
      .getByRole('dialog')
      .getByText(/carries a sign-in secret/)
      .waitFor();
  });
});
