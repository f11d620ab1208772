import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  MEMBER_WORKSPACE_MESSAGES as M,
  PORTAL_MESSAGE_CATEGORIES,
  type InboundMemberList,
  type NextBestAction,
  type PortalMessageCategoryList,
  type PortalMessageList,
  type Reminder,
  type StickyNote,
} from '@portal/contracts/crm-my-queue/member-workspace';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const post = (url: string, payload: object, user = 'crm.agent') => t.as(user, { method: 'POST', url, payload });
const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;
const count = async (text: string, values: unknown[] = []) => (await one<{ n: number }>(text, values)).n;

/** A member whose phone number no other member has. */
let caller: { memberId: string; phone: string; firstName: string; lastName: string; birthDate: string };
/** A member without sticky notes (for the upsert story). */
let noNotes: string;

beforeAll(async () => {
  t = await createTestApp();
  caller = await one(
    `select member_id as "memberId", phone, first_name as "firstName", last_name as "lastName",
       to_char(date_of_birth, 'YYYY-MM-DD') as "birthDate"
     from members m where phone is not null and (select count(*) from members o where o.phone = m.phone) = 1
     order by id limit 1`,
  );
  noNotes = (
    await one<{ memberId: string }>(
      `select member_id as "memberId" from members m
       where not exists (select 1 from crm_sticky_notes s where s.member_id = m.member_id) order by id limit 1`,
    )
  ).memberId;
});
afterAll(async () => t.close());

describe('the agent finds who is calling', () => {
  it('searches members by name or member id (searchmembers), auditing the read', async () => {
    const byName = await get(`${CRM_ODATA}/default.searchmembers?searchterm=${encodeURIComponent(caller.lastName)}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json<InboundMemberList>().items.map((m) => m.memberId)).toContain(caller.memberId);
    const byId = (
      await get(`${CRM_ODATA}/default.searchmembers?searchterm=${caller.memberId}`)
    ).json<InboundMemberList>();
    expect(byId.items[0]?.memberId).toBe(caller.memberId);
    const audits = await count(
      `select count(*)::int as n from audit_events where user_id = 'crm.agent' and event_type = 'MemberDataRead'
       and details->>'route' like '%searchmembers%'`,
    );
    expect(audits).toBeGreaterThanOrEqual(2);
    const missing = await get(`${CRM_ODATA}/default.searchmembers?searchterm=a`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain(M.searchTermRequired);
  });

  it('finds the member by a phone number typed with any punctuation', async () => {
    const typed = `+1 (${caller.phone.slice(0, 3)}) ${caller.phone.slice(3, 6)}.${caller.phone.slice(6)}`;
    const found = await get(`${CRM_ODATA}/default.SearchMembersByPhoneNumber?phoneNumber=${encodeURIComponent(typed)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<InboundMemberList>()).toMatchObject({ total: 1, items: [{ memberId: caller.memberId }] });
    const invalid = await get(`${CRM_ODATA}/default.SearchMembersByPhoneNumber?phoneNumber=555-12`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toContain(M.phoneInvalid);
  });

  it('matches every criterion of the inbound search together', async () => {
    const url = (params: Record<string, string>) =>
      `${CRM_ODATA}/default.SearchMembersForInbound?${new URLSearchParams(params).toString()}`;
    const name = `${caller.lastName} ${caller.firstName}`.toLowerCase();
    const both = (await get(url({ name, birthDate: `${caller.birthDate}T00:00:00.000Z` }))).json<InboundMemberList>();
    expect(both.items.map((m) => m.memberId)).toContain(caller.memberId);
    expect(both.items.every((m) => m.dateOfBirth.startsWith(caller.birthDate))).toBe(true);
    const wrongBirth = (await get(url({ name, birthDate: '1901-01-01' }))).json<InboundMemberList>();
    expect(wrongBirth.total).toBe(0);
    const byIds = (
      await get(url({ memberIds: `${caller.memberId.toLowerCase()},M999999999`, phoneNumber: caller.phone }))
    ).json<InboundMemberList>();
    expect(byIds).toMatchObject({ total: 1, items: [{ memberId: caller.memberId }] });
    const nothing = await get(url({ name: '  ' }));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ message: string }>().message).toContain(M.inboundCriteria);
  });
});

describe('sticky notes', () => {
  it('the agent writes, changes, dismisses and deletes a note, each audited with before and after', async () => {
    const created = await post(`${CRM_ODATA}/default.createStickyNote`, {
      memberId: caller.memberId.toLowerCase(),
      note: '  Prefers calls in the morning.  ',
    });
    expect(created.statusCode).toBe(200);
    const note = created.json<StickyNote>();
    expect(note).toMatchObject({
      memberId: caller.memberId,
      note: 'Prefers calls in the morning.',
      active: true,
      version: 1,
    });

    const list = (await get(`${CRM_ODATA}/default.GetStickyNotes?memberId=${caller.memberId}`)).json<{
      items: StickyNote[];
    }>();
    expect(list.items[0]?.id).toBe(note.id);

    const updated = await post(`${CRM_ODATA}/default.updateStickyNote`, {
      id: note.id,
      version: 1,
      note: 'Prefers calls after 2 PM.',
      active: true,
    });
    expect(updated.json<StickyNote>()).toMatchObject({ note: 'Prefers calls after 2 PM.', version: 2 });

    const stale = await post(`${CRM_ODATA}/default.updateStickyNote`, {
      id: note.id,
      version: 1,
      note: 'Stale screen',
      active: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);

    const dismissed = await post(`${CRM_ODATA}/default.dismissStickyNote`, { id: note.id, version: 2, active: false });
    expect(dismissed.json<StickyNote>()).toMatchObject({
      active: false,
      version: 3,
      note: 'Prefers calls after 2 PM.',
    });

    const staleDelete = await post(`${CRM_ODATA}/default.deleteStickyNote`, { id: note.id, version: 2 });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await post(`${CRM_ODATA}/default.deleteStickyNote`, { id: note.id, version: 3 });
    expect(deleted.json<StickyNote>()).toMatchObject({ id: note.id, version: 3 });
    expect(await count('select count(*)::int as n from crm_sticky_notes where id = $1', [note.id])).toBe(0);
    const gone = await post(`${CRM_ODATA}/default.deleteStickyNote`, { id: note.id, version: 3 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(M.stickyNoteNotFound);

    const { rows } = await t.database.pool.query<{ event_type: string; details: { before: unknown; after: unknown } }>(
      `select event_type, details from audit_events where item_id = $1 and event_type like 'CrmStickyNote%'
       and (details->>'stickyNoteId')::bigint = $2 order by id`,
      [caller.memberId, note.id],
    );
    expect(rows.map((row) => row.event_type)).toEqual([
      'CrmStickyNoteCreated',
      'CrmStickyNoteUpdated',
      'CrmStickyNoteUpdated',
      'CrmStickyNoteDeleted',
    ]);
    expect(rows[1]?.details).toMatchObject({ before: { version: 1 }, after: { version: 2 } });
    expect(rows[3]?.details).toMatchObject({ before: { version: 3 }, after: null });
  });

  it('refuses an empty note with the message and writes nothing', async () => {
    const before = await count('select count(*)::int as n from crm_sticky_notes');
    const empty = await post(`${CRM_ODATA}/default.createStickyNote`, { memberId: caller.memberId, note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(M.noteRequired);
    const unknown = await post(`${CRM_ODATA}/default.createStickyNote`, { memberId: 'M999999999', note: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(await count('select count(*)::int as n from crm_sticky_notes')).toBe(before);
  });

  it('upserts the member’s note: creates the first, changes it at the version read, refuses a stale view', async () => {
    const first = await post(`${CRM_ODATA}/default.upsertStickyNote`, { memberId: noNotes, note: 'First note' });
    expect(first.json<StickyNote>()).toMatchObject({ note: 'First note', version: 1, active: true });
    const blind = await post(`${CRM_ODATA}/default.upsertStickyNote`, { memberId: noNotes, note: 'Did not see it' });
    expect(blind.statusCode).toBe(409);
    const changed = await post(`${CRM_ODATA}/default.upsertStickyNote`, {
      memberId: noNotes,
      note: 'Changed',
      active: false,
      version: 1,
    });
    expect(changed.json<StickyNote>()).toMatchObject({ id: first.json<StickyNote>().id, note: 'Changed', version: 2 });
    const late = await post(
      `${CRM_ODATA}/default.upsertStickyNote`,
      { memberId: noNotes, note: 'Late', version: 1 },
      'crm.admin',
    );
    expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([
      409,
      MESSAGES.staleRecordBy('Alex Agent'),
    ]);
    expect(await count('select count(*)::int as n from crm_sticky_notes where member_id = $1', [noNotes])).toBe(1);
  });
});

describe('next best actions', () => {
  it('lists the member’s open actions by priority and marks one complete once', async () => {
    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from crm_next_best_actions where completed_at is null
       group by member_id having count(*) >= 2 order by member_id limit 1`,
    );
    const list = (await get(`${CRM_ODATA}/default.GetNextBestActions?memberId=${memberId}`)).json<{
      items: NextBestAction[];
    }>();
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    const priorities = list.items.map((action) => action.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const [first] = list.items;
    const done = await post(`${CRM_ODATA}/default.MarkNbaComplete`, { id: first!.id });
    expect(done.json<NextBestAction>()).toMatchObject({ id: first!.id, completedBy: 'crm.agent' });
    const again = await post(`${CRM_ODATA}/default.MarkNbaComplete`, { id: first!.id }, 'crm.admin');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(M.nbaAlreadyComplete);
    const after = (await get(`${CRM_ODATA}/default.GetNextBestActions?memberId=${memberId}`)).json<{
      items: NextBestAction[];
    }>();
    expect(after.items.map((action) => action.id)).not.toContain(first!.id);
    expect(
      await count(
        `select count(*)::int as n from audit_events where event_type = 'CrmNextBestActionCompleted' and item_id = $1`,
        [memberId],
      ),
    ).toBe(1);
  });
});

describe('reminders', () => {
  it('shows the agent their own open reminders, creates one on a case and completes it', async () => {
    const mine = (await get(`${CRM_API}/GetMyOpenReminders`)).json<{ items: Reminder[] }>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r) => r.username === 'crm.agent' && r.completedAt === null)).toBe(true);
    expect(mine.items.some((r) => r.isDue)).toBe(true);

    const { caseId, memberId } = await one<{ caseId: number; memberId: string }>(
      `select id::int as "caseId", member_id as "memberId" from crm_cases where owner = 'crm.agent' order by id limit 1`,
    );
    const remindAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const created = await post(`${CRM_ODATA}/default.CreateReminder`, { caseId, note: 'Call back', remindAt });
    expect(created.statusCode).toBe(200);
    const reminder = created.json<Reminder>();
    expect(reminder).toMatchObject({ caseId, memberId, note: 'Call back', isDue: false, username: 'crm.agent' });

    const others = await post(`${CRM_ODATA}/default.CompleteReminder`, { id: reminder.id }, 'crm.admin');
    expect(others.statusCode).toBe(404);
    const completed = await post(`${CRM_ODATA}/default.CompleteReminder`, { id: reminder.id });
    expect(completed.json<Reminder>().completedAt).not.toBeNull();
    const twice = await post(`${CRM_ODATA}/default.CompleteReminder`, { id: reminder.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(M.reminderAlreadyComplete);

    const bad = await post(`${CRM_ODATA}/default.CreateReminder`, { note: '', remindAt: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    const otherMember = await post(`${CRM_ODATA}/default.CreateReminder`, {
      caseId,
      memberId: memberId === caller.memberId ? noNotes : caller.memberId,
      note: 'Call back',
      remindAt,
    });
    expect(otherMember.statusCode).toBe(400);
    expect(otherMember.json<{ message: string }>().message).toBe(M.reminderCaseOfAnotherMember);
  });
});

describe('member portal messages', () => {
  it('lists a member’s messages newest first with the unread count, by interaction too, and the categories', async () => {
    const { memberId, interactionId } = await one<{ memberId: string; interactionId: number }>(
      `select member_id as "memberId", max(interaction_id)::int as "interactionId" from crm_portal_messages
       group by member_id having count(interaction_id) > 0 order by member_id limit 1`,
    );
    const page = (
      await get(`${CRM_ODATA}/default.GetMemberPortalMessages?memberId=${memberId}`)
    ).json<PortalMessageList>();
    expect(page.total).toBeGreaterThan(0);
    const times = page.items.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.unread).toBe(
      await count(
        `select count(*)::int as n from crm_portal_messages where member_id = $1 and read_at is null and direction = 'FromMember'`,
        [memberId],
      ),
    );
    const byInteraction = (
      await get(`${CRM_ODATA}/default.GetMemberPortalMessages?memberId=${memberId}&interactionId=${interactionId}`)
    ).json<PortalMessageList>();
    expect(byInteraction.items.length).toBeGreaterThan(0);
    expect(byInteraction.items.every((message) => message.interactionId === interactionId)).toBe(true);

    const categories = (await get(`${CRM_ODATA}/memberportalmessagecategories`)).json<PortalMessageCategoryList>();
    expect(categories.value.map((entry) => entry.Value)).toEqual([...PORTAL_MESSAGE_CATEGORIES]);
  });
});

describe('who may use the workspace', () => {
  it.each(['no.modules', 'network.viewer', 'member.services'])('%s gets 403 on reads and writes', async (user) => {
    expect((await get(`${CRM_ODATA}/default.GetStickyNotes?memberId=${caller.memberId}`, user)).statusCode).toBe(403);
    expect((await get(`${CRM_API}/GetMyOpenReminders`, user)).statusCode).toBe(403);
    const write = await post(`${CRM_ODATA}/default.createStickyNote`, { memberId: caller.memberId, note: 'x' }, user);
    expect(write.statusCode).toBe(403);
  });
});
