import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  MEMBER_ESCALATION_MESSAGES as M,
  type MemberEscalation,
  type MemberEscalationList,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string, user = 'crm.admin') => t.as(user, { method: 'GET', url });
const post = (name: string, payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const list = async (filter: string) =>
  (await get(`${CRM_API}/GetMemberEscalations?$filter=${encodeURIComponent(filter)}`)).json<MemberEscalationList>();
const failure = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});

let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  memberId = (await t.database.pool.query<{ m: string }>('select member_id as m from members order by id limit 1'))
    .rows[0]!.m;
});
afterAll(async () => t.close());

describe('member escalations', () => {
  it('lists the workflows escalated in My Queue beside the escalations agents raise', async () => {
    const workflow = (
      await t.database.pool.query<{ id: number; version: number }>(
        `select id::int, version from crm_workflows where closed_at is null and status <> 'Escalated' order by id limit 1`,
      )
    ).rows[0]!;
    const escalated = await post(
      'EscalateWorkflow',
      {
        workflowId: workflow.id,
        version: workflow.version,
        escalateTo: 'crm.admin',
        reason: 'Member threatens to disenroll',
      },
      'crm.agent',
    );
    expect(escalated.statusCode, escalated.body).toBe(200);
    const found = await list(`workflowId eq ${workflow.id}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      source: 'Workflow',
      reason: 'Member threatens to disenroll',
      assignedTo: 'crm.admin',
      status: 'Open',
      version: 1,
    });
    // Read again: taken in once.
    expect((await list(`workflowId eq ${workflow.id}`)).total).toBe(1);
    const agents = await list(`source eq 'Agent'`);
    expect(agents.total).toBeGreaterThanOrEqual(3);
    expect((await get(`${CRM_API}/GetMemberEscalations?$filter=nope eq 1`)).statusCode).toBe(400);
  });

  it('lets an agent raise one, and the admin assign, work and resolve it at the version read', async () => {
    const raised = await post('CreateMemberEscalation', { memberId, reason: 'Asked for a supervisor' }, 'crm.agent');
    expect(raised.statusCode, raised.body).toBe(200);
    const escalation = raised.json<MemberEscalation>();
    // People by their names, as the rest of the CRM: the screen reads them here, for any user (member services too).
    expect(escalation).toMatchObject({
      source: 'Agent',
      raisedBy: 'crm.agent',
      raisedByName: 'Alex Agent',
      status: 'Open',
      version: 1,
    });
    expect(failure(await post('CreateMemberEscalation', { memberId: ' ', reason: 'x' }, 'crm.agent'))).toEqual({
      status: 400,
      message: M.memberRequired,
    });
    expect(failure(await post('CreateMemberEscalation', { memberId, reason: '  ' }, 'crm.agent'))).toEqual({
      status: 400,
      message: M.reasonRequired,
    });

    const assign = { id: escalation.id, version: 1, assignedTo: 'crm.admin', status: 'In Progress' };
    expect(failure(await post('UpdateMemberEscalation', { ...assign, assignedTo: 'nobody.here' }))).toEqual({
      status: 400,
      message: M.assigneeUnknown,
    });
    const assigned = await post('UpdateMemberEscalation', assign);
    expect(assigned.json<MemberEscalation>()).toMatchObject({
      assignedTo: 'crm.admin',
      assignedToName: 'Casey Admin',
      status: 'In Progress',
      version: 2,
    });
    expect(failure(await post('UpdateMemberEscalation', assign))).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });

    expect(
      failure(await post('ResolveMemberEscalation', { id: escalation.id, version: 2, resolutionNote: '' })),
    ).toEqual({ status: 400, message: M.resolutionRequired });
    const resolved = await post('ResolveMemberEscalation', {
      id: escalation.id,
      version: 2,
      resolutionNote: 'Supervisor called the member back; benefit explained.',
    });
    expect(resolved.json<MemberEscalation>()).toMatchObject({
      status: 'Resolved',
      resolvedBy: 'crm.admin',
      resolvedByName: 'Casey Admin',
      version: 3,
    });
    expect(
      failure(await post('ResolveMemberEscalation', { id: escalation.id, version: 3, resolutionNote: 'again' })),
    ).toEqual({ status: 400, message: M.alreadyResolved });
    expect(failure(await post('ResolveMemberEscalation', { id: 999999, version: 1, resolutionNote: 'x' }))).toEqual({
      status: 404,
      message: M.notFound,
    });

    const audits = await t.database.pool.query<{ eventType: string; before: unknown }>(
      `select event_type as "eventType", details->'before' as before from audit_events
        where details->>'escalationId' = $1 order by id`,
      [String(escalation.id)],
    );
    expect(audits.rows.map((row) => row.eventType)).toEqual([
      'CrmMemberEscalationRaised',
      'CrmMemberEscalationUpdated',
      'CrmMemberEscalationResolved',
    ]);
    expect(audits.rows[2]?.before).toMatchObject({ status: 'In Progress', version: 2 });
  });

  it('refuses users without the module: a user with no CRM grant gets 403', async () => {
    expect((await get(`${CRM_API}/GetMemberEscalations`, 'network.viewer')).statusCode).toBe(403);
    expect((await post('CreateMemberEscalation', { memberId, reason: 'x' }, 'network.viewer')).statusCode).toBe(403);
  });
});
