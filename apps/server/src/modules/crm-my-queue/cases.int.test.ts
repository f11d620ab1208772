import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_MESSAGES as M,
  type CaseAction,
  type CaseDetail,
  type CaseList,
  type CrmCase,
  type OutboundSurvey,
} from '@portal/contracts/crm-my-queue/cases';
import type { CrmNote } from '@portal/contracts/crm-my-queue/workflow-common';
import { CASE_TYPES, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { addWorkingHours } from '../../platform/calendar/business-calendar.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const post = (name: string, payload: object, user = 'crm.agent') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;
const count = async (table: string) => (await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;
const auditOf = (eventType: string, itemId: string | number) =>
  one<{ details: { before: unknown; after: Record<string, unknown> | null }; user_id: string }>(
    'select details, user_id from audit_events where event_type = $1 and item_id = $2 order by id desc limit 1',
    [eventType, String(itemId)],
  );

let member: string;
let otherMember: string;
let queueId: number;

const createCase = async (payload: object = {}, user = 'crm.agent') => {
  const response = await post(
    'CreateCase',
    { memberId: member, caseType: 'Benefits Question', subject: 'Asks about dental coverage', ...payload },
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CrmCase>();
};

beforeAll(async () => {
  t = await createTestApp();
  const members = await t.database.pool.query<{ memberId: string }>(
    'select member_id as "memberId" from members order by member_id limit 2',
  );
  [member, otherMember] = members.rows.map((row) => row.memberId) as [string, string];
  queueId = (await one<{ id: number }>(`insert into crm_queues (name) values ('Case tests queue') returning id`)).id;
  await t.database.pool.query(
    `insert into crm_queue_members (queue_id, username, position) values ($1, 'crm.agent', 0), ($1, 'crm.admin', 1)`,
    [queueId],
  );
});
afterAll(async () => t.close());

describe('an agent opens a case for a member', () => {
  it('creates the case owned by the agent, due by the case type’s working hours, audited', async () => {
    const created = await createCase({ description: 'Member asks whether cleanings are covered.', priority: 'High' });
    expect(created).toMatchObject({
      memberId: member,
      caseType: 'Benefits Question',
      priority: 'High',
      status: 'Open',
      isClosed: false,
      owner: 'crm.agent',
      ownerName: 'Alex Agent',
      queueId: null,
      reopenedCount: 0,
      version: 1,
      createdBy: 'crm.agent',
      createdByName: 'Alex Agent',
      modifiedByName: 'Alex Agent',
      closedByName: null,
    });
    const due = addWorkingHours(new Date(created.createdAt), CASE_TYPES['Benefits Question'].slaHours);
    expect(created.slaDueAt).toBe(due.toISOString());
    const audit = await auditOf('CrmCaseCreated', created.id);
    expect(audit.user_id).toBe('crm.agent');
    expect(audit.details.before).toBeNull();
    expect(audit.details.after).toMatchObject({ id: created.id, memberId: member });

    const list = (await get(`${CRM_ODATA}/default.getallmembercases?memberId=${member}`)).json<CaseList>();
    expect(list.items[0]).toEqual(created);
    expect(list.total).toBeGreaterThanOrEqual(1);
    const reads = await one<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'MemberDataRead' and item_id = $1`,
      [member],
    );
    expect(reads.n).toBeGreaterThan(0);
  });

  it('gives a queue’s cases to its members in turn and links the interaction the case was opened in', async () => {
    const first = await createCase({ queueId });
    const second = await createCase({ queueId });
    const third = await createCase({ queueId });
    expect([first.owner, second.owner, third.owner]).toEqual(['crm.agent', 'crm.admin', 'crm.agent']);
    expect(first).toMatchObject({ queueId, queueName: 'Case tests queue' });

    const interaction = await one<{ id: number }>(
      `insert into crm_interactions (member_id, direction, interaction_type, agent_name, created_by, modified_by)
       values ($1, 'Inbound', 'Phone', 'Alex Agent', 'crm.agent', 'crm.agent') returning id`,
      [member],
    );
    const opened = await createCase({ interactionId: interaction.id });
    expect(opened.originInteractionId).toBe(interaction.id);
    const detail = (await get(`${CRM_ODATA}/default.GetCase?id=${opened.id}`)).json<CaseDetail>();
    expect(detail.interactionIds).toEqual([interaction.id]);

    const foreign = await post('CreateCase', {
      memberId: otherMember,
      caseType: 'General Inquiry',
      subject: 'x',
      interactionId: interaction.id,
    });
    expect({ status: foreign.statusCode, message: foreign.json().message }).toEqual({
      status: 400,
      message: M.interactionOfOtherMember,
    });
  });

  it('refuses bad input with its message and creates nothing', async () => {
    const before = await count('crm_cases');
    const cases: [object, string][] = [
      [{ caseType: 'Haircut' }, M.caseTypeInvalid],
      [{ caseType: '' }, M.caseTypeRequired],
      [{ subject: '   ' }, M.subjectRequired],
      // A blank Subject box is left out of the form's body: the same message, not zod's 'expected string'.
      [{ subject: undefined }, M.subjectRequired],
      [{ priority: 'Whenever' }, M.priorityInvalid],
      [{ memberId: 'M999999999' }, M.memberNotFound],
      [{ queueId: 999999 }, M.queueNotFound],
      [{ interactionId: 999999 }, M.interactionNotFound],
    ];
    for (const [change, message] of cases) {
      const response = await post('CreateCase', {
        memberId: member,
        caseType: 'General Inquiry',
        subject: 'Question',
        ...change,
      });
      expect({ change, status: response.statusCode, message: response.json().message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect(await count('crm_cases')).toBe(before);
  });

  it('answers 404 for an unknown case or member', async () => {
    expect((await get(`${CRM_ODATA}/default.GetCase?id=999999`)).json().message).toBe(M.caseNotFound);
    expect((await get(`${CRM_ODATA}/default.getallmembercases?memberId=M999999999`)).statusCode).toBe(404);
  });
});

describe('closing and reopening a case', () => {
  it('closes a case, refuses a stale switch, and reopens it with a fresh SLA', async () => {
    const created = await createCase();
    const closed = await post('SwitchIsCaseClosed', { id: created.id, version: created.version });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<CrmCase>()).toMatchObject({
      isClosed: true,
      status: 'Closed',
      closedBy: 'crm.agent',
      closedByName: 'Alex Agent',
      version: 2,
    });
    expect((await auditOf('CrmCaseClosed', created.id)).details.before).toMatchObject({ isClosed: false });

    const stale = await post('SwitchIsCaseClosed', { id: created.id, version: created.version });
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });

    const reopened = (await post('SwitchIsCaseClosed', { id: created.id, version: 2 })).json<CrmCase>();
    expect(reopened).toMatchObject({ isClosed: false, status: 'Open', closedAt: null, reopenedCount: 1, version: 3 });
    expect(Date.parse(reopened.slaDueAt)).toBeGreaterThan(Date.parse(created.slaDueAt) - 1);
    expect((await auditOf('CrmCaseReopened', created.id)).details.after).toMatchObject({ reopenedCount: 1 });
  });

  it('refuses to close a case while one of its workflows is open', async () => {
    const created = await createCase();
    const detailOf = async () => (await get(`${CRM_ODATA}/default.GetCase?id=${created.id}`)).json<CaseDetail>();
    expect((await detailOf()).openWorkflowCount).toBe(0);
    await t.database.pool.query(
      `insert into crm_workflows (member_id, case_id, workflow_type, owner, sla_due_at, created_by, modified_by)
       values ($1, $2, 'PcpChange', 'crm.agent', now() + interval '1 day', 'crm.agent', 'crm.agent')`,
      [member, created.id],
    );
    const refused = await post('SwitchIsCaseClosed', { id: created.id, version: 1 });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 400,
      message: M.openWorkflows,
    });
    expect(
      (await one<{ is_closed: boolean }>('select is_closed from crm_cases where id = $1', [created.id])).is_closed,
    ).toBe(false);
    // The case tells the screen it has an open workflow, whether or not the screen has read that workflow.
    expect((await detailOf()).openWorkflowCount).toBe(1);
  });
});

describe('reassigning a case', () => {
  it('lets an agent reassign their own case to an active user, and only their own', async () => {
    const mine = await createCase();
    const moved = await post('ReassignCase', { id: mine.id, version: 1, owner: 'crm.admin' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<CrmCase>()).toMatchObject({ owner: 'crm.admin', ownerName: 'Casey Admin', version: 2 });
    const audit = await auditOf('CrmCaseReassigned', mine.id);
    expect([audit.details.before, audit.details.after]).toMatchObject([{ owner: 'crm.agent' }, { owner: 'crm.admin' }]);

    // Now crm.admin's: the agent may not take it back.
    const refused = await post('ReassignCase', { id: mine.id, version: 2, owner: 'crm.agent' });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: M.notYourCase,
    });
  });

  it('lets a supervisor reassign anyone’s case; refuses inactive users and stale versions', async () => {
    const agents = await createCase();
    await t.database.pool.query(
      `insert into users (username, email, name, is_active) values ('crm.former', 'former@example.org', 'Former Agent', false)`,
    );
    const inactive = await post('ReassignCase', { id: agents.id, version: 1, owner: 'crm.former' }, 'crm.admin');
    expect({ status: inactive.statusCode, message: inactive.json().message }).toEqual({
      status: 400,
      message: M.unknownUser,
    });
    const taken = await post('ReassignCase', { id: agents.id, version: 1, owner: 'crm.admin' }, 'crm.admin');
    expect(taken.json<CrmCase>()).toMatchObject({ owner: 'crm.admin', modifiedBy: 'crm.admin' });
    const stale = await post('ReassignCase', { id: agents.id, version: 1, owner: 'crm.agent' }, 'crm.admin');
    expect(stale.statusCode).toBe(409);
    // Their own change: not named. The agent who read the case before is told who changed it.
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    const late = await post('SwitchIsCaseClosed', { id: agents.id, version: 1 });
    expect({ status: late.statusCode, message: late.json().message }).toEqual({
      status: 409,
      message: 'This record was changed by Casey Admin since you opened it. Please reload it and try again.',
    });
    expect((await one<{ owner: string }>('select owner from crm_cases where id = $1', [agents.id])).owner).toBe(
      'crm.admin',
    );
  });
});

describe('notes, actions taken and outbound surveys', () => {
  it('adds notes and actions, shown newest first in the case’s detail', async () => {
    const created = await createCase();
    const first = await post('AddNoteToCase', { caseId: created.id, notes: 'Called the dental vendor.' });
    expect(first.json<CrmNote>()).toMatchObject({ note: 'Called the dental vendor.', createdBy: 'crm.agent' });
    await post('AddNoteToCase', { caseId: created.id, notes: 'Vendor confirmed two cleanings a year.' });
    const action = await post('AddActionTakenToCase', { caseId: created.id, action: 'Explained the benefit' });
    expect(action.json<CaseAction>()).toMatchObject({ action: 'Explained the benefit', createdByName: 'Alex Agent' });
    expect((await auditOf('CrmCaseNoteAdded', created.id)).details.after).toMatchObject({
      note: 'Vendor confirmed two cleanings a year.',
    });

    const detail = (await get(`${CRM_ODATA}/default.GetCase?id=${created.id}`)).json<CaseDetail>();
    expect(detail.notes.map((note) => note.note)).toEqual([
      'Vendor confirmed two cleanings a year.',
      'Called the dental vendor.',
    ]);
    expect(detail.actionsTaken.map((row) => row.action)).toEqual(['Explained the benefit']);
    expect(detail.version).toBe(1);

    const empty = await post('AddNoteToCase', { caseId: created.id, notes: '  ' });
    expect({ status: empty.statusCode, message: empty.json().message }).toEqual({
      status: 400,
      message: M.noteRequired,
    });
    const missing = await post('AddNoteToCase', { caseId: created.id });
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({
      status: 400,
      message: M.noteRequired,
    });
    expect((await post('AddNoteToCase', { caseId: 999999, notes: 'x' })).statusCode).toBe(404);

    await post('SwitchIsCaseClosed', { id: created.id, version: 1 });
    const onClosed = await post('AddActionTakenToCase', { caseId: created.id, action: 'Too late' });
    expect({ status: onClosed.statusCode, message: onClosed.json().message }).toEqual({
      status: 400,
      message: M.caseClosed,
    });
  });

  it('records outbound surveys of a case and lists them newest first', async () => {
    const created = await createCase();
    const survey = await post('CreateOutboundSurvey', {
      caseId: created.id,
      surveyType: 'Post-Call Satisfaction',
      answers: { 'Was your question answered?': true, Comments: 'Very helpful' },
      satisfaction: 5,
    });
    expect(survey.statusCode).toBe(200);
    expect(survey.json<OutboundSurvey>()).toMatchObject({ caseId: created.id, memberId: member, satisfaction: 5 });
    await post('CreateOutboundSurvey', {
      caseId: created.id,
      surveyType: 'Case Resolution Follow-up',
      answers: { 'Was the case resolved?': 'Yes, the card arrived' },
    });
    const list = (await get(`${CRM_ODATA}/default.GetOutboundSurveysByCase?caseId=${created.id}`)).json<{
      items: OutboundSurvey[];
      total: number;
    }>();
    expect(list.total).toBe(2);
    expect(list.items.map((row) => row.surveyType)).toEqual(['Case Resolution Follow-up', 'Post-Call Satisfaction']);

    const bad = await post('CreateOutboundSurvey', {
      caseId: created.id,
      surveyType: 'Post-Call Satisfaction',
      satisfaction: 9,
    });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: M.satisfactionInvalid,
    });
  });

  it('refuses a survey with no answers at all, and saves nothing', async () => {
    const created = await createCase();
    const before = await count('crm_outbound_surveys');
    for (const empty of [{}, { satisfaction: null }, { answers: {} }, { answers: { Comments: '   ' } }]) {
      const refused = await post('CreateOutboundSurvey', {
        caseId: created.id,
        surveyType: 'Post-Call Satisfaction',
        ...empty,
      });
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 400,
        message: M.surveyNoAnswers,
      });
    }
    expect(await count('crm_outbound_surveys')).toBe(before);
    // One answer is enough: a yes/no, or the satisfaction alone.
    const yesNo = await post('CreateOutboundSurvey', {
      caseId: created.id,
      surveyType: 'Post-Call Satisfaction',
      answers: { 'Was your question answered?': false },
    });
    expect(yesNo.statusCode, yesNo.body).toBe(200);
    expect(await count('crm_outbound_surveys')).toBe(before + 1);
  });
});

describe('who may use cases', () => {
  it('refuses users without My Queue', async () => {
    for (const user of ['no.modules', 'network.viewer']) {
      expect((await get(`${CRM_ODATA}/default.getallmembercases?memberId=${member}`, user)).statusCode).toBe(403);
      expect(
        (await post('CreateCase', { memberId: member, caseType: 'General Inquiry', subject: 'x' }, user)).statusCode,
      ).toBe(403);
    }
  });
});
