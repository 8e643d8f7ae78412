import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@workshop/domain';
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
  axeViolations,
  choose,
  expectStep,
  expectSubmitted,
  fileChoosers,
  goNext,
  nextButton,
  toggle,
  workshopApi,
} from './visitor-helpers';

/**
 * Issue 18's "Done when", in Chromium at 390 and 1440 px: the wizard draws the piece from step 1,
 * the drawing follows the width typed and the features ticked, the indicative price follows the
 * material, the phone's strip folds and never hides Next, axe finds nothing on any step; a 9 MB
 * image goes up once; the workshop sees the drawing and the estimate on the request card and
 * beside the quote form. Screenshots: configurator-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const SIZES = { phone: PHONE, desktop: DESKTOP } as const;
type Size = keyof typeof SIZES;

/** 9 MiB of pixels that do not compress: the PNG is as big as its pixels (3.1 megapixels). */
const BIG_IMAGE_SIDE = 1774;

let app: RunningApp;
let browser: Browser;
let imageDir: string;
let bigImage: string;
let bigImageBytes = 0;
const contexts: BrowserContext[] = [];
/** What the pages logged as errors: none are expected. */
const pageErrors: string[] = [];

/** What each run designed, for the workshop's side. */
const designed = new Map<Size, { fullName: string; email: string; price: string }>();

/** A valid RGB PNG of random pixels (no filter, no compression worth the name). */
function noisePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rowLength = 1 + side * 3;
  const pixels = randomBytes(rowLength * side);
  for (let y = 0; y < side; y++) pixels[y * rowLength] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A fresh page at that size; through `proxy` (an HTTP proxy's address) when given. */
async function openPage(size: Size, proxy?: string): Promise<Page> {
  const context = proxy
    ? // Chromium leaves localhost out of a proxy unless told otherwise.
      await browser.newContext({
        baseURL: app.baseUrl,
        viewport: SIZES[size],
        proxy: { server: proxy, bypass: '<-loopback>' },
      })
    : await newContext(browser, app, SIZES[size]);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) =>
    pageErrors.push(`${size}: ${error.message}\n${error.stack ?? ''}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${size}: ${message.text()}`);
  });
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'configurator-e2e-'));
  bigImage = join(imageDir, 'workshop-photo.png');
  const png = noisePng(BIG_IMAGE_SIDE);
  bigImageBytes = png.length;
  await writeFile(bigImage, png);
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

/* ---------- The drawing and the price ---------- */

/** The piece's drawing (not the inspiration image's preview, whose alt also says "Preview of your"). */
function drawing(page: Page): Locator {
  return page.getByRole('img', { name: /^Preview of your (?!inspiration image)/ });
}

async function drawingName(page: Page): Promise<string> {
  return drawing(page).evaluate((svg) => svg.querySelector('title')?.textContent ?? '');
}

/** The price range in the preview beside the step (the strip's copy is hidden while open). */
function livePrice(page: Page): Locator {
  return page
    .getByRole('complementary', { name: 'Your piece' })
    .getByRole('status')
    .locator('strong');
}

const PRICE = /^\$[\d,]+ – \$[\d,]+$/;

/** The low end of '$2,400 – $3,100'. */
function low(price: string): number {
  return Number(price.replace(/[$,]/g, '').split(' – ')[0]);
}

/** The front view's piece as drawn on screen: its size in CSS pixels. */
interface FrontView {
  /** The width's dimension label, e.g. '48 in'. */
  readonly label: string;
  /** The piece as drawn on screen, in CSS pixels. */
  readonly width: number;
  readonly height: number;
}

/** The front view as drawn, label and size read at the same moment. */
function frontView(page: Page): Promise<FrontView> {
  return drawing(page).evaluate((svg) => {
    const front = svg.querySelector('[data-view="front"]');
    const box = front?.querySelector('[data-piece]')?.getBoundingClientRect();
    return {
      label: front?.querySelector('[data-measure="width"] text')?.textContent ?? '',
      width: box?.width ?? 0,
      height: box?.height ?? 0,
    };
  });
}

/**
 * Types a width and waits until the front view is drawn with it and has settled: the strip lays
 * itself out again after the step below it changes (a hint, the price line), so the first frame
 * with the new label may still be at the old scale.
 */
async function typeWidth(page: Page, inches: number): Promise<FrontView> {
  await page.getByLabel('Width (inches)').fill(String(inches));
  let view: FrontView | undefined;
  let previous = '';
  await expect
    .poll(
      async () => {
        view = await frontView(page);
        const now = JSON.stringify(view);
        const settled = view.label === `${inches} in` && now === previous;
        previous = now;
        return settled;
      },
      { interval: 300, timeout: 15_000 },
    )
    .toBe(true);
  return view!;
}

/** How many parts of a kind the front view draws. */
async function partCount(page: Page, kind: string): Promise<number> {
  return drawing(page).locator(`[data-view="front"] [data-part="${kind}"]`).count();
}

/**
 * Next is on screen and nothing covers it: the element at its centre is Next (or inside it).
 * Checked from the top of the page, where a step starts.
 */
async function expectNextInSight(page: Page, what: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(100);
  const next = nextButton(page);
  expect(await next.isVisible(), `Next visible on ${what}`).toBe(true);
  const box = await next.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `Next has a box on ${what}`).not.toBeNull();
  expect(box!.y, `Next top on ${what}`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `Next bottom on ${what}`).toBeLessThanOrEqual(viewport.height);
  const onTop = await next.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit === button || button.contains(hit) ? 'next' : (hit?.outerHTML.slice(0, 120) ?? '');
  });
  expect(onTop, `what is at Next's centre on ${what}`).toBe('next');
  // Nothing spills: not the page, not the strip's bar.
  const spills = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`page ${root.scrollWidth}px wide`);
    const preview = document.querySelector('main > aside');
    for (const element of Array.from(preview?.querySelectorAll('*') ?? [])) {
      const box = element.getBoundingClientRect();
      const frame = preview!.getBoundingClientRect();
      if (box.width > 0 && (box.right > frame.right + 1 || box.left < frame.left - 1)) {
        found.push(`${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 30)}"`);
      }
    }
    return found;
  });
  expect.soft(spills, `what spills on ${what}`).toEqual([]);
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${what}`).toEqual([]);
}

/**
 * What the visitor sees (the first screen) and the whole page. The whole page is laid out in a
 * window as tall as it, so the sticky Next bar is at its bottom, not where the first screen
 * ended.
 */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  await screenshot(page, `configurator-${name}`, { fullPage: false });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    await page.waitForTimeout(100);
  }
  await screenshot(page, `configurator-${name}-full`, { fullPage: false });
  await page.setViewportSize(viewport);
  await page.waitForTimeout(100);
}

/* ---------- What the page sends ---------- */

interface SentPost {
  readonly path: string;
  /** Bytes of the multipart body as encoded (FormData). */
  readonly bodyBytes: number;
  /** Bytes of the files in it. */
  readonly fileBytes: number;
  readonly status: number;
}

declare global {
  interface Window {
    __posts?: SentPost[];
  }
}

/**
 * What the page hands fetch to upload: every POST with a FormData body, its size as fetch
 * encodes it and the bytes of the files in it.
 */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const posts: SentPost[] = [];
    window.__posts = posts;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      let bodyBytes = 0;
      let fileBytes = 0;
      const isForm = init?.method === 'POST' && init.body instanceof FormData;
      if (isForm) {
        const form = init.body as FormData;
        form.forEach((value) => {
          if (typeof value !== 'string') fileBytes += value.size;
        });
        bodyBytes = (await new Response(form).arrayBuffer()).byteLength;
      }
      const response = await original(input, init);
      if (isForm) {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        posts.push({
          path: new URL(url, location.href).pathname,
          bodyBytes,
          fileBytes,
          status: response.status,
        });
      }
      return response;
    };
  });
  return () => page.evaluate(() => window.__posts ?? []);
}

/**
 * An HTTP proxy between the browser and the app that counts the request body bytes it carries,
 * per POST path: what the browser really sent, file parts included (Chromium reports no body
 * size for a request with a file in it). Host and Origin pass unchanged, as the app checks them.
 */
async function countingProxy(): Promise<{
  server: string;
  bytes: Map<string, number[]>;
  close(): Promise<void>;
}> {
  const bytes = new Map<string, number[]>();
  const proxy = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', app.baseUrl);
    let size = 0;
    incoming.on('data', (chunk: Buffer) => (size += chunk.length));
    incoming.on('end', () => {
      if (incoming.method !== 'POST') return;
      bytes.set(target.pathname, [...(bytes.get(target.pathname) ?? []), size]);
    });
    const forward = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${address.port}`,
    bytes,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/* ---------- One wizard run ---------- */

async function designCabinet(
  size: Size,
  { image, proxy }: { image?: string; proxy?: string } = {},
) {
  const page = await openPage(size, proxy);
  const choosers = fileChoosers(page);
  const uploads = await recordUploads(page);
  const visitor = {
    fullName: size === 'phone' ? 'Priya Natarajan' : 'Tomas Lindqvist',
    email: `${size}.configurator@example.com`,
  };
  await page.goto('/customize');

  // 1. Nothing chosen: nothing drawn yet, the strip says what will be.
  await expectStep(page, 1);
  expect(await drawing(page).count()).toBe(0);
  await page.getByText(/Choose a piece and it is drawn here/).waitFor();
  await expectNoAxeViolations(page, `step 1, nothing chosen, at ${size}`);

  await choose(page, 'Cabinet');
  await drawing(page).waitFor();
  expect(await drawingName(page)).toMatch(/^Preview of your cabinet, 30 inches wide \(typical\)/);
  expect(await livePrice(page).innerText()).toMatch(PRICE);
  expect(await partCount(page, 'door')).toBeGreaterThan(0);
  expect(await partCount(page, 'drawer')).toBe(0);
  await expectNextInSight(page, `step 1 at ${size}`);
  await shoot(page, `step1-${size}`);
  await expectNoAxeViolations(page, `step 1 at ${size}`);

  if (size === 'phone') {
    // The strip folds to its price, and opens again.
    await page.getByRole('button', { name: 'Hide drawing' }).click();
    await expect.poll(() => drawing(page).count()).toBe(0);
    const strip = page.getByRole('complementary', { name: 'Your piece' });
    expect(await strip.getByText(PRICE).first().isVisible()).toBe(true);
    await expectNextInSight(page, 'step 1 with the strip folded');
    await shoot(page, 'step1-phone-folded');
    await expectNoAxeViolations(page, 'step 1 with the strip folded');
    await page.getByRole('button', { name: 'Show drawing' }).click();
    await drawing(page).waitFor();
  } else {
    // Beside the step, always open: no fold button on a wide screen.
    expect(await page.getByRole('button', { name: 'Hide drawing' }).isVisible()).toBe(false);
    const preview = await page.getByRole('complementary', { name: 'Your piece' }).boundingBox();
    const step = await page
      .getByRole('heading', { level: 2, name: 'Furniture Type' })
      .boundingBox();
    expect(preview!.x, 'the drawing sits to the right of the step').toBeGreaterThan(step!.x + 300);
  }
  await goNext(page, 2);

  // 2. The image, if any: it goes up now, once.
  if (image) {
    await page.getByRole('button', { name: 'Upload an inspiration image' }).click();
    await (await choosers.next()).setFiles(image);
    await page.getByText('Uploaded: it goes with your request.').waitFor({ timeout: 60_000 });
  }
  await expectNextInSight(page, `step 2 at ${size}`);
  await expectNoAxeViolations(page, `step 2 at ${size}`);
  await goNext(page, 3);

  // 3. Style.
  await choose(page, 'Modern');
  await expectNextInSight(page, `step 3 at ${size}`);
  await expectNoAxeViolations(page, `step 3 at ${size}`);
  await goNext(page, 4);

  // 4. Materials: the price follows the wood.
  await choose(page, 'Solid Wood');
  await choose(page, 'Pine');
  await choose(page, 'Wood Finish');
  await choose(page, 'Oil Finish');
  const pine = await livePrice(page).innerText();
  expect(pine).toMatch(PRICE);
  await choose(page, 'Walnut');
  await expect.poll(() => livePrice(page).innerText()).not.toBe(pine);
  const walnut = await livePrice(page).innerText();
  expect(low(walnut), `walnut ${walnut} is dearer than pine ${pine}`).toBeGreaterThan(low(pine));
  expect(await drawingName(page)).toMatch(/^Preview of your walnut cabinet/);
  await expectNextInSight(page, `step 4 at ${size}`);
  await shoot(page, `step4-materials-${size}`);
  await expectNoAxeViolations(page, `step 4 at ${size}`);
  await goNext(page, 5);

  // 5. Dimensions: the drawing follows the width typed, to scale.
  expect((await frontView(page)).label).toBe('30 in*');
  const narrow = await typeWidth(page, 24);
  const narrowPrice = await livePrice(page).innerText();
  const wide = await typeWidth(page, 48);
  expect(wide.width, 'the drawn width changes').not.toBeCloseTo(narrow.width, 0);
  // Twice the width at the same height: the front's shape is twice as wide (its legs and
  // plinth aside), whatever scale the drawing settles on.
  const stretch = wide.width / wide.height / (narrow.width / narrow.height);
  const views = `24 in ${JSON.stringify(narrow)}, 48 in ${JSON.stringify(wide)}`;
  expect(stretch, views).toBeGreaterThan(1.8);
  expect(stretch, views).toBeLessThan(2.2);
  expect(low(await livePrice(page).innerText())).toBeGreaterThan(low(narrowPrice));
  await page.getByLabel('Depth (inches)').fill('20');
  await page.getByLabel('Height (inches)').fill('36');
  await expect.poll(() => drawingName(page)).toMatch(/48 inches wide, 20 inches deep/);
  await expectNextInSight(page, `step 5 at ${size}`);
  await shoot(page, `step5-dimensions-${size}`);
  await expectNoAxeViolations(page, `step 5 at ${size}`);
  await goNext(page, 6);

  // 6. Features: each drawn as it is ticked.
  const doors = await partCount(page, 'door');
  await toggle(page, 'Pull-Out Drawers', true);
  await expect.poll(() => partCount(page, 'drawer')).toBeGreaterThan(0);
  await toggle(page, 'Crown Molding', true);
  await expect.poll(() => partCount(page, 'crown')).toBe(1);
  expect(await partCount(page, 'door')).toBe(doors);
  await expectNextInSight(page, `step 6 at ${size}`);
  await shoot(page, `step6-features-${size}`);
  await expectNoAxeViolations(page, `step 6 at ${size}`);
  const price = await livePrice(page).innerText();
  await goNext(page, 7);

  // 7. Review: the same drawing and price in the summary.
  const review = page.getByRole('region', { name: 'Your piece' });
  await review
    .getByRole('img', { name: /^Preview of your walnut cabinet, 48 inches wide/ })
    .waitFor();
  expect(await review.locator('[data-view="front"] [data-part="drawer"]').count()).toBeGreaterThan(
    0,
  );
  expect(await review.locator('[data-view="front"] [data-part="crown"]').count()).toBe(1);
  expect(await review.locator('strong').innerText()).toBe(price);
  await expectNextInSight(page, `step 7 at ${size}`);
  await shoot(page, `step7-review-${size}`);
  await expectNoAxeViolations(page, `step 7 at ${size}`);
  await goNext(page, 8);

  // 8. Contact, and off it goes.
  await page.getByLabel('Full Name').fill(visitor.fullName);
  await page.getByLabel('Email Address').fill(visitor.email);
  await expectNextInSight(page, `step 8 at ${size}`);
  await expectNoAxeViolations(page, `step 8 at ${size}`);
  await nextButton(page).click();
  try {
    await expectSubmitted(page);
  } catch (error) {
    throw new Error(`Not submitted; the page logged: ${pageErrors.join('\n')}`, { cause: error });
  }
  designed.set(size, { ...visitor, price });
  return { page, uploads };
}

describe('the configurator', () => {
  it('on a phone (390 px): drawn from step 1, follows width, features and wood; a 9 MB image goes up once', async () => {
    expect(bigImageBytes).toBeGreaterThan(9 * 1024 * 1024);
    expect(bigImageBytes).toBeLessThan(MAX_IMAGE_BYTES);
    const proxy = await countingProxy();
    let posts: SentPost[];
    try {
      const { uploads } = await designCabinet('phone', { image: bigImage, proxy: proxy.server });
      posts = await uploads();
    } finally {
      await proxy.close();
    }

    // In the page: one upload with the image in it; the seven saves and the request without.
    const image = posts.filter((post) => post.path === '/api/customizations/image');
    const saves = posts.filter((post) => post.path === '/api/customizations');
    const submissions = posts.filter((post) => post.path === '/api/furniture-requests');
    expect(image.map((post) => post.status)).toEqual([201]);
    expect(saves.map((post) => post.status)).toEqual(Array(7).fill(200));
    expect(submissions.map((post) => post.status)).toEqual([201]);
    expect(image[0]?.fileBytes).toBe(bigImageBytes);
    expect([...saves, ...submissions].map((post) => post.fileBytes)).toEqual(Array(8).fill(0));

    // On the wire: the proxy counted every body byte the browser sent. One image's worth, plus
    // a few kilobytes of text fields; two uploads would be 18 MB.
    const wire = proxy.bytes;
    expect(wire.get('/api/customizations/image')).toHaveLength(1);
    expect(wire.get('/api/customizations')).toHaveLength(7);
    expect(wire.get('/api/furniture-requests')).toHaveLength(1);
    const total = [...wire.values()].flat().reduce((sum, size) => sum + size, 0);
    const [imageUpload = 0] = wire.get('/api/customizations/image') ?? [];
    console.info(
      `9 MB image: ${bigImageBytes} bytes. POST bodies the browser sent, through the proxy: ` +
        [...wire].map(([path, sizes]) => `${path} ${sizes.join(' + ')}`).join('; ') +
        `; in all ${total} bytes (${(total / bigImageBytes).toFixed(4)} x the image)`,
    );
    expect(imageUpload).toBeGreaterThan(bigImageBytes);
    expect(imageUpload).toBeLessThan(bigImageBytes + 4 * 1024);
    expect(total - imageUpload, 'the bytes of everything else').toBeLessThan(64 * 1024);
    expect(total / bigImageBytes).toBeLessThan(1.01);

    // The workshop has it, once.
    const workshop = await workshopApi(app);
    const request = await workshop.requestBy('phone.configurator@example.com');
    expect(request.imageOriginalName).toBe('workshop-photo.png');
    const stored = await fetch(`${app.baseUrl}/uploads/${request.imagePath}`);
    expect(stored.status).toBe(200);
    const files = (await readdir(join(app.dataDir, 'uploads'))).filter(
      (name) => !name.startsWith('.'),
    );
    expect(files).toHaveLength(1);
    expect((await stat(join(app.dataDir, 'uploads', files[0]!))).size).toBeGreaterThan(1024 * 1024);
  });

  it('on a desktop (1440 px): the drawing beside the step, the same checks', async () => {
    const { uploads } = await designCabinet('desktop');
    const posts = await uploads();
    expect(posts.filter((post) => post.path === '/api/customizations/image')).toEqual([]);
    expect(posts.every((post) => post.fileBytes === 0)).toBe(true);
  });

  it('shows the workshop the drawing and the estimate on the card and beside the quote form', async () => {
    const page = await openPage('desktop');
    await page.goto('/admin-login');
    await page.getByLabel('Admin Passkey').fill(app.adminPasskey);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.waitForURL('**/admin');
    // Without the welcome toast, which would sit on the card in the pictures.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Furniture Requests Admin' }).waitFor();

    for (const size of ['desktop', 'phone'] as const) {
      const visitor = designed.get(size);
      expect(visitor, `the ${size} run submitted its design`).toBeDefined();
      const card = page
        .getByRole('tabpanel')
        .getByRole('article', { name: new RegExp(visitor!.fullName) });
      await card.getByRole('button', { name: 'View Details' }).click();
      const design = card.getByRole('region', { name: 'Wizard Design' });
      const drawn = design.getByRole('img', { name: /^Preview of your / });
      await drawn.waitFor();
      expect(await drawn.evaluate((svg) => svg.querySelector('title')?.textContent ?? '')).toMatch(
        /^Preview of your walnut cabinet, 48 inches wide, 20 inches deep and 36 inches high/,
      );
      expect(
        await drawn.locator('[data-view="front"] [data-part="drawer"]').count(),
      ).toBeGreaterThan(0);
      expect(await drawn.locator('[data-view="front"] [data-part="crown"]').count()).toBe(1);
      // The estimate saved with the draft is the one the visitor saw.
      expect(await design.getByText('Indicative price:').innerText()).toBe(
        `Indicative price: ${visitor!.price}`,
      );
      if (size === 'desktop') {
        await card.scrollIntoViewIfNeeded();
        await screenshot(card, 'configurator-admin-card');
        await expectNoAxeViolations(page, 'the admin panel with a wizard design open');
      }

      await card.getByRole('button', { name: 'Provide Quote' }).click();
      const dialog = page.getByRole('dialog', { name: 'Provide Quote' });
      await dialog.getByText('Indicative price from the wizard:').waitFor();
      expect(await dialog.getByText('Indicative price from the wizard:').innerText()).toBe(
        `Indicative price from the wizard: ${visitor!.price}`,
      );
      await dialog.getByText(/your quote is what counts/).waitFor();
      if (size === 'desktop') {
        // The dialog's fade done, for the picture and for axe's contrast check.
        await page.waitForTimeout(200);
        await screenshot(page, 'configurator-admin-quote', { fullPage: false });
        await expectNoAxeViolations(page, 'the Provide Quote dialog with the wizard price');
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Hide Details' }).click();
    }

    // At phone width too, the card's drawing fits.
    await page.setViewportSize(PHONE);
    const visitor = designed.get('desktop')!;
    const card = page
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(visitor.fullName) });
    await card.getByRole('button', { name: 'View Details' }).click();
    await card.getByRole('region', { name: 'Wizard Design' }).getByRole('img').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(card, 'configurator-admin-card-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
