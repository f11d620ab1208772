import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FhirSorts } from './fhir-resource.ts';
import { parseSearch, sortOrder } from './fhir-search.ts';
import { patientType } from './member/patient.ts';

const dialect = new PgDialect();
const SORTS: FhirSorts = {
  params: { family: [{ pattern: sql`lower(m.last_name)` }], birthdate: [sql`m.date_of_birth`] },
  tieBreaker: sql`m.member_id`,
};

describe('_sort', () => {
  it('reads the keys in priority order, a leading - descending, and puts the applied sort in the links', () => {
    const parsed = parseSearch({ _sort: ['family,-birthdate', '_id'], _count: '5' }, patientType, false);
    expect(parsed.sort).toEqual([
      { name: 'family', descending: false },
      { name: 'birthdate', descending: true },
      { name: '_id', descending: false },
    ]);
    expect(parsed.linkParams).toEqual([['_sort', 'family,-birthdate,_id']]);
    expect(parsed.params).toEqual([]);
  });

  it('orders a text_pattern_ops column with ~<~ / ~>~ and breaks ties by the id in the last key’s direction', () => {
    const text = (keys: Parameters<typeof sortOrder>[1]) => dialect.sqlToQuery(sortOrder(SORTS, keys)!).sql;
    expect(
      text([
        { name: 'family', descending: false },
        { name: 'birthdate', descending: true },
      ]),
    ).toBe('lower(m.last_name) using ~<~, m.date_of_birth desc, m.member_id desc');
    expect(text([{ name: 'family', descending: true }])).toBe('lower(m.last_name) using ~>~, m.member_id desc');
    expect(sortOrder(SORTS, [])).toBeUndefined();
  });

  it('drops a key the type does not sort by under lenient handling, and refuses it otherwise', () => {
    const lenient = parseSearch({ _sort: 'gender,-birthdate,color' }, patientType, true);
    expect(lenient.sort).toEqual([{ name: 'birthdate', descending: true }]);
    expect(lenient.linkParams).toEqual([['_sort', '-birthdate']]);
    expect(parseSearch({ _sort: 'color' }, patientType, true).linkParams).toEqual([]);
    expect(() => parseSearch({ _sort: 'gender' }, patientType, false)).toThrow(
      expect.objectContaining({ status: 400, code: 'not-supported' }),
    );
    expect(() => parseSearch({ _sort: '-color' }, patientType, false)).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid', message: expect.stringContaining('color') }),
    );
  });
});
