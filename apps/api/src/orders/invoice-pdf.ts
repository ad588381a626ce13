import { createRequire } from 'node:module';
import { SELLER } from '@shop/core/checkout';
import {
  type InvoiceAmount,
  type InvoiceContent,
  type InvoiceParty,
  invoiceContent,
  invoiceTexts,
  type Order,
} from '@shop/core/orders';

/*
 * The tax invoice as a PDF (GET /orders/{orderNumber}/invoice): the layout only — what it says is
 * core's `invoiceContent`. pdfkit writes it in memory; the fonts are DejaVu Sans from the
 * `dejavu-fonts-ttf` package (PDF's built-in fonts have no ₹, U+20B9), embedded as subsets.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const COLOR = { text: '#1f2937', muted: '#6b7280', rule: '#d1d5db', band: '#f3f4f6' };
const SIZE = { title: 20, heading: 8.5, body: 9.5, small: 8 };
const GAP = { line: 2, block: 18 };

/** The lines table: # | Item (with its options below) | Qty | Unit price | Amount. */
const COLUMNS = [
  { key: 'number', x: MARGIN, width: 22, align: 'left' },
  { key: 'item', x: MARGIN + 26, width: 265, align: 'left' },
  { key: 'quantity', x: MARGIN + 295, width: 40, align: 'right' },
  { key: 'unitPrice', x: MARGIN + 339, width: 86, align: 'right' },
  { key: 'amount', x: MARGIN + 425, width: CONTENT_WIDTH - 425, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

/** Totals: labels and amounts in the right half, amounts under the table's Amount column. */
const TOTALS = {
  labelX: MARGIN + 255,
  labelWidth: 165,
  amountX: MARGIN + 425,
  amountWidth: CONTENT_WIDTH - 425,
};

type Doc = PDFKit.PDFDocument;

/**
 * The invoice of `order` as PDF bytes. The same order gives the same bytes whenever it is asked
 * for: the creation date is the order's placedAt (pdfkit's file id is derived from the document
 * info, so it is fixed too) and nothing else on it moves with the clock.
 */
export async function invoicePdf(order: Order): Promise<Buffer> {
  // Loaded with the first invoice: pdfkit and its font code are a fifth of a second of every start.
  const { default: PDFDocument } = await import('pdfkit');
  const content = invoiceContent(order);
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONT_FILES.regular,
    info: {
      Title: `${content.title} ${order.orderNumber}`,
      Author: SELLER.name,
      Subject: `${content.title} ${order.orderNumber}, GSTIN ${SELLER.gstin}`,
      Creator: 'ShopLane',
      Producer: 'ShopLane',
      CreationDate: new Date(order.placedAt),
    },
  });
  // By path: pdfkit reads each file once per document and keeps only the glyphs used.
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  layOut(doc, content);
  doc.end();
  return done;
}

function layOut(doc: Doc, content: InvoiceContent): void {
  doc.fillColor(COLOR.text).font('bold').fontSize(SIZE.title).text(content.title, MARGIN, MARGIN);
  const factsBottom = facts(doc, content, MARGIN);
  const sellerBottom = party(doc, content.seller, MARGIN, MARGIN + 34, 280);
  let y = Math.max(factsBottom, sellerBottom) + GAP.block;
  rule(doc, y - GAP.block / 2);
  const half = CONTENT_WIDTH / 2;
  y =
    Math.max(
      party(doc, content.billedTo, MARGIN, y, half - 12),
      party(doc, content.shippedTo, MARGIN + half, y, half),
    ) + GAP.block;
  y = items(doc, content, y) + GAP.block / 2;
  y = totals(doc, content.amounts, content.grandTotal, y) + GAP.block;
  y = ensureRoom(doc, y, 60);
  doc
    .font('regular')
    .fontSize(SIZE.body)
    .fillColor(COLOR.text)
    .text(content.payment, MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + GAP.block / 2;
  // The first note is the no-cancellation term: it stands out.
  content.notes.forEach((note, index) => {
    doc
      .font(index === 0 ? 'bold' : 'regular')
      .fontSize(SIZE.small)
      .text(note, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + GAP.line;
  });
}

/** Invoice number, date and place of supply, right-aligned at the top. */
function facts(doc: Doc, content: InvoiceContent, top: number): number {
  const x = MARGIN + CONTENT_WIDTH - 200;
  let y = top + 2;
  for (const fact of content.facts) {
    doc
      .font('regular')
      .fontSize(SIZE.heading)
      .fillColor(COLOR.muted)
      .text(fact.label, x, y, { width: 200, align: 'right' });
    doc
      .font('bold')
      .fontSize(SIZE.body)
      .fillColor(COLOR.text)
      .text(fact.value, x, doc.y + 1, { width: 200, align: 'right' });
    y = doc.y + 5;
  }
  return y;
}

/** A heading and its lines (seller, buyer, ship-to); returns where it ends. */
function party(doc: Doc, block: InvoiceParty, x: number, top: number, width: number): number {
  doc
    .font('bold')
    .fontSize(SIZE.heading)
    .fillColor(COLOR.muted)
    .text(block.heading.toUpperCase(), x, top, { width });
  block.lines.forEach((line, index) => {
    doc
      .font(index === 0 ? 'bold' : 'regular')
      .fontSize(SIZE.body)
      .fillColor(COLOR.text)
      .text(line, x, doc.y + GAP.line, { width });
  });
  return doc.y;
}

function rule(doc: Doc, y: number, from = MARGIN, to = MARGIN + CONTENT_WIDTH): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
}

/** A new page when fewer than `needed` points are left; returns where to write next. */
function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= A4.height - MARGIN) return y;
  doc.addPage();
  return MARGIN;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, 20).fill(COLOR.band);
  for (const column of COLUMNS) {
    doc
      .font('bold')
      .fontSize(SIZE.heading)
      .fillColor(COLOR.muted)
      .text(invoiceTexts.columns[column.key], column.x + (column.align === 'left' ? 4 : -4), y + 6, {
        width: column.width,
        align: column.align,
      });
  }
  return y + 26;
}

function items(doc: Doc, content: InvoiceContent, top: number): number {
  let y = tableHeader(doc, ensureRoom(doc, top, 80));
  for (const item of content.items) {
    const nameHeight = doc
      .font('regular')
      .fontSize(SIZE.body)
      .heightOfString(item.name, { width: COLUMNS[1].width });
    const detailsHeight =
      item.details === ''
        ? 0
        : doc.font('regular').fontSize(SIZE.small).heightOfString(item.details, { width: COLUMNS[1].width });
    const height = nameHeight + detailsHeight + 8;
    if (y + height > A4.height - MARGIN) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
    }
    const cells: Record<Exclude<ColumnKey, 'item'>, string> = {
      number: item.number,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      amount: item.amount,
    };
    for (const column of COLUMNS) {
      const dx = column.align === 'left' ? 4 : -4;
      if (column.key === 'item') {
        doc
          .font('regular')
          .fontSize(SIZE.body)
          .fillColor(COLOR.text)
          .text(item.name, column.x + dx, y, { width: column.width });
        if (item.details !== '') {
          doc
            .fontSize(SIZE.small)
            .fillColor(COLOR.muted)
            .text(item.details, column.x + dx, doc.y + 1, { width: column.width });
        }
      } else {
        doc
          .font('regular')
          .fontSize(SIZE.body)
          .fillColor(COLOR.text)
          .text(cells[column.key], column.x + dx, y, { width: column.width, align: column.align });
      }
    }
    y += height;
    rule(doc, y - 4);
  }
  return y;
}

function totals(doc: Doc, amounts: readonly InvoiceAmount[], grandTotal: InvoiceAmount, top: number): number {
  let y = ensureRoom(doc, top, (amounts.length + 2) * 16);
  const row = (entry: InvoiceAmount, font: 'regular' | 'bold', size: number) => {
    doc.font(font).fontSize(size).fillColor(COLOR.text);
    doc.text(entry.label, TOTALS.labelX, y, { width: TOTALS.labelWidth, align: 'right' });
    doc.text(entry.amount, TOTALS.amountX - 4, y, { width: TOTALS.amountWidth, align: 'right' });
    y += size + 6;
  };
  for (const entry of amounts) row(entry, 'regular', SIZE.body);
  rule(doc, y, TOTALS.labelX, MARGIN + CONTENT_WIDTH);
  y += 5;
  row(grandTotal, 'bold', SIZE.body + 2);
  return y;
}
