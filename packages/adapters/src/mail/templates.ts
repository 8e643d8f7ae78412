import escapeHtml from 'escape-html';
import type { Email, ProjectDetails } from '@workshop/application';
import { BUSINESS, budgetLabel, furnitureTypeLabel, timelineLabel } from '@workshop/domain';
import { formatDate, formatDay } from '../formatting/dates';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** One block of an email: a paragraph, or label/value lines. */
type Block =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'facts'; readonly facts: readonly (readonly [string, string])[] }
  | { readonly kind: 'button'; readonly label: string; readonly href: string }
  | { readonly kind: 'quote'; readonly text: string }
  /** An image attached to the email itself (Content-ID), never fetched from the site. */
  | { readonly kind: 'image'; readonly cid: string; readonly alt: string };

const p = (text: string): Block => ({ kind: 'p', text });
const facts = (list: readonly (readonly [string, string | null])[]): Block => ({
  kind: 'facts',
  facts: list.filter(
    (fact): fact is readonly [string, string] => fact[1] !== null && fact[1] !== '',
  ),
});
const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
const quote = (text: string): Block => ({ kind: 'quote', text });

function projectFacts(project: ProjectDetails): Block {
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

function description(project: ProjectDetails): Block[] {
  return project.description ? [quote(project.description)] : [];
}

/**
 * A message's files, by name only: they stay on the site, behind the sign-in, rather than
 * travelling in mailboxes.
 */
function attachedFiles(names: readonly string[]): Block[] {
  if (names.length === 0) return [];
  const what = names.length === 1 ? 'file' : `${names.length} files`;
  return [p(`With ${what} attached (open the conversation to see them): ${names.join(', ')}`)];
}

/**
 * The progress email's photo travels inside the email (a Content-ID part): the photo's own
 * address needs the customer's session, which a mail client does not have.
 */
export const PROGRESS_PHOTO_CID = 'progress-photo@workshop';

/** What the mailer could attach beside the text: the template shows only what is there. */
export interface RenderOptions {
  readonly photoAttached?: boolean;
}

/** Subject and body of each email, in the workshop's voice. Links are built from PUBLIC_URL. */
function compose(
  email: Email,
  publicUrl: string,
  options: RenderOptions = {},
): { subject: string; greeting: string; blocks: Block[] } {
  const signIn = `${publicUrl}/signin`;
  const dashboard = `${publicUrl}/dashboard`;
  const admin = `${publicUrl}/admin`;
  switch (email.template) {
    case 'credentials':
      return {
        subject: `Your ${BUSINESS.name} account`,
        greeting: 'Welcome!',
        blocks: [
          p(
            'Thank you for your project request. We have opened an account for you so you can follow your project, approve quotes and message our team.',
          ),
          facts([
            ['Email', email.to],
            ['Temporary password', email.data.temporaryPassword],
            ['Valid until', formatDate(email.data.expiresAt)],
          ]),
          p('When you first sign in we will ask you to choose a permanent password.'),
          button('Sign in', signIn),
        ],
      };
    case 'request-confirmation':
      return {
        subject: `We received your project request #${email.data.projectId}`,
        greeting: `Hello ${email.data.fullName},`,
        blocks: [
          p(
            `Thank you for telling us about your piece. ${BUSINESS.responsePromise} ${BUSINESS.quotePromise}`,
          ),
          projectFacts(email.data),
          ...description(email.data),
          p('You can follow your project from your dashboard at any time.'),
          button('Open your dashboard', dashboard),
        ],
      };
    case 'new-request-alert':
      return {
        subject: `New request #${email.data.projectId} from ${email.data.fullName}`,
        greeting: 'A new project request came in.',
        blocks: [
          projectFacts(email.data),
          ...description(email.data),
          p('We promised a quote within 3 business days.'),
          button('Open the admin panel', admin),
        ],
      };
    case 'quote-ready': {
      const pdf = `${publicUrl}/api/furniture-requests/${email.data.projectId}/quotes/${email.data.quoteVersion}/pdf`;
      return {
        subject: `Your quote for project #${email.data.projectId} is ready`,
        greeting: `Hello ${email.data.fullName},`,
        blocks: [
          p(
            email.data.quoteVersion === 1
              ? 'We have looked at your design and prepared a quote.'
              : `We have prepared version ${email.data.quoteVersion} of your quote; it replaces the earlier one.`,
          ),
          facts([
            ['Estimated cost', email.data.quoteAmount],
            ['Quoted by', email.data.quotedBy],
            ['Valid until', formatDay(email.data.validUntil)],
          ]),
          ...(email.data.quoteNotes ? [quote(email.data.quoteNotes)] : []),
          p(
            'From your dashboard you can accept it, ask us for changes or decline it. Questions are welcome too: reply from the project’s messages.',
          ),
          button('Review the quote', dashboard),
          p(`The quote as a PDF (after signing in): ${pdf}`),
        ],
      };
    }
    case 'quote-reminder':
      return {
        subject: `Your quote for project #${email.data.projectId} is valid until ${formatDay(email.data.validUntil)}`,
        greeting: `Hello ${email.data.fullName},`,
        blocks: [
          p(
            `A reminder that our quote for your piece is valid until ${formatDay(email.data.validUntil)}. After that date we would need to prepare an updated one.`,
          ),
          facts([
            ['Estimated cost', email.data.quoteAmount],
            ['Version', `v${email.data.quoteVersion}`],
          ]),
          p('You can accept it, ask for changes or decline it from your dashboard.'),
          button('Review the quote', dashboard),
        ],
      };
    case 'quote-viewed':
      return {
        subject: `Quote opened: project #${email.data.projectId}`,
        greeting: `${email.data.fullName} opened quote v${email.data.quoteVersion}.`,
        blocks: [
          facts([['Opened', formatDate(email.data.viewedAt)]]),
          projectFacts(email.data),
          button('Open the admin panel', admin),
        ],
      };
    case 'quote-changes-requested':
      return {
        subject: `Changes requested: project #${email.data.projectId}`,
        greeting: `${email.data.fullName} asked for changes to quote v${email.data.quoteVersion}.`,
        blocks: [
          quote(email.data.message),
          projectFacts(email.data),
          p('Send a revised version from the admin panel; it replaces the current one.'),
          button('Open the admin panel', admin),
        ],
      };
    case 'quote-declined':
      return {
        subject: `Quote declined: project #${email.data.projectId}`,
        greeting: `${email.data.fullName} declined quote v${email.data.quoteVersion}.`,
        blocks: [
          facts([['Reason', email.data.reason]]),
          projectFacts(email.data),
          p('You can reopen the project with a new version from the admin panel.'),
          button('Open the admin panel', admin),
        ],
      };
    case 'quote-approved':
      return {
        subject: `Quote approved: project #${email.data.projectId}`,
        greeting: `${email.data.fullName} approved the quote.`,
        blocks: [
          facts([['Quote', email.data.quoteAmount]]),
          projectFacts(email.data),
          p('The project is now in progress.'),
          button('Open the admin panel', admin),
        ],
      };
    case 'project-completed':
      return {
        subject: `Your project #${email.data.projectId} is complete`,
        greeting: `Hello ${email.data.fullName},`,
        blocks: [
          p(
            'Your piece is finished. We will be in touch to arrange delivery and set-up. Thank you for trusting us with it.',
          ),
          button('See your project', dashboard),
        ],
      };
    case 'progress-posted': {
      const { milestone, note, photoCount, thumbnail } = email.data;
      const photos = photoCount === 1 ? '1 photo' : `${photoCount} photos`;
      return {
        subject: `Progress on your project #${email.data.projectId}: ${milestone}`,
        greeting: `Hello ${email.data.fullName},`,
        blocks: [
          p(
            photoCount > 0
              ? `Here is news from the workshop about your piece, with ${photos}.`
              : 'Here is news from the workshop about your piece.',
          ),
          facts([['Milestone', milestone]]),
          ...(note ? [quote(note)] : []),
          ...(thumbnail && options.photoAttached
            ? [{ kind: 'image', cid: PROGRESS_PHOTO_CID, alt: thumbnail.alt } as const]
            : []),
          button(photoCount > 0 ? 'See the photos' : 'See your project', dashboard),
        ],
      };
    }
    case 'project-deleted':
      return {
        subject: `Your project #${email.data.projectId} was removed`,
        greeting: `Hello ${email.data.fullName},`,
        blocks: [
          p(
            `We have removed your project #${email.data.projectId}${email.data.summary ? ` (${email.data.summary})` : ''} from our workshop's list, with its messages and images. It no longer appears on your dashboard.`,
          ),
          p(
            `If this comes as a surprise, or you would like to start again, reply to this email or call us at ${BUSINESS.phone}: we are glad to help.`,
          ),
          button('Open your dashboard', dashboard),
        ],
      };
    case 'new-message': {
      const toCustomer = email.data.audience === 'customer';
      return {
        subject: toCustomer
          ? `A message about your project #${email.data.projectId}`
          : `Message from ${email.data.fullName} on project #${email.data.projectId}`,
        greeting: toCustomer ? `Hello ${email.data.fullName},` : 'A customer wrote to the team.',
        blocks: [
          p(`${email.data.senderName} wrote:`),
          quote(email.data.message),
          ...attachedFiles(email.data.attachmentNames),
          button(
            toCustomer ? 'Reply from your dashboard' : 'Reply from the admin panel',
            toCustomer ? dashboard : admin,
          ),
        ],
      };
    }
    case 'message-digest': {
      const { messages } = email.data;
      const count = messages.length === 1 ? 'a message' : `${messages.length} messages`;
      return {
        subject: `${email.data.fullName} wrote ${count} on project #${email.data.projectId}`,
        greeting: 'A customer wrote to the team.',
        blocks: [
          ...messages.flatMap((message) => [
            p(`${message.senderName}, ${formatDate(message.sentAt)}:`),
            quote(message.message),
            ...attachedFiles(message.attachmentNames),
          ]),
          button('Reply from the admin panel', admin),
        ],
      };
    }
    case 'password-reset': {
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(email.data.token)}`;
      return {
        subject: `Reset your ${BUSINESS.name} password`,
        greeting: 'Hello,',
        blocks: [
          p(
            'Someone asked to reset the password of your account. If it was you, use the link below; it works once, for one hour.',
          ),
          button('Choose a new password', link),
          p('If you did not ask for this, ignore this email: your password stays as it is.'),
        ],
      };
    }
    case 'password-changed':
      return {
        subject: `Your ${BUSINESS.name} password was changed`,
        greeting: 'Hello,',
        blocks: [
          p('The password of your account was just changed, and other devices were signed out.'),
          p(`If this was not you, reset your password now and call us at ${BUSINESS.phone}.`),
          button('Reset your password', `${publicUrl}/signin`),
        ],
      };
  }
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

const signature = `${BUSINESS.name}\n${BUSINESS.address.street}, ${BUSINESS.address.city}, ${BUSINESS.address.regionCode} ${BUSINESS.address.postalCode}\n${BUSINESS.phone} · ${BUSINESS.email}`;

export function renderEmail(
  email: Email,
  publicUrl: string,
  options: RenderOptions = {},
): RenderedEmail {
  const { subject, greeting, blocks } = compose(email, publicUrl, options);
  const text = [greeting, ...blocks.map(blockText), `— ${signature}`].join('\n\n');
  const html = `<!doctype html><html><body style="background:#f6efe6;margin:0;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fffaf3;border-radius:10px;padding:28px">${[
    `<p style="${FONT}font-size:18px;margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...blocks.map(blockHtml),
    `<p style="${FONT}font-size:13px;color:#7a5c3e;border-top:1px solid #e8d9c6;padding-top:16px;margin:24px 0 0;white-space:pre-line">${escapeHtml(signature)}</p>`,
  ].join('')}</div></body></html>`;
  return { subject, text, html };
}
