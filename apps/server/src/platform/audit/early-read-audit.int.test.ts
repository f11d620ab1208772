import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MEMBER_DATA_READ_EVENT } from './read-audit.ts';

/**
 * The generic read-audit row is started with the handler and written beside the read's own queries
 * (platform/audit/read-audit.ts, docs/decisions.md issue 10): the answer still waits for it, a read that fails withdraws
 * it, and a row the database refuses fails the answer.
 */
let t: TestApp;
let memberId: string;

const claims = (id: string) => ({
  method: 'GET' as const,
  url: `/odata/crm/myqueue/default.GetMemberClaims?memberId=${id}`,
});
const lastAuditId = async () =>
  (await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')).rows[0]!.id;
const rowsAfter = async (id: number) =>
  (
    await t.database.pool.query<{ eventType: string; userId: string; itemId: string | null }>(
      'select event_type as "eventType", user_id as "userId", item_id as "itemId" from audit_events where id > $1 order by id',
      [id],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  memberId = (await t.database.pool.query<{ member_id: string }>('select member_id from claims order by id limit 1'))
    .rows[0]!.member_id;
});
afterAll(async () => t.close());

describe('the generic read-audit row, written beside the read', () => {
  it('leaves exactly one row for an answered read, written before the answer', async () => {
    const before = await lastAuditId();
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.as('member.services', claims(memberId))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    // Read right after the answers: each answer waited for its row.
    expect(await rowsAfter(before)).toEqual(
      Array(6).fill({ eventType: MEMBER_DATA_READ_EVENT, userId: 'member.services', itemId: memberId }),
    );
  });

  it('withdraws the row of a read that fails, before the error answer leaves', async () => {
    const before = await lastAuditId();
    const answer = await t.as('member.services', claims('M999999999'));
    expect(answer.statusCode).toBe(404);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('answers an error, never the data, when the row cannot be written', async () => {
    const pool = t.database.pool;
    await pool.query(`create function refuse_read_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit store refuses'; end $$`);
    await pool.query(`create trigger refuse_read_audit before insert on audit_events for each row
      when (new.event_type = '${MEMBER_DATA_READ_EVENT}') execute function refuse_read_audit()`);
    try {
      const answer = await t.as('member.services', claims(memberId));
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
      expect(answer.body).not.toContain(memberId);
    } finally {
      await pool.query('drop trigger refuse_read_audit on audit_events');
      await pool.query('drop function refuse_read_audit()');
    }
    expect((await t.as('member.services', claims(memberId))).statusCode).toBe(200);
  });
});
