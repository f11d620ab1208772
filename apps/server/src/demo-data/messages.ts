import type { Database } from '../platform/db/client.ts';
import { cycle } from './pick.ts';

/** What members and staff write about (synthetic). */
const TOPICS: { subject: string; first: string; reply: string }[] = [
  {
    subject: 'Blood pressure readings',
    first: 'My home readings this week were around 150/95 in the mornings. Should I change anything?',
    reply: 'Thank you for sending these. Please keep taking your medication and we will review them at your visit.',
  },
  {
    subject: 'Refill request',
    first: 'I have five days of my metformin left. Can the refill be sent to my usual pharmacy?',
    reply: 'The refill has been sent to your pharmacy on file. It should be ready tomorrow.',
  },
  {
    subject: 'Lab results question',
    first: 'I saw my A1c result in the portal. What does 7.4 mean for me?',
    reply: 'It is a little above our goal of 7. We will talk about diet and medication options at your follow-up.',
  },
  {
    subject: 'Follow-up after the video visit',
    first: 'Thank you for the visit. The new inhaler is helping; is it fine to use it before walking?',
    reply: 'Yes, two puffs 15 minutes before walking is fine. Message us if you need it more than twice a day.',
  },
  {
    subject: 'Transportation to appointment',
    first: 'I need a ride to my cardiology appointment next Tuesday. Can the plan arrange it?',
    reply: 'I have booked the transportation benefit for you; the driver will call the day before.',
  },
  {
    subject: 'Care plan update',
    first: 'The member was discharged on Monday; the care plan needs the new medication list.',
    reply: 'Updated the care plan with the discharge medications; a follow-up call is scheduled for Friday.',
  },
];

const HOUR = 3_600_000;

/**
 * Secure-message demo threads: 20 in care.provider's Message Center with members of their panel (the member takes part
 * through the member portal), and 20 in crm.agent's Messages with crm.admin, care.provider and members; the newest few
 * of each have a message the user has not read.
 */
export async function seedMessages(database: Database): Promise<void> {
  const { pool } = database;
  const users = new Map(
    (
      await pool.query<{ username: string; name: string }>(
        `select username, name from users where username in ('care.provider', 'crm.agent', 'crm.admin')`,
      )
    ).rows.map((row) => [row.username, row.name]),
  );
  if (users.size < 3) return;
  const panel = (
    await pool.query<{ memberId: string; name: string }>(
      `select m.member_id as "memberId", m.full_name as name from members m
       join panel_provider_settings s on s.provider_id = m.pcp_provider_id
       join users u on u.id = s.portal_user_id and u.username = 'care.provider'
       order by m.member_id limit 20`,
    )
  ).rows;
  const others = (
    await pool.query<{ memberId: string; name: string }>(
      `select member_id as "memberId", full_name as name from members order by member_id offset 200 limit 20`,
    )
  ).rows;
  const now = Date.now();
  const threads: {
    owner: string;
    other: string | null;
    channel: string;
    member: { memberId: string; name: string } | undefined;
    includesMember: boolean;
  }[] = [
    ...panel.map((member) => ({
      owner: 'care.provider',
      other: null,
      channel: 'CareOnDemand',
      member,
      includesMember: true,
    })),
    ...Array.from({ length: 20 }, (_, n) => ({
      owner: 'crm.agent',
      other: n % 3 === 2 ? null : n % 3 === 0 ? 'crm.admin' : 'care.provider',
      channel: 'Messages',
      member: others[n],
      includesMember: n % 3 === 2,
    })),
  ];
  for (const [n, thread] of threads.entries()) {
    const topic = cycle(TOPICS, n);
    const index = n % 20;
    const startedAt = new Date(now - (index * 30 + 3) * HOUR);
    const repliedAt = new Date(startedAt.getTime() + 2 * HOUR);
    const lastAt = new Date(repliedAt.getTime() + HOUR);
    // The newest five threads of each user end with a message the user has not read.
    const unread = index < 5;
    const fromMember = thread.includesMember;
    const otherName = thread.other ? (users.get(thread.other) ?? thread.other) : null;
    const ownerName = users.get(thread.owner) ?? thread.owner;
    const { rows } = await pool.query<{ id: number }>(
      `insert into secure_message_threads (subject, channel, member_id, includes_member, created_by, created_at, last_message_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        topic.subject,
        thread.channel,
        thread.member?.memberId ?? null,
        thread.includesMember,
        fromMember ? thread.owner : (thread.other ?? thread.owner),
        startedAt,
        lastAt,
      ],
    );
    const threadId = rows[0]?.id;
    if (threadId === undefined) continue;
    const lastReadAt = unread ? repliedAt : lastAt;
    await pool.query(
      `insert into secure_message_participants (thread_id, username, last_read_at, archived, added_at)
       select $1, username, read_at, archived, $2 from unnest($3::text[], $4::timestamptz[], $5::boolean[]) as p(username, read_at, archived)`,
      [
        threadId,
        startedAt,
        thread.other ? [thread.owner, thread.other] : [thread.owner],
        thread.other ? [lastReadAt, lastAt] : [lastReadAt],
        // The oldest two threads of each user are archived.
        thread.other ? [index >= 18, false] : [index >= 18],
      ],
    );
    const firstSender = fromMember
      ? { kind: 'Member', username: null, name: thread.member?.name ?? 'Member' }
      : { kind: 'Staff', username: thread.other, name: otherName ?? ownerName };
    const messages = [
      { ...firstSender, body: topic.first, at: startedAt },
      { kind: 'Staff', username: thread.owner, name: ownerName, body: topic.reply, at: repliedAt },
      { ...firstSender, body: 'Thank you. One more question: is there anything I should do before then?', at: lastAt },
    ];
    await pool.query(
      `insert into secure_messages (thread_id, sender_kind, sender_username, sender_name, body, sent_at)
       select $1, kind, username, name, body, at
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) as m(kind, username, name, body, at)`,
      [
        threadId,
        messages.map((message) => message.kind),
        messages.map((message) => message.username),
        messages.map((message) => message.name),
        messages.map((message) => message.body),
        messages.map((message) => message.at),
      ],
    );
  }
}
