import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router, type Response } from 'express';
import escapeHtml from 'escape-html';
import { simpleParser } from 'mailparser';
import { loopbackOnly } from '../loopback-only';

const EML_NAME = /^[\w.-]+\.eml$/;

// On a phone the table's rows become stacked cards: the subject (the link that opens an email)
// first and whole, then who it went to and when; nothing is pushed off the side of the screen.
const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#3b2a1a;background:#fbf7f1}
a{color:#7a4a21}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #e8d9c6;overflow-wrap:anywhere}
td.subject a{display:inline-block;padding:.25rem 0;font-weight:600}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:1rem;border:1px solid #e8d9c6;border-radius:8px}
@media (max-width:40rem){thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table,tbody,tr,td{display:block}tr{padding:.75rem 0;border-bottom:1px solid #e8d9c6}td{border:0;padding:.1rem 0}
td.meta{font-size:.875rem;color:#6b5440}}`;

function page(res: Response, title: string, body: string): void {
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/dev/mailbox.css"></head><body>${body}</body></html>`,
    );
}

async function listMail(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory))
      .filter((name) => EML_NAME.test(name))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

/** Local mode only: the mailbox folder as web pages, newest first. */
export function mailboxRoutes(directory: string): Router {
  const router = Router();
  router.use('/dev/mailbox', loopbackOnly('The local mailbox'), (_req, res, next) => {
    // Temporary passwords and reset links: no browser or proxy may keep a copy.
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/dev/mailbox.css', (_req, res) => {
    res.type('css').send(PAGE_STYLE);
  });

  router.get('/dev/mailbox', async (_req, res) => {
    const rows: string[] = [];
    for (const name of await listMail(directory)) {
      const mail = await simpleParser(await readFile(join(directory, name)));
      const to = Array.isArray(mail.to)
        ? mail.to.map((a) => a.text).join(', ')
        : (mail.to?.text ?? '');
      rows.push(
        `<tr><td class="subject"><a href="/dev/mailbox/${encodeURIComponent(name)}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td><td class="meta">${escapeHtml(to)}</td><td class="meta">${escapeHtml(mail.date?.toLocaleString('en-US') ?? '')}</td></tr>`,
      );
    }
    page(
      res,
      'Local mailbox',
      `<h1>Local mailbox</h1><p>Every email the app sends in local mode lands here (and in the mail folder of the data directory).</p>${
        rows.length === 0
          ? '<p>No emails yet.</p>'
          : `<table><thead><tr><th>Subject</th><th>To</th><th>Date</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      }`,
    );
  });

  router.get('/dev/mailbox/:name', async (req, res) => {
    const name = req.params.name;
    const file = EML_NAME.test(name) ? join(directory, name) : null;
    const raw = file ? await readFile(file).catch(() => null) : null;
    if (!raw) {
      res.status(404).json({ message: 'No such email' });
      return;
    }
    const mail = await simpleParser(raw);
    if (req.query.format === 'html' && typeof mail.html === 'string') {
      // The email's own HTML uses inline styles; it runs no script, so only styles are allowed.
      res.set(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
      res.type('html').send(mail.html);
      return;
    }
    const to = Array.isArray(mail.to)
      ? mail.to.map((a) => a.text).join(', ')
      : (mail.to?.text ?? '');
    page(
      res,
      mail.subject ?? 'Email',
      `<p><a href="/dev/mailbox">← Mailbox</a> · <a href="/dev/mailbox/${encodeURIComponent(name)}?format=html">HTML version</a></p><h1>${escapeHtml(mail.subject ?? '')}</h1><p>To: ${escapeHtml(to)}<br>From: ${escapeHtml(mail.from?.text ?? '')}</p><pre>${escapeHtml(mail.text ?? '')}</pre>`,
    );
  });

  return router;
}
