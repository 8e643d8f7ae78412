import { request as playwrightRequest } from 'playwright-core';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningApp } from '../harness';

/**
 * What the spec suite's Chromium files share: the toasts as a visitor reads them, the calls the
 * page makes as the server receives them, colours by hue, and the workshop's side through the
 * API to set the scene.
 */

/**
 * The toasts on screen (Radix's viewport, "Notifications (F8)"), each a list item. By CSS, not by
 * role: while a modal dialog is open everything outside it is aria-hidden, the toasts included.
 */
export function toasts(page: Page): Locator {
  return page.locator('[role="region"][aria-label^="Notifications"] li[data-state="open"]');
}

/** Waits for a toast reading `title` (and `description`, when given) and answers it. */
export async function expectToast(
  page: Page,
  title: string,
  description?: string | RegExp,
): Promise<Locator> {
  const toast = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  const wanted = description === undefined ? toast : toast.filter({ hasText: description });
  try {
    await wanted.first().waitFor({ timeout: 15_000 });
  } catch (error) {
    const shown = await toasts(page).allInnerTexts();
    throw new Error(
      `No toast "${title}"${description === undefined ? '' : ` / "${String(description)}"`} ` +
        `on ${page.url()}; on screen: ${JSON.stringify(shown)}`,
      { cause: error },
    );
  }
  return wanted.first();
}

/** The hue (0-360) of a CSS colour as the browser computed it: rgb(...) or rgba(...). */
export function hueOf(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return Number.NaN;
  const d = max - min;
  const hue =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return Math.round(hue);
}

/** The spec's colour names as hue ranges: wide enough for any shade a designer would call so. */
export const HUES = {
  blue: [190, 250],
  green: [85, 165],
  yellow: [38, 65],
  purple: [255, 310],
  red: [345, 375],
} as const;

/** Whether a colour has a hue worth naming: not white, grey or black. */
export function isTinted(color: string): boolean {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return Math.max(r, g, b) - Math.min(r, g, b) > 20;
}

/**
 * An element "in" a colour: the tinted ones of its text and background colours all have that
 * hue, and at least one is tinted (a white badge with blue words is blue; so is a blue chip).
 */
export function expectInHue(
  { color, background }: { color: string; background: string },
  name: keyof typeof HUES,
  what: string,
): void {
  const tinted = [color, background].filter(isTinted);
  expect(tinted.length, `${what} (${color} on ${background}) has no colour`).toBeGreaterThan(0);
  for (const shade of tinted) expectHue(shade, name, what);
}

export function expectHue(color: string, name: keyof typeof HUES, what: string): void {
  const hue = hueOf(color);
  const [low, high] = HUES[name];
  // Red wraps around 0.
  const inRange = (hue >= low && hue <= high) || (name === 'red' && hue <= high - 360);
  expect(inRange, `${what} is ${color} (hue ${hue}), not ${name}`).toBe(true);
}

/** The computed colour of text and background of the first match. */
export async function colours(target: Locator): Promise<{ color: string; background: string }> {
  return target.first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
}

/** One call the page made, as it left the browser. */
export interface Call {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly contentType: string | null;
  /** The JSON body, parsed; null when there was none (or it was not JSON). */
  readonly json: unknown;
  readonly hasBody: boolean;
}

/** Records every /api call the page makes from now on. */
export function recordCalls(page: Page): { readonly calls: Call[]; clear(): void } {
  const calls: Call[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = request.postData();
    let json: unknown = null;
    if (body) {
      try {
        json = JSON.parse(body) as unknown;
      } catch {
        json = null;
      }
    }
    calls.push({
      method: request.method(),
      path: url.pathname,
      search: url.search,
      contentType: request.headers()['content-type'] ?? null,
      json,
      hasBody: body !== null && body !== '',
    });
  });
  return {
    calls,
    clear: () => calls.splice(0, calls.length),
  };
}

/** An HTTP client for setting the scene, from the site's own origin (CSRF rules hold). */
export function apiClient(app: RunningApp): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: app.baseUrl,
    extraHTTPHeaders: { Origin: app.baseUrl },
  });
}

/** The workshop, signed in with the passkey through the API. */
export async function workshop(app: RunningApp): Promise<APIRequestContext> {
  const api = await apiClient(app);
  const login = await api.post('/api/admin/login', { data: { passkey: app.adminPasskey } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** Submits a request as a visitor would (JSON), from an address of its own when given. */
export async function submitRequest(
  app: RunningApp,
  fields: Readonly<Record<string, string>>,
  fromAddress?: string,
): Promise<number> {
  const api = await apiClient(app);
  const response = await api.post('/api/furniture-requests', {
    data: fields,
    headers: fromAddress ? { 'X-Forwarded-For': fromAddress } : {},
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { request: { id: number } }).request.id;
  await api.dispose();
  return id;
}

export async function provideQuote(
  admin: APIRequestContext,
  id: number,
  quote: { quoteAmount: string; quotedBy: string; quoteNotes: string },
): Promise<void> {
  const response = await admin.post(`/api/furniture-requests/${id}/quote`, { data: quote });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Waits (10 s) for `scope` to show `text`; a failure quotes what it shows instead, so a changed
 * spec string reads as "expected X, the screen says Y".
 */
export async function expectShows(
  scope: Locator,
  text: string | RegExp,
  what: string,
): Promise<void> {
  const shown = async () =>
    (
      await scope
        .first()
        .innerText()
        .catch(() => '')
    ).replace(/\s+/g, ' ');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = await shown();
    if (typeof text === 'string' ? now.includes(text) : text.test(now)) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${what} does not show ${JSON.stringify(String(text))}; it shows: ${JSON.stringify(now.slice(0, 600))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The page's text, whitespace folded, for matching phrases that cross elements. */
export async function pageText(page: Page, scope = 'body'): Promise<string> {
  return (await page.locator(scope).first().innerText()).replace(/\s+/g, ' ');
}
