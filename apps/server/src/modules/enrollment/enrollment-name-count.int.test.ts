import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { WORKLIST_COUNT_CAP } from './enrollment-worklist.repository.ts';

let t: TestApp;

/** Work items with names chosen so a one-word search matches last names, first names, both, and empty last names. */
const NAMES: [first: string | null, last: string | null][] = [
  ['Rosa', 'Marsh'],
  ['Marsha', 'Ortiz'],
  ['Mark', 'Marsden'],
  ['Marsh', 'Marsh'],
  ['Ada', null],
  ['Marsha', null],
  [null, 'Marshall'],
  ['Leo', 'Quint'],
  ['MARSHA', 'quint'],
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [first, last] of NAMES) {
    await t.database.pool.query(
      "insert into enrollment_work_items (received_via, first_name, last_name, created_by_name) values ('Form', $1, $2, 'Test')",
      [first, last],
    );
  }
});
afterAll(async () => t.close());

const search = async (memberName: string, more = '') => {
  const response = await t.as('enroll.manager', {
    method: 'GET',
    url: `/api/MemberEnrollment/SearchEnrollments?memberName=${encodeURIComponent(memberName)}&pageSize=50${more}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ total: number; items: { firstName: string | null; lastName: string | null }[] }>();
};

describe('the capped count of a one-word name search (two index-only scans)', () => {
  it('counts every item whose first or last name starts with the word, once, empty names included', async () => {
    expect((await search('mars')).total).toBe(7);
    for (const word of ['mars', 'Marsh', 'marsha', 'quint', 'zzz', 'MA']) {
      const page = await search(word);
      const { rows } = await t.database.pool.query<{ n: number }>(
        'select count(*)::int as n from enrollment_work_items where lower(first_name) like $1 or lower(last_name) like $1',
        [`${word.toLowerCase()}%`],
      );
      const expected = rows[0]?.n ?? -1;
      expect({ word, total: page.total, listed: page.items.length }).toEqual({
        word,
        total: expected,
        listed: expected,
      });
    }
  });

  it('counts the same as the list when another filter is added (the general count)', async () => {
    const page = await search('mars', '&source=Form');
    expect(page.total).toBe(page.items.length);
    expect(page.total).toBe(7);
  });

  it('the name indexes cover the count: both halves can be read from the indexes alone', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select least(
          (select count(*) from (select 1 from enrollment_work_items w where lower(w.last_name) like 'mars%' limit ${WORKLIST_COUNT_CAP}) l)
          + (select count(*) from (select 1 from enrollment_work_items w where lower(w.first_name) like 'mars%'
              and (lower(w.last_name) like 'mars%') is not true limit ${WORKLIST_COUNT_CAP}) f), ${WORKLIST_COUNT_CAP})`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('Index Only Scan using enrollment_work_items_last_name_idx');
      expect(plan).toContain('Index Only Scan using enrollment_work_items_first_name_idx');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
