import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_BODY_MAX,
  MESSAGES_API,
  SECURE_MESSAGE_MESSAGES as M,
  type RecipientOptions,
  type ThreadDetail,
  type ThreadList,
  type UnreadCount,
} from '@portal/contracts/messages/messages';
import type { PortalMessageList } from '@portal/contracts/crm-my-queue/member-workspace';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let memberId: string;

const get = (user: string, url: string) => t.as(user, { url });
const post = (user: string, url: string, payload: object = {}) => t.as(user, { method: 'POST', url, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  memberId = (await rows<{ m: string }>('select member_id as m from members order by member_id offset 300 limit 1'))[0]!
    .m;
});
afterAll(async () => t.close());

describe('Messages: staff write to each other and to members; only participants read a thread', () => {
  it('lists the agent’s demo threads unread first, with the badge count', async () => {
    const inbox = await get('crm.agent', `${MESSAGES_API}/Threads?folder=all`);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<ThreadList>().total).toBeGreaterThan(10);
    expect(inbox.json<ThreadList>().unreadThreads).toBeGreaterThan(0);
    const firstRead = inbox.json<ThreadList>().items.findIndex((row) => row.unreadCount === 0);
    expect(
      inbox
        .json<ThreadList>()
        .items.slice(firstRead)
        .every((row) => row.unreadCount === 0),
    ).toBe(true);
    const unread = await get('crm.agent', `${MESSAGES_API}/Threads?folder=unread`);
    expect(unread.json<ThreadList>().total).toBe(inbox.json<ThreadList>().unreadThreads);
    expect(unread.json<ThreadList>().items.every((row) => row.unreadCount > 0 && !row.archived)).toBe(true);
    const archived = await get('crm.agent', `${MESSAGES_API}/Threads?folder=archived`);
    expect(archived.json<ThreadList>().items.every((row) => row.archived)).toBe(true);
    const count = await get('crm.agent', `${MESSAGES_API}/UnreadCount`);
    expect(count.json<UnreadCount>().unreadThreads).toBe(inbox.json<ThreadList>().unreadThreads);
    // Care providers hold Messages too: their inbox shows the Message Center's threads as well.
    const provider = await get('care.provider', `${MESSAGES_API}/Threads?take=100`);
    expect(new Set(provider.json<ThreadList>().items.map((row) => row.channel))).toEqual(
      new Set(['Messages', 'CareOnDemand']),
    );
  });

  it('the agent writes to the admin about a member; the admin reads, replies, archives; a bystander cannot read', async () => {
    const created = await post('crm.agent', `${MESSAGES_API}/Threads`, {
      subject: 'Benefit question',
      memberId: memberId.toLowerCase(),
      recipients: ['crm.admin'],
      body: 'Can you check the dental benefit for this member?',
    });
    expect(created.statusCode, created.body).toBe(200);
    const thread = created.json<ThreadDetail>();
    expect(thread.thread).toMatchObject({ subject: 'Benefit question', memberId, channel: 'Messages', unreadCount: 0 });
    expect(thread.participants.map((p) => p.username).sort()).toEqual(['crm.admin', 'crm.agent']);
    const id = thread.thread.id;

    const before = await get('crm.admin', `${MESSAGES_API}/UnreadCount`);
    const opened = await get('crm.admin', `${MESSAGES_API}/Threads/${id}`);
    expect(opened.json<ThreadDetail>().messages).toMatchObject([{ senderUsername: 'crm.agent', unread: true }]);
    const read = await post('crm.admin', `${MESSAGES_API}/Threads/${id}/MarkRead`);
    expect(read.json<UnreadCount>().unreadThreads).toBe(before.json<UnreadCount>().unreadThreads - 1);

    const replied = await post('crm.admin', `${MESSAGES_API}/Threads/${id}/Reply`, {
      body: 'Covered: two cleanings a year.',
    });
    expect(replied.json<ThreadDetail>().messages).toHaveLength(2);
    const agentView = await get('crm.agent', `${MESSAGES_API}/Threads/${id}`);
    expect(agentView.json<ThreadDetail>().thread.unreadCount).toBe(1);

    const archived = await post('crm.admin', `${MESSAGES_API}/Threads/${id}/Archive`, { archived: true });
    expect(archived.json()).toMatchObject({ id, archived: true });
    const agentStill = await get('crm.agent', `${MESSAGES_API}/Threads/${id}`);
    expect(agentStill.json<ThreadDetail>().thread.archived).toBe(false);

    // care.provider holds Messages but takes no part: the thread is not found for them, and they cannot write in it.
    const bystander = await t.as('care.provider', { url: `${MESSAGES_API}/Threads/${id}` });
    expect([bystander.statusCode, bystander.json().message]).toEqual([404, M.threadNotFound]);
    expect((await post('care.provider', `${MESSAGES_API}/Threads/${id}/Reply`, { body: 'hi' })).statusCode).toBe(404);
    expect((await post('care.provider', `${MESSAGES_API}/Threads/${id}/MarkRead`)).statusCode).toBe(404);

    const audit = await rows<{ event_type: string; user_id: string }>(
      `select event_type, user_id from audit_events where item_id = $1 and event_type like 'Secure%' order by id`,
      [String(id)],
    );
    expect(audit.map((row) => `${row.user_id} ${row.event_type}`)).toEqual([
      'crm.agent SecureThreadCreated',
      'crm.admin SecureThreadRead',
      'crm.admin SecureMessageSent',
      'crm.admin SecureThreadArchived',
    ]);
    const reads = await rows<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'MemberDataRead' and item_id = $1`,
      [String(id)],
    );
    expect(reads[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('shows the member portal’s messages of a member the user writes about, through the CRM workspace', async () => {
    const withPortal = (
      await rows<{ m: string }>('select member_id as m from crm_portal_messages order by member_id limit 1')
    )[0]?.m;
    if (!withPortal) return;
    const url = `${MESSAGES_API}/MemberPortalMessages?memberId=${withPortal}`;
    expect((await t.as('crm.agent', { url })).statusCode).toBe(404);
    await post('crm.agent', `${MESSAGES_API}/Threads`, {
      subject: 'Portal follow-up',
      memberId: withPortal,
      includeMember: true,
      body: 'We received your portal message and will call you today.',
    });
    const list = await get('crm.agent', url);
    expect(list.statusCode).toBe(200);
    expect(list.json<PortalMessageList>().items.every((message) => message.memberId === withPortal)).toBe(true);
  });

  it('answers 400 with the messages and writes nothing', async () => {
    const base = { subject: 'Hello', recipients: ['crm.admin'], body: 'Text' };
    const before = (await rows<{ n: number }>('select count(*)::int as n from secure_message_threads'))[0]!.n;
    const cases: [object, string][] = [
      [{ ...base, subject: '  ' }, M.subjectRequired],
      [{ ...base, body: '   ' }, M.bodyRequired],
      [{ ...base, body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }, M.bodyTooLong],
      [{ ...base, recipients: [] }, M.recipientRequired],
      [{ ...base, recipients: [], includeMember: true }, M.memberNeededForPortal],
      [{ ...base, recipients: ['panel.manager'] }, M.recipientNotFound('panel.manager')],
      [{ ...base, memberId: 'M999999999' }, M.memberNotFound],
    ];
    for (const [payload, message] of cases) {
      const response = await post('crm.agent', `${MESSAGES_API}/Threads`, payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([
        400,
        message,
      ]);
    }
    const folder = await t.as('crm.agent', { url: `${MESSAGES_API}/Threads?folder=starred` });
    expect([folder.statusCode, folder.json().message]).toEqual([400, M.folderInvalid]);
    expect((await rows<{ n: number }>('select count(*)::int as n from secure_message_threads'))[0]!.n).toBe(before);
  });

  it('a colleague who may only read Messages reads what was sent to them: the badge clears and they can archive it', async () => {
    const [group] = await rows<{ id: number }>(
      `insert into groups (name, description) values ('Messages Readers', 'Read secure messages') returning id`,
    );
    const [user] = await rows<{ id: number }>(
      `insert into users (username, email, name, is_active) values ('msg.reader', 'reader@example.org', 'Rita Reader', true)
       returning id`,
    );
    await rows(`insert into module_grants (group_id, module_id, actions) values ($1, 59, '{read}')`, [group!.id]);
    await rows(`insert into user_groups (user_id, group_id) values ($1, $2)`, [user!.id, group!.id]);
    const created = await post('crm.agent', `${MESSAGES_API}/Threads`, {
      subject: 'For your information',
      recipients: ['msg.reader'],
      body: 'The member called back; nothing to do.',
    });
    expect(created.statusCode).toBe(200);
    const threadId = created.json<ThreadDetail>().thread.id;
    expect((await get('msg.reader', `${MESSAGES_API}/UnreadCount`)).json<UnreadCount>().unreadThreads).toBe(1);
    const read = await post('msg.reader', `${MESSAGES_API}/Threads/${threadId}/MarkRead`);
    expect(read.statusCode).toBe(200);
    expect((await get('msg.reader', `${MESSAGES_API}/UnreadCount`)).json<UnreadCount>().unreadThreads).toBe(0);
    const archived = await post('msg.reader', `${MESSAGES_API}/Threads/${threadId}/Archive`, { archived: true });
    expect([archived.statusCode, archived.json<{ archived: boolean }>().archived]).toEqual([200, true]);
    // Reading is not writing: no reply, no new thread.
    expect((await post('msg.reader', `${MESSAGES_API}/Threads/${threadId}/Reply`, { body: 'Thanks' })).statusCode).toBe(
      403,
    );
  });

  it('offers staff holding Messages as recipients; no.modules and panel managers are refused', async () => {
    const options = await get('crm.agent', `${MESSAGES_API}/Recipients?search=ca`);
    expect(options.json<RecipientOptions>().items.map((item) => item.username)).toEqual(
      expect.arrayContaining(['care.provider', 'crm.admin']),
    );
    expect(options.json<RecipientOptions>().items.map((item) => item.username)).not.toContain('crm.agent');
    for (const user of ['no.modules', 'panel.manager']) {
      expect((await t.as(user, { url: `${MESSAGES_API}/Threads` })).statusCode).toBe(403);
      expect((await t.as(user, { url: `${MESSAGES_API}/UnreadCount` })).statusCode).toBe(403);
      expect(
        (await post(user, `${MESSAGES_API}/Threads`, { subject: 'a', recipients: ['crm.admin'], body: 'b' }))
          .statusCode,
      ).toBe(403);
    }
  });
});
