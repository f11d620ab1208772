import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connect } from '../db/client.ts';
import type { CurrentUser } from '../access/current-user.ts';
import { MEMBERS_FOUND, readWithAudit } from './audited-read.ts';
import { actorOf, requestWasAudited } from './audit.ts';

/** A read of member data and its audit row in one statement (readWithAudit): the row names exactly what was read. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const actor = { user: { username: 'enroll.viewer' } as CurrentUser, clientIp: '10.4.5.6' };
const lastAuditId = async () =>
  Number(
    (await t.database.pool.query<{ id: string }>('select coalesce(max(id), 0) as id from audit_events')).rows[0]?.id,
  );
const rowsAfter = async (id: number) =>
  (
    await t.database.pool.query(
      'select item_id, user_id, event_type, module_id, client_ip, company_ids, details from audit_events where id > $1 order by id',
      [id],
    )
  ).rows;

/** Three rows in a chosen order, two members, two plans (a VALUES list stands in for a module's query). */
const read = {
  text: `select * from (values ('M3', 'H2', 3), ('M1', 'H1', 1), ('M3', null, 2)) as v(member_id, company_code, n)
    where n >= $1 order by n desc`,
  values: [1],
};

describe('readWithAudit', () => {
  it('answers the read in its order and writes one row naming its members and plans, without the flush wait', async () => {
    const before = await lastAuditId();
    const single = connect(t.database.url, { max: 1 });
    try {
      const rows = await readWithAudit(single.pool, actor, read, {
        eventType: 'MemberSearch',
        moduleId: 12,
        lists: MEMBERS_FOUND('member_id'),
        companyColumn: 'company_code',
        details: { searchTerm: 'M', skip: 0 },
      });
      expect(rows.map((row) => row.n)).toEqual([3, 2, 1]);
      expect(await rowsAfter(before)).toEqual([
        {
          item_id: null,
          user_id: 'enroll.viewer',
          event_type: 'MemberSearch',
          module_id: 12,
          client_ip: '10.4.5.6',
          company_ids: ['H1', 'H2'],
          details: { memberIds: ['M1', 'M3'], searchTerm: 'M', skip: 0 },
        },
      ]);
      // The no-flush setting ended with the statement's own transaction.
      expect((await single.pool.query('show synchronous_commit')).rows[0]).toEqual({ synchronous_commit: 'on' });
    } finally {
      await single.close();
    }
  });

  it('names the member as the item when the read found one, and still writes a row when it found none', async () => {
    const before = await lastAuditId();
    await readWithAudit(
      t.database.pool,
      actor,
      { ...read, values: [3] },
      { eventType: 'MemberRead', lists: MEMBERS_FOUND('member_id') },
    );
    const none = await readWithAudit(
      t.database.pool,
      actor,
      { ...read, values: [9] },
      {
        eventType: 'MemberSearch',
        lists: MEMBERS_FOUND('member_id'),
      },
    );
    expect(none).toEqual([]);
    expect(await rowsAfter(before)).toEqual([
      expect.objectContaining({
        item_id: 'M3',
        event_type: 'MemberRead',
        company_ids: null,
        details: { memberIds: ['M3'] },
      }),
      expect.objectContaining({ item_id: null, event_type: 'MemberSearch', details: { memberIds: [] } }),
    ]);
  });

  it('fails the read, and writes nothing, when the row cannot be written', async () => {
    const before = await lastAuditId();
    await expect(
      readWithAudit(t.database.pool, actor, read, {
        eventType: 'MemberSearch',
        lists: MEMBERS_FOUND('member_id'),
        details: { term: 'a\u0000b' }, // jsonb refuses a NUL character
      }),
    ).rejects.toThrow();
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('counts as the request’s own audit row, and takes plain column names only', async () => {
    const request = { ip: '10.0.0.1', user: actor.user } as unknown as FastifyRequest;
    const requestActor = actorOf(request);
    expect(requestWasAudited(request)).toBe(false);
    await readWithAudit(t.database.pool, requestActor, read, {
      eventType: 'MemberRead',
      lists: MEMBERS_FOUND('member_id'),
    });
    expect(requestWasAudited(request)).toBe(true);
    await expect(
      readWithAudit(t.database.pool, actor, read, { eventType: 'MemberRead', lists: MEMBERS_FOUND('member_id; drop') }),
    ).rejects.toThrow('plain column names');
  });
});
