import { SQL, sql } from 'drizzle-orm';
import { FhirError, type FhirParam, type FhirResourceType, type FhirSortKey, type FhirSorts } from './fhir-resource.ts';

/** Search-result parameters the framework handles itself; every other one must be a search parameter of the type. */
const FRAMEWORK_PARAMS = new Set([
  '_count',
  '_offset',
  '_include',
  '_revinclude',
  '_summary',
  '_sort',
  '_format',
  '_pretty',
]);
export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;
/** The most resources one `_revinclude` brings into a page (the rest are named in an OperationOutcome warning). */
export const MAX_REVINCLUDE = 500;

export interface ParsedSearch {
  params: FhirParam[];
  count: number;
  offset: number;
  include: string[];
  revinclude: string[];
  /** The `_sort` keys, in priority order (none: the type's own order). */
  sort: FhirSortKey[];
  /** The query as understood (unknown parameters left out under lenient handling), for the Bundle's links. */
  linkParams: [string, string][];
}

const invalid = (message: string) => new FhirError(400, 'invalid', message);

function nonNegativeInteger(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw invalid(`${name} must be a whole number of 0 or more (got "${value}").`);
  return Number(value);
}

/**
 * Reads a search's query (GET) or form body (POST _search): each occurrence of a parameter is one FhirParam (AND), its
 * comma-separated values are alternatives (OR). An unknown parameter is 400 unless the client asked for
 * `Prefer: handling=lenient`, which ignores it (FHIR R4 search.html#errors); so is a `_sort` key the type does not
 * sort by.
 */
export function parseSearch(
  query: Record<string, unknown>,
  type: Pick<FhirResourceType, 'type' | 'searchParams' | 'sorts'>,
  lenient: boolean,
): ParsedSearch {
  const known = new Map(type.searchParams.map((param) => [param.name, param]));
  const result: ParsedSearch = {
    params: [],
    count: DEFAULT_COUNT,
    offset: 0,
    include: [],
    revinclude: [],
    sort: [],
    linkParams: [],
  };
  let summary: 'count' | 'false' = 'false';
  for (const [key, raw] of Object.entries(query)) {
    const occurrences = (Array.isArray(raw) ? raw : [raw]).map((value) => String(value ?? ''));
    const [name = '', modifier] = key.split(':', 2);
    for (const value of occurrences) {
      if (FRAMEWORK_PARAMS.has(name)) {
        if (name === '_count') result.count = Math.min(nonNegativeInteger('_count', value), MAX_COUNT);
        else if (name === '_offset') result.offset = nonNegativeInteger('_offset', value);
        else if (name === '_include') result.include.push(value);
        else if (name === '_revinclude') result.revinclude.push(value);
        else if (name === '_summary') summary = summaryOf(value);
        else if (name === '_sort') result.sort.push(...sortKeysOf(value, type, lenient));
        if (name === '_include' || name === '_revinclude' || name === '_summary') result.linkParams.push([key, value]);
        continue;
      }
      if (!known.has(name)) {
        if (lenient) continue;
        throw invalid(`The search parameter ${key} is not supported for ${type.type}.`);
      }
      // Modifiers are the resource type's to accept or refuse (400), parameter by parameter.
      // An empty value is no condition (FHIR R4 search.html#errors).
      if (value === '') continue;
      result.params.push({ name, ...(modifier ? { modifier } : {}), values: value.split(',') });
      result.linkParams.push([key, value]);
    }
  }
  // The self link shows the sort applied (FHIR R4 search.html#sort): a key dropped under lenient handling is not in it.
  if (result.sort.length > 0)
    result.linkParams.push(['_sort', result.sort.map((key) => `${key.descending ? '-' : ''}${key.name}`).join(',')]);
  // _summary=count: the total alone (FHIR R4 search.html#summary); no page is read and no paging links follow.
  if (summary === 'count') result.count = 0;
  return result;
}

/**
 * The keys of one `_sort` value (`family,-birthdate`). A key the type does not sort by is ignored under lenient
 * handling, else 400: `invalid` when it is no search parameter of the type (as an unknown parameter is),
 * `not-supported` when it is one the type does not sort by.
 */
function sortKeysOf(
  value: string,
  type: Pick<FhirResourceType, 'type' | 'searchParams' | 'sorts'>,
  lenient: boolean,
): FhirSortKey[] {
  const keys: FhirSortKey[] = [];
  const sortable = Object.keys(type.sorts?.params ?? {});
  const offered = sortable.length > 0 ? `it sorts by ${sortable.join(', ')}` : 'its searches keep their own order';
  for (const item of value.split(',')) {
    if (item === '') continue;
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    if (sortable.includes(name)) keys.push({ name, descending });
    else if (lenient) continue;
    else if (type.searchParams.some((param) => param.name === name))
      throw new FhirError(400, 'not-supported', `_sort=${name} is not supported for ${type.type}; ${offered}.`);
    else throw invalid(`_sort=${name}: ${name} is not a search parameter of ${type.type}; ${offered}.`);
  }
  return keys;
}

/**
 * The ORDER BY of the `_sort` keys: each key's columns in its direction, then the type's tie-breaker (the resource id)
 * in the last key's direction, so paging through equal values is stable. NULLs go where PostgreSQL puts them (last
 * ascending, first descending), the order the indexes are built in; a text_pattern_ops column orders with ~<~ / ~>~
 * so its index serves the sort. Undefined without keys (the type keeps its own order).
 */
export function sortOrder(sorts: FhirSorts, keys: FhirSortKey[]): SQL | undefined {
  if (keys.length === 0) return undefined;
  const parts = keys.flatMap((key) =>
    (sorts.params[key.name] ?? []).map((column) =>
      column instanceof SQL
        ? sql`${column} ${sql.raw(key.descending ? 'desc' : 'asc')}`
        : sql`${column.pattern} using ${sql.raw(key.descending ? '~>~' : '~<~')}`,
    ),
  );
  parts.push(sql`${sorts.tieBreaker} ${sql.raw(keys.at(-1)?.descending ? 'desc' : 'asc')}`);
  return sql.join(parts, sql`, `);
}

function summaryOf(value: string): 'count' | 'false' {
  if (value === 'count' || value === 'false') return value;
  throw new FhirError(400, 'not-supported', `_summary=${value} is not supported; count and false are.`);
}

/** A token's system and code: `system|code`, `|code` (no system) or `code` (any system). */
export function tokenOf(value: string): { system?: string; code: string } {
  const bar = value.indexOf('|');
  if (bar < 0) return { code: value };
  return { system: value.slice(0, bar), code: value.slice(bar + 1) };
}

/** The id a reference parameter names: `Patient/123`, `123`, or an absolute URL ending in `Patient/123`. */
export function referenceId(value: string, type: string, parameter: string): string {
  const parts = value.split('/');
  if (parts.length === 1) return value;
  const [target, id] = parts.slice(-2) as [string, string];
  if (target !== type || !id) throw invalid(`${parameter} must reference a ${type} (got "${value}").`);
  return id;
}

const DATE_PREFIXES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le'] as const;
type DatePrefix = (typeof DATE_PREFIXES)[number];
const DATE_VALUE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/**
 * A date parameter's range: its prefix and the half-open instant range [start, end) its precision covers
 * (`2024` is the whole year, `2024-05-01` the day, `2024-05-01T10:00:00Z` the second).
 */
export function dateRange(parameter: string, value: string): { prefix: DatePrefix; start: Date; end: Date } {
  const prefix = (DATE_PREFIXES as readonly string[]).includes(value.slice(0, 2))
    ? (value.slice(0, 2) as DatePrefix)
    : 'eq';
  const text = /^[a-z]{2}/.test(value) ? value.slice(2) : value;
  if (/^[a-z]{2}/.test(value) && prefix !== value.slice(0, 2))
    throw invalid(`The prefix ${value.slice(0, 2)} of ${parameter} is not supported (eq, ne, gt, lt, ge, le are).`);
  const match = DATE_VALUE.exec(text);
  if (!match) throw invalid(`${parameter} must be a date (YYYY, YYYY-MM, YYYY-MM-DD or a dateTime), got "${value}".`);
  const [, yearText = '', month = '01', day, hour, minute, second, zone] = match;
  const year = Number(yearText);
  const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(Date.UTC(y, mo, d, h, mi, s));
  let start: Date;
  let end: Date;
  if (hour !== undefined) {
    const iso = `${yearText}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${zone ?? 'Z'}`;
    start = new Date(iso);
    end = new Date(start.getTime() + (second === undefined ? 60_000 : 1000));
  } else if (day !== undefined) {
    start = utc(year, +month - 1, +day);
    end = utc(year, +month - 1, +day + 1);
  } else if (match[2] !== undefined) {
    start = utc(year, +month - 1, 1);
    end = utc(year, +month, 1);
  } else {
    start = utc(year, 0, 1);
    end = utc(year + 1, 0, 1);
  }
  const expected = [yearText, match[2], day].filter(Boolean).join('-');
  if (
    Number.isNaN(start.getTime()) ||
    (hour === undefined && start.toISOString().slice(0, expected.length) !== expected)
  )
    throw invalid(`${parameter} is not a real date: "${value}".`);
  return { prefix, start, end };
}

/**
 * The SQL condition of one date parameter (its values OR'ed) on a `date` or `timestamptz` column. A date column compares
 * with the days of the range, so `birthdate=1950` is every birth date in 1950.
 */
export function dateCondition(column: SQL, param: FhirParam, kind: 'date' | 'timestamp'): SQL {
  const alternatives = param.values.map((value) => {
    const { prefix, start, end } = dateRange(param.name, value);
    const bound = (instant: Date) =>
      kind === 'date' ? sql`${instant.toISOString().slice(0, 10)}::date` : sql`${instant.toISOString()}::timestamptz`;
    // A date column's end is the day after the range's last day, so `< end` keeps the whole last day.
    const endBound =
      kind === 'date' && end.getUTCHours() + end.getUTCMinutes() + end.getUTCSeconds() > 0
        ? sql`${end.toISOString().slice(0, 10)}::date + 1`
        : bound(end);
    switch (prefix) {
      case 'eq':
        return sql`(${column} >= ${bound(start)} and ${column} < ${endBound})`;
      case 'ne':
        return sql`(${column} < ${bound(start)} or ${column} >= ${endBound})`;
      case 'gt':
        return sql`${column} >= ${endBound}`;
      case 'ge':
        return sql`${column} >= ${bound(start)}`;
      case 'lt':
        return sql`${column} < ${bound(start)}`;
      case 'le':
        return sql`${column} < ${endBound}`;
    }
  });
  const [only] = alternatives;
  return alternatives.length === 1 && only ? only : sql`(${sql.join(alternatives, sql` or `)})`;
}
