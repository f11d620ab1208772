import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { HttpError } from '../errors/errors.ts';
import { parseDateTimeLiteral, parseFilter, parseOrderBy } from './odata-parser.ts';
import { compileFilter, compileOrderBy, type ODataFields } from './odata-compile.ts';

const dialect = new PgDialect();
const FIELDS: ODataFields = {
  id: { column: sql`c.id`, type: 'number' },
  memberId: { column: sql`c.member_id`, type: 'string' },
  subject: { column: sql`c.subject`, type: 'string', sortable: false },
  isClosed: { column: sql`c.is_closed`, type: 'boolean' },
  CreatedDate: { column: sql`c.created_at`, type: 'datetime' },
  caseIds: { column: sql`null`, type: 'number', matches: (value) => sql`exists (select 1 where x = ${value})` },
};

const where = (filter: string) => dialect.sqlToQuery(compileFilter(filter, FIELDS));
const order = (text: string | undefined) =>
  dialect.sqlToQuery(compileOrderBy(text, FIELDS, [{ field: 'CreatedDate', direction: 'desc' }], sql`c.id`)).sql;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a 400');
}

describe('OData $filter parser', () => {
  it('reads comparisons, and/or/not with the usual precedence, and parentheses', () => {
    expect(parseFilter("memberId eq 'M1' or id gt 5 and not isClosed")).toEqual({
      kind: 'or',
      left: {
        kind: 'compare',
        operator: 'eq',
        field: { kind: 'field', name: 'memberId' },
        value: { kind: 'literal', type: 'string', value: 'M1' },
      },
      right: {
        kind: 'and',
        left: {
          kind: 'compare',
          operator: 'gt',
          field: { kind: 'field', name: 'id' },
          value: { kind: 'literal', type: 'number', value: 5 },
        },
        right: { kind: 'not', operand: { kind: 'field', field: { kind: 'field', name: 'isClosed' } } },
      },
    });
    const grouped = parseFilter("(memberId eq 'M1' or id gt 5) and isClosed eq false");
    expect(grouped?.kind).toBe('and');
  });

  it('reads every literal kind, doubled quotes and a literal written first', () => {
    expect(parseFilter("subject eq 'O''Brien'")).toMatchObject({ value: { type: 'string', value: "O'Brien" } });
    expect(parseFilter('id le -2.5')).toMatchObject({ value: { type: 'number', value: -2.5 } });
    expect(parseFilter('isClosed eq TRUE')).toMatchObject({ value: { type: 'boolean', value: true } });
    expect(parseFilter('memberId eq null')).toMatchObject({ value: { type: 'null' } });
    expect(parseFilter('CreatedDate ge 2024-05-01T08:00:00-07:00')).toMatchObject({
      value: { type: 'datetime', value: '2024-05-01T15:00:00.000Z' },
    });
    expect(parseFilter("CreatedDate lt datetime'2024-05-01'")).toMatchObject({
      value: { type: 'datetime', value: '2024-05-01T00:00:00.000Z' },
    });
    expect(parseFilter('5 lt id')).toMatchObject({ operator: 'gt', field: { name: 'id' } });
  });

  it('reads contains and startswith, and their eq true/false forms', () => {
    expect(parseFilter("contains(subject,'pcp')")).toEqual({
      kind: 'function',
      name: 'contains',
      field: { kind: 'field', name: 'subject' },
      value: 'pcp',
    });
    expect(parseFilter("startswith(memberId, 'M10') eq false")).toMatchObject({ kind: 'not' });
  });

  it('refuses what is outside the subset with a message saying where', () => {
    expect(refusal(() => parseFilter("memberId eq 'M1"))).toMatch(/closing quote/);
    expect(refusal(() => parseFilter("memberId like 'M1'"))).toMatch(/Unexpected 'like' at position 10/);
    expect(refusal(() => parseFilter("substringof('a', subject)"))).toMatch(/not supported/);
    expect(refusal(() => parseFilter('id eq'))).toMatch(/ends too early/);
    expect(refusal(() => parseFilter('(id eq 1'))).toMatch(/ends too early/);
    expect(refusal(() => parseFilter('id eq 1)'))).toMatch(/Unexpected '\)'/);
    expect(refusal(() => parseFilter('CreatedDate eq 2024-02-30'))).toMatch(/not a valid value/);
    expect(refusal(() => parseFilter('id eq 1; drop table crm_cases'))).toMatch(/Unexpected ';'/);
    expect(refusal(() => parseFilter('id eq 99999999999999999999'))).toMatch(/not a valid value/);
    expect(refusal(() => parseFilter(`${'('.repeat(30)}id eq 1${')'.repeat(30)}`))).toMatch(/nested too deeply/);
    expect(refusal(() => parseFilter('id eq abc'))).toMatch(/'abc' is not a valid value/);
  });

  it('reads date-time literals as UTC instants', () => {
    expect(parseDateTimeLiteral('2024-12-31T23:59:59.5Z')).toBe('2024-12-31T23:59:59.500Z');
    expect(parseDateTimeLiteral('2024-13-01')).toBeUndefined();
  });
});

describe('OData $filter compiled against a whitelist', () => {
  it('binds every value as a parameter and names only whitelisted columns', () => {
    const query = where("memberId eq 'M1' and (id ge 10 or CreatedDate lt 2024-01-01) and isClosed eq false");
    expect(query.sql).toBe(
      '((("c"."member_id" = $1) and ((c.id >= $2) or (c.created_at < $3::timestamptz))) and (c.is_closed = $4))'.replace(
        '"c"."member_id"',
        'c.member_id',
      ),
    );
    expect(query.params).toEqual(['M1', 10, '2024-01-01T00:00:00.000Z', false]);
  });

  it('keeps injection attempts inside bound parameters', () => {
    const attempt = "M1' or 1=1 --";
    const query = where(`memberId eq '${attempt.replace(/'/g, "''")}'`);
    expect(query.sql).toBe('(c.member_id = $1)');
    expect(query.params).toEqual([attempt]);
    const like = where("contains(subject,'50%_off''x')");
    expect(like.sql).toBe('(c.subject ilike $1)');
    expect(like.params).toEqual(["%50\\%\\_off'x%"]);
    expect(refusal(() => where("memberId eq 'x' or pg_sleep(10) eq 1"))).toMatch(/not supported/);
    expect(refusal(() => where('"member_id" eq 1'))).toMatch(/Unexpected '"'/);
    expect(refusal(() => where("member_id eq 'x'"))).toBe("The field 'member_id' cannot be used here.");
  });

  it('writes null, ne, not and startswith as OData means them', () => {
    expect(where('memberId eq null').sql).toBe('(c.member_id is null)');
    expect(where("memberId ne 'M1'").sql).toBe('(c.member_id is distinct from $1)');
    expect(where('not (id eq 1)').sql).toBe('(not coalesce((c.id = $1), false))');
    const prefix = where("startswith(memberId,'M1_')");
    expect(prefix.params).toEqual(['M1\\_%']);
    expect(where('caseIds eq 7')).toMatchObject({ sql: '(exists (select 1 where x = $1))', params: [7] });
  });

  it('matches field names without regard to case', () => {
    expect(where('createddate gt 2024-01-01T00:00:00Z').sql).toBe('(c.created_at > $1::timestamptz)');
  });

  it('refuses an unknown field, a type mismatch and operators a field cannot take', () => {
    expect(refusal(() => where("password eq 'x'"))).toBe("The field 'password' cannot be used here.");
    expect(refusal(() => where("id eq '5'"))).toBe("The field 'id' holds number values.");
    expect(refusal(() => where('memberId eq 5'))).toBe("The field 'memberId' holds text values.");
    expect(refusal(() => where("CreatedDate gt '2024-01-01'"))).toBe("The field 'CreatedDate' holds date-time values.");
    expect(refusal(() => where('isClosed gt true'))).toMatch(/only be compared with eq or ne/);
    expect(refusal(() => where('id gt null'))).toMatch(/null can only be compared/);
    expect(refusal(() => where("contains(id,'1')"))).toMatch(/contains needs a text field/);
    expect(refusal(() => where('caseIds gt 3'))).toMatch(/only be compared with eq or ne/);
    expect(refusal(() => where('id'))).toBe("The field 'id' holds number values.");
  });
});

describe('OData $orderby', () => {
  it('reads fields and directions, several at once', () => {
    expect(parseOrderBy('CreatedDate desc, id')).toEqual([
      { field: 'CreatedDate', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ]);
  });

  it('compiles to whitelisted columns with a tie-breaker, or the list default', () => {
    expect(order('memberId asc, CreatedDate desc')).toBe('c.member_id asc, c.created_at desc, c.id desc');
    expect(order(undefined)).toBe('c.created_at desc, c.id desc');
  });

  it('refuses an unknown or unsortable field and a bad item', () => {
    expect(refusal(() => order('nope'))).toBe("The field 'nope' cannot be used here.");
    expect(refusal(() => order('subject desc'))).toBe("The list cannot be sorted by 'subject'.");
    expect(refusal(() => order('id; drop table x'))).toMatch(/not a valid \$orderby item/);
    expect(refusal(() => order('id sideways'))).toMatch(/not a valid \$orderby item/);
    expect(refusal(() => order('id,id,id,id,id,id'))).toMatch(/At most 5/);
  });
});
