import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { INTERACTION_MESSAGES as M, type Interaction } from '@portal/contracts/crm-my-queue/interactions';
import type { TestApp } from '../../test/test-app.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { orphanedCallChecks, setOrphanedCallGraceForTests } from './orphaned-calls.ts';

/**
 * A call whose agent's browser closed mid-call: the server ends its interaction once every live-hub connection of the
 * agent (one per signed-in tab, on either of two server instances) has been gone for the grace, and audits who and why.
 */
let two: TwoInstances;
let t: TestApp;

beforeAll(async () => {
  setOrphanedCallGraceForTests(200);
  two = await startTwoInstances();
  t = two.t;
});
afterAll(async () => two.close());

const openTab = async (instance: 0 | 1) => two.open(instance, '', { token: await t.tokenFor('crm.agent') });
const nextCheck = async () => (await once(orphanedCallChecks, 'checked'))[0] as { username: string; ended: number[] };
const interactionRow = async (id: number) =>
  (
    await t.database.pool.query<{ ended_at: Date | null; version: number }>(
      'select ended_at, version from crm_interactions where id = $1',
      [id],
    )
  ).rows[0];

describe('a call left open when the agent’s browser closes', () => {
  it('stays open while another tab is connected, and ends with an audit once the last tab has gone', async () => {
    const member = (await t.database.pool.query<{ id: string }>('select member_id as id from members limit 1'))
      .rows[0]!;
    const first = await openTab(0);
    const second = await openTab(1);
    const created = await t.as('crm.agent', {
      method: 'POST',
      url: `${CRM_ODATA}/default.createinteraction`,
      payload: { memberId: member.id, direction: 'Inbound', interactionType: 'Phone', ctiId: 'SIM-orphan-1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const call = created.json<Interaction>();
    // A call of another agent is never touched.
    const other = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_ODATA}/default.createinteraction`,
      payload: { memberId: member.id, direction: 'Inbound', interactionType: 'Phone', ctiId: 'SIM-orphan-2' },
    });
    expect(other.statusCode, other.body).toBe(200);

    // One tab closes; the other, on the other instance, keeps the call.
    let check = nextCheck();
    first.disconnect();
    expect(await check).toEqual({ username: 'crm.agent', ended: [] });
    expect((await interactionRow(call.id))?.ended_at).toBeNull();

    // The last tab closes (the browser is gone): after the grace the server ends the call.
    check = nextCheck();
    second.disconnect();
    expect(await check).toEqual({ username: 'crm.agent', ended: [call.id] });
    const ended = await interactionRow(call.id);
    expect(ended?.ended_at).not.toBeNull();
    expect(ended?.version).toBe(call.version + 1);
    expect((await interactionRow(other.json<Interaction>().id))?.ended_at).toBeNull();

    const agent = (await t.database.pool.query<{ name: string }>(`select name from users where username = 'crm.agent'`))
      .rows[0]!;
    const audit = (
      await t.database.pool.query<{ username: string; timestamp: Date; details: Record<string, unknown> }>(
        `select user_id as username, timestamp, details from audit_events where event_type = 'CrmCallEndedByServer' and item_id = $1`,
        [String(call.id)],
      )
    ).rows;
    expect(audit).toHaveLength(1);
    // Its end is when the browser went away, before the server ended it after the grace.
    expect(ended!.ended_at!.getTime()).toBeLessThan(audit[0]!.timestamp.getTime());
    expect(audit[0]).toMatchObject({
      username: 'system',
      details: {
        agent: 'crm.agent',
        memberId: member.id,
        reason: M.callEndedAgentGone(agent.name, 0.2),
        before: { endedAt: null },
      },
    });
  });
});
