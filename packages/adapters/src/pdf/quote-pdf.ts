import PDFDocument from 'pdfkit';
import type { QuoteDocument } from '@workshop/application';
import {
  BUSINESS,
  describePiece,
  furnitureTypeLabel,
  projectView,
  QUOTE_STATE_LABELS,
  type PieceModel,
} from '@workshop/domain';
import { formatDay, WORKSHOP_TIME_ZONE } from '../formatting/dates';
import { fontBytes, runsOf, type Face } from './fonts';

const INK = '#3b2a1a';
const MUTED = '#6b5a48';
const RULE = '#d9c7b0';
const BULLET_INDENT = 12;
const WOOD = '#c9a77c';
const EDGE = '#5a4030';
/** The tallest a view of the piece is drawn, in points. */
const VIEW_HEIGHT = 110;

/** `48 in`, `34.5 in`: the sizes as the wizard writes them. */
const inches = (value: number) => `${Math.round(value * 10) / 10} in`;

const FACES: readonly Face[] = ['regular', 'bold', 'oblique', 'cjk'];

/** Where a text goes: at the cursor, or at a point. */
type Place = { readonly x: number; readonly y: number } | null;

/**
 * Writes `text` in `face`, each CJK run in the CJK face, as one flow: the runs are continued
 * pieces of the same paragraph, so it wraps as one. `options.continued` carries on after it.
 */
function write(
  pdf: PDFKit.PDFDocument,
  text: string,
  face: Exclude<Face, 'cjk'>,
  options: PDFKit.Mixins.TextOptions = {},
  place: Place = null,
): void {
  // An empty text is still a (blank) paragraph: it ends a line the label left open.
  const runs = text === '' ? [{ text, face }] : runsOf(text, face);
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    const runOptions = { ...options, continued: last ? (options.continued ?? false) : true };
    pdf.font(run.face);
    if (index === 0 && place) pdf.text(run.text, place.x, place.y, runOptions);
    else pdf.text(run.text, runOptions);
  });
}

/**
 * The piece from the front and from the side, to one scale, as the wizard drew it for the
 * customer: every part an outlined rectangle, each view captioned with its size.
 */
function drawPiece(pdf: PDFKit.PDFDocument, model: PieceModel, width: number): void {
  const views = [projectView(model, 'front'), projectView(model, 'side')] as const;
  const gap = 36;
  const scale = Math.min(
    VIEW_HEIGHT / Math.max(...views.map((view) => view.height)),
    (width - gap) / (views[0].width + views[1].width),
  );
  const top = pdf.y;
  let left = 56;
  for (const [index, view] of views.entries()) {
    for (const rect of view.rects) {
      pdf
        .rect(left + rect.u * scale, top + rect.v * scale, rect.width * scale, rect.height * scale)
        .lineWidth(0.6)
        .fillAndStroke(WOOD, EDGE);
    }
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${index === 0 ? 'Front' : 'Side'}: ${inches(view.width)} × ${inches(view.height)}`,
        left,
        top + view.height * scale + 4,
        { lineBreak: false },
      );
    left += view.width * scale + gap;
  }
  pdf.x = 56;
  pdf.y = top + VIEW_HEIGHT + 18;
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(describePiece(model).replace(/^Preview of your /, 'Your '), 56, pdf.y, { width });
  if (model.size.some((entry) => entry.typical)) {
    pdf.fillColor(MUTED).text('Sizes marked * are typical: they were left empty in the design.');
  }
}

/** A moment with its time zone: a signed record must not leave the reader guessing the hour. */
const stamped = (date: Date) =>
  date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: WORKSHOP_TIME_ZONE,
  });

/**
 * A quote version as a PDF: the workshop, the customer, the project, the amount and notes, the
 * validity and terms, and, for the version accepted, who accepted it, how and when. Its fonts
 * are embedded (fonts.ts), so every name prints as typed. The same document gives the same
 * bytes (its date is the quote's, not the clock's), on every process.
 */
export function renderQuotePdf(document: QuoteDocument): Promise<Buffer> {
  const { request, quote, acceptance, state, terms, piece } = document;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `Quote v${quote.version} for project #${request.id}`,
      Author: BUSINESS.name,
      Subject: 'Quote',
      CreationDate: acceptance?.acceptedAt ?? quote.quotedAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // Registering names a face; only the faces a text uses are read and embedded.
  for (const face of FACES) pdf.registerFont(face, fontBytes(face));
  const width = pdf.page.width - 112;
  const rule = () => {
    pdf.moveDown(0.6);
    pdf
      .moveTo(56, pdf.y)
      .lineTo(56 + width, pdf.y)
      .strokeColor(RULE)
      .stroke();
    pdf.moveDown(0.6);
  };
  const heading = (text: string) => {
    pdf.font('bold').fontSize(11).fillColor(INK).text(text);
    pdf.moveDown(0.3);
  };
  const line = (label: string, value: string | null | undefined) => {
    if (!value) return;
    pdf.font('bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true });
    pdf.fillColor(INK);
    write(pdf, value, 'regular');
  };

  const { address } = BUSINESS;
  pdf.font('bold').fontSize(18).fillColor(INK).text(BUSINESS.name);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}`)
    .text(`${BUSINESS.phone} · ${BUSINESS.email}`);
  rule();

  pdf
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(`Quote v${quote.version} for project #${request.id}`);
  pdf.font('regular').fontSize(10).fillColor(MUTED).text(QUOTE_STATE_LABELS[state]);
  pdf.moveDown(0.5);
  line('Quoted on', stamped(quote.quotedAt));
  line('Quoted by', quote.quotedBy);
  line('Valid until', formatDay(quote.validUntil));
  rule();

  heading('Customer');
  line('Name', request.fullName);
  line('Email', request.email);
  line('Phone', request.phone);
  rule();

  heading('Project');
  line('Furniture', request.furnitureType ? furnitureTypeLabel(request.furnitureType) : null);
  if (request.description) {
    pdf.fontSize(10).fillColor(INK);
    write(pdf, request.description, 'regular', { width });
  }
  line('Notes', request.notes);
  if (piece) {
    pdf.moveDown(0.6);
    drawPiece(pdf, piece, width);
  }
  rule();

  heading('Amount');
  pdf.fontSize(20).fillColor(INK);
  write(pdf, quote.amount, 'bold');
  if (quote.notes) {
    pdf.moveDown(0.3);
    pdf.fontSize(10).fillColor(INK);
    write(pdf, quote.notes, 'regular', { width });
  }
  rule();

  heading('Terms');
  pdf.fontSize(9).fillColor(INK);
  // Each term a bullet with a hanging indent: a term's second line starts under its first word.
  for (const term of terms.split('\n')) {
    const top = pdf.y;
    pdf.font('regular').text('•', 56, top, { width: BULLET_INDENT, lineBreak: false });
    write(
      pdf,
      term,
      'regular',
      { width: width - BULLET_INDENT, paragraphGap: 3 },
      { x: 56 + BULLET_INDENT, y: top },
    );
  }
  pdf.x = 56;

  if (acceptance) {
    rule();
    heading('Acceptance');
    const clicked = acceptance.method === 'click';
    line('Accepted by', acceptance.signatureName);
    line(clicked ? 'Accepted on' : 'Signed on', stamped(acceptance.acceptedAt));
    line('Version', `v${acceptance.version} (${acceptance.amount})`);
    line('From', acceptance.ipAddress);
    pdf
      .moveDown(0.3)
      .font('oblique')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        clicked
          ? 'Accepted by click, not by typed signature: the signed-in customer approved the quote and the terms above, in the name on the project.'
          : 'Typed as a signature, with agreement to the quote and the terms above.',
        { width },
      );
  }
  pdf.end();
  return bytes;
}
