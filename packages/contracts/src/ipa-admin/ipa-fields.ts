import { z } from 'zod';
import { PG_INTEGER_MAX } from '../platform/rules/integers.ts';
import { isIsoDate, parseUsDate, MAX_DATE } from '../platform/rules/dates.ts';
import { isValidEmail } from '../platform/rules/email.ts';

/** Field pieces shared by the IPA record schemas (form and server use the same ones). */

/** 'YYYY-MM-DD' or the spec's M/D/YYYY (MM/DD/YYYY) to 'YYYY-MM-DD'; null when it is not a real date. */
export function toIsoDate(value: string): string | null {
  const text = value.trim();
  if (isIsoDate(text)) return text;
  return parseUsDate(text);
}

/** '2026-01-31' -> '1/31/2026' (the spec's M/D/YYYY in messages). */
export function shortUsDate(iso: string): string {
  return `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
}

export const INVALID_DATE = 'Please enter a valid date (MM/DD/YYYY)';

/**
 * A required business date: accepts ISO or M/D/YYYY (spec §7 sends M/D/YYYY), gives ISO. Dates are capped at
 * 12/31/9999 (the open end of a range) by the four-digit year.
 */
export function zIpaDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || toIsoDate(value) !== null, INVALID_DATE)
    .transform((value) => toIsoDate(value) ?? value)
    .refine((value) => value <= MAX_DATE, INVALID_DATE);
}

/** Optional text: '' and null both mean "no value" and are stored as null. */
export function zOptText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

export function zReqText(requiredMessage: string, max: number, maxMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, maxMessage);
}

/**
 * Optional field with a format rule: '' or null is "no value". With `max`, a longer value gets `maxMessage`
 * alone (the format is judged only on a value of allowed length).
 */
export function zOptFormatted(
  isValid: (value: string) => boolean,
  message: string,
  normalize: (value: string) => string = (v) => v,
  max?: number,
  maxMessage = message,
) {
  const text = z.string().trim();
  return (max === undefined ? text : text.max(max, maxMessage))
    .nullish()
    .refine(
      (value) =>
        value === undefined ||
        value === null ||
        value === '' ||
        (max !== undefined && value.length > max) ||
        isValid(value),
      message,
    )
    .transform((value) => (value === undefined || value === null || value === '' ? null : normalize(value)));
}

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Phone with mask (000) 000-0000 or plain digits; `min`-`max` digits (Main Info allows 10 to 15). */
export function isPhone(value: string, min = 10, max = 10): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  const digits = digitsOf(value);
  return digits.length >= min && digits.length <= max;
}

/** 10-digit US fax/phone number with optional parentheses and separators (spec §5). */
export const isUsPhone = (value: string): boolean => /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/.test(value);

/** 5 digits or 5+4 (spec §5 contacts). */
export const isZip = (value: string): boolean => /^\d{5}(-\d{4})?$/.test(value);

export const isEmail = (value: string): boolean => isValidEmail(value);

/**
 * NPI check digit: Luhn over the prefix 80840 followed by the first nine digits (CMS NPI standard).
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === Number(value[9]);
}

/** Completes nine digits into a valid NPI (demo data and tests). */
export function npiWithCheckDigit(nineDigits: string): string {
  for (let d = 0; d <= 9; d += 1) if (isValidNpi(`${nineDigits}${d}`)) return `${nineDigits}${d}`;
  throw new Error('unreachable: one check digit always fits');
}

/** Federal tax id (EIN): nine digits, optionally written xx-xxxxxxx; the prefix 00 is never issued. */
export function isTaxId(value: string): boolean {
  if (!/^\d{2}-?\d{7}$/.test(value)) return false;
  return !digitsOf(value).startsWith('00');
}

/** IPA codes: letters, digits and hyphens (they key claims files and card prints). */
export const isIpaCode = (value: string): boolean => /^[A-Za-z0-9-]+$/.test(value);

/** Optimistic concurrency: an update carries the version it was read at. */
export const zRecordVersion = () => z.number({ error: 'version is required' }).int().min(1);

/** A delete carries the version it was read at too, as the query parameter `version` (a DELETE has no body). */
export const zRecordVersionQuery = () =>
  z.coerce
    .number({ error: 'version is required' })
    .int()
    .min(1, 'version is required')
    .max(PG_INTEGER_MAX, 'version is not valid');

/** Booleans from the form; absent means false. */
export const zBool = () => z.boolean().default(false);
