import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  DESKTOP,
  PHONE,
  screenshot,
  SCREENSHOTS,
  temporaryPasswordOf,
  waitForEmail,
  type RunningApp,
} from './harness';

/* ---------- A small, real PNG image ---------- */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of `width` x `height`: warm wood stripes, so the preview shows something. */
export function woodGrainPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const grain = Math.round(18 * Math.sin((y + 4 * Math.sin(x / 9)) / 2.5));
      row[1 + x * 3] = 176 + grain;
      row[2 + x * 3] = 122 + grain;
      row[3 + x * 3] = 72 + grain;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export async function writePng(dir: string, name: string, width: number, height: number) {
  const path = join(dir, name);
  await writeFile(path, woodGrainPng(width, height));
  return path;
}

/* ---------- The workshop's view, through the API ---------- */

export interface StoredRequest {
  readonly id: number;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly furnitureType: string | null;
  readonly description: string | null;
  readonly budgetRange: string | null;
  readonly timeline: string | null;
  readonly imagePath: string | null;
  readonly imageOriginalName: string | null;
  readonly status: string;
  /** The project notes: the wizard's Additional Notes, in full. */
  readonly notes: string | null;
}

/** Signs in once with the admin passkey (the login is rate limited) and reads as the workshop. */
export async function workshopApi(app: RunningApp) {
  const login = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ passkey: app.adminPasskey }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^workshop_admin_session=/);
  return {
    async requests(): Promise<StoredRequest[]> {
      const response = await fetch(`${app.baseUrl}/api/furniture-requests`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as StoredRequest[];
    },
    async requestBy(email: string): Promise<StoredRequest> {
      const found = (await this.requests()).filter((request) => request.email === email);
      expect(found, `requests from ${email}`).toHaveLength(1);
      return found[0] as StoredRequest;
    },
  };
}

/**
 * Saves a draft for `sessionId` the way the wizard does. A draft that has become a project is
 * refused with 409 'This design has already been submitted.': the only trace of the draft (and
 * of its link to the request) that the API shows.
 */
export async function saveDraftAs(
  app: RunningApp,
  sessionId: string,
  furnitureType: string,
): Promise<{ status: number; message: string }> {
  const form = new FormData();
  form.append('sessionId', sessionId);
  form.append('furnitureType', furnitureType);
  form.append('features', '[]');
  form.append('completed', 'false');
  const response = await fetch(`${app.baseUrl}/api/customizations`, {
    method: 'POST',
    body: form,
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message ?? '' };
}

/* ---------- File choosers ---------- */

/**
 * Catches every file chooser the page opens. Listening from the start keeps Playwright's
 * interception on for the whole test: a listener added just before the click or key press
 * races with it on a busy machine, and a chooser opened before interception is on never
 * reaches the test.
 */
export function fileChoosers(page: Page): { next(): Promise<FileChooser> } {
  const waiting: FileChooser[] = [];
  page.on('filechooser', (chooser) => waiting.push(chooser));
  return {
    async next() {
      const deadline = Date.now() + 10_000;
      while (waiting.length === 0) {
        if (Date.now() > deadline) throw new Error('No file chooser opened within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return waiting.shift() as FileChooser;
    },
  };
}

/* ---------- The database itself ---------- */

export interface DraftRow {
  readonly session_id: string;
  readonly user_id: number | null;
  readonly request_id: number | null;
  readonly username: string | null;
  readonly furniture_type: string;
  readonly style: string | null;
  readonly material: string | null;
  readonly specific_material: string | null;
  readonly finish: string | null;
  readonly specific_finish: string | null;
  readonly dimensions: string | null;
  readonly features: string[];
  readonly notes: string | null;
  readonly image_path: string | null;
  readonly image_original_name: string | null;
  readonly completed: boolean;
}

export interface RequestRow {
  readonly id: number;
  readonly email: string;
  readonly customer: string;
  readonly needs_password_change: boolean;
  readonly image_path: string | null;
}

/** The drafts and the requests, read in the app's database itself. */
export async function readDatabase(app: RunningApp): Promise<{
  drafts: DraftRow[];
  requests: RequestRow[];
}> {
  const drafts = await app.sql<DraftRow>(`
    SELECT c.*, u.username FROM furniture_customizations c
    LEFT JOIN users u ON u.id = c.user_id ORDER BY c.id`);
  const requests = await app.sql<RequestRow>(`
    SELECT r.id, r.email, r.image_path, u.username AS customer, u.needs_password_change
    FROM furniture_requests r JOIN users u ON u.id = r.customer_id ORDER BY r.id`);
  return { drafts, requests };
}

/* ---------- What the wizard sends ---------- */

export interface SentForm {
  /** Text fields as sent; a file shows as `file:{name}`. */
  readonly fields: Record<string, string>;
  readonly status: number;
}

export interface WizardTraffic {
  /** The inspiration image, sent once when chosen (POST /api/customizations/image). */
  readonly uploads: SentForm[];
  readonly saves: SentForm[];
  readonly submissions: SentForm[];
}

declare global {
  interface Window {
    __sentForms?: { path: string; fields: Record<string, string>; status: number }[];
  }
}

/**
 * Records, in the page, every multipart form the app POSTs and the server's status. (Chromium
 * does not hand a body with a file part to the test, so the page's own fetch is watched.)
 */
export async function recordWizardTraffic(page: Page): Promise<() => Promise<WizardTraffic>> {
  await page.addInitScript(() => {
    const sent: NonNullable<Window['__sentForms']> = [];
    window.__sentForms = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      if (init?.method === 'POST' && init.body instanceof FormData) {
        const fields: Record<string, string> = {};
        init.body.forEach((value, name) => {
          fields[name] = typeof value === 'string' ? value : `file:${value.name}`;
        });
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        sent.push({ path: new URL(url, location.href).pathname, fields, status: response.status });
      }
      return response;
    };
  });
  return async () => {
    const sent = await page.evaluate(() => window.__sentForms ?? []);
    return {
      uploads: sent.filter((form) => form.path === '/api/customizations/image'),
      saves: sent.filter((form) => form.path === '/api/customizations'),
      submissions: sent.filter((form) => form.path === '/api/furniture-requests'),
    };
  };
}

/* ---------- Screens ---------- */

/** The wizard's 'Step N of 8' and 'P% complete' (step/8*100, rounded). */
export function stepTexts(step: number): { count: string; percent: string } {
  return { count: `Step ${step} of 8`, percent: `${Math.round((step / 8) * 100)}% complete` };
}

/** axe-core (all default rules: WCAG A/AA and best practices) on what is on screen now. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

/**
 * What a visitor would see as broken layout: a page wider than the screen, or text and controls
 * spilling out of a choice card (the box around a radio or checkbox).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    const inputs = document.querySelectorAll('input[type="radio"], input[type="checkbox"]');
    for (const input of Array.from(inputs)) {
      const card = input.parentElement;
      if (!card) continue;
      const box = card.getBoundingClientRect();
      for (const child of Array.from(card.querySelectorAll('*'))) {
        const rect = child.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.right > box.right + 1 || rect.left < box.left - 1) {
          const what = (child.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
          problems.push(
            `"${what}" (${child.tagName.toLowerCase()}) spills ${Math.round(
              Math.max(rect.right - box.right, box.left - rect.left),
            )}px out of the ${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value} card`,
          );
          break; // one line per card
        }
      }
    }
    return problems;
  });
}

/**
 * A layout check and an axe-core check at 1440x900 and at 390x844, each after screenshots at
 * that size (E2E_SCREENSHOTS=1); the page is left at `restore`. In test-artifacts/:
 * - visitor-{name}-{desktop,phone}.png: the whole page, laid out in a window as tall as the page
 *   (a plain full-page shot would leave sticky bars, such as the wizard's Previous/Next bar, in
 *   the middle of the picture, where the first screen ended);
 * - visitor-{name}-phone-screen.png: the first screen on the phone, exactly as a visitor sees it.
 */
export async function photographAndCheck(
  page: Page,
  name: string,
  restore: { width: number; height: number } = DESKTOP,
): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(250); // layout, transitions
    if (SCREENSHOTS) {
      if (size === 'phone') {
        await screenshot(page, `visitor-${name}-phone-screen`, { fullPage: false });
      }
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > viewport.height) {
        await page.setViewportSize({ width: viewport.width, height });
        await page.waitForTimeout(100);
      }
      await screenshot(page, `visitor-${name}-${size}`);
      await page.setViewportSize(viewport);
      await page.waitForTimeout(100);
    }
    // Soft: a broken screen is reported, and the journey still goes on to check the rest.
    expect.soft(await layoutProblems(page), `layout of ${name} at ${viewport.width}px`).toEqual([]);
    expect
      .soft(await axeViolations(page), `axe violations on ${name} at ${viewport.width}px`)
      .toEqual([]);
  }
  await page.setViewportSize(restore);
  // Let the layout settle at the restored size before the test clicks anything.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(150);
}

export const STEP_TITLES = [
  'Furniture Type',
  'Inspiration Image',
  'Style & Design',
  'Materials',
  'Dimensions',
  'Features',
  'Review',
  'Contact Info',
];
/** The success toast of the wizard and the quick request form (spec section 8). */
export const SUBMITTED = 'Project Request Submitted!';
/** The heading of a request's confirmation (at the top of / after the wizard). */
export const CONFIRMED = 'Thank you, your request is on its way';
export const ALREADY_SUBMITTED = 'This design has already been submitted.';

/* ---------- The wizard, by mouse and touch ---------- */

export function nextButton(page: Page): Locator {
  return page.getByRole('button', {
    name: /^(Next|Submit Project Request|Submitting Project\.\.\.)/,
  });
}

export function previousButton(page: Page): Locator {
  return page.getByRole('button', { name: /Previous/ });
}

export function radio(page: Page, name: string): Locator {
  return page.getByRole('radio', { name, exact: true });
}

/** The visible header: 'Step N of 8', the percent, the step's heading and the progress bar. */
export async function expectStep(page: Page, step: number): Promise<void> {
  const { count, percent } = stepTexts(step);
  await page.getByRole('heading', { level: 2, name: STEP_TITLES[step - 1], exact: true }).waitFor();
  await page.getByText(count, { exact: true }).waitFor();
  await page.getByText(percent, { exact: true }).waitFor();
  const progress = page.getByRole('progressbar', { name: 'Design progress' });
  expect(await progress.getAttribute('aria-valuenow')).toBe(String(step));
  expect(await progress.getAttribute('aria-valuemax')).toBe('8');
  expect(await page.title()).toContain(`Step ${step} of 8`);
  const current = page.locator('[aria-current="step"]');
  expect(await current.count()).toBe(1);
  expect(await current.innerText()).toContain(STEP_TITLES[step - 1]);
}

export async function expectNext(page: Page, enabled: boolean): Promise<void> {
  await expect.poll(() => nextButton(page).isEnabled(), { timeout: 5_000 }).toBe(enabled);
}

export async function goNext(page: Page, toStep: number): Promise<void> {
  await expectNext(page, true);
  await nextButton(page).click();
  await expectStep(page, toStep);
}

export async function choose(page: Page, name: string): Promise<void> {
  await radio(page, name).click();
  await expect.poll(() => radio(page, name).isChecked(), { timeout: 5_000 }).toBe(true);
}

export async function toggle(page: Page, name: string, checked: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: true });
  await box.click();
  await expect.poll(() => box.isChecked(), { timeout: 5_000 }).toBe(checked);
}

export async function radioNames(page: Page, group: string): Promise<string[]> {
  const names: string[] = [];
  for (const input of await page.locator(`input[type="radio"][name="${group}"]`).all()) {
    names.push(
      (await input.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? '')).trim(),
    );
  }
  return names;
}

/**
 * The spec's arrival on / after a submission, with the toast and the confirmation at the top
 * (or the failure toast, quickly): the request number, where the email went. Answers the number.
 */
export async function expectSubmitted(page: Page): Promise<number> {
  const success = page.getByRole('heading', { level: 2, name: CONFIRMED });
  const failure = page.getByText('Failed to submit project request. Please try again.', {
    exact: true,
  });
  try {
    await success.or(failure).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    // What the page looked like and what it had sent, for the failure report.
    await screenshot(page, 'visitor-no-toast-after-submit');
    const state = await page.evaluate(() => ({
      url: location.href,
      buttons: Array.from(document.querySelectorAll('button')).map(
        (button) => `${button.innerText.trim()}${button.disabled ? ' (disabled)' : ''}`,
      ),
      sent: (window.__sentForms ?? []).map((form) => `${form.path} ${form.status}`),
    }));
    throw new Error(`No confirmation 20 s after Submit: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
  expect(await failure.count(), 'the wizard showed its submit failure toast').toBe(0);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await page.getByText(SUBMITTED, { exact: true }).waitFor();
  await page.getByText(/We've emailed a confirmation with your project details to/).waitFor();
  await page.getByRole('link', { name: 'Sign in to track your project' }).waitFor();
  const number = await page.getByText(/^Project #\d+$/).innerText();
  return Number(number.replace(/\D/g, ''));
}

/** The answers of the review step, in order (each row's value, not its Edit button). */
export async function reviewValues(page: Page): Promise<string[]> {
  const values = await page.locator('dl[aria-label="Your design"] dt + dd').allInnerTexts();
  return values.map((text) => text.trim());
}

/** One draft save per Next on steps 1-7, all succeeded, all for the same session. */
export async function expectDraftSaves(
  read: () => Promise<WizardTraffic>,
  count = 7,
): Promise<{ sessionId: string; traffic: WizardTraffic }> {
  const traffic = await read();
  expect(traffic.saves.length).toBe(count);
  expect(traffic.submissions.length).toBe(1);
  expect(traffic.saves.map((save) => save.status)).toEqual(Array(count).fill(200));
  const sessionIds = new Set(traffic.saves.map((save) => save.fields.sessionId));
  expect(sessionIds.size).toBe(1);
  const [sessionId = ''] = sessionIds;
  expect(sessionId).toMatch(/^session_\d+_[a-z0-9]{9}$/);
  const [submission] = traffic.submissions;
  expect(submission?.status).toBe(201);
  expect(submission?.fields.sessionId).toBe(sessionId);
  return { sessionId, traffic };
}

/** The draft exists and is linked: saving it again is refused as already submitted. */
export async function expectDraftLinked(
  app: RunningApp,
  sessionId: string,
  furnitureType: string,
): Promise<void> {
  expect(await saveDraftAs(app, sessionId, furnitureType)).toEqual({
    status: 409,
    message: ALREADY_SUBMITTED,
  });
  // Control: a draft that never became a project can still be saved.
  const fresh = `session_${Date.now()}_control${Math.floor(Math.random() * 10)}`;
  expect((await saveDraftAs(app, fresh, furnitureType)).status).toBe(200);
}

export async function expectCredentialsEmail(app: RunningApp, email: string): Promise<void> {
  const mail = await waitForEmail(
    app,
    (message) => message.to.includes(email) && /account/i.test(message.subject),
    20_000,
  );
  expect(mail.subject).toBe('Your Oak & Ember Woodworks account');
  expect(temporaryPasswordOf(mail).length).toBeGreaterThanOrEqual(8);
  expect(mail.text).toContain(email);
}

/**
 * The description as the workshop reads it. Browsers send multipart text with CRLF line breaks
 * (HTML form encoding) and the server stores what it gets; either renders the same.
 */
export function lines(text: string | null): string {
  return (text ?? '').replace(/\r\n/g, '\n');
}

/* ---------- Keyboard ---------- */

export interface Focused {
  readonly tag: string;
  readonly type: string;
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  /** aria-label, the label's text, or the element's own text. */
  readonly label: string;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { tag: '', type: '', name: '', value: '', checked: false, label: '' };
    const input = element as HTMLInputElement;
    const labelText = input.labels?.[0]?.innerText ?? '';
    return {
      tag: element.tagName.toLowerCase(),
      type: input.type ?? '',
      name: input.name ?? '',
      value: typeof input.value === 'string' ? input.value : '',
      checked: input.checked === true,
      label: (element.getAttribute('aria-label') ?? (labelText || element.innerText) ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, at most `max` times; fails with
 * the path focus took.
 */
export async function tabTo(
  page: Page,
  matches: (element: Focused) => boolean,
  { backwards = false, max = 30 }: { backwards?: boolean; max?: number } = {},
): Promise<Focused> {
  const path: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    if (matches(element)) return element;
    path.push(`${element.tag}[${element.name || element.type}] "${element.label.slice(0, 40)}"`);
  }
  throw new Error(`Focus never reached the element after ${max} presses:\n${path.join('\n')}`);
}

export const isButton = (text: string) => (element: Focused) =>
  element.tag === 'button' && element.label.replace(/[←→]/g, '').trim() === text;

export const isInput = (name: string) => (element: Focused) => element.name === name;
