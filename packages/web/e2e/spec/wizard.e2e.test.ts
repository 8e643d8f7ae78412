import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  startShippedApp,
  waitForEmail,
  type RunningApp,
} from '../harness';
import {
  choose,
  nextButton,
  previousButton,
  radio,
  recordWizardTraffic,
  toggle,
  woodGrainPng,
  type WizardTraffic,
} from '../visitor-helpers';
import { expectHue, expectShows, expectToast, pageText, toasts } from './spec-helpers';

/**
 * The spec suite in Chromium: the Furniture Customization Wizard of the product spec (section 2),
 * its option lists (section 3), its transitions (section 4), the gating of Next (section 5), the
 * two calls it makes as section 7 writes them, and its toasts (section 8). One visitor walks the
 * eight steps; a second one meets the failures. Each test names the spec line it holds. The app
 * runs as a user's `pnpm start` runs it (startShippedApp: dist/local.js in its own process, on
 * the embedded database), so that local mode as shipped stays proven end to end.
 */

// expect.poll waits one second by default: too short on a loaded machine for a page to answer.
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 100 } } });

const VISITOR = { fullName: 'Marisol Vega', email: 'marisol.vega@example.com' };
const SECOND = { fullName: 'Teodor Lind', email: 'teodor.lind@example.com' };
const NOTES = 'Please match the walnut floor in our dining room.';
const SUBMIT_FALLBACK =
  "Your furniture design has been submitted as a project. We'll contact you with a quote soon.";

const SAVE_FIELDS = [
  'sessionId',
  'furnitureType',
  'style',
  'constructionMaterial',
  'specificMaterial',
  'surfaceFinish',
  'specificFinish',
  'dimensions',
  'hardware',
  'upholstery',
  'notes',
  'fullName',
  'email',
  'phone',
  'timeline',
  'features',
  'completed',
];

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let traffic: () => Promise<WizardTraffic>;
/** The server's answers to the wizard's submissions: their `message`. */
const submitted: string[] = [];

beforeAll(async () => {
  app = await startShippedApp();
  browser = await launchBrowser();
  context = await newContext(browser, app, DESKTOP);
  page = await context.newPage();
  watchSaves(page);
  page.setDefaultTimeout(15_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  traffic = await recordWizardTraffic(page);
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname !== '/api/furniture-requests' || response.request().method() !== 'POST') return;
    submitted.push(((await response.json()) as { message: string }).message);
  });
  // The embedded database's first start takes over a minute on a busy machine.
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** 'Step N of 8' in the header, and the step's title as the heading. */
async function stepShown(target: Page): Promise<number> {
  const text = await target.getByRole('banner').innerText();
  return Number(/Step (\d) of 8/.exec(text)?.[1] ?? 0);
}

async function expectAt(target: Page, step: number): Promise<void> {
  await expect.poll(() => stepShown(target), { timeout: 10_000 }).toBe(step);
}

/** Draft saves on their way, per page: Next waits for them (spec §4), and so do the checks. */
const savesInFlight = new WeakMap<Page, number>();

function watchSaves(target: Page): void {
  const isSave = (request: { url(): string; method(): string }) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/customizations';
  const add = (delta: number) =>
    savesInFlight.set(target, (savesInFlight.get(target) ?? 0) + delta);
  target.on('request', (request) => isSave(request) && add(1));
  target.on('requestfinished', (request) => isSave(request) && add(-1));
  target.on('requestfailed', (request) => isSave(request) && add(-1));
}

async function next(target: Page, toStep: number): Promise<void> {
  await expect.poll(() => nextButton(target).isEnabled(), { timeout: 5_000 }).toBe(true);
  await nextButton(target).click();
  await expectAt(target, toStep);
  // The step's own checks start once its save has answered (Next is held while it is pending).
  await expect.poll(() => savesInFlight.get(target) ?? 0, { timeout: 10_000 }).toBe(0);
  await target.waitForTimeout(50);
}

/** Back to `step` with Previous (a failed test may have left the page a step further). */
async function backTo(target: Page, step: number): Promise<void> {
  for (let guard = 0; guard < 8 && (await stepShown(target)) > step; guard++) {
    await previousButton(target).click();
    await target.waitForTimeout(100);
  }
  await expectAt(target, step);
}

/** The visible text of whatever holds `name` (a fieldset's legend, a label) up to its group. */
function group(target: Page, legend: string): Locator {
  return target.locator('fieldset').filter({ has: target.locator('legend', { hasText: legend }) });
}

async function radioValues(target: Page, name: string): Promise<string[]> {
  return target
    .locator(`input[type="radio"][name="${name}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

async function checkedValue(target: Page, name: string): Promise<string | null> {
  return target
    .locator(`input[type="radio"][name="${name}"]`)
    .evaluateAll(
      (inputs) => (inputs as HTMLInputElement[]).find((input) => input.checked)?.value ?? null,
    );
}

/** The colour of the '*' inside `scope`. */
async function asteriskColour(scope: Locator): Promise<string | null> {
  return scope.first().evaluate((root) => {
    const star = [root, ...Array.from(root.querySelectorAll('*'))].find(
      (element) => (element.textContent ?? '').trim() === '*' && element.children.length === 0,
    );
    return star ? getComputedStyle(star).color : null;
  });
}

describe('spec §2 Furniture Customization Wizard', () => {
  it("\"Has a 'Back to Home' link to /. Its header shows a progress bar with 'Step N of 8' and percent complete (step/8*100). A step indicator lists each step's title and description.\"", async () => {
    await page.goto('/customize');
    const header = page.getByRole('banner');
    const back = header.getByRole('link', { name: /Back to Home/ });
    expect(await back.getAttribute('href')).toBe('/');
    expect(await header.innerText()).toMatch(/Step 1 of 8/);
    expect(await header.innerText()).toMatch(/\b(12\.5|13)% complete/);
    await header.getByRole('progressbar').waitFor();
    const indicator = (await page.getByRole('navigation', { name: /step/i }).innerText()).replace(
      /\s+/g,
      ' ',
    );
    for (const [title, description] of [
      ['Furniture Type', "Choose what you'd like to create"],
      ['Inspiration Image', 'Upload example or inspiration'],
      ['Style & Design', ''],
      ['Materials', 'Choose wood and finishes'],
      ['Dimensions', 'Specify size requirements'],
      ['Features', 'Add special features'],
      ['Review', 'Finalize your design'],
      ['Contact Info', 'Your contact information'],
    ] as const) {
      expect(indicator).toContain(title);
      expect(indicator).toContain(description);
    }
  });

  it('"Previous and Next buttons. Previous is disabled on step 1." and §5 "Step 1: furnitureType chosen."', async () => {
    await expectAt(page, 1);
    expect(await previousButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).innerText()).toMatch(/^Next/);
  });

  it('"1. Furniture Type (\'Choose what you\'d like to create\'): five cards, each with name and description." (§3 "Wizard furniture types: table, desk, cabinet, locker, storage (examples: Dining table, Executive desk, Kitchen cabinet, Gym locker, Bookshelf).")', async () => {
    expect(await radioValues(page, 'furnitureType')).toEqual([
      'table',
      'desk',
      'cabinet',
      'locker',
      'storage',
    ]);
    const examples = [
      'Dining table',
      'Executive desk',
      'Kitchen cabinet',
      'Gym locker',
      'Bookshelf',
    ];
    for (const [index, name] of ['Table', 'Desk', 'Cabinet', 'Locker', 'Storage'].entries()) {
      const card = page
        .locator('div')
        .filter({ has: radio(page, name) })
        .last();
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      expect(text.replace(name, '').trim().length, `${name} has a description`).toBeGreaterThan(10);
      expect(text.toLowerCase()).toContain((examples[index] ?? '').toLowerCase());
    }
  });

  it('"Next on steps 1-7 sends the draft as a save and advances" (§7 "POST /api/customizations | multipart: sessionId, furnitureType, style, ... features (JSON-encoded list), completed (false)") and §3 "sessionId of the form session_{timestamp}_{random 9-character suffix}"', async () => {
    await choose(page, 'Table');
    await next(page, 2);
    await expect.poll(async () => (await traffic()).saves.length).toBe(1);
    const [save] = (await traffic()).saves;
    expect(
      Object.keys(save?.fields ?? {})
        .filter((field) => SAVE_FIELDS.includes(field))
        .sort(),
    ).toEqual([...SAVE_FIELDS].sort());
    expect(save?.fields['sessionId']).toMatch(/^session_\d+_[a-z0-9]{9}$/);
    expect(save?.fields['furnitureType']).toBe('table');
    expect(JSON.parse(save?.fields['features'] ?? '')).toEqual([]);
    expect(save?.fields['completed']).toBe('false');
    expect(await page.getByRole('banner').innerText()).toMatch(/\b25% complete/);
  });

  it('"2. Inspiration Image (\'Upload example or inspiration\'): optional image upload with drop zone; the zone highlights while a file is dragged over; a selected image can be removed, returning to the drop zone." and §5 "Step 2: always allowed (image optional)."', async () => {
    await expectAt(page, 2);
    expect(await nextButton(page).isEnabled()).toBe(true);
    const zone = page.getByRole('button', { name: /upload/i }).first();
    const before = await zone.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderColor} ${style.backgroundColor} ${style.outlineColor}`;
    });
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'oak.png', { type: 'image/png' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await expect
      .poll(() =>
        zone.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderColor} ${style.backgroundColor} ${style.outlineColor}`;
        }),
      )
      .not.toBe(before);
    await zone.dispatchEvent('dragleave', { dataTransfer });

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'oak-grain.png',
      mimeType: 'image/png',
      buffer: woodGrainPng(64, 48),
    });
    const remove = page.getByRole('button', { name: 'Remove' });
    await remove.waitFor();
    expect(await pageText(page, 'main')).toContain('oak-grain.png');
    await remove.click();
    await page
      .getByRole('button', { name: /upload/i })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
  });

  it('§5 "Image: single file; types jpeg, jpg, png, gif; maximum 10 MB (10*1024*1024 bytes)."', async () => {
    const input = page.locator('input[type="file"]');
    expect(await input.getAttribute('multiple')).toBeNull();
    const accept = (await input.getAttribute('accept')) ?? '';
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) expect(accept).toContain(type);
    for (const extension of ['.jpeg', '.jpg', '.png', '.gif']) expect(accept).toContain(extension);
    const png = woodGrainPng(8, 8);
    const tooBig = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const uploads: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/customizations/image')) {
        uploads.push(request.url());
      }
    };
    page.on('request', onRequest);
    await input.setInputFiles({ name: 'too-big.png', mimeType: 'image/png', buffer: tooBig });
    await page.waitForTimeout(500);
    page.off('request', onRequest);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(uploads).toEqual([]);
  });

  it('"3. Style & Design." (§3 "table = modern, traditional, rustic, industrial") and §5 "Step 3: style chosen."', async () => {
    await next(page, 3);
    expect(await radioValues(page, 'style')).toEqual([
      'modern',
      'traditional',
      'rustic',
      'industrial',
    ]);
    expect(await nextButton(page).isDisabled()).toBe(true);
    await choose(page, 'Rustic');
    expect(await nextButton(page).isEnabled()).toBe(true);
    await next(page, 4);
  });

  it('"4. Materials (\'Choose wood and finishes\'): construction material plus surface finish; each material shows pros, cons and a joinery or uses note."', async () => {
    await expectAt(page, 4);
    expect(await radioValues(page, 'constructionMaterial')).toEqual([
      'solid-wood',
      'mdf',
      'mcp',
      'veneered',
    ]);
    for (const name of ['Solid Wood', 'MDF', 'MCP', 'Veneered']) {
      const card = page
        .locator('div')
        .filter({ has: radio(page, name) })
        .last();
      const text = await card.innerText();
      expect(text, name).toMatch(/pros/i);
      expect(text, name).toMatch(/cons/i);
      expect(text, name).toMatch(/joinery|uses/i);
    }
    expect(await radioValues(page, 'surfaceFinish')).toEqual(['painted', 'laminated', 'wood']);
  });

  it('§3 "Construction materials and specific options" and "Surface finish groups ... Groups also list sheens (Matte, Satin, Semi-gloss, Gloss)."', async () => {
    const specific: Record<string, string[]> = {};
    for (const [name, value] of [
      ['Solid Wood', 'solid-wood'],
      ['MDF', 'mdf'],
      ['MCP', 'mcp'],
      ['Veneered', 'veneered'],
    ] as const) {
      await choose(page, name);
      specific[value] = await radioValues(page, 'specificMaterial');
    }
    expect(specific).toEqual({
      'solid-wood': ['oak', 'walnut', 'maple', 'cherry', 'ash', 'pine'],
      mdf: ['standard-mdf', 'moisture-resistant-mdf'],
      mcp: ['white-melamine', 'wood-grain-melamine', 'color-melamine'],
      veneered: ['oak-veneer', 'walnut-veneer', 'maple-veneer', 'cherry-veneer'],
    });
    const finishes: Record<string, string[]> = {};
    for (const value of ['painted', 'laminated', 'wood']) {
      await page.locator(`input[name="surfaceFinish"][value="${value}"]`).check({ force: true });
      finishes[value] = await radioValues(page, 'specificFinish');
      const card = page
        .locator('div')
        .filter({ has: page.locator(`input[name="surfaceFinish"][value="${value}"]`) })
        .last();
      const text = await card.innerText();
      for (const sheen of ['Matte', 'Satin', 'Semi-gloss', 'Gloss'])
        expect(text, value).toContain(sheen);
    }
    expect(finishes).toEqual({
      painted: ['matte-paint', 'satin-paint', 'semi-gloss-paint', 'high-gloss-paint'],
      laminated: ['solid-color-laminate', 'wood-grain-laminate', 'textured-laminate'],
      wood: ['varnish-oil', 'varnish-water', 'polyurethane', 'lacquer', 'shellac', 'oil-finish'],
    });
  });

  it('§4 "Choosing a new construction material clears specificMaterial; choosing a new surface finish clears specificFinish." and §5 "Step 4: constructionMaterial, specificMaterial, surfaceFinish and specificFinish all chosen (each marked with a red asterisk)."', async () => {
    await choose(page, 'Solid Wood');
    await choose(page, 'Walnut');
    await page.locator('input[name="surfaceFinish"][value="wood"]').check({ force: true });
    await choose(page, 'Oil Finish');
    expect(await nextButton(page).isEnabled()).toBe(true);

    await choose(page, 'Veneered');
    expect(await checkedValue(page, 'specificMaterial')).toBeNull();
    expect(await checkedValue(page, 'specificFinish')).toBe('oil-finish');
    expect(await nextButton(page).isDisabled()).toBe(true);
    await choose(page, 'Walnut Veneer');
    expect(await nextButton(page).isEnabled()).toBe(true);

    await page.locator('input[name="surfaceFinish"][value="painted"]').check({ force: true });
    expect(await checkedValue(page, 'specificFinish')).toBeNull();
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.locator('input[name="surfaceFinish"][value="wood"]').check({ force: true });
    await choose(page, 'Oil Finish');
    expect(await nextButton(page).isEnabled()).toBe(true);

    for (const legend of [
      'Construction Material',
      'Specific Material',
      'Surface Finish',
      'Finish Details',
    ]) {
      const colour = await asteriskColour(group(page, legend).locator('legend'));
      expect(colour, `${legend} has an asterisk`).not.toBeNull();
      expectHue(colour ?? '', 'red', `the asterisk of ${legend}`);
    }
  });

  it('"5. Dimensions (\'Specify size requirements\'), with sizing tips per type (e.g. dining height 28-30 inches, coffee table 16-18 ...)" and §3 "table: length, width, height" (inches)', async () => {
    await next(page, 5);
    for (const label of [/^Length/, /^Width/, /^Height/]) {
      await page.getByLabel(label).waitFor();
    }
    const text = await pageText(page, 'main');
    expect(text).toMatch(/inches/i);
    expect(text).toMatch(/dining.{0,40}28-30 inches/i);
    expect(text).toMatch(/coffee table.{0,40}16-18/i);
  });

  it('§5 "Steps 5, 6, 7: always allowed (dimensions, features, notes optional)." "Dimension values are free text, unvalidated." (§3 "dimensions (JSON text of numbers as typed)")', async () => {
    await expectAt(page, 5);
    expect(await nextButton(page).isEnabled()).toBe(true);
    await page.getByLabel(/^Length/).fill('six feet');
    await page.getByLabel(/^Width/).fill('999');
    await page.getByLabel(/^Height/).click();
    await expect.poll(() => nextButton(page).isEnabled(), { timeout: 3_000 }).toBe(true);
    const saves = (await traffic()).saves.length;
    await next(page, 6);
    await expect.poll(async () => (await traffic()).saves.length).toBe(saves + 1);
    const saved = (await traffic()).saves.at(-1);
    expect(JSON.parse(saved?.fields['dimensions'] ?? '{}')).toMatchObject({
      length: 'six feet',
      width: '999',
    });
  });

  it('"6. Features (\'Add special features\'): feature checklist plus an Additional Notes text area." (§3 "table: extendable, storage drawers, glass top, metal legs, live edge") and §4 "Features toggle on and off on click."', async () => {
    await backTo(page, 5);
    await page.getByLabel(/^Length/).fill('72');
    await page.getByLabel(/^Width/).fill('36');
    await page.getByLabel(/^Height/).fill('30');
    await next(page, 6);
    const features = await page
      .locator('input[type="checkbox"]')
      .evaluateAll((boxes) =>
        boxes.map((box) =>
          ((box as HTMLInputElement).labels?.[0]?.innerText ?? '').trim().toLowerCase(),
        ),
      );
    expect(features.join(', ')).toBe(
      'extendable, storage drawers, glass top, metal legs, live edge',
    );
    expect(await nextButton(page).isEnabled()).toBe(true);
    await toggle(page, 'Glass Top', true);
    await toggle(page, 'Glass Top', false);
    await toggle(page, 'Live Edge', true);
    await toggle(page, 'Storage Drawers', true);
    await page.getByLabel('Additional Notes').fill(NOTES);
    expect(await nextButton(page).isEnabled()).toBe(true);
  });

  it("\"7. Review ('Finalize your design'): summary plus a 'What's Next?' box (review within 24 hours, detailed quote and timeline, consultation to finalize details, production begins upon approval).\"", async () => {
    await next(page, 7);
    const text = await pageText(page, 'main');
    for (const chosen of [
      'Table',
      'Rustic',
      'Walnut Veneer',
      'Oil Finish',
      'Live Edge',
      'Storage Drawers',
      NOTES,
    ]) {
      expect(text).toContain(chosen);
    }
    expect(text).toMatch(/72/);
    const box = page.locator('section, div, aside').filter({
      has: page.getByRole('heading', { name: "What's Next?" }),
    });
    const whatsNext = (await box.last().innerText()).replace(/\s+/g, ' ');
    expect(whatsNext).toMatch(/review.{0,40}within 24 hours/i);
    expect(whatsNext).toMatch(/detailed quote and timeline/i);
    expect(whatsNext).toMatch(/consultation to finalize.{0,10}details/i);
    expect(whatsNext).toMatch(/production begins upon.{0,10}approval/i);
    expect(await nextButton(page).isEnabled()).toBe(true);
  });

  it('"Review step: ... none shows \'No dimensions specified\'."', async () => {
    await backTo(page, 5);
    for (const label of [/^Length/, /^Width/, /^Height/]) await page.getByLabel(label).fill('');
    await next(page, 6);
    await next(page, 7);
    await expectShows(page.getByRole('main'), 'No dimensions specified', 'the review step');
    await backTo(page, 5);
    await page.getByLabel(/^Length/).fill('72');
    await page.getByLabel(/^Width/).fill('36');
    await page.getByLabel(/^Height/).fill('30');
    await next(page, 6);
    await next(page, 7);
  });

  it('"8. Contact Info (\'Your contact information\'): box saying the team replies within 24 hours with a quote, a project is created for tracking, an email confirmation with project details is sent, and a consultation is scheduled." and "On step 8 Next reads \'Submit Project Request\'"', async () => {
    await next(page, 8);
    const text = await pageText(page, 'main');
    expect(text).toMatch(/within 24 hours with a quote/i);
    expect(text).toMatch(/project is created.{0,40}track/i);
    expect(text).toMatch(/email confirmation with.{0,10}project details/i);
    expect(text).toMatch(/consultation/i);
    expect(await nextButton(page).innerText()).toMatch(/^Submit Project Request/);
  });

  it("§5 \"Step 8: fullName and email non-empty; labels 'Full Name *' and 'Email Address *'; email input is of type email. Phone ('Phone Number') and timeline ('Preferred Timeline') optional.\" and §3 \"Wizard timeline options: asap ('ASAP'), 1-month ('Within 1 month'), 2-3-months ('2-3 months'), flexible ('Flexible').\"", async () => {
    const labelOf = (name: string) => page.locator(`label[for="${name}"]`);
    const nameId = (await page.getByLabel(/^Full Name/).getAttribute('id')) ?? '';
    const emailId = (await page.getByLabel(/^Email Address/).getAttribute('id')) ?? '';
    expect((await labelOf(nameId).innerText()).replace(/\s+/g, ' ')).toMatch(/^Full Name ?\*/);
    expect((await labelOf(emailId).innerText()).replace(/\s+/g, ' ')).toMatch(/^Email Address ?\*/);
    expectHue((await asteriskColour(labelOf(nameId))) ?? '', 'red', 'the Full Name asterisk');
    expect(await page.getByLabel(/^Email Address/).getAttribute('type')).toBe('email');
    await page.getByLabel('Phone Number').waitFor();
    const timeline = page.getByLabel('Preferred Timeline');
    const options = await timeline.locator('option').evaluateAll((nodes) =>
      nodes
        .map((node) => ({
          value: (node as HTMLOptionElement).value,
          label: (node.textContent ?? '').trim(),
        }))
        .filter((option) => option.value !== ''),
    );
    expect(options).toEqual([
      { value: 'asap', label: 'ASAP' },
      { value: '1-month', label: 'Within 1 month' },
      { value: '2-3-months', label: '2-3 months' },
      { value: 'flexible', label: 'Flexible' },
    ]);

    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByLabel(/^Full Name/).fill(VISITOR.fullName);
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByLabel(/^Full Name/).fill('');
    await page.getByLabel(/^Email Address/).fill(VISITOR.email);
    expect(await nextButton(page).isDisabled()).toBe(true);
    await page.getByLabel(/^Full Name/).fill(VISITOR.fullName);
    await expect.poll(() => nextButton(page).isEnabled()).toBe(true);
  });

  it('"On step 8 Next reads ... \'Submitting Project...\' while pending." (§4 "Submit and save buttons are disabled while a request is pending.")', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/furniture-requests',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await nextButton(page).click();
    const pending = page.getByRole('button', { name: 'Submitting Project...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.unroute((url) => url.pathname === '/api/furniture-requests');
  });

  it('"After successful final submission the user goes to /." and §8 "Wizard submit success: toast \'Project Request Submitted!\' with the server message" (§7 "Success: response message shown as toast description")', async () => {
    await expect.poll(async () => (await traffic()).submissions.length).toBe(1);
    const [submission] = (await traffic()).submissions;
    expect(submission?.status).toBe(201);
    await expect.poll(() => submitted.length).toBe(1);
    expect(submitted[0]?.length).toBeGreaterThan(0);
    await expectToast(page, 'Project Request Submitted!', submitted[0]);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  });

  it('§7 "POST /api/furniture-requests | multipart: fullName, email, phone (empty if none), timeline (empty if none), furnitureType, description, budgetRange (empty)" and §3 "Next on steps 1-7 sends the draft as a save" (seven saves, none on step 8)', async () => {
    const sent = await traffic();
    const [submission] = sent.submissions;
    expect(submission?.fields).toMatchObject({
      fullName: VISITOR.fullName,
      email: VISITOR.email,
      phone: '',
      timeline: '',
      furnitureType: 'table',
      budgetRange: '',
    });
    const description = (submission?.fields['description'] ?? '').replace(/\r\n/g, '\n');
    const lines = description.split('\n');
    expect(lines[0]).toBe('Custom Table - rustic Style');
    expect(description).toMatch(/CONSTRUCTION & MATERIALS/);
    expect(description).toMatch(/Veneered/);
    expect(description).toMatch(/Walnut Veneer/);
    expect(description).toMatch(/PROJECT DETAILS/);
    expect(description).toMatch(/Live Edge, Storage Drawers|Storage Drawers, Live Edge/);
    expect(description).toMatch(/Length: 72 inches/);
    expect(description).toMatch(/Preferred Timeline: Flexible/);
    const sessionIds = new Set(sent.saves.map((save) => save.fields['sessionId']));
    expect(sessionIds.size).toBe(1);
    expect(sent.saves.every((save) => save.status === 200 || save.status === 201)).toBe(true);
  });

  it("§3 \"a 'PROJECT DETAILS' block (... additional notes ...)\": the visitor's notes reach the request's description", async () => {
    const [submission] = (await traffic()).submissions;
    const description = (submission?.fields['description'] ?? '').replace(/\r\n/g, '\n');
    const details = description.slice(description.indexOf('PROJECT DETAILS'));
    expect(details).toContain(NOTES);
  });

  it('§1 "on a first request an account is created automatically and login credentials (a temporary password) are emailed"', async () => {
    const mail = await waitForEmail(
      app,
      (email) => email.to.includes(VISITOR.email) && /password/i.test(email.text),
      30_000,
    );
    expect(mail.text).toMatch(/temporary password/i);
  });
});

describe("spec §8 The wizard's failures and toasts", () => {
  let second: Page;
  let secondContext: BrowserContext;

  const saveRoute = (url: URL) => url.pathname === '/api/customizations';
  const submitRoute = (url: URL) => url.pathname === '/api/furniture-requests';

  beforeAll(async () => {
    secondContext = await newContext(browser, app, DESKTOP);
    second = await secondContext.newPage();
    watchSaves(second);
    second.setDefaultTimeout(15_000);
    await second.emulateMedia({ reducedMotion: 'reduce' });
  });

  it('"Wizard save failure (steps 1-7): destructive toast \'Error\' with \'Failed to save customization. Please try again.\'" and §4 "the counter advances before the result arrives, so a failed save leaves the user on the next step"', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await second.route(saveRoute, async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.abort('failed');
    });
    await second.goto('/customize');
    await choose(second, 'Desk');
    await nextButton(second).click();
    // The counter has advanced while the save is still on its way; Next waits for it.
    await expectAt(second, 2);
    expect(await nextButton(second).isDisabled()).toBe(true);
    release();
    const toast = await expectToast(
      second,
      'Error',
      'Failed to save customization. Please try again.',
    );
    expect(await toast.innerText()).toContain('Failed to save customization. Please try again.');
    await expectAt(second, 2);
  });

  it('§4 "At most one toast is visible at a time; a new one replaces the previous" (§9 "Notifications: 1 visible at a time")', async () => {
    // Step 2's save fails as well: still one toast on screen.
    await next(second, 3);
    await expectToast(second, 'Error', 'Failed to save customization. Please try again.');
    await second.waitForTimeout(300);
    expect(await toasts(second).count()).toBe(1);
    await second.unroute(saveRoute);
  });

  it('§9 "Notifications: ... display 5000 ms; swipe right with 50 px threshold; hotkey F8."', async () => {
    await second.keyboard.press('F8');
    await expect
      .poll(() =>
        second.evaluate(() =>
          Boolean(document.activeElement?.closest('[role="region"][aria-label*="Notifications"]')),
        ),
      )
      .toBe(true);
    await second.keyboard.press('Escape');
    await expect.poll(() => toasts(second).count()).toBe(0);

    // A fresh toast (the next save fails too), swiped 30 px: it stays; 80 px: it goes.
    await second.route(saveRoute, (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    );
    await choose(second, 'Modern');
    await next(second, 4);
    const toast = await expectToast(second, 'Error');
    const swipe = async (distance: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error('the toast has no box');
      const y = box.y + box.height / 2;
      await second.mouse.move(box.x + 20, y);
      await second.mouse.down();
      for (let step = 1; step <= 6; step++)
        await second.mouse.move(box.x + 20 + (distance * step) / 6, y);
      await second.mouse.up();
    };
    await swipe(30);
    await second.waitForTimeout(400);
    expect(await toasts(second).count()).toBe(1);
    await swipe(90);
    await expect.poll(() => toasts(second).count(), { timeout: 3_000 }).toBe(0);

    // Left alone, a toast goes after five seconds.
    await backTo(second, 3);
    await next(second, 4);
    await expectToast(second, 'Error');
    const shownAt = Date.now();
    await second.waitForTimeout(4_000 - (Date.now() - shownAt));
    expect(await toasts(second).count()).toBe(1);
    await expect.poll(() => toasts(second).count(), { timeout: 4_000, interval: 200 }).toBe(0);
    expect(Date.now() - shownAt).toBeLessThan(7_500);
    await second.unroute(saveRoute);
  });

  it("\"Wizard submit failure: toast 'Error' with 'Failed to submit project request. Please try again.'\"", async () => {
    await choose(second, 'Solid Wood');
    await choose(second, 'Oak');
    await second.locator('input[name="surfaceFinish"][value="painted"]').check({ force: true });
    await choose(second, 'Satin Paint');
    await next(second, 5);
    await next(second, 6);
    await next(second, 7);
    await next(second, 8);
    await second.getByLabel(/^Full Name/).fill(SECOND.fullName);
    await second.getByLabel(/^Email Address/).fill(SECOND.email);
    await second.route(submitRoute, (route) =>
      route.fulfill({ status: 503, json: { message: 'The workshop is closed for a moment' } }),
    );
    await nextButton(second).click();
    await expectToast(second, 'Error', 'Failed to submit project request. Please try again.');
    await expectAt(second, 8);
    await second.unroute(submitRoute);
  });

  it("\"Wizard submit success: toast 'Project Request Submitted!' with the server message, or fallback 'Your furniture design has been submitted as a project. We'll contact you with a quote soon.'; then go to /.\"", async () => {
    await second.route(submitRoute, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      delete body['message'];
      await route.fulfill({ response, json: body });
    });
    await expect.poll(() => nextButton(second).isEnabled()).toBe(true);
    await nextButton(second).click();
    await expectToast(second, 'Project Request Submitted!', SUBMIT_FALLBACK);
    await second.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  });
});
