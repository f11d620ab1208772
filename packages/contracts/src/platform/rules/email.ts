import { z } from 'zod';

/** Email rule (shell spec §5): standard address format, at most 254 characters overall and 64 before the at sign. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

// The practical subset of RFC 5322 that mail systems accept: dot-atom local part, dotted domain with a 2+ letter TLD.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(value);
}

/** A required email address; wrap in `.optional()` or use `zOptionalEmail()` where it may be blank. */
export function zEmail(message: string = EMAIL_MESSAGE) {
  return z.string({ error: message }).trim().refine(isValidEmail, message);
}

/** An email address or an empty string (blank form field). */
export function zOptionalEmail(message: string = EMAIL_MESSAGE) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isValidEmail(value), message);
}
