import { z } from 'zod';
import { DATE_MESSAGES, isIsoDate, isWithinDateBounds, isFutureInLosAngeles } from './dates.ts';

export interface DateSchemaOptions {
  /** Allow 12/31/9999 (the open end of a range) besides years 1970-2100. */
  allowMaxDate?: boolean;
  /** Refuse dates later than today in Los Angeles. */
  notFuture?: boolean;
  /** Message when the value is missing or empty. */
  requiredMessage?: string;
}

/**
 * A required business date 'YYYY-MM-DD' within the shared bounds. Use the same schema in the form and on the server;
 * wrap in `.nullable()` / `.optional()` for optional fields.
 */
export function zDate(options: DateSchemaOptions = {}) {
  const { allowMaxDate = false, notFuture = false, requiredMessage = DATE_MESSAGES.invalid } = options;
  return (
    z
      .string({ error: requiredMessage })
      // abort: an empty field is only "required", not also "not a valid date".
      .min(1, { message: requiredMessage, abort: true })
      .refine(isIsoDate, DATE_MESSAGES.invalid)
      .refine(
        (value) => !isIsoDate(value) || isWithinDateBounds(value, allowMaxDate),
        allowMaxDate ? DATE_MESSAGES.outOfRangeOrMax : DATE_MESSAGES.outOfRange,
      )
      .refine((value) => !notFuture || !isIsoDate(value) || !isFutureInLosAngeles(value), DATE_MESSAGES.future)
  );
}

/** A date range whose start is not after its end (both 'YYYY-MM-DD'); the message is the spec's order rule. */
export function zDateRange(options: DateSchemaOptions = {}) {
  return z
    .object({ start: zDate(options), end: zDate(options) })
    .refine((range) => range.start <= range.end, { message: DATE_MESSAGES.rangeOrder, path: ['end'] });
}
