/** Phone entry (shell spec §5): digits only, shown as (ddd)ddd-dddd, at most 10 digits. Values are kept as the 10 digits. */
export const PHONE_DIGITS = 10;
export const PHONE_MESSAGE = 'Phone number must have 10 digits.';

/** The digits of the text, at most 10. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** (ddd)ddd-dddd, built up as digits are typed ("(555)12" while typing). */
export function formatPhone(text: string | null | undefined): string {
  const digits = phoneDigits(text ?? '');
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)})${digits.slice(3)}`;
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A stored phone or fax number as a screen reads it: ten digits as (ddd)ddd-dddd, the way the forms' masks show them;
 * any other value (IPA Main Info takes up to 15 digits) as stored, so no digit is dropped.
 */
export function phoneText(value: string | null | undefined): string {
  const text = value ?? '';
  return text.replace(/\D/g, '').length === PHONE_DIGITS ? formatPhone(text) : text;
}

export function isValidPhone(text: string): boolean {
  return /^\d{10}$/.test(text) || /^\(\d{3}\)\d{3}-\d{4}$/.test(text);
}
