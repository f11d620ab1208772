import { ODATA_MESSAGES } from '@portal/contracts/platform/odata';
import { badRequest } from '../errors/errors.ts';

/**
 * The parser of the OData subset the lists accept (contracts' platform/odata.ts): `$filter` into a tree of
 * comparisons (eq, ne, gt, ge, lt, le), and, or, not, parentheses, contains(field,'x') and startswith(field,'x') over
 * string, number, boolean, null and date-time literals; `$orderby` into fields with directions. It knows nothing of
 * columns: odata-compile.ts checks every field against a list's whitelist and writes the SQL with bound parameters.
 * Anything outside the subset is a 400 with a message that says where.
 */

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type TextFunction = 'contains' | 'startswith';

export type Literal =
  | { kind: 'literal'; type: 'string'; value: string }
  | { kind: 'literal'; type: 'number'; value: number }
  | { kind: 'literal'; type: 'boolean'; value: boolean }
  | { kind: 'literal'; type: 'null'; value: null }
  /** An instant: the literal's ISO text, normalised to UTC ('2024-05-01' is midnight UTC). */
  | { kind: 'literal'; type: 'datetime'; value: string };

export interface FieldRef {
  kind: 'field';
  name: string;
}

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; operator: ComparisonOperator; field: FieldRef; value: Literal }
  | { kind: 'function'; name: TextFunction; field: FieldRef; value: string }
  /** A boolean field standing alone: `isClosed`, `not isClosed`. */
  | { kind: 'field'; field: FieldRef };

export interface OrderByItem {
  field: string;
  direction: 'asc' | 'desc';
}

type Token =
  | { type: 'open' | 'close' | 'comma'; text: string; position: number }
  | { type: 'word'; text: string; position: number }
  | { type: 'string'; text: string; value: string; position: number }
  | { type: 'number'; text: string; value: number; position: number }
  | { type: 'datetime'; text: string; value: string; position: number };

const COMPARISONS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS = new Set<string>(['contains', 'startswith']);
const KEYWORDS = new Set<string>(['and', 'or', 'not', 'true', 'false', 'null', ...COMPARISONS]);
const MAX_DEPTH = 20;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(Z|[+-]\d{2}:\d{2})?)?(?![\w:.-])/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*/;

/** An ISO date or date-time written in $filter as an instant in UTC, or undefined when it is not a real one. */
export function parseDateTimeLiteral(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (!match || match[0].length !== text.length) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone = 'Z'] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1) return undefined;
  if (dayNumber > new Date(Date.UTC(Number(year), monthNumber, 0)).getUTCDate()) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const instant = Date.parse(
    `${year}-${month}-${day}T${hour}:${minute}:${second}.${fraction.padEnd(3, '0').slice(0, 3)}${zone}`,
  );
  if (!Number.isFinite(instant)) return undefined;
  return new Date(instant).toISOString();
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const char = text.charAt(position);
    if (/\s/.test(char)) {
      position++;
      continue;
    }
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ type: char === '(' ? 'open' : char === ')' ? 'close' : 'comma', text: char, position });
      position++;
      continue;
    }
    if (char === "'") {
      let value = '';
      let end = position + 1;
      for (;;) {
        if (end >= text.length) throw badRequest(ODATA_MESSAGES.unterminatedString);
        const next = text.charAt(end);
        if (next === "'") {
          // A doubled quote is a quote inside the text (OData's escape).
          if (text.charAt(end + 1) === "'") {
            value += "'";
            end += 2;
            continue;
          }
          break;
        }
        value += next;
        end++;
      }
      tokens.push({ type: 'string', text: text.slice(position, end + 1), value, position });
      position = end + 1;
      continue;
    }
    const rest = text.slice(position);
    const dateTime = DATE_TIME.exec(rest);
    if (dateTime) {
      const value = parseDateTimeLiteral(dateTime[0]);
      if (value === undefined) throw badRequest(ODATA_MESSAGES.badLiteral(dateTime[0]));
      tokens.push({ type: 'datetime', text: dateTime[0], value, position });
      position += dateTime[0].length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      const value = Number(number[0]);
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)
        throw badRequest(ODATA_MESSAGES.badLiteral(number[0]));
      tokens.push({ type: 'number', text: number[0], value, position });
      position += number[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      tokens.push({ type: 'word', text: word[0], position });
      position += word[0].length;
      continue;
    }
    throw badRequest(ODATA_MESSAGES.unexpected(char, position + 1));
  }
  return tokens;
}

class FilterParser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.orExpression(0);
    const extra = this.tokens[this.index];
    if (extra) throw this.unexpected(extra);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index++];
    if (!token) throw badRequest(ODATA_MESSAGES.unexpectedEnd);
    return token;
  }

  private unexpected(token: Token) {
    return badRequest(ODATA_MESSAGES.unexpected(token.text, token.position + 1));
  }

  private isWord(token: Token | undefined, word: string): boolean {
    return token?.type === 'word' && token.text.toLowerCase() === word;
  }

  private orExpression(depth: number): FilterNode {
    let left = this.andExpression(depth);
    while (this.isWord(this.peek(), 'or')) {
      this.index++;
      left = { kind: 'or', left, right: this.andExpression(depth) };
    }
    return left;
  }

  private andExpression(depth: number): FilterNode {
    let left = this.unary(depth);
    while (this.isWord(this.peek(), 'and')) {
      this.index++;
      left = { kind: 'and', left, right: this.unary(depth) };
    }
    return left;
  }

  private unary(depth: number): FilterNode {
    if (depth > MAX_DEPTH) throw badRequest(ODATA_MESSAGES.tooDeep);
    if (this.isWord(this.peek(), 'not')) {
      this.index++;
      return { kind: 'not', operand: this.unary(depth + 1) };
    }
    return this.primary(depth);
  }

  private primary(depth: number): FilterNode {
    const token = this.next();
    if (token.type === 'open') {
      const inner = this.orExpression(depth + 1);
      const close = this.next();
      if (close.type !== 'close') throw this.unexpected(close);
      return inner;
    }
    if (token.type === 'word' && this.peek()?.type === 'open') return this.call(token);
    if (token.type === 'word' && !KEYWORDS.has(token.text.toLowerCase())) {
      const field: FieldRef = { kind: 'field', name: token.text };
      const operator = this.peek();
      if (operator?.type === 'word' && COMPARISONS.has(operator.text.toLowerCase())) {
        this.index++;
        return {
          kind: 'compare',
          operator: operator.text.toLowerCase() as ComparisonOperator,
          field,
          value: this.literal(),
        };
      }
      return { kind: 'field', field };
    }
    // A literal first: `5 lt id` is `id gt 5`.
    if (token.type !== 'word' || ['true', 'false', 'null'].includes(token.text.toLowerCase())) {
      this.index--;
      const value = this.literal();
      const operator = this.next();
      if (operator.type !== 'word' || !COMPARISONS.has(operator.text.toLowerCase())) throw this.unexpected(operator);
      const fieldToken = this.next();
      if (fieldToken.type !== 'word' || KEYWORDS.has(fieldToken.text.toLowerCase())) throw this.unexpected(fieldToken);
      const flipped: Record<ComparisonOperator, ComparisonOperator> = {
        eq: 'eq',
        ne: 'ne',
        gt: 'lt',
        ge: 'le',
        lt: 'gt',
        le: 'ge',
      };
      return {
        kind: 'compare',
        operator: flipped[operator.text.toLowerCase() as ComparisonOperator],
        field: { kind: 'field', name: fieldToken.text },
        value,
      };
    }
    throw this.unexpected(token);
  }

  private call(nameToken: Token): FilterNode {
    const name = nameToken.text.toLowerCase();
    if (!FUNCTIONS.has(name)) throw badRequest(ODATA_MESSAGES.unknownFunction(nameToken.text));
    this.next(); // (
    const fieldToken = this.next();
    if (fieldToken.type !== 'word' || KEYWORDS.has(fieldToken.text.toLowerCase())) throw this.unexpected(fieldToken);
    const comma = this.next();
    if (comma.type !== 'comma') throw this.unexpected(comma);
    const value = this.next();
    if (value.type !== 'string') throw badRequest(ODATA_MESSAGES.textOnly(name, value.text));
    const close = this.next();
    if (close.type !== 'close') throw this.unexpected(close);
    const call: FilterNode = {
      kind: 'function',
      name: name as TextFunction,
      field: { kind: 'field', name: fieldToken.text },
      value: value.value,
    };
    // `contains(x,'a') eq true` and `... eq false` are the long forms of the call and of its negation.
    const operator = this.peek();
    if (operator?.type === 'word' && ['eq', 'ne'].includes(operator.text.toLowerCase())) {
      this.index++;
      const flag = this.literal();
      if (flag.type !== 'boolean') throw badRequest(ODATA_MESSAGES.badLiteral(String(flag.value)));
      const isTrue = flag.value === (operator.text.toLowerCase() === 'eq');
      return isTrue ? call : { kind: 'not', operand: call };
    }
    return call;
  }

  private literal(): Literal {
    const token = this.next();
    switch (token.type) {
      case 'string':
        return { kind: 'literal', type: 'string', value: token.value };
      case 'number':
        return { kind: 'literal', type: 'number', value: token.value };
      case 'datetime':
        return { kind: 'literal', type: 'datetime', value: token.value };
      case 'word': {
        const word = token.text.toLowerCase();
        if (word === 'true' || word === 'false') return { kind: 'literal', type: 'boolean', value: word === 'true' };
        if (word === 'null') return { kind: 'literal', type: 'null', value: null };
        // OData v2/v3 typed forms: datetime'2024-05-01T00:00:00Z', datetimeoffset'...'.
        if ((word === 'datetime' || word === 'datetimeoffset') && this.peek()?.type === 'string') {
          const quoted = this.next() as Extract<Token, { type: 'string' }>;
          const value = parseDateTimeLiteral(quoted.value);
          if (value === undefined) throw badRequest(ODATA_MESSAGES.badLiteral(quoted.value));
          return { kind: 'literal', type: 'datetime', value };
        }
        throw badRequest(ODATA_MESSAGES.badLiteral(token.text));
      }
      case 'open':
      case 'close':
      case 'comma':
        throw this.unexpected(token);
    }
  }
}

/** The tree of a `$filter` text; undefined for an empty or missing one. */
export function parseFilter(text: string | undefined): FilterNode | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return new FilterParser(tokenize(text)).parse();
}

const ORDER_ITEM = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i;
const MAX_ORDER_ITEMS = 5;

/** The fields and directions of an `$orderby` text ('CreatedDate desc, id'); empty for an empty or missing one. */
export function parseOrderBy(text: string | undefined): OrderByItem[] {
  if (text === undefined || text.trim() === '') return [];
  const items = text.split(',').map((part) => {
    const match = ORDER_ITEM.exec(part.trim());
    if (!match?.[1]) throw badRequest(ODATA_MESSAGES.badOrderBy(part.trim()));
    return { field: match[1], direction: (match[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
  });
  if (items.length > MAX_ORDER_ITEMS) throw badRequest(ODATA_MESSAGES.tooManyOrderBy);
  return items;
}
