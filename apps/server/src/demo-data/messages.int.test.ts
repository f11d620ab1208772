import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AGENT_MEMBER_TOPICS, MEMBER_TOPICS, STAFF_TOPICS, type DemoTopic } from './messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface SeededMessage {
  threadId: number;
  includesMember: boolean;
  subject: string;
  senderKind: string;
  body: string;
}

const texts = (topics: readonly DemoTopic[]) => topics.flatMap((topic) => [topic.first, topic.reply, topic.followUp]);

describe('demo secure messages', () => {
  it('colleagues write to each other as colleagues, and members in their own voice', async () => {
    const { rows } = await t.database.pool.query<SeededMessage>(
      `select m.thread_id as "threadId", t.includes_member as "includesMember", t.subject,
              m.sender_kind as "senderKind", m.body
         from secure_messages m join secure_message_threads t on t.id = m.thread_id
        order by m.thread_id, m.sent_at`,
    );
    const staffOnly = rows.filter((row) => !row.includesMember);
    const withMember = rows.filter((row) => row.includesMember);
    expect(staffOnly.length).toBeGreaterThan(0);
    expect(withMember.length).toBeGreaterThan(0);

    // Between two staff members: staff texts only, never a member's words such as "I saw my A1c result".
    expect(staffOnly.every((row) => row.senderKind === 'Staff')).toBe(true);
    expect(staffOnly.map((row) => row.body).filter((body) => !texts(STAFF_TOPICS).includes(body))).toEqual([]);
    expect(staffOnly.filter((row) => /\bmy\b/i.test(row.body))).toEqual([]);
    expect(STAFF_TOPICS.map((topic) => topic.subject)).toEqual(
      expect.arrayContaining([...new Set(staffOnly.map((row) => row.subject))]),
    );

    // With a member: the member opens and answers, in the member's voice; staff reply.
    const memberTexts = texts([...MEMBER_TOPICS, ...AGENT_MEMBER_TOPICS]);
    expect(withMember.map((row) => row.body).filter((body) => !memberTexts.includes(body))).toEqual([]);
    for (const topic of [...MEMBER_TOPICS, ...AGENT_MEMBER_TOPICS]) {
      for (const row of withMember.filter((message) => message.body === topic.first || message.body === topic.followUp))
        expect(row.senderKind).toBe('Member');
      for (const row of withMember.filter((message) => message.body === topic.reply))
        expect(row.senderKind).toBe('Staff');
    }
  });

  it('the CRM agent answers members about benefits, claims, cards, rides and visits, and sends clinical questions to the care team', async () => {
    const { rows } = await t.database.pool.query<{ subject: string; body: string; sender: string | null }>(
      `select t.subject, m.body, m.sender_username as sender
         from secure_messages m join secure_message_threads t on t.id = m.thread_id
        where t.includes_member and t.channel = 'Messages'
          and exists (select 1 from secure_message_participants p where p.thread_id = t.id and p.username = 'crm.agent')`,
    );
    expect(new Set(rows.map((row) => row.subject))).toEqual(new Set(AGENT_MEMBER_TOPICS.map((topic) => topic.subject)));
    const agentReplies = rows.filter((row) => row.sender === 'crm.agent').map((row) => row.body);
    expect(agentReplies).toHaveLength(AGENT_MEMBER_TOPICS.length);
    // No dosing or medication advice from a call-centre agent.
    expect(agentReplies.filter((body) => /\b(puffs?|dose|dosing|mg|medication)\b/i.test(body))).toEqual([]);
    expect(agentReplies.some((body) => /care team/.test(body))).toBe(true);
  });

  it('sends every message in working hours on the plan’s clock (weekdays, 8 AM to 5 PM Pacific)', async () => {
    const { rows } = await t.database.pool.query<{ weekday: number; time: string }>(
      `select extract(isodow from sent_at at time zone 'America/Los_Angeles')::int as weekday,
              to_char(sent_at at time zone 'America/Los_Angeles', 'HH24:MI') as time
         from secure_messages`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.weekday > 5 || row.time < '08:00' || row.time > '17:00')).toEqual([]);
  });

  it('keeps the threads each demo user has: 20 in the Message Center, 20 in Messages', async () => {
    const { rows } = await t.database.pool.query<{ username: string; channel: string; threads: number }>(
      `select p.username, t.channel, count(*)::int as threads
         from secure_message_participants p join secure_message_threads t on t.id = p.thread_id
        where p.username in ('care.provider', 'crm.agent') and t.channel in ('CareOnDemand', 'Messages')
        group by p.username, t.channel`,
    );
    expect(rows).toContainEqual({ username: 'crm.agent', channel: 'Messages', threads: 20 });
    expect(rows).toContainEqual({ username: 'care.provider', channel: 'CareOnDemand', threads: 20 });
  });
});
