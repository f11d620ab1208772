import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_MESSAGES as M, type CrmCase } from '@portal/contracts/crm-my-queue/cases';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { connect, type Database } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assignNext } from './assignment.service.ts';

let t: TestApp;
/** A second connection pool on the same database: what a second server instance would hold. */
let other: Database;
let member: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A queue with its members in turn order (username, active in the queue). */
async function queueWith(name: string, members: [string, boolean][]): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'insert into crm_queues (name) values ($1) returning id',
    [name],
  );
  const id = rows[0]!.id;
  for (const [position, [username, isActive]] of members.entries())
    await t.database.pool.query(
      'insert into crm_queue_members (queue_id, username, position, is_active) values ($1, $2, $3, $4)',
      [id, username, position * 10, isActive],
    );
  return id;
}

const createCase = (queueId: number) =>
  t.as('crm.agent', {
    method: 'POST',
    url: `${CRM_ODATA}/default.CreateCase`,
    payload: { memberId: member, caseType: 'General Inquiry', subject: 'Round-robin', queueId },
  });

beforeAll(async () => {
  t = await createTestApp();
  other = connect(t.database.url, { max: 2 });
  member = (await t.database.pool.query<{ m: string }>('select member_id as m from members order by member_id limit 1'))
    .rows[0]!.m;
  await t.database.pool.query(
    `insert into users (username, email, name, is_active) values ('crm.gone', 'gone@example.org', 'Gone Agent', false)`,
  );
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('round-robin assignment of a queue’s new cases', () => {
  it('gives turns in order, skipping members inactive in the queue and users no longer active', async () => {
    const queueId = await queueWith('Skips', [
      ['crm.agent', true],
      ['member.services', false],
      ['crm.gone', true],
      ['crm.admin', true],
    ]);
    const owners: string[] = [];
    for (let i = 0; i < 5; i++) owners.push(await t.database.db.transaction((tx) => assignNext(tx, queueId)));
    expect(owners).toEqual(['crm.agent', 'crm.admin', 'crm.agent', 'crm.admin', 'crm.agent']);
  });

  it('makes a second connection wait for the turn the first holds, then gives it the next one', async () => {
    const queueId = await queueWith('Two connections', [
      ['crm.agent', true],
      ['crm.admin', true],
      ['member.services', true],
    ]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first: string | undefined;
    const firstTx = t.database.db.transaction(async (tx) => {
      first = await assignNext(tx, queueId);
      await held;
    });
    while (first === undefined) await sleep(10);
    let second: string | undefined;
    const secondTx = other.db.transaction(async (tx) => {
      second = await assignNext(tx, queueId);
    });
    await sleep(300);
    expect(second).toBeUndefined(); // waiting on the queue's locked turn
    release();
    await Promise.all([firstTx, secondTx]);
    expect([first, second]).toEqual(['crm.agent', 'crm.admin']);

    // A case that is not created gives its turn back with the rollback.
    await expect(
      other.db.transaction(async (tx) => {
        expect(await assignNext(tx, queueId)).toBe('member.services');
        throw new Error('the case failed');
      }),
    ).rejects.toThrow('the case failed');
    expect(await t.database.db.transaction((tx) => assignNext(tx, queueId))).toBe('member.services');
  });

  it('never gives the same turn twice nor skips one when cases are created at the same time', async () => {
    const queueId = await queueWith('Concurrent', [
      ['crm.agent', true],
      ['crm.admin', true],
      ['member.services', true],
    ]);
    const answers = await Promise.all(Array.from({ length: 9 }, () => createCase(queueId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(9).fill(200));
    const cases = answers.map((answer) => answer.json<CrmCase>()).sort((a, b) => a.id - b.id);
    // In the order the turns were taken (case ids are drawn after the turn): one full cycle after another.
    expect(cases.map((row) => row.owner)).toEqual([
      ...['crm.agent', 'crm.admin', 'member.services'],
      ...['crm.agent', 'crm.admin', 'member.services'],
      ...['crm.agent', 'crm.admin', 'member.services'],
    ]);
  });

  it('refuses a case for a queue without an active member, and creates nothing', async () => {
    const queueId = await queueWith('Nobody', [
      ['crm.gone', true],
      ['crm.agent', false],
    ]);
    const before = (await t.database.pool.query<{ n: number }>('select count(*)::int as n from crm_cases')).rows[0]!.n;
    const refused = await createCase(queueId);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 400,
      message: M.noQueueMembers,
    });
    const after = (await t.database.pool.query<{ n: number }>('select count(*)::int as n from crm_cases')).rows[0]!.n;
    expect(after).toBe(before);
  });
});
