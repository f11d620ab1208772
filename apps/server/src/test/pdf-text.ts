import zlib from 'node:zlib';

/** The text of a PDF written by pdfkit with standard fonts: inflate each content stream, decode the hex strings of its TJ arrays. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (let start = raw.indexOf('stream\n'); start >= 0; start = raw.indexOf('stream\n', start + 1)) {
    const end = raw.indexOf('\nendstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start + 7, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9a-f]+)>/gi))
      parts.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
  }
  return parts.join('');
}
