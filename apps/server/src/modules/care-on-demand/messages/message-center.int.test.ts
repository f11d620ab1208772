import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_MESSAGES_API, type PanelMemberOptions } from '@portal/contracts/care-on-demand/messages';
import {
  SECURE_MESSAGE_MESSAGES as M,
  type RecipientOptions,
  type ThreadDetail,
  type ThreadList,
  type UnreadCount,
} from '@portal/contracts/messages/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
/** A member of care.provider's panel, and one who is not. */
let own: string;
let other: string;

const post = (user: string, url: string, payload: object = {}) => t.as(user, { method: 'POST', url, payload });
const rows = async <T>(text: string) => (await t.database.pool.query(text)).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  const panelOf = `(select s.provider_id from panel_provider_settings s join users u on u.id = s.portal_user_id
    where u.username = 'care.provider')`;
  own = (
    await rows<{ m: string }>(
      `select member_id as m from members where pcp_provider_id = ${panelOf} order by member_id desc limit 1`,
    )
  )[0]!.m;
  other = (
    await rows<{ m: string }>(
      `select member_id as m from members where pcp_provider_id is distinct from ${panelOf} order by member_id limit 1`,
    )
  )[0]!.m;
});
afterAll(async () => t.close());

describe('Message Center: the provider writes to members of their panel and their care team', () => {
  it('lists the provider’s Message Center threads, unread first, with the badge count', async () => {
    const page = (await t.as('care.provider', { url: `${CARE_MESSAGES_API}/Threads?take=25` })).json<ThreadList>();
    expect(page.total).toBeGreaterThan(10);
    expect(page.items.every((row) => row.channel === 'CareOnDemand')).toBe(true);
    expect(page.items[0]!.unreadCount).toBeGreaterThan(0);
    const count = (await t.as('care.provider', { url: `${CARE_MESSAGES_API}/UnreadCount` })).json<UnreadCount>();
    expect(count.unreadThreads).toBe(page.unreadThreads);
  });

  it('composes to a panel member through the member portal; refuses a member of another panel', async () => {
    const members = (
      await t.as('care.provider', { url: `${CARE_MESSAGES_API}/PanelMembers?search=${own.slice(-4)}` })
    ).json<PanelMemberOptions>();
    expect(members.items.map((item) => item.memberId)).toContain(own);
    const sent = await post('care.provider', `${CARE_MESSAGES_API}/Threads`, {
      subject: 'Your visit summary',
      memberId: own,
      includeMember: true,
      body: 'Your visit summary is ready in the portal.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ThreadDetail>().thread).toMatchObject({
      channel: 'CareOnDemand',
      includesMember: true,
      memberId: own,
    });
    const refused = await post('care.provider', `${CARE_MESSAGES_API}/Threads`, {
      subject: 'Hello',
      memberId: other,
      includeMember: true,
      body: 'Hi',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.notOnPanel]);
    const notCareTeam = await post('care.provider', `${CARE_MESSAGES_API}/Threads`, {
      subject: 'Hello',
      recipients: ['crm.agent'],
      body: 'Hi',
    });
    expect([notCareTeam.statusCode, notCareTeam.json().message]).toEqual([400, M.recipientNotFound('crm.agent')]);
    const team = (await t.as('care.provider', { url: `${CARE_MESSAGES_API}/Recipients` })).json<RecipientOptions>();
    expect(team.items.map((item) => item.username)).not.toContain('crm.agent');
  });

  it('does not show a Messages thread in the Message Center; refuses no.modules and CRM agents', async () => {
    const staffThread = (
      await rows<{ id: number }>(`select t.id from secure_message_threads t join secure_message_participants p
        on p.thread_id = t.id and p.username = 'care.provider' where t.channel = 'Messages' limit 1`)
    )[0]!;
    expect((await t.as('care.provider', { url: `${CARE_MESSAGES_API}/Threads/${staffThread.id}` })).statusCode).toBe(
      404,
    );
    for (const user of ['no.modules', 'crm.agent']) {
      expect((await t.as(user, { url: `${CARE_MESSAGES_API}/Threads` })).statusCode).toBe(403);
      expect((await post(user, `${CARE_MESSAGES_API}/Threads`, { subject: 'a', body: 'b' })).statusCode).toBe(403);
    }
  });
});
