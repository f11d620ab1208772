import { z } from 'zod';
import { zQueryInt } from './rules/integers.ts';

/**
 * The OData-style query of a GET list (enrollment-crm-virtual-care spec §7 "GET lists (optional $filter, $orderby,
 * $skip, $top)") and its answer `{ value: [...], '@odata.count'?: n }`. The server parses $filter and $orderby into a
 * tree and compiles it against each list's own field whitelist (apps/server/src/platform/odata/): the supported subset
 * is eq, ne, gt, ge, lt, le, and, or, not, parentheses, contains(field,'x'), startswith(field,'x') and string, number,
 * boolean, null and date-time literals; anything else is a 400 with one of the messages below, never SQL.
 */

/** The largest `$filter` or `$orderby` text accepted. */
export const ODATA_MAX_EXPRESSION_LENGTH = 2000;
/** A list asked without `$top` answers this many rows. */
export const ODATA_DEFAULT_TOP = 50;
/** The largest `$top` of a list that declares no maximum of its own. */
export const ODATA_DEFAULT_MAX_TOP = 1000;
/** `$skip` past this is refused: deep offsets read and throw away every row before them. */
export const ODATA_MAX_SKIP = 100_000;

export const ODATA_MESSAGES = {
  tooLong: `$filter and $orderby may be at most ${ODATA_MAX_EXPRESSION_LENGTH} characters.`,
  skip: `$skip must be a whole number from 0 to ${ODATA_MAX_SKIP}.`,
  top: (max: number) => `$top must be a whole number from 1 to ${max}.`,
  count: '$count must be true or false.',
  unknownField: (field: string) => `The field '${field}' cannot be used here.`,
  unknownFunction: (name: string) => `The function '${name}' is not supported; use contains or startswith.`,
  unexpected: (found: string, position: number) => `Unexpected '${found}' at position ${position} of $filter.`,
  unexpectedEnd: 'The $filter ends too early.',
  unterminatedString: 'A text literal in $filter is missing its closing quote.',
  badLiteral: (text: string) => `'${text}' is not a valid value.`,
  typeMismatch: (field: string, type: string) => `The field '${field}' holds ${type} values.`,
  notComparable: (field: string) => `The field '${field}' can only be compared with eq or ne.`,
  textOnly: (name: string, field: string) => `${name} needs a text field; '${field}' is not one.`,
  nullComparison: 'null can only be compared with eq or ne.',
  tooDeep: 'The $filter is nested too deeply.',
  badOrderBy: (text: string) => `'${text}' is not a valid $orderby item; write field asc or field desc.`,
  tooManyOrderBy: 'At most 5 fields can be given in $orderby.',
  notSortable: (field: string) => `The list cannot be sorted by '${field}'.`,
} as const;

/** `$count=true|false` from a query string. */
const zCountFlag = () =>
  z
    .enum(['true', 'false'], { error: ODATA_MESSAGES.count })
    .optional()
    .transform((value) => value === 'true');

/** The query shape of an OData-style list whose `$top` is at most `maxTop`. */
export function odataQueryShape(maxTop: number = ODATA_DEFAULT_MAX_TOP) {
  return {
    $filter: z.string().max(ODATA_MAX_EXPRESSION_LENGTH, ODATA_MESSAGES.tooLong).optional(),
    $orderby: z.string().max(ODATA_MAX_EXPRESSION_LENGTH, ODATA_MESSAGES.tooLong).optional(),
    $skip: zQueryInt().min(0, ODATA_MESSAGES.skip).max(ODATA_MAX_SKIP, ODATA_MESSAGES.skip).default(0),
    $top: zQueryInt()
      .min(1, ODATA_MESSAGES.top(maxTop))
      .max(maxTop, ODATA_MESSAGES.top(maxTop))
      .default(Math.min(ODATA_DEFAULT_TOP, maxTop)),
    $count: zCountFlag(),
  };
}

export const odataQuerySchema = z.object(odataQueryShape());
export type ODataQuery = z.infer<typeof odataQuerySchema>;

/** The answer of an OData-style list: one page of rows, and the number of matches when `$count=true` was asked. */
export const odataAnswerOf = <T extends z.ZodType>(row: T) =>
  z.object({ value: z.array(row), '@odata.count': z.number().int().optional() });
export type ODataAnswer<T> = { value: T[]; '@odata.count'?: number };

/** A row of a lookup list (owners, statuses, types...): the value a filter uses and the text shown. */
export const lookupRowSchema = z.object({ Value: z.union([z.string(), z.number()]), Text: z.string() });
export type LookupRow = z.infer<typeof lookupRowSchema>;

// ---- Writing a query (the web's side) --------------------------------------------------------------------------------

/** A text literal for $filter: single-quoted, an inner quote doubled (OData's escape). */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A literal for $filter of any supported kind: text quoted, a Date as its ISO instant, numbers, booleans and null bare. */
export function odataLiteral(value: string | number | boolean | null | Date): string {
  if (value === null) return 'null';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return odataString(value);
  return String(value);
}

/** Conditions joined with `and`, each in parentheses; empty when there are none. */
export function odataAnd(conditions: readonly (string | false | null | undefined)[]): string {
  return conditions
    .filter((condition): condition is string => Boolean(condition))
    .map((condition) => `(${condition})`)
    .join(' and ');
}

/** The query string of a list call (without the leading '?'); parts left undefined are left out. */
export function odataQueryString(query: {
  filter?: string;
  orderBy?: string;
  skip?: number;
  top?: number;
  count?: boolean;
}): string {
  const parts: [string, string | undefined][] = [
    ['$filter', query.filter || undefined],
    ['$orderby', query.orderBy || undefined],
    ['$skip', query.skip === undefined ? undefined : String(query.skip)],
    ['$top', query.top === undefined ? undefined : String(query.top)],
    ['$count', query.count ? 'true' : undefined],
  ];
  return parts
    .filter((part): part is [string, string] => part[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}
