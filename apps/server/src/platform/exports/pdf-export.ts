import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentHeaders, toCellValue, type ExportColumn } from './excel-export.ts';
import { fitTableWidths } from './pdf-table.ts';
import { textOf } from '@portal/contracts/platform/text';

/** pdfmake 0.2's server-side printer (its own typings describe the 0.3 browser API, so the few calls used are typed here). */
interface PdfKitDocument {
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
  end(): void;
  font(source: Buffer): PdfKitDocument;
  fontSize(size: number): PdfKitDocument;
  widthOfString(text: string): number;
}
interface PdfPrinter {
  createPdfKitDocument(definition: Record<string, unknown>): PdfKitDocument;
}
type PdfPrinterConstructor = new (fonts: Record<string, Record<string, Buffer>>) => PdfPrinter;

const requireCjs = createRequire(import.meta.url);
const PdfPrinterClass = requireCjs('pdfmake') as PdfPrinterConstructor;

/**
 * Roboto (Apache 2.0), as pdfmake ships it base64 in its virtual file system, decoded once when the server starts. Every
 * PDF embeds the subset of it that it uses, so it reads the same on every machine (PDF's standard Helvetica is not
 * embedded: a viewer without it substitutes a wider font and words crowd their spaces). Bold is Roboto Medium, as in
 * pdfmake's own default.
 */
const robotoFiles = requireCjs('pdfmake/build/vfs_fonts.js') as Record<string, string>;
const roboto = (file: string): Buffer => {
  const base64 = robotoFiles[file];
  if (!base64) throw new Error(`pdfmake's font ${file} is missing`);
  return Buffer.from(base64, 'base64');
};
/** The font family every portal PDF is set in. */
const PDF_FONT = 'Roboto';
const robotoRegular = roboto('Roboto-Regular.ttf');
const printer = new PdfPrinterClass({
  [PDF_FONT]: {
    normal: robotoRegular,
    bold: roboto('Roboto-Medium.ttf'),
    italics: roboto('Roboto-Italic.ttf'),
    bolditalics: roboto('Roboto-MediumItalic.ttf'),
  },
});

/** A PDF table holds the whole document in memory while pdfmake lays it out: cap the rows. */
export const PDF_ROW_CAP = 5000;

export interface PdfExportOptions {
  fileName: string;
  title: string;
  /** Lines under the title (filters used, run date). */
  subtitle?: string[];
  columns: ExportColumn[];
  rows: AsyncIterable<object> | Iterable<object>;
  warning?: string;
  landscape?: boolean;
}

function formatPdfValue(value: unknown, column: ExportColumn): string {
  const cell = toCellValue(value, column.format);
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const mm = String(cell.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(cell.getUTCDate()).padStart(2, '0');
    const date = `${mm}/${dd}/${cell.getUTCFullYear()}`;
    if (column.format !== 'datetime') return date;
    const hours = cell.getUTCHours();
    const time = `${String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0')}:${String(cell.getUTCMinutes()).padStart(2, '0')}:${String(cell.getUTCSeconds()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    return `${date} ${time}`;
  }
  return textOf(cell);
}

/**
 * A table's text size (smaller, down to the minimum, when its columns would not fit), its cell padding (each side of
 * a column but the table's outer edges; pdfmake's own is 8 pt), the page margin.
 */
const TABLE_FONT_SIZE = 8;
const TABLE_MINIMUM_FONT_SIZE = 6;
const CELL_PADDING = 4;
const PAGE_MARGIN = 24;

/** A pdfkit document never written, kept to measure words in the table font (made on the first table export). */
let measuring: PdfKitDocument | undefined;
const measureTableWord = (word: string) => {
  measuring ??= printer.createPdfKitDocument({ content: [] }).font(robotoRegular).fontSize(TABLE_FONT_SIZE);
  return measuring.widthOfString(word);
};

/** pdfmake's light horizontal lines, with narrower cell padding so that a wide export fits the page. */
const TABLE_LAYOUT = {
  hLineWidth: (line: number, node: { table: { body: unknown[]; headerRows: number } }) =>
    line === 0 || line === node.table.body.length ? 0 : line === node.table.headerRows ? 2 : 1,
  vLineWidth: () => 0,
  hLineColor: (line: number) => (line === 1 ? 'black' : '#aaa'),
  paddingLeft: (column: number) => (column === 0 ? 0 : CELL_PADDING),
  paddingRight: (column: number, node: { table: { widths: unknown[] } }) =>
    column === node.table.widths.length - 1 ? 0 : CELL_PADDING,
};

/**
 * Builds a table PDF with pdfmake (Roboto, embedded) and streams it to the response. Columns are as wide as their
 * content asks (pdfmake's 'auto', shared out like an HTML table), and all of them stay on the page (fitTableWidths).
 */
export async function streamPdf(reply: FastifyReply, options: PdfExportOptions): Promise<FastifyReply> {
  const rows: string[][] = [options.columns.map((column) => column.header)];
  let count = 0;
  for await (const row of options.rows) {
    if (count++ >= PDF_ROW_CAP) break;
    rows.push(options.columns.map((column) => formatPdfValue((row as Record<string, unknown>)[column.key], column)));
  }
  const portrait = options.landscape === false;
  const { widths, body, fontSize } = fitTableWidths(rows, {
    width: (portrait ? 612 : 792) - 2 * PAGE_MARGIN,
    padding: 2 * CELL_PADDING * (options.columns.length - 1),
    fontSize: TABLE_FONT_SIZE,
    minimumFontSize: TABLE_MINIMUM_FONT_SIZE,
    measure: measureTableWord,
  });
  const definition = {
    pageSize: 'LETTER',
    pageOrientation: portrait ? 'portrait' : 'landscape',
    pageMargins: [PAGE_MARGIN, 32, PAGE_MARGIN, 32],
    defaultStyle: { font: PDF_FONT, fontSize: TABLE_FONT_SIZE },
    content: [
      { text: options.title, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      ...(options.subtitle ?? []).map((line) => ({ text: line, fontSize: 9, margin: [0, 0, 0, 2] })),
      {
        table: { headerRows: 1, widths, body },
        fontSize,
        layout: TABLE_LAYOUT,
        margin: [0, 6, 0, 0],
      },
    ],
  };
  return sendPdfDocument(reply, options.fileName, definition, options.warning);
}

const documentOf = (definition: Record<string, unknown>) =>
  printer.createPdfKitDocument({
    pageSize: 'LETTER',
    defaultStyle: { font: PDF_FONT, fontSize: 10 },
    ...definition,
  });

/** The bytes of a PDF laid out from a pdfmake document definition, as sendPdfDocument lays it out (a background job's file). */
export async function renderPdfDocument(definition: Record<string, unknown>): Promise<Buffer> {
  const document = documentOf(definition);
  const output = document.pipe(new PassThrough());
  document.end();
  const chunks: Buffer[] = [];
  for await (const chunk of output) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Streams a PDF laid out from a pdfmake document definition (letters, cards, verification documents): Letter size,
 * Roboto embedded, the file offered as an attachment named `fileName`.
 */
export function sendPdfDocument(
  reply: FastifyReply,
  fileName: string,
  definition: Record<string, unknown>,
  warning?: string,
): FastifyReply {
  const name = fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  attachmentHeaders(reply, name, 'application/pdf', warning);
  const document = documentOf(definition);
  const output = document.pipe(new PassThrough());
  document.end();
  return reply.send(output);
}
