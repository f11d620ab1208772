import { z } from 'zod';

/**
 * Text normalisation (shell spec §5): dashes of every kind become a hyphen; non-printable or non-ASCII characters
 * become spaces. Line breaks are kept when the field is multi-line.
 */
// Unicode dash punctuation (U+2010-U+2015), minus sign, small/full-width hyphen-minus.
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const NOT_PRINTABLE_ASCII = /[^\x20-\x7E]/g;
const NOT_PRINTABLE_ASCII_OR_LINE_BREAK = /[^\x20-\x7E\n]/g;

export function normalizeText(value: string, options: { multiline?: boolean } = {}): string {
  const dashed = value.replace(DASHES, '-');
  if (options.multiline) return dashed.replace(/\r\n?/g, '\n').replace(NOT_PRINTABLE_ASCII_OR_LINE_BREAK, ' ');
  return dashed.replace(NOT_PRINTABLE_ASCII, ' ');
}

/** A string schema that normalises its value (same result on the form and the server). Chain `.min()`/`.max()` after it. */
export function zText(options: { multiline?: boolean } = {}) {
  return z.string().overwrite((value) => normalizeText(value, options));
}
