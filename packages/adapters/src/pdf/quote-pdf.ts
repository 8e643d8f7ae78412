import PDFDocument from 'pdfkit';
import type { QuoteDocument } from '@workshop/application';
import {
  WORKSHOP_TIME_ZONE,
  bodyLook,
  describePiece,
  extentOf,
  designSpecification,
  formatCents,
  furnitureTypeLabel,
  hardwareColours,
  projectView,
  taxRowOf,
  versionTotals,
  type PieceModel,
  type ViewRect,
} from '@workshop/domain';
import { formatDay } from '../formatting/dates';
import { fontBytes, runsOf, type Face } from './fonts';
import { moneyRow, moneyRule } from './money-table';

const INK = '#3b2a1a';
const MUTED = '#6b5a48';
const RULE = '#d9c7b0';
const BULLET_INDENT = 12;
/** The outline of the piece's parts, as the wizard's drawing draws it. */
const EDGE = '#3b2a1a';
/** The tallest a view of the piece is drawn, in points. */
const VIEW_HEIGHT = 96;

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
 * A part in the colours the wizard's drawing gives it: the wood and finish, or its hardware's.
 * A table's leaf is drawn as the browser draws it, dashed where it goes when the table opens.
 */
function drawPart(pdf: PDFKit.PDFDocument, rect: ViewRect, box: Box, wood: string): void {
  pdf.rect(box.x, box.y, box.width, box.height).lineWidth(0.6);
  if (rect.part.extension) {
    pdf.dash(3, { space: 2 }).stroke(MUTED).undash();
    return;
  }
  if (rect.part.surface === 'body') {
    pdf.fillAndStroke(wood, EDGE);
    return;
  }
  const colours = hardwareColours(rect.part);
  if (colours.fill === 'none') {
    pdf.stroke(colours.stroke);
    return;
  }
  pdf
    .fillOpacity(colours.opacity ?? 1)
    .fillAndStroke(colours.fill, colours.stroke)
    .fillOpacity(1);
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The piece from the front and from the side, to one scale, as the wizard drew it for the
 * customer, in the same colours (walnut dark, maple pale, paint and hardware as they are):
 * every part an outlined rectangle, each view captioned with its size.
 */
function drawPiece(pdf: PDFKit.PDFDocument, model: PieceModel, width: number): void {
  const wood = bodyLook(model).fill;
  const views = [projectView(model, 'front'), projectView(model, 'side')] as const;
  // Each view is captioned with the piece's own size: a table's leaves are drawn beyond it.
  const closed = extentOf(model.parts.filter((part) => !part.extension));
  const captions = [
    `Front: ${inches(closed.x[1] - closed.x[0])} × ${inches(closed.y[1] - closed.y[0])}`,
    `Side: ${inches(closed.z[1] - closed.z[0])} × ${inches(closed.y[1] - closed.y[0])}`,
  ];
  const gap = 36;
  const scale = Math.min(
    VIEW_HEIGHT / Math.max(...views.map((view) => view.height)),
    (width - gap) / (views[0].width + views[1].width),
  );
  const top = pdf.y;
  let left = 56;
  for (const [index, view] of views.entries()) {
    for (const rect of view.rects) {
      // From the side a leaf would only lie over the top's own outline: it is shown from the front.
      if (rect.part.extension && view.name === 'side') continue;
      const box = {
        x: left + rect.u * scale,
        y: top + rect.v * scale,
        width: rect.width * scale,
        height: rect.height * scale,
      };
      drawPart(pdf, rect, box, wood);
    }
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(captions[index] ?? '', left, top + view.height * scale + 4, { lineBreak: false });
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
  // The version's state (viewed, changes asked) is the workshop's bookkeeping, not the customer's
  // document: only an acceptance is printed, in its own section.
  const { request, quote, acceptance, terms, piece } = document;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `Quote v${quote.version} for project #${request.id}`,
      Author: document.workshop.name,
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
    pdf.moveDown(0.45);
    pdf
      .moveTo(56, pdf.y)
      .lineTo(56 + width, pdf.y)
      .strokeColor(RULE)
      .stroke();
    pdf.moveDown(0.45);
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

  const { workshop } = document;
  const { address } = workshop;
  pdf.font('bold').fontSize(18).fillColor(INK).text(workshop.name);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}`)
    .text(`${workshop.phone} · ${workshop.email}`);
  rule();

  pdf
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(`Quote v${quote.version} for project #${request.id}`);
  pdf.moveDown(0.5);
  line('Quoted on', stamped(quote.quotedAt));
  line('Quoted by', quote.quotedBy);
  line('Valid until', formatDay(quote.validUntil));
  rule();

  heading('Customer');
  // One line (wrapping when long): a wizard design and the terms then fit on the first page.
  const contact: [string, string][] = [];
  for (const [label, value] of [
    ['Name', request.fullName],
    ['Email', request.email],
    ['Phone', request.phone],
  ] as const) {
    if (value) contact.push([label, value]);
  }
  contact.forEach(([label, value], index) => {
    const last = index === contact.length - 1;
    pdf
      .font('bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${index === 0 ? '' : '     '}${label}: `, { continued: true, width });
    pdf.fillColor(INK);
    write(pdf, value, 'regular', { continued: !last, width });
  });
  rule();

  heading('Project');
  const { design } = quote;
  if (design) {
    // The design this version prices, not the request's words: those describe the design
    // first sent, which the workshop may have changed.
    for (const spec of designSpecification(design)) line(spec.label, spec.value);
  } else {
    line('Furniture', request.furnitureType ? furnitureTypeLabel(request.furnitureType) : null);
  }
  // The customer's own words (their description and notes) are their request, not the quote:
  // what is signed is what the workshop wrote, its design, amount and notes.
  if (piece) {
    pdf.moveDown(0.6);
    drawPiece(pdf, piece, width);
  }
  rule();

  const totals = versionTotals(quote, acceptance?.chosenLines ?? []);
  const money = (cents: number) => formatCents(cents, workshop.currency);
  if (totals && quote.lines) {
    // A quote in lines: each line, the options (ticked or offered), the tax, the total.
    heading('Price');
    moneyRow(pdf, 'Description', ['Qty', 'Unit price', 'Amount'], { face: 'bold', size: 9 });
    moneyRule(pdf);
    for (const priced of totals.lines) {
      const offered = priced.optional && !priced.included;
      moneyRow(
        pdf,
        `${priced.description}${priced.optional ? (offered ? ' (option, not chosen)' : ' (option)') : ''}`,
        [String(priced.quantity), money(priced.unitPriceCents), money(priced.amountCents)],
        offered ? { colour: MUTED } : {},
      );
    }
    moneyRule(pdf);
    moneyRow(pdf, 'Subtotal', [money(totals.subtotalCents)]);
    const tax = taxRowOf(quote, totals);
    if (tax) moneyRow(pdf, tax.label, [money(tax.cents)]);
    moneyRow(pdf, acceptance ? 'Total signed' : 'Total', [money(totals.totalCents)], {
      face: 'bold',
      size: 12,
    });
    moneyRow(pdf, `Deposit (${totals.depositPercent}%)`, [money(totals.depositCents)]);
    moneyRow(pdf, 'Balance due on completion', [money(totals.balanceCents)]);
  } else {
    heading(totals ? 'Price' : 'Estimated cost');
    pdf.fontSize(20).fillColor(INK);
    write(pdf, quote.amount, 'bold');
    if (totals) {
      // A firm price says what is paid when: the deposit to start, the rest on completion.
      pdf.moveDown(0.3);
      line('Price', money(totals.totalCents));
      line(`Deposit (${totals.depositPercent}%)`, money(totals.depositCents));
      line('Balance due on completion', money(totals.balanceCents));
    }
  }
  if (quote.notes) {
    pdf.moveDown(0.3);
    pdf.fontSize(10).fillColor(INK);
    write(pdf, quote.notes, 'regular', { width });
  }
  if (document.drawings.length > 0) {
    pdf.moveDown(0.3);
    pdf.fontSize(10).fillColor(INK);
    write(pdf, `Drawings attached: ${document.drawings.join(', ')}`, 'regular', { width });
  }
  rule();

  // The terms are read as one, and the acceptance with them: when the two would not fit under
  // the price, they start the next page together, rather than leaving a page of five lines.
  const termLines = terms.split('\n');
  const headingHeight = pdf.font('bold').fontSize(11).heightOfString('Terms') * 1.3;
  pdf.font('regular').fontSize(9);
  const termsHeight = termLines.reduce(
    (sum, term) => sum + pdf.heightOfString(term, { width: width - BULLET_INDENT }) + 3,
    headingHeight,
  );
  // The acceptance: a rule, its heading, four lines and the two-line note under them.
  const acceptanceHeight = acceptance ? headingHeight + 4 * 14 + 2 * 12 + 18 : 0;
  if (pdf.y + termsHeight + acceptanceHeight > pdf.page.height - pdf.page.margins.bottom) {
    pdf.addPage();
  }
  heading('Terms');
  pdf.fontSize(9).fillColor(INK);
  // Each term a bullet with a hanging indent: a term's second line starts under its first word.
  for (const term of termLines) {
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
