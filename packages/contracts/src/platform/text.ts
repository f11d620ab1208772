/**
 * A value read from a row, a request or a form as plain text: strings as they are, numbers and booleans as JavaScript
 * writes them, dates as ISO 8601, nothing (null, undefined) as '', anything else (objects, arrays) as JSON, never
 * '[object Object]'.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  // Nothing, or nothing JSON can write (a function, a symbol): shown as empty.
  if (value === undefined || value === null || typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}
