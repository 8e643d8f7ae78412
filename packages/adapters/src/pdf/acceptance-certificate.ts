import PDFDocument from 'pdfkit';
import type { QuoteAcceptance } from '@workshop/application';
import { WORKSHOP_TIME_ZONE } from '@workshop/domain';
import { fontBytes, runsOf, type Face } from './fonts';

const INK = '#3b2a1a';
const MUTED = '#6b5a48';
const RULE = '#d9c7b0';
const FACES: readonly Face[] = ['regular', 'bold', 'oblique', 'cjk'];

/** What the certificate attests, beyond the acceptance itself. */
export interface CertificateFacts {
  /** The workshop's name, as its profile reads now. */
  readonly workshopName: string;
  readonly projectId: number;
  readonly acceptance: QuoteAcceptance;
  /** The customer's email address on the project. */
  readonly email: string | null;
  /** The file name of the quote's PDF carried inside the signed copy. */
  readonly quoteFileName: string;
  readonly quotePages: number;
  /** SHA-256 (hex) of that PDF's bytes. */
  readonly quoteSha256: string;
}

/** A moment with its zone, both as the workshop reads it and in UTC: nobody guesses the hour. */
export function certificateMoment(date: Date): string {
  const local = date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
    timeZone: WORKSHOP_TIME_ZONE,
  });
  return `${local} (${date.toISOString().replace(/\.\d{3}Z$/, 'Z')})`;
}

/**
 * The acceptance certificate: one page (more if the terms are long) saying who accepted which
 * version, when, from where, under which terms, and the fingerprint of the quote they accepted
 * with how anyone can check it. Its own PDF; the signed copy puts it after the quote's pages.
 */
export function renderAcceptanceCertificate(facts: CertificateFacts): Promise<Buffer> {
  const { acceptance } = facts;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `Acceptance certificate, project #${facts.projectId}`,
      Author: facts.workshopName,
      CreationDate: acceptance.acceptedAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const face of FACES) pdf.registerFont(face, fontBytes(face));
  const width = pdf.page.width - 112;
  const value = (text: string, options: PDFKit.Mixins.TextOptions = {}) => {
    const runs = runsOf(text, 'regular');
    runs.forEach((run, index) => {
      pdf.font(run.face).text(run.text, {
        width,
        ...options,
        continued: index < runs.length - 1,
      });
    });
  };
  const line = (label: string, text: string | null) => {
    pdf.font('bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true });
    pdf.fillColor(INK);
    value(text ?? 'not recorded');
    pdf.moveDown(0.2);
  };
  const rule = () => {
    pdf.moveDown(0.5);
    pdf
      .moveTo(56, pdf.y)
      .lineTo(56 + width, pdf.y)
      .strokeColor(RULE)
      .stroke();
    pdf.moveDown(0.5);
  };

  pdf.font('bold').fontSize(18).fillColor(INK).text('Acceptance certificate');
  pdf
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${facts.workshopName} · project #${facts.projectId} · quote v${acceptance.version}`);
  rule();

  const typed = acceptance.method === 'typed_signature';
  line(typed ? 'Signed by' : 'Accepted by', acceptance.signatureName);
  line('Email', facts.email);
  line('How', typed ? 'Typed signature' : 'Click on Approve, in the name on the project');
  line('When', certificateMoment(acceptance.acceptedAt));
  line('From address', acceptance.ipAddress);
  line('Browser', acceptance.userAgent);
  line('Version', `v${acceptance.version}`);
  line('Amount', acceptance.amount);
  rule();

  pdf.font('bold').fontSize(11).fillColor(INK).text('Terms, as they read when accepted');
  pdf.moveDown(0.3);
  pdf.fontSize(9).fillColor(INK);
  for (const term of acceptance.terms.split('\n')) value(`• ${term}`, { paragraphGap: 2 });
  rule();

  pdf.font('bold').fontSize(11).fillColor(INK).text('Fingerprint of the signed quote');
  pdf.moveDown(0.3);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `SHA-256 of ${facts.quoteFileName}, the quote as accepted (the ${facts.quotePages === 1 ? 'page' : `${facts.quotePages} pages`} before this certificate):`,
      { width },
    );
  pdf.moveDown(0.2);
  pdf.font('bold').fontSize(10).text(facts.quoteSha256, { width, characterSpacing: 0.2 });
  pdf.moveDown(0.4);
  pdf
    .font('oblique')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `How to check it: this PDF carries ${facts.quoteFileName} as an attached file, byte for byte. ` +
        'Save it from your PDF reader’s attachments panel (or run: pdfdetach -saveall signed-copy.pdf), ' +
        `then compute its SHA-256 (sha256sum ${facts.quoteFileName}; on macOS shasum -a 256; on Windows ` +
        'Get-FileHash). It must read exactly as above. The pages before this certificate show that same quote.',
      { width },
    );
  pdf.end();
  return bytes;
}
