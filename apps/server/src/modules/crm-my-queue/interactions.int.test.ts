import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmCase } from '@portal/contracts/crm-my-queue/cases';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  INTERACTION_MESSAGES as M,
  type CallNotes,
  type DisenrollmentReason,
  type Interaction,
  type InteractionList,
  type RecordingUrls,
} from '@portal/contracts/crm-my-queue/interactions';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { CTI_SOURCE_SIMULATED } from '@portal/contracts/platform/telephony';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const post = (name: string, payload: object, user = 'crm.agent') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;
const count = async (table: string) => (await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;
const auditOf = (eventType: string, itemId: string | number) =>
  one<{ details: { before: unknown; after: Record<string, unknown> | null; memberId?: string } }>(
    'select details from audit_events where event_type = $1 and item_id = $2 order by id desc limit 1',
    [eventType, String(itemId)],
  );
const readsOf = async (memberId: string) =>
  (
    await one<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'MemberDataRead' and item_id = $1`,
      [memberId],
    )
  ).n;

let member: string;
let otherMember: string;
let reasonId: number;

const newCase = async (memberId = member) =>
  (await post('CreateCase', { memberId, caseType: 'Retention', subject: 'Wants to leave the plan' })).json<CrmCase>();
const newInteraction = async (payload: object = {}) => {
  const response = await post('createinteraction', {
    memberId: member,
    direction: 'Inbound',
    interactionType: 'Phone',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Interaction>();
};

beforeAll(async () => {
  t = await createTestApp();
  const members = await t.database.pool.query<{ memberId: string }>(
    'select member_id as "memberId" from members order by member_id limit 2',
  );
  [member, otherMember] = members.rows.map((row) => row.memberId) as [string, string];
  await t.database.pool.query(
    `insert into crm_disenrollment_reasons (category, reason, sort_order)
     values ('Part D', 'Test: drug not on formulary', 9001), ('Network', 'Test: doctor left the network', 9002)
     on conflict (reason) do nothing`,
  );
  reasonId = (
    await one<{ id: number }>(`select id from crm_disenrollment_reasons where reason = 'Test: drug not on formulary'`)
  ).id;
});
afterAll(async () => t.close());

describe('an agent records a call with a member', () => {
  it('creates an interaction linked to the member’s cases, with the retention fields, audited', async () => {
    const retention = await newCase();
    const created = await newInteraction({
      ctiId: 'SIM-create-1',
      phoneNumber: '(626)555-0101',
      outcome: 'Resolved',
      notes: 'Member considering another plan.',
      caseIds: [retention.id],
      startedAt: '2025-03-03T17:00:00Z',
      endedAt: '2025-03-03T17:12:00Z',
      disenrollmentContactOutcome: 'Successful Contact',
      disenrollmentRequesterSource: 'Self',
      disenrollmentReasonId: reasonId,
    });
    expect(created).toMatchObject({
      memberId: member,
      ctiId: 'SIM-create-1',
      direction: 'Inbound',
      interactionType: 'Phone',
      outcome: 'Resolved',
      phoneNumber: '6265550101',
      agentName: 'Alex Agent',
      caseIds: [retention.id],
      startedAt: '2025-03-03T17:00:00.000Z',
      endedAt: '2025-03-03T17:12:00.000Z',
      disenrollmentReason: 'Test: drug not on formulary',
      version: 1,
    });
    const audit = await auditOf('CrmInteractionCreated', created.id);
    expect(audit.details.before).toBeNull();
    expect(audit.details.after).toMatchObject({ id: created.id, ctiId: 'SIM-create-1' });

    const read = await get(`${CRM_ODATA}/default.GetInteraction?id=${created.id}`);
    expect(read.json<Interaction>()).toEqual(created);
  });

  it('updates only the fields given, at the version read; a stale update is refused', async () => {
    const created = await newInteraction({ notes: 'Started', outcome: 'Transferred' });
    const updated = await post('UpdateInteraction', {
      id: created.id,
      version: 1,
      outcome: null,
      endedAt: new Date(Date.parse(created.startedAt) + 60_000).toISOString(),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Interaction>()).toMatchObject({ notes: 'Started', outcome: null, version: 2 });
    const audit = await auditOf('CrmInteractionUpdated', created.id);
    expect([audit.details.before, audit.details.after]).toMatchObject([{ outcome: 'Transferred' }, { outcome: null }]);

    const stale = await post('UpdateInteraction', { id: created.id, version: 1, notes: 'Lost update' });
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    expect((await one<{ notes: string }>('select notes from crm_interactions where id = $1', [created.id])).notes).toBe(
      'Started',
    );
  });

  it('lists a case’s interactions newest first and the member’s call logs', async () => {
    const linked = await newCase();
    const older = await newInteraction({ caseIds: [linked.id] });
    const newer = await newInteraction({ caseIds: [linked.id], interactionType: 'Email', direction: 'Outbound' });
    await t.database.pool.query(
      `update crm_interactions set created_at = created_at - interval '1 hour' where id = $1`,
      [older.id],
    );
    const readsBefore = await readsOf(member);
    const list = (
      await get(`${CRM_ODATA}/default.GetInteractionsByCase?caseId=${linked.id}&$skip=0&$top=50`)
    ).json<InteractionList>();
    expect(list.total).toBe(2);
    expect(list.items.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(await readsOf(member)).toBe(readsBefore + 1);
    const page = (
      await get(`${CRM_ODATA}/default.GetInteractionsByCase?caseId=${linked.id}&$skip=1&$top=1`)
    ).json<InteractionList>();
    expect(page.items.map((row) => row.id)).toEqual([older.id]);

    const calls = (await post('getMemberCallLogs', { memberId: member })).json<InteractionList>();
    expect(calls.items.every((row) => row.interactionType === 'Phone' && row.memberId === member)).toBe(true);
    expect(calls.items.map((row) => row.id)).toContain(older.id);
    expect(calls.items.map((row) => row.id)).not.toContain(newer.id);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const foreignCase = await newCase(otherMember);
    await newInteraction({ ctiId: 'SIM-taken' });
    const before = await count('crm_interactions');
    const cases: [object, string][] = [
      [{ direction: 'Sideways' }, M.directionInvalid],
      [{ interactionType: 'Pigeon' }, M.typeInvalid],
      [{ outcome: 'Maybe' }, M.outcomeInvalid],
      [{ ctiId: 'not valid!' }, M.ctiIdInvalid],
      [{ ctiId: 'SIM-taken' }, M.ctiIdTaken],
      [{ memberId: 'M999999999' }, M.memberNotFound],
      [{ caseIds: [999999] }, M.caseNotFound],
      [{ caseIds: [foreignCase.id] }, M.caseOfOtherMember],
      [{ memberId: null, caseIds: [foreignCase.id] }, M.casesNeedMember],
      [{ disenrollmentContactOutcome: 'Great' }, M.contactOutcomeInvalid],
      [{ disenrollmentRequesterSource: 'Cousin' }, M.requesterSourceInvalid],
      [{ disenrollmentReasonId: 999999 }, M.reasonNotFound],
      [{ startedAt: '2025-03-03T17:00:00Z', endedAt: '2025-03-03T16:00:00Z' }, M.endBeforeStart],
    ];
    for (const [change, message] of cases) {
      const response = await post('createinteraction', {
        memberId: member,
        direction: 'Inbound',
        interactionType: 'Phone',
        ...change,
      });
      expect({ change, status: response.statusCode, message: response.json().message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect(await count('crm_interactions')).toBe(before);
    expect((await get(`${CRM_ODATA}/default.GetInteraction?id=999999`)).statusCode).toBe(404);
  });
});

describe('call notes, recordings and files of a call', () => {
  it('saves the call’s notes and copies them into the interaction with that CTI id', async () => {
    const early = await post('upsertCallNotes', { talkdeskId: 'SIM-notes-1', notes: 'Caller asks', agentName: 'Alex' });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json<CallNotes>()).toMatchObject({
      talkdeskId: 'SIM-notes-1',
      interactionId: null,
      userId: 'crm.agent',
    });

    // The interaction created for the call takes the notes already typed.
    const call = await newInteraction({ ctiId: 'SIM-notes-1' });
    expect(call.notes).toBe('Caller asks');

    const saved = await post('upsertCallNotes', {
      talkdeskId: 'SIM-notes-1',
      notes: 'Caller asks about OTC card balance',
      agentName: 'Alex Agent',
    });
    expect(saved.json<CallNotes>()).toMatchObject({
      interactionId: call.id,
      notes: 'Caller asks about OTC card balance',
    });
    const after = (await get(`${CRM_ODATA}/default.GetInteraction?id=${call.id}`)).json<Interaction>();
    expect(after).toMatchObject({ notes: 'Caller asks about OTC card balance', version: 2 });
    const audit = await auditOf('CrmCallNotesSaved', 'SIM-notes-1');
    expect(audit.details).toMatchObject({
      memberId: member,
      before: { notes: 'Caller asks' },
      after: { notes: 'Caller asks about OTC card balance' },
    });

    const read = await get(`${CRM_API}/GetCallNotes?talkdeskId=SIM-notes-1`);
    expect(read.json<CallNotes>()).toMatchObject({
      notes: 'Caller asks about OTC card balance',
      agentName: 'Alex Agent',
    });
    expect((await get(`${CRM_API}/GetCallNotes?talkdeskId=SIM-none`)).statusCode).toBe(204);
    const bad = await post('upsertCallNotes', { talkdeskId: 'SIM-notes-1', notes: 'x', agentName: ' ' });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: M.agentNameRequired,
    });
  });

  it('answers a simulated recording of a known call and serves it as a WAV download', async () => {
    await newInteraction({ ctiId: 'SIM-rec-1' });
    const urls = (
      await get(`${CRM_ODATA}/default.GetTalkdeskRecordingUrls?talkDeskInteractionId=SIM-rec-1`)
    ).json<RecordingUrls>();
    expect(urls.items).toHaveLength(1);
    expect(urls.items[0]).toMatchObject({ simulated: true, source: 'Simulated telephony' });
    const audio = await get(urls.items[0]!.url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['content-disposition']).toContain('simulated-recording');
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(audio.rawPayload.subarray(8, 12).toString()).toBe('WAVE');
    expect(
      (await get(`${CRM_ODATA}/default.GetTalkdeskRecordingUrls?talkDeskInteractionId=SIM-unknown`)).json().message,
    ).toBe(M.recordingNotFound);
    // Without a signed-in user there is no recording.
    expect((await t.app.inject({ method: 'GET', url: urls.items[0]!.url })).statusCode).toBe(401);
  });

  it('downloads a file attached to an interaction, audited with its member', async () => {
    const call = await newInteraction();
    const file = await one<{ id: number }>(
      `insert into crm_files (item_kind, item_id, file_name, content_type, size_bytes, content, uploaded_by)
       values ('interaction', $1, 'letter.pdf', 'application/pdf', 8, $2, 'crm.agent') returning id`,
      [call.id, Buffer.from('%PDF-1.4')],
    );
    const readsBefore = await readsOf(member);
    const download = await get(`${CRM_ODATA}/default.GetFileContentForInteraction?fileId=${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.toString()).toBe('%PDF-1.4');
    expect(await readsOf(member)).toBe(readsBefore + 1);
    expect((await get(`${CRM_ODATA}/default.GetFileContentForInteraction?fileId=999999`)).json().message).toBe(
      M.fileNotFound,
    );
  });
});

describe('portal messages, settings and lists', () => {
  it('marks the member’s unread portal messages read in the interaction', async () => {
    const call = await newInteraction({ interactionType: 'Portal Message' });
    await t.database.pool.query(
      `insert into crm_portal_messages (member_id, category, subject, body, direction)
       values ($1, 'Benefits', 'OTC card', 'Where is my card?', 'FromMember'),
              ($1, 'Benefits', 'Re: OTC card', 'It is in the mail.', 'ToMember'),
              ($2, 'Claims', 'Bill', 'I got a bill', 'FromMember')`,
      [member, otherMember],
    );
    const unreadBefore = await one<{ n: number }>(
      `select count(*)::int as n from crm_portal_messages where member_id = $1 and read_at is null and direction = 'FromMember'
         and (interaction_id is null or interaction_id = $2)`,
      [member, call.id],
    );
    const marked = await post('markMemberPortalMessagesRead', { interactionId: call.id, memberId: member });
    expect(marked.json()).toEqual({ interactionId: call.id, memberId: member, markedRead: unreadBefore.n });
    const states = await t.database.pool.query<{
      subject: string;
      readBy: string | null;
      interactionId: number | null;
    }>(
      `select subject, read_by as "readBy", interaction_id::int as "interactionId" from crm_portal_messages
       where subject in ('OTC card', 'Re: OTC card', 'Bill') order by id`,
    );
    expect(states.rows).toEqual([
      { subject: 'OTC card', readBy: 'crm.agent', interactionId: call.id },
      { subject: 'Re: OTC card', readBy: null, interactionId: null },
      { subject: 'Bill', readBy: null, interactionId: null },
    ]);
    expect((await auditOf('CrmPortalMessagesRead', call.id)).details).toMatchObject({ memberId: member });
    const wrong = await post('markMemberPortalMessagesRead', { interactionId: call.id, memberId: otherMember });
    expect({ status: wrong.statusCode, message: wrong.json().message }).toEqual({
      status: 400,
      message: M.interactionOfOtherMember,
    });
  });

  it('lists the disenrollment reasons with their categories', async () => {
    const reasons = (await get(`${CRM_API}/GetDisenrollmentReasons`)).json<{ items: DisenrollmentReason[] }>();
    expect(reasons.items).toEqual(
      expect.arrayContaining([
        { id: reasonId, category: 'Part D', reason: 'Test: drug not on formulary', sortOrder: 9001 },
      ]),
    );
  });

  it('answers the CTI source setting of the telephony adapter (the simulator here)', async () => {
    const setting = await get(`${CRM_API}/GetAppSetting?name=TalkdeskCTISource`);
    expect(setting.json()).toEqual({ name: 'TalkdeskCTISource', value: CTI_SOURCE_SIMULATED });
    const unknown = await get(`${CRM_API}/GetAppSetting?name=ConnectionString`);
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 400,
      message: M.appSettingNotFound,
    });
  });

  it('refuses users without My Queue', async () => {
    const call = await newInteraction();
    for (const user of ['no.modules', 'network.viewer']) {
      expect((await get(`${CRM_ODATA}/default.GetInteraction?id=${call.id}`, user)).statusCode).toBe(403);
      expect(
        (await post('createinteraction', { direction: 'Inbound', interactionType: 'Phone' }, user)).statusCode,
      ).toBe(403);
      expect(
        (await post('upsertCallNotes', { talkdeskId: 'SIM-x', notes: 'x', agentName: 'x' }, user)).statusCode,
      ).toBe(403);
    }
  });
});
