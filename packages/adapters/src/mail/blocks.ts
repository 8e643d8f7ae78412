import escapeHtml from 'escape-html';
import type { EmailOf, EmailTemplate, ProjectDetails } from '@workshop/application';
import {
  addressLine,
  budgetLabel,
  furnitureTypeLabel,
  timelineLabel,
  type WorkshopProfile,
} from '@workshop/domain';

/** One block of an email: a paragraph, or label/value lines. */
export type Block =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'facts'; readonly facts: readonly (readonly [string, string])[] }
  | { readonly kind: 'button'; readonly label: string; readonly href: string }
  | { readonly kind: 'quote'; readonly text: string }
  /** An image attached to the email itself (Content-ID), never fetched from the site. */
  | { readonly kind: 'image'; readonly cid: string; readonly alt: string };

/** Subject, greeting and body of one email, in the workshop's voice. */
export interface Composed {
  readonly subject: string;
  readonly greeting: string;
  readonly blocks: readonly Block[];
}

/** The site's addresses an email links to (built from PUBLIC_URL), and what travels with it. */
export interface RenderContext {
  readonly publicUrl: string;
  readonly signIn: string;
  readonly dashboard: string;
  readonly admin: string;
  /** The mailer attached the progress photo beside the text: the template may show it. */
  readonly photoAttached: boolean;
  /** Whose words these are: the workshop's current profile. */
  readonly workshop: WorkshopProfile;
}

/** One template's renderer: the email's words from its details. */
export type Renderer<K extends EmailTemplate> = (
  email: EmailOf<K>,
  context: RenderContext,
) => Composed;

export const p = (text: string): Block => ({ kind: 'p', text });
export const facts = (list: readonly (readonly [string, string | null])[]): Block => ({
  kind: 'facts',
  facts: list.filter(
    (fact): fact is readonly [string, string] => fact[1] !== null && fact[1] !== '',
  ),
});
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
export const quote = (text: string): Block => ({ kind: 'quote', text });

export function projectFacts(project: ProjectDetails): Block {
  return facts([
    ['Project', `#${project.projectId}`],
    ['Name', project.fullName],
    ['Email', project.email],
    ['Phone', project.phone],
    ['Furniture', project.furnitureType ? furnitureTypeLabel(project.furnitureType) : null],
    ['Budget', project.budgetRange ? budgetLabel(project.budgetRange) : null],
    ['Timeline', project.timeline ? timelineLabel(project.timeline) : null],
    ['Inspiration image', project.hasImage ? 'attached to the project' : null],
  ]);
}

export function description(project: ProjectDetails): Block[] {
  return project.description ? [quote(project.description)] : [];
}

/**
 * A message's files, by name only: they stay on the site, behind the sign-in, rather than
 * travelling in mailboxes.
 */
export function attachedFiles(names: readonly string[]): Block[] {
  if (names.length === 0) return [];
  const what = names.length === 1 ? 'file' : `${names.length} files`;
  return [p(`With ${what} attached (open the conversation to see them): ${names.join(', ')}`)];
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
      return block.text;
    case 'facts':
      return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'image':
      return `[${block.alt}]`;
  }
}

const FONT = "font-family:Georgia,'Times New Roman',serif;color:#3b2a1a;";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p style="${FONT}font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" style="${FONT}font-size:15px;margin:0 0 16px;border-collapse:collapse">${block.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#7a5c3e">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#7a4a21;color:#fffaf3;padding:12px 20px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">${escapeHtml(block.label)}</a></p>`;
    case 'image':
      return `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" width="240" style="display:block;max-width:100%;height:auto;border-radius:6px;border:1px solid #e8d9c6"></p>`;
    case 'quote':
      return `<blockquote style="${FONT}white-space:pre-wrap;border-left:3px solid #c9a27a;margin:0 0 16px;padding:4px 0 4px 14px;font-size:15px">${escapeHtml(block.text)}</blockquote>`;
  }
}

const signatureOf = (workshop: WorkshopProfile): string =>
  `${workshop.name}\n${addressLine(workshop)}\n${workshop.phone} · ${workshop.email}`;

/** The plain text and the HTML of one composed email, with the workshop's signature. */
export function toParts(
  { greeting, blocks }: Composed,
  workshop: WorkshopProfile,
): { text: string; html: string } {
  const signature = signatureOf(workshop);
  const text = [greeting, ...blocks.map(blockText), `— ${signature}`].join('\n\n');
  const html = `<!doctype html><html><body style="background:#f6efe6;margin:0;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fffaf3;border-radius:10px;padding:28px">${[
    `<p style="${FONT}font-size:18px;margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...blocks.map(blockHtml),
    `<p style="${FONT}font-size:13px;color:#7a5c3e;border-top:1px solid #e8d9c6;padding-top:16px;margin:24px 0 0;white-space:pre-line">${escapeHtml(signature)}</p>`,
  ].join('')}</div></body></html>`;
  return { text, html };
}
