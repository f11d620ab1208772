import { z } from 'zod';
import { PG_INTEGER_MAX } from '../platform/rules/integers.ts';
import { MESSAGES } from '../platform/messages.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { isDecimalText, padDecimal } from '../platform/rules/numeric.ts';
import { RATE_MESSAGES } from './ipa-rates.messages.ts';

/** Field lengths of IPA spec §9: single-line text 128, multiline 2056. */
export const SINGLE_LINE_MAX = 128;
export const MULTILINE_MAX = 2056;

/**
 * A decimal box of spec §5 ("Format 0.0000" / "Format 0.00"): empty resets to the zero default, a non-number or too
 * many decimals gives the format error, no negatives, and the value comes out padded ('1.5' -> '1.5000').
 * Numbers are accepted too (a direct API call), so the server and the form share one rule.
 */
export function zDecimal(places: 2 | 4, zeroDefault?: string) {
  const message = places === 4 ? RATE_MESSAGES.format4 : RATE_MESSAGES.format2;
  return z
    .union([z.string(), z.number(), z.null()])
    .default('')
    .transform((value, ctx): string => {
      const text = value === null ? '' : String(value).trim();
      if (text === '') return zeroDefault ?? (0).toFixed(places);
      if (!isDecimalText(text, places)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return padDecimal(text, places);
    });
}

export const zDecimal4 = () => zDecimal(4);
export const zDecimal2 = () => zDecimal(2);

/** A business date 'YYYY-MM-DD' of a rate; 12/31/9999 is the open end. */
export const zRateDate = (requiredMessage: string) => zDate({ allowMaxDate: true, requiredMessage });

export const zFlag = () => z.boolean().default(false);

export const zNotes = () =>
  z
    .string()
    .max(MULTILINE_MAX, RATE_MESSAGES.notesMax(MULTILINE_MAX))
    .nullish()
    .transform((value) => value ?? null);

export const zShortText = (max = SINGLE_LINE_MAX, message = `This field should be maximum ${max} characters`) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

/** Optimistic concurrency: an update carries the version it was read at. */
export const zVersion = () => z.number().int().min(1).max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);

/** A list sent comma-joined (spec §7: productCode, pbp, countyDescription): accepts 'a,b' or ['a','b'], gives 'a,b'. */
export const zCommaList = () =>
  z
    .union([z.string(), z.array(z.string()), z.null()])
    .default('')
    .transform((value) => {
      const items = value === null ? [] : Array.isArray(value) ? value : value.split(',');
      const joined = items
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .join(',');
      return joined === '' ? null : joined;
    });

export function splitCommaList(value: string | null | undefined): string[] {
  return value ? value.split(',').filter((item) => item !== '') : [];
}

/**
 * Query strings arrive with the spec's spelling (IpaCode, ipaCode, capID): keys are matched without regard to case,
 * the same way routes are.
 */
export function caseInsensitiveQuery<T extends z.ZodRawShape>(shape: T) {
  const canonical = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  return z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) out[canonical.get(key.toLowerCase()) ?? key] = value;
    return out;
  }, z.object(shape));
}
