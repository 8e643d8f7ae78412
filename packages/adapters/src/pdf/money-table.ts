import { runsOf } from './fonts';

const MARGIN = 56;
const INK = '#3b2a1a';
const RULE = '#d9c7b0';
/** The right-hand columns, widest last: quantity, unit price, amount. */
const COLUMN_WIDTHS = [38, 82, 88];

/**
 * A row of a money table: the text at the left (wrapping, each CJK run in its face), then up
 * to three right-aligned columns ending at the right margin, so amounts line up whatever the
 * description's length. Quotes, signed copies and invoices print their lines with it.
 */
export function moneyRow(
  pdf: PDFKit.PDFDocument,
  text: string,
  columns: readonly string[],
  options: {
    readonly face?: 'regular' | 'bold';
    readonly size?: number;
    readonly colour?: string;
  } = {},
): void {
  const face = options.face ?? 'regular';
  const size = options.size ?? 10;
  const colour = options.colour ?? INK;
  const right = pdf.page.width - MARGIN;
  const widths = COLUMN_WIDTHS.slice(-columns.length);
  const columnsWidth = widths.reduce((total, width) => total + width, 0);
  const textWidth = right - columnsWidth - MARGIN - 8;
  // A row that would not fit starts the next page whole.
  pdf.font(face).fontSize(size);
  if (pdf.y + pdf.heightOfString(text, { width: textWidth }) > pdf.page.height - MARGIN) {
    pdf.addPage();
  }
  const top = pdf.y;
  let x = right - columnsWidth;
  columns.forEach((column, index) => {
    const width = widths[index] ?? 80;
    pdf.font(face).fontSize(size).fillColor(colour);
    pdf.text(column, x, top, { width, align: 'right', lineBreak: false });
    x += width;
  });
  const runs = runsOf(text, face);
  runs.forEach((run, index) => {
    pdf.font(run.face).fontSize(size).fillColor(colour);
    const runOptions = { width: textWidth, continued: index < runs.length - 1 };
    if (index === 0) pdf.text(run.text, MARGIN, top, runOptions);
    else pdf.text(run.text, runOptions);
  });
  pdf.x = MARGIN;
  pdf.y = Math.max(pdf.y, top + size * 1.4);
}

/** A thin line across the table. */
export function moneyRule(pdf: PDFKit.PDFDocument): void {
  const y = pdf.y + 2;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.y = y + 4;
}
