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
