import { describe, expect, it } from 'vitest';
import {
  DAMAGED_PDF_MESSAGE,
  UPLOAD_LIMIT_LARGE_BYTES,
  UPLOAD_LIMIT_SMALL_BYTES,
  checkPdfUpload,
  fileTooLargeMessage,
  hasPdfEndMarker,
} from './pdf.ts';

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('PDF upload check', () => {
  it('accepts a file whose last 8 bytes hold %%EOF', () => {
    expect(hasPdfEndMarker(bytes('%PDF-1.7 ... %%EOF'))).toBe(true);
    expect(hasPdfEndMarker(bytes('%PDF-1.7 ... %%EOF\r\n'))).toBe(true);
  });

  it('refuses a truncated file with the spec message', () => {
    expect(hasPdfEndMarker(bytes('%PDF-1.7 ... %%EOF and more bytes'))).toBe(false);
    expect(checkPdfUpload(bytes('%PDF-1.7 truncated'))).toBe(DAMAGED_PDF_MESSAGE);
    expect(DAMAGED_PDF_MESSAGE).toBe('This file is suspected to be damaged, please verify before upload');
  });

  it('applies the size limit', () => {
    expect(UPLOAD_LIMIT_LARGE_BYTES).toBe(125829120);
    expect(UPLOAD_LIMIT_SMALL_BYTES).toBe(20971520);
    expect(checkPdfUpload(bytes('%PDF %%EOF'), 4)).toBe(fileTooLargeMessage(4));
    expect(checkPdfUpload(bytes('%PDF %%EOF'))).toBeNull();
  });
});
