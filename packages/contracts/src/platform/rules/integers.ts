import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * PostgreSQL `integer` columns hold -2147483648 to 2147483647. A whole number read from a query string or path
 * (an id, a year, a page, an offset) is bounded to that range, so an out-of-range number is a 400 with a message
 * and never reaches the database (which would refuse it with SQLSTATE 22003).
 */
export const PG_INTEGER_MIN = -2_147_483_648;
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * A whole number from a query string or path segment, within the `integer` range; chain `.min()`/`.positive()` after it.
 * `message`, when given, is what a value that is not a whole number is told.
 */
export function zQueryInt(message?: string) {
  return z.coerce
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .min(PG_INTEGER_MIN, MESSAGES.numberOutOfRange)
    .max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);
}

/** A record id: a positive whole number an `integer` column can hold. */
export function isRecordId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= PG_INTEGER_MAX;
}

/** A comma-separated list of record ids in a query string ('1,2,3'): a value that is not one is a 400 with the message. */
export function zCommaSeparatedIds(message: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return [];
      const ids = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
        .map(Number);
      if (!ids.every(isRecordId)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return ids;
    });
}
