/**
 * A value read from a row or a request as plain text: strings as they are, numbers and booleans as JavaScript writes
 * them, dates as ISO 8601, anything else (objects, arrays) as JSON, never '[object Object]'.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  // Nothing JSON can write (undefined, a function, a symbol): nothing a row or a request carries, shown as empty.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}
