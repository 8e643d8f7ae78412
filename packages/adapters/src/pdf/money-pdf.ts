import PDFDocument from 'pdfkit';
import type { InvoiceDocument, ReceiptDocument } from '@workshop/application';
import { formatCents, furnitureTypeLabel } from '@workshop/domain';
import { formatDay } from '../formatting/dates';
import { fontBytes, runsOf } from './fonts';
import { moneyRow, moneyRule } from './money-table';

const INK = '#3b2a1a';
const MUTED = '#6b5a48';
const MARGIN = 56;

/**
 * The invoices and receipts the workshop sends, drawn with pdfkit in the quote's fonts (so a
 * name prints as typed). One page each: a heading, who pays whom, label/value lines, and the
 * payment instructions. The same document gives the same bytes (its date is its own).
 */
function draw(
  info: { readonly title: string; readonly author: string; readonly date: Date },
  body: (page: Page) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: info.title, Author: info.author, CreationDate: info.date },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const face of ['regular', 'bold', 'cjk'] as const) pdf.registerFont(face, fontBytes(face));
  body(new Page(pdf));
  pdf.end();
  return bytes;
}

class Page {
  constructor(private readonly pdf: PDFKit.PDFDocument) {}

  text(text: string, face: 'regular' | 'bold' = 'regular', size = 11, colour = INK): void {
    const runs = runsOf(text, face);
    runs.forEach((run, index) => {
      this.pdf.font(run.face).fontSize(size).fillColor(colour);
      this.pdf.text(run.text, { continued: index < runs.length - 1 });
    });
  }

  gap(lines = 0.6): void {
    this.pdf.moveDown(lines);
  }

  lines(list: readonly (readonly [string, string | null])[]): void {
    for (const [label, value] of list) {
      if (value === null || value === '') continue;
      this.text(`${label}: ${value}`);
    }
  }

  row(
    text: string,
    columns: readonly string[],
    face: 'regular' | 'bold' = 'regular',
    size = 10,
  ): void {
    moneyRow(this.pdf, text, columns, { face, size });
  }

  rule(): void {
    moneyRule(this.pdf);
  }
}

/** The quote an invoice bills, as signed: its lines, subtotal, tax and total. */
function billedQuote(page: Page, invoice: InvoiceDocument, money: (cents: number) => string): void {
  const quote = invoice.quote;
  if (!quote) return;
  page.text(`Quote v${invoice.quoteVersion} as signed`, 'bold', 12);
  page.gap(0.3);
  page.row('Description', ['Qty', 'Unit price', 'Amount'], 'bold');
  page.rule();
  for (const line of quote.lines) {
    page.row(line.description, [
      String(line.quantity),
      money(line.unitPriceCents),
      money(line.amountCents),
    ]);
  }
  page.rule();
  page.row('Subtotal', [money(quote.subtotalCents)]);
  if (quote.tax) page.row(quote.tax.label, [money(quote.tax.cents)]);
  page.row('Total', [money(quote.totalCents)], 'bold');
}

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const money = (cents: number) => formatCents(cents, invoice.currency);
  const kind = invoice.kind === 'deposit' ? 'Deposit invoice' : 'Balance invoice';
  return draw(
    {
      title: `Invoice ${invoice.label}`,
      author: invoice.payeeName,
      date: new Date(invoice.issuedAt),
    },
    (page) => {
      page.text(invoice.payeeName, 'bold', 16);
      page.text(invoice.payeeAddress, 'regular', 10, MUTED);
      page.gap(1.2);
      page.text(`${kind} ${invoice.label}`, 'bold', 14);
      page.gap();
      page.lines([
        ['Billed to', invoice.customerName],
        [
          'Project',
          `#${invoice.projectId}${invoice.furnitureType ? `, ${furnitureTypeLabel(invoice.furnitureType)}` : ''}`,
        ],
        ['Quote', `v${invoice.quoteVersion}`],
        ['Issued', formatDay(invoice.issuedOn)],
        ['Due by', formatDay(invoice.dueOn)],
      ]);
      page.gap();
      billedQuote(page, invoice, money);
      page.gap();
      page.text('This invoice', 'bold', 12);
      page.gap(0.3);
      page.row(invoice.description, [money(invoice.amountCents)]);
      if (invoice.paidBefore.length > 0) {
        page.gap(0.3);
        page.text('Paid before this invoice', 'bold', 10);
        for (const paid of invoice.paidBefore) {
          page.row(`${formatDay(paid.paidOn)}, ${paid.method}`, [money(paid.amountCents)]);
        }
      }
      page.row('Paid to date', [money(invoice.paidToDateCents)]);
      page.rule();
      page.row(
        `Amount due by ${formatDay(invoice.dueOn)}`,
        [money(invoice.amountCents)],
        'bold',
        12,
      );
      if (invoice.balanceAfterCents !== null && invoice.kind === 'deposit') {
        page.row('Balance due on completion', [money(invoice.balanceAfterCents)]);
      }
      page.gap(1.2);
      page.text('How to pay', 'bold');
      page.text(invoice.paymentInstructions);
      page.gap();
      page.text(
        `Please write ${invoice.label} as the reference of your payment.`,
        'regular',
        10,
        MUTED,
      );
    },
  );
}

export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const money = (cents: number) => formatCents(cents, receipt.currency);
  return draw(
    {
      title: `Receipt ${receipt.paymentId}`,
      author: receipt.payeeName,
      date: new Date(`${receipt.paidOn}T00:00:00Z`),
    },
    (page) => {
      page.text(receipt.payeeName, 'bold', 16);
      page.text(receipt.payeeAddress, 'regular', 10, MUTED);
      page.gap(1.2);
      page.text(`Receipt for payment #${receipt.paymentId}`, 'bold', 14);
      page.gap();
      page.lines([
        ['Received from', receipt.customerName],
        ['Project', `#${receipt.projectId}`],
        ['Paid on', formatDay(receipt.paidOn)],
        ['Method', receipt.method],
        ['Reference', receipt.reference],
      ]);
      page.gap();
      page.text(`Amount received: ${money(receipt.amountCents)}`, 'bold', 13);
      page.gap();
      page.lines([
        ['Paid so far', money(receipt.paidCents)],
        ['Left to pay', money(receipt.balanceCents)],
      ]);
    },
  );
}
