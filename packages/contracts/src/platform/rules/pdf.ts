/**
 * PDF upload checks (shell spec §5, §9): the file must end with the PDF end marker %%EOF within its last 8 bytes,
 * else 'This file is suspected to be damaged, please verify before upload'. Upload limits are 120 MB and 20 MB.
 */
export const PDF_END_MARKER = '%%EOF';
export const PDF_END_WINDOW_BYTES = 8;
export const UPLOAD_LIMIT_LARGE_BYTES = 125_829_120;
export const UPLOAD_LIMIT_SMALL_BYTES = 20_971_520;
export const DAMAGED_PDF_MESSAGE = 'This file is suspected to be damaged, please verify before upload';

export function fileTooLargeMessage(limitBytes: number): string {
  return `The file is larger than the ${Math.round(limitBytes / 1_048_576)} MB limit.`;
}

/** True when %%EOF appears within the last 8 bytes (trailing newlines after it are allowed by that window). */
export function hasPdfEndMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - PDF_END_WINDOW_BYTES));
  let text = '';
  for (const byte of tail) text += String.fromCharCode(byte);
  return text.includes(PDF_END_MARKER);
}

/** The message for a PDF that fails the checks, or null when it passes. */
export function checkPdfUpload(bytes: Uint8Array, limitBytes: number = UPLOAD_LIMIT_LARGE_BYTES): string | null {
  if (bytes.length > limitBytes) return fileTooLargeMessage(limitBytes);
  if (!hasPdfEndMarker(bytes)) return DAMAGED_PDF_MESSAGE;
  return null;
}
