import { z } from 'zod';

/** Numeric filter defaults (shell spec §5): min 0, max 150, 0 decimals. */
export const NUMERIC_FILTER_DEFAULTS = { min: 0, max: 150, decimals: 0 } as const;

export interface NumericBounds {
  min?: number;
  max?: number;
  decimals?: number;
}

export function numericMessage(bounds: NumericBounds = {}): string {
  const { min, max, decimals } = { ...NUMERIC_FILTER_DEFAULTS, ...bounds };
  const kind = decimals === 0 ? 'a whole number' : `a number with at most ${decimals} decimals`;
  return `Enter ${kind} from ${min} to ${max}.`;
}

export function isWithinNumericBounds(value: number, bounds: NumericBounds = {}): boolean {
  const { min, max, decimals } = { ...NUMERIC_FILTER_DEFAULTS, ...bounds };
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const factor = 10 ** decimals;
  return Math.abs(Math.round(value * factor) - value * factor) < 1e-9;
}

/** A number within the bounds (defaults min 0, max 150, whole numbers). */
export function zNumberInRange(bounds: NumericBounds = {}, message: string = numericMessage(bounds)) {
  return z.number({ error: message }).refine((value) => isWithinNumericBounds(value, bounds), message);
}

/** Decimal boxes (IPA spec §5 "Format 0.0000" / "Format 0.00"): up to 10 whole digits and 2 or 4 decimals, no sign. */
const DECIMAL_PATTERN: Record<2 | 4, RegExp> = {
  2: /^\d{1,10}(\.\d{0,2})?$/,
  4: /^\d{1,10}(\.\d{0,4})?$/,
};

/** '1.5' -> '1.5000' (spec §5: values are auto-padded with zeros). */
export function padDecimal(text: string, places: 2 | 4): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(places, '0')}`;
}

/** True when the text is a non-negative number with at most `places` decimals (what the decimal boxes accept). */
export function isDecimalText(text: string, places: 2 | 4): boolean {
  return DECIMAL_PATTERN[places].test(text.trim());
}
