import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CurrentWorkshopProfile } from '@workshop/application';
import { DEFAULT_WORKSHOP_PROFILE, type WorkshopProfile } from '@workshop/domain';
import escapeHtml from 'escape-html';

export type PageKind = 'landing' | 'app';

/** Where the web build keeps the landing's renderer and shell (never served: a dot folder). */
const SERVER_DIR = '.server';
const ROOT_MARKER = '<!--landing-->';

const UNSAVED: CurrentWorkshopProfile = { version: null, profile: DEFAULT_WORKSHOP_PROFILE };

interface LandingRenderer {
  prerenderLanding(profile?: WorkshopProfile): Promise<string>;
}

/**
 * The pages the server sends, with the workshop's current profile in them: its name in the
 * head's title and description, the profile itself as JSON for the app to read at its first
 * paint, and, once the owner has saved a profile, the landing rendered again with it (the build
 * prerendered the defaults). Read from the database on each page request (one indexed row), so
 * every replica shows a save at once; what it renders is kept per profile version.
 */
export class ProfilePages {
  private kept: { version: number | null; pages: Map<PageKind, string> } | null = null;
  private renderer: Promise<LandingRenderer> | null = null;

  constructor(
    private readonly webRoot: string,
    private readonly current: () => Promise<CurrentWorkshopProfile>,
  ) {}

  async page(kind: PageKind): Promise<string> {
    // A page is still sent while the database cannot answer: with the defaults, as built.
    const profile = await this.current().catch(() => UNSAVED);
    if (this.kept?.version !== profile.version) {
      this.kept = { version: profile.version, pages: new Map() };
    }
    const { pages } = this.kept;
    let html = pages.get(kind);
    if (html === undefined) {
      html = withProfile(await this.render(kind, profile), profile.profile);
      pages.set(kind, html);
    }
    return html;
  }

  private async render(kind: PageKind, current: CurrentWorkshopProfile): Promise<string> {
    const shell = join(this.webRoot, SERVER_DIR, 'landing-shell.html');
    if (kind === 'landing' && current.version !== null && existsSync(shell)) {
      const { prerenderLanding } = await this.landingRenderer();
      const page = await prerenderLanding(current.profile);
      return (await readFile(shell, 'utf8')).replace(ROOT_MARKER, page);
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
    .replaceAll(escapeHtml(DEFAULT_WORKSHOP_PROFILE.name), escapeHtml(profile.name));
  return `${head}<script id="workshop-profile" type="application/json">${data}</script>\n  ${html.slice(end)}`;
}
