import { sql, type SQL } from 'drizzle-orm';
import { ODATA_MESSAGES } from '@portal/contracts/platform/odata';
import { badRequest } from '../errors/errors.ts';
import { containsPattern, startsWithPattern } from '../db/like-pattern.ts';
import { parseFilter, parseOrderBy, type FilterNode, type Literal, type OrderByItem } from './odata-parser.ts';

/**
 * Compiles a parsed `$filter` / `$orderby` against one list's whitelist of fields into drizzle SQL. Only whitelisted
 * fields reach the SQL, always as the column expression the list wrote; every value is a bound parameter. contains and
 * startswith go through the platform's LIKE escape (containsPattern / startsWithPattern), case-insensitively (ILIKE).
 */

export type ODataFieldType = 'string' | 'number' | 'boolean' | 'datetime';

export interface ODataField {
  /** The column (or SQL expression over the list's FROM) the field reads. */
  column: SQL;
  type: ODataFieldType;
  /** False for a field that may be filtered but not sorted by (no index serves it). Default true. */
  sortable?: boolean;
  /**
   * Instead of a comparison on `column`, the condition for `field eq value` (e.g. an EXISTS on a link table);
   * such a field takes eq only.
   */
  matches?: (value: string | number) => SQL;
}

/** A list's fields by name; names match without regard to case ('CreatedDate' and 'createdDate'). */
export type ODataFields = Record<string, ODataField>;

/** A field of a list's OData fields: `field(sql\`c.status\`, 'string')`, sortable unless told otherwise. */
export const odataField = (column: SQL, type: ODataFieldType, sortable = true): ODataField => ({
  column,
  type,
  sortable,
});

const SQL_OPERATORS = { eq: sql`=`, ne: sql`<>`, gt: sql`>`, ge: sql`>=`, lt: sql`<`, le: sql`<=` } as const;

const TYPE_NAMES: Record<ODataFieldType, string> = {
  string: 'text',
  number: 'number',
  boolean: 'true/false',
  datetime: 'date-time',
};

function fieldOf(fields: ODataFields, name: string): ODataField {
  const wanted = name.toLowerCase();
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === wanted);
  const field = key === undefined ? undefined : fields[key];
  if (!field) throw badRequest(ODATA_MESSAGES.unknownField(name));
  return field;
}

/** The bound value of a literal for a field of `type`, or a 400 when its kind does not fit the field. */
function valueFor(name: string, field: ODataField, literal: Exclude<Literal, { type: 'null' }>): SQL {
  const mismatch = () => badRequest(ODATA_MESSAGES.typeMismatch(name, TYPE_NAMES[field.type]));
  switch (field.type) {
    case 'string':
      if (literal.type !== 'string') throw mismatch();
      return sql`${literal.value}`;
    case 'number':
      if (literal.type !== 'number') throw mismatch();
      return sql`${literal.value}`;
    case 'boolean':
      if (literal.type !== 'boolean') throw mismatch();
      return sql`${literal.value}`;
    case 'datetime':
      if (literal.type !== 'datetime') throw mismatch();
      return sql`${literal.value}::timestamptz`;
  }
}

function compileComparison(node: Extract<FilterNode, { kind: 'compare' }>, fields: ODataFields): SQL {
  const name = node.field.name;
  const field = fieldOf(fields, name);
  const { operator, value } = node;
  if (field.matches) {
    if (operator !== 'eq') throw badRequest(ODATA_MESSAGES.notComparable(name));
    if (value.type === 'null' || value.type === 'boolean' || value.type === 'datetime')
      throw badRequest(ODATA_MESSAGES.typeMismatch(name, TYPE_NAMES[field.type]));
    valueFor(name, field, value);
    return sql`(${field.matches(value.value)})`;
  }
  if (value.type === 'null') {
    if (operator === 'eq') return sql`(${field.column} is null)`;
    if (operator === 'ne') return sql`(${field.column} is not null)`;
    throw badRequest(ODATA_MESSAGES.nullComparison);
  }
  if (field.type === 'boolean' && operator !== 'eq' && operator !== 'ne')
    throw badRequest(ODATA_MESSAGES.notComparable(name));
  const bound = valueFor(name, field, value);
  // OData's ne keeps rows whose field is null; SQL's <> would drop them.
  if (operator === 'ne') return sql`(${field.column} is distinct from ${bound})`;
  return sql`(${field.column} ${SQL_OPERATORS[operator]} ${bound})`;
}

function compileNode(node: FilterNode, fields: ODataFields): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${compileNode(node.left, fields)} and ${compileNode(node.right, fields)})`;
    case 'or':
      return sql`(${compileNode(node.left, fields)} or ${compileNode(node.right, fields)})`;
    case 'not':
      return sql`(not coalesce(${compileNode(node.operand, fields)}, false))`;
    case 'compare':
      return compileComparison(node, fields);
    case 'function': {
      const field = fieldOf(fields, node.field.name);
      if (field.type !== 'string' || field.matches)
        throw badRequest(ODATA_MESSAGES.textOnly(node.name, node.field.name));
      const pattern = node.name === 'contains' ? containsPattern(node.value) : startsWithPattern(node.value);
      return sql`(${field.column} ilike ${pattern})`;
    }
    case 'field': {
      const field = fieldOf(fields, node.field.name);
      if (field.type !== 'boolean' || field.matches)
        throw badRequest(ODATA_MESSAGES.typeMismatch(node.field.name, TYPE_NAMES[field.type]));
      return sql`(${field.column} is true)`;
    }
  }
}

/** The WHERE condition of a `$filter` text over `fields`; `true` when there is none. */
export function compileFilter(text: string | undefined, fields: ODataFields): SQL {
  const tree = parseFilter(text);
  return tree ? compileNode(tree, fields) : sql`true`;
}

/** The ORDER BY items of an `$orderby` text, or of `defaults` when it names none; `tieBreaker` keeps paging stable. */
export function compileOrderBy(
  text: string | undefined,
  fields: ODataFields,
  defaults: readonly OrderByItem[],
  tieBreaker: SQL,
): SQL {
  const items = parseOrderBy(text);
  const chosen = items.length > 0 ? items : defaults;
  const parts = chosen.map((item) => {
    const field = fieldOf(fields, item.field);
    if (field.sortable === false || field.matches) throw badRequest(ODATA_MESSAGES.notSortable(item.field));
    // PostgreSQL's own null placement (last ascending, first descending), which the lists' indexes are built in.
    return item.direction === 'desc' ? sql`${field.column} desc` : sql`${field.column} asc`;
  });
  const lastDirection = chosen.at(-1)?.direction ?? 'asc';
  parts.push(lastDirection === 'desc' ? sql`${tieBreaker} desc` : sql`${tieBreaker} asc`);
  return sql.join(parts, sql`, `);
}
