import zlib from 'node:zlib';

/** One indirect object of a PDF: its dictionary (as text) and its stream, inflated when it is compressed. */
interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/**
 * The objects of a PDF written by pdfkit, by number, in file order. Read one after another, each stream skipped by its
 * /Length, so bytes inside a compressed stream (a font file) are never taken for an object.
 */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = match.index + match[0].length;
    const streamAt = raw.indexOf('stream', start);
    const endAt = raw.indexOf('endobj', start);
    if (endAt < 0) break;
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(Number(match[1]), { dictionary: raw.slice(start, endAt) });
      header.lastIndex = endAt;
      continue;
    }
    const dictionary = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const dataStart = streamAt + (raw.startsWith('stream\r\n', streamAt) ? 8 : 7);
    const data = pdf.subarray(dataStart, dataStart + length);
    const stream = dictionary.includes('/FlateDecode') ? zlib.inflateSync(data) : data;
    objects.set(Number(match[1]), { dictionary, stream });
    header.lastIndex = raw.indexOf('endobj', dataStart + length);
  }
  return objects;
}

const reference = (dictionary: string, key: string): number | undefined => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : undefined;
};

/** UTF-16BE hex (spaces allowed, as pdfkit writes a ligature's characters) to text. */
const utf16 = (hex: string): string => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/** A font's ToUnicode CMap (pdfkit writes ranges of arrays; single ranges and bfchar lines read too): code to text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi;
    for (const [, from, to, target] of section[1]!.matchAll(entries)) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (target!.startsWith('[')) {
        [...target!.matchAll(/<([0-9a-f\s]*)>/gi)].forEach((item, index) => map.set(first + index, utf16(item[1]!)));
      } else {
        const base = utf16(target!.slice(1, -1));
        for (let code = first; code <= last; code++)
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - first));
      }
    }
  }
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of section[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(parseInt(code!, 16), utf16(target!));
  return map;
}

/** The fonts named in the pages' resources (pdfkit names them F1, F2… once per document): name to its font object. */
function fontsByName(objects: Map<number, PdfObject>): Map<string, PdfObject> {
  const fonts = new Map<string, PdfObject>();
  for (const { dictionary } of objects.values()) {
    const fontDictionary = /\/Font\s*<<([^>]*)>>/.exec(dictionary)?.[1];
    if (!fontDictionary) continue;
    for (const [, name, id] of fontDictionary.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      if (font) fonts.set(name!, font);
    }
  }
  return fonts;
}

/**
 * The text of a PDF written by pdfkit: each page content stream's hex strings, in order, decoded through the current
 * font's ToUnicode map (an embedded font's codes are glyph ids, two bytes each); a font without one (a standard font)
 * reads byte by byte as Latin-1.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const maps = new Map<string, Map<number, string> | undefined>();
  for (const [name, font] of fontsByName(objects)) {
    const cmap = objects.get(reference(font.dictionary, 'ToUnicode') ?? -1)?.stream;
    maps.set(name, cmap ? toUnicode(cmap.toString('latin1')) : undefined);
  }
  const contents = new Set([...objects.values()].flatMap(({ dictionary }) => reference(dictionary, 'Contents') ?? []));
  const parts: string[] = [];
  for (const [id, { stream }] of objects) {
    if (!contents.has(id) || !stream) continue;
    let map: Map<number, string> | undefined;
    for (const [, font, hex] of stream
      .toString('latin1')
      .matchAll(/\/([^\s/]+)\s+[-\d.]+\s+Tf|(?<!<)<([0-9a-f]*)>/gi)) {
      if (font !== undefined) map = maps.get(font);
      else if (!map) parts.push(Buffer.from(hex!, 'hex').toString('latin1'));
      else
        for (let at = 0; at + 4 <= hex!.length; at += 4)
          parts.push(map.get(parseInt(hex!.slice(at, at + 4), 16)) ?? '');
    }
  }
  return parts.join('');
}

/** What pdfFonts answers for a portal PDF with bold and regular text: Roboto, subset and embedded (never Helvetica). */
export const ROBOTO_EMBEDDED = ['Roboto-Medium (embedded)', 'Roboto-Regular (embedded)'];

/**
 * The fonts a PDF uses, each once, by name without the subset tag, and whether the PDF carries the font file
 * (/FontFile2, a TrueType program, with content): e.g. ['Roboto-Medium (embedded)', 'Helvetica (not embedded)'].
 */
export function pdfFonts(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const fonts = new Set<string>();
  for (const { dictionary } of objects.values()) {
    if (!/\/Type \/Font\b/.test(dictionary) || /\/Subtype \/CIDFontType2/.test(dictionary)) continue;
    const name = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(dictionary)?.[1] ?? '?';
    const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dictionary)?.[1];
    const cidFont = descendant ? objects.get(Number(descendant))?.dictionary : dictionary;
    const descriptor = objects.get(reference(cidFont ?? '', 'FontDescriptor') ?? -1)?.dictionary ?? '';
    const fontFile = objects.get(reference(descriptor, 'FontFile2') ?? -1)?.stream;
    fonts.add(`${name} (${fontFile && fontFile.length > 0 ? 'embedded' : 'not embedded'})`);
  }
  return [...fonts].sort();
}
