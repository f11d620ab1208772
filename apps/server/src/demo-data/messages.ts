import type { Database } from '../platform/db/client.ts';
import { losAngelesWallClock } from '@portal/contracts/platform/rules/dates';
import { isWorkingDay, previousWorkingDay, workingDayAt } from './care-on-demand-schedule.ts';
import { cycle } from './pick.ts';

/** A demo conversation: the first message, the reply of the thread's owner and the first writer's answer. */
export interface DemoTopic {
  subject: string;
  first: string;
  reply: string;
  followUp: string;
}

/** What members write to their care team about, in their own voice, and the care provider's reply (synthetic). */
export const MEMBER_TOPICS: readonly DemoTopic[] = [
  {
    subject: 'Blood pressure readings',
    first: 'My home readings this week were around 150/95 in the mornings. Should I change anything?',
    reply: 'Thank you for sending these. Please keep taking your medication and we will review them at your visit.',
    followUp: 'Thank you. Should I keep checking every morning until the visit?',
  },
  {
    subject: 'Refill request',
    first: 'I have five days of my metformin left. Can the refill be sent to my usual pharmacy?',
    reply: 'The refill has been sent to your pharmacy on file. It should be ready tomorrow.',
    followUp: 'Thank you. Can future refills be sent there automatically?',
  },
  {
    subject: 'Lab results question',
    first: 'I saw my A1c result in the portal. What does 7.4 mean for me?',
    reply: 'It is a little above our goal of 7. We will talk about diet and medication options at your follow-up.',
    followUp: 'Thank you. Is there anything I should change before the follow-up?',
  },
  {
    subject: 'Follow-up after the video visit',
    first: 'Thank you for the visit. The new inhaler is helping; is it fine to use it before walking?',
    reply: 'Yes, two puffs 15 minutes before walking is fine. Message us if you need it more than twice a day.',
    followUp: 'Thank you. I will let you know if I need it more often.',
  },
  {
    subject: 'Transportation to appointment',
    first: 'I need a ride to my cardiology appointment next Tuesday. Can the plan arrange it?',
    reply: 'I have booked the transportation benefit for you; the driver will call the day before.',
    followUp: 'Thank you. Can the driver also take me home afterwards?',
  },
  {
    subject: 'Rescheduling my appointment',
    first: 'I cannot make my appointment on Thursday morning. Is there an opening later in the week?',
    reply: 'I moved your appointment to Friday at 2:30 PM. You will get a reminder the day before.',
    followUp: 'Friday works for me. Do I need to bring anything?',
  },
];

/**
 * What members ask the call centre about (benefits, claims, ID cards, rides, appointments) and the CRM agent's answer
 * (synthetic). A call-centre agent does not give clinical advice: a question about a medicine goes to the care team.
 */
export const AGENT_MEMBER_TOPICS: readonly DemoTopic[] = [
  {
    subject: 'Dental cleanings',
    first: 'Does my plan cover two dental cleanings a year? My dentist asked before booking the next one.',
    reply:
      'Yes, your plan covers two preventive cleanings a year at an in-network dentist with no copay. I can send you the list of network dentists near you.',
    followUp: 'Thank you. Please send the list; I am not sure my dentist is in the network.',
  },
  {
    subject: 'Bill from a specialist visit',
    first: 'I got a bill from the dermatologist for my visit last month. Was the claim sent to the plan?',
    reply:
      'I found the claim: the plan paid it last week and your share is the $20 specialist copay. I asked the office to send you a corrected statement.',
    followUp: 'Thank you. Should I pay the $20 now or wait for the new statement?',
  },
  {
    subject: 'Replacement ID card',
    first: 'I lost my member ID card. Can you send me a new one?',
    reply:
      'I ordered a new card to your address on file; it arrives in 7 to 10 days. Until then you can show the digital card in the member portal.',
    followUp: 'Thank you. Where in the portal do I find the digital card?',
  },
  {
    subject: 'Ride to my appointment',
    first: 'I need a ride to my cardiology appointment next Tuesday. Can the plan arrange it?',
    reply:
      'I booked a ride with your transportation benefit for Tuesday; the driver will call the day before with the pickup time.',
    followUp: 'Thank you. Can the driver also take me home afterwards?',
  },
  {
    subject: 'Appointment with a cardiologist',
    first: 'My doctor said I should see a cardiologist. How do I get an appointment?',
    reply:
      'Your referral to cardiology is approved. I booked the first visit for the 14th at 10:00 AM and sent the address to your portal inbox.',
    followUp: 'Thank you. Do I need to bring anything to the visit?',
  },
  {
    subject: 'Question about my inhaler',
    first: 'The new inhaler is helping. Is it fine to use it before I go walking?',
    reply:
      "Thank you for letting us know. Questions about how to use a medicine are for your care team, so I passed your message to the nurse at your doctor's office; they will answer within one business day.",
    followUp: 'Thank you. I will wait to hear from the nurse.',
  },
];

/** What colleagues write to each other about: a member's case, a schedule, a referral (synthetic). */
export const STAFF_TOPICS: readonly DemoTopic[] = [
  {
    subject: 'Care plan update',
    first: 'The member was discharged on Monday; the care plan needs the new medication list.',
    reply: 'Updated the care plan with the discharge medications; a follow-up call is scheduled for Friday.',
    followUp: 'Thanks. Please note the outcome of the call on the case so it can be reviewed on Monday.',
  },
  {
    subject: 'Cardiology referral approved',
    first:
      'The cardiology referral for this member was approved this morning. Could you call them to book the first visit?',
    reply: 'Called the member; the first visit is booked for the 14th at 10:00 AM and transportation is arranged.',
    followUp: 'Thank you. The appointment is now on the case as well.',
  },
  {
    subject: 'Callback coverage next Thursday',
    first: 'I am out next Thursday afternoon. Could you cover the scheduled callbacks for this member that day?',
    reply: 'Yes, I will take the Thursday callbacks. Please leave notes on the open case before you go.',
    followUp: 'Done, the notes are on the case. Thanks for covering.',
  },
  {
    subject: 'Diabetes education call',
    first: 'The latest A1c for this member is above goal. Could you schedule a diabetes education call?',
    reply: 'Scheduled the education call for Wednesday and sent the member a reminder through the portal.',
    followUp: 'Thanks. The medication list will be reviewed before the call.',
  },
  {
    subject: 'Transportation for a specialist visit',
    first: 'The member needs a ride to a cardiology appointment next Tuesday. Can you book the transportation benefit?',
    reply: 'Booked; the driver will call the member the day before to confirm the pickup time.',
    followUp: 'Thank you, it is noted on the case.',
  },
  {
    subject: 'Missed follow-up visit',
    first: 'The member missed the follow-up visit yesterday. Could you reach out and reschedule?',
    reply: 'Left a voicemail and sent a portal message; I will try again tomorrow morning.',
    followUp: 'Thanks. If you reach them, please offer a video visit as well.',
  },
];

const HOUR = 3_600_000;

/** When a demo thread's three messages were sent: the first, the owner's reply two hours later, the answer an hour on. */
export interface DemoThreadTimes {
  startedAt: Date;
  repliedAt: Date;
  lastAt: Date;
}

/**
 * The demo threads' times as of `now`, newest first: one conversation a working day, going back from the latest one
 * whose three messages are all sent by `now`, each in working hours on the plan's clock (the demo visits' rule,
 * `care-on-demand-schedule.ts`: Monday to Friday, starting 8 to 9:30 AM, so the answer is sent by 12:30 PM), whatever
 * hour the demo starts.
 */
export function demoThreadTimes(now: Date, count: number): DemoThreadTimes[] {
  const timesOn = (day: string, index: number): DemoThreadTimes => {
    const startedAt = workingDayAt(day, 8 * 60 + (index % 4) * 30);
    return {
      startedAt,
      repliedAt: new Date(startedAt.getTime() + 2 * HOUR),
      lastAt: new Date(startedAt.getTime() + 3 * HOUR),
    };
  };
  const today = losAngelesWallClock(now).date;
  let day = isWorkingDay(today) ? today : previousWorkingDay(today);
  if (timesOn(day, 0).lastAt.getTime() > now.getTime()) day = previousWorkingDay(day);
  const times: DemoThreadTimes[] = [];
  for (let index = 0; index < count; index++) {
    times.push(timesOn(day, index));
    day = previousWorkingDay(day);
  }
  return times;
}

/**
 * Secure-message demo threads: 20 in care.provider's Message Center with members of their panel (the member takes part
 * through the member portal), and 20 in crm.agent's Messages with crm.admin, care.provider and members; the newest few
 * of each have a message the user has not read. The messages are sent in working hours (`demoThreadTimes`).
 */
export async function seedMessages(database: Database, now: Date = new Date()): Promise<void> {
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
  const conversations = demoThreadTimes(now, 20);
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
    // Members write in their own voice; colleagues write to each other about a member's case. The CRM agent's members
    // ask the call centre (one topic each), the care provider's members ask their care team.
    const index = n % 20;
    const topic = !thread.includesMember
      ? cycle(STAFF_TOPICS, n)
      : thread.owner === 'crm.agent'
        ? cycle(AGENT_MEMBER_TOPICS, Math.floor(index / 3))
        : cycle(MEMBER_TOPICS, n);
    const conversation = conversations[index];
    if (!conversation) continue;
    const { startedAt, repliedAt, lastAt } = conversation;
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
      { ...firstSender, body: topic.followUp, at: lastAt },
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
