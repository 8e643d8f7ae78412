import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CurrentWorkshopProfile } from '@workshop/application';
import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import escapeHtml from 'escape-html';
import type { Answer } from './answers';

export type PageKind = 'landing' | 'app';

/** Where the web build keeps the landing's renderer and shell (never served: a dot folder). */
const SERVER_DIR = '.server';
const ROOT_MARKER = '<!--landing-->';

const UNSAVED: CurrentWorkshopProfile = { version: null, profile: DEFAULT_WORKSHOP_PROFILE };

/** The landing's portfolio, published pieces and reviews, as GET /api/showcase answers them. */
export type LandingShowcase = Answer<'/api/showcase', 'get'>;

/** The element the landing carries its showcase in (web's api/reviews.ts reads it). */
const SHOWCASE_ELEMENT = 'workshop-showcase';

interface LandingRenderer {
  prerenderLanding(profile?: WorkshopProfile, showcase?: LandingShowcase): Promise<string>;
}

interface Current {
  readonly profile: CurrentWorkshopProfile;
  /** null when not given or the database cannot answer: the landing reads it after hydration. */
  readonly showcase: LandingShowcase | null;
}

/**
 * The pages the server sends, with the workshop's current profile in them: its name in the
 * head's title and description, the profile itself as JSON for the app to read at its first
 * paint, and, once the owner has saved a profile, the landing rendered again with it (the build
 * prerendered the defaults). Read from the database on each page request (one indexed row), so
 * every replica shows a save at once; what it renders is kept per profile version.
 */
export class ProfilePages {
  private kept: { version: string; pages: Map<PageKind, string> } | null = null;
  private renderer: Promise<LandingRenderer> | null = null;

  constructor(
    private readonly webRoot: string,
    private readonly current: () => Promise<CurrentWorkshopProfile>,
    /**
     * The landing's showcase, read on each page request like the profile (so every replica
     * shows a change at once) and rendered into the landing, which then reads with scripts off.
     */
    private readonly showcase?: () => Promise<LandingShowcase>,
  ) {}

  async page(kind: PageKind): Promise<string> {
    // A page is still sent while the database cannot answer: with the defaults, as built.
    const [profile, showcase] = await Promise.all([
      this.current().catch(() => UNSAVED),
      this.showcase ? this.showcase().catch(() => null) : null,
    ]);
    // What is rendered is kept per profile version and showcase content (its digest).
    const version = `${profile.version}:${showcase ? digest(showcase) : ''}`;
    if (this.kept?.version !== version) this.kept = { version, pages: new Map() };
    const { pages } = this.kept;
    let html = pages.get(kind);
    if (html === undefined) {
      html = withProfile(await this.render(kind, { profile, showcase }), profile.profile);
      if (kind === 'landing' && showcase) html = withShowcase(html, showcase);
      pages.set(kind, html);
    }
    return html;
  }

  private async render(kind: PageKind, { profile: current, showcase }: Current): Promise<string> {
    const shell = join(this.webRoot, SERVER_DIR, 'landing-shell.html');
    const stored = current.version !== null || showcase !== null;
    if (kind === 'landing' && stored && existsSync(shell)) {
      const { prerenderLanding } = await this.landingRenderer();
      const page = await prerenderLanding(current.profile, showcase ?? undefined);
      return preloadsFirst(await readFile(shell, 'utf8'), page);
    }
    const landing = kind === 'landing' && existsSync(join(this.webRoot, 'landing.html'));
    return readFile(join(this.webRoot, landing ? 'landing.html' : 'index.html'), 'utf8');
  }

  private landingRenderer(): Promise<LandingRenderer> {
    this.renderer ??= import(
      pathToFileURL(join(this.webRoot, SERVER_DIR, 'prerender.js')).href
    ) as Promise<LandingRenderer>;
    return this.renderer;
  }
}

/**
 * The page with the profile in its head: the name where the build wrote the default one (the
 * title, the description), and the whole profile as a JSON data block ('<' escaped, so no
 * text in it can close the element) that the app reads before its first render.
 */
export function withProfile(html: string, profile: WorkshopProfile): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const data = JSON.stringify(profile).replace(/</g, '\\u003c');
  const head = html
    .slice(0, end)
    .replaceAll(escapeHtml(DEFAULT_WORKSHOP_PROFILE.name), () => escapeHtml(profile.name));
  return `${head}<script id="workshop-profile" type="application/json">${data}</script>\n  ${html.slice(end)}`;
}

/**
 * The rendered landing in its shell, with the preloads React opens it with (the hero's
 * photograph) moved to the head, ahead of the scripts and stylesheets: the largest thing on a
 * phone's screen is then the page's first request, not one among a dozen.
 */
export function preloadsFirst(shell: string, page: string): string {
  const preloads = /^(?:<link rel="preload"[^>]*\/>)+/.exec(page)?.[0] ?? '';
  const scripts = shell.indexOf('<script type="module"');
  if (!preloads || scripts < 0) return shell.replace(ROOT_MARKER, () => page);
  const rest = page.slice(preloads.length);
  return `${shell.slice(0, scripts)}${preloads}\n    ${shell.slice(scripts).replace(ROOT_MARKER, () => rest)}`;
}

const digest = (showcase: LandingShowcase): string =>
  createHash('sha256').update(JSON.stringify(showcase)).digest('base64url');

/**
 * The landing with its showcase as a JSON data block ('<' escaped) that the app reads before
 * hydrating, so its first render is the server's and nothing flashes in.
 */
export function withShowcase(html: string, showcase: LandingShowcase): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const data = JSON.stringify(showcase).replace(/</g, '\\u003c');
  return `${html.slice(0, end)}<script id="${SHOWCASE_ELEMENT}" type="application/json">${data}</script>\n  ${html.slice(end)}`;
}
