import { formatPhone, PHONE_DIGITS } from '@portal/contracts/platform/rules/phone';

/**
 * A stored phone or fax number as the IPA screens read it: ten digits as (ddd)ddd-dddd, the way the forms' masks show
 * them; any other value (Main Info takes up to 15 digits) as stored, so no digit is dropped.
 */
export function phoneText(value: string | null | undefined): string {
  const text = value ?? '';
  return text.replace(/\D/g, '').length === PHONE_DIGITS ? formatPhone(text) : text;
}
