import { NEXT_BEST_ACTIONS, type NextBestActionCode } from '@portal/contracts/crm-my-queue/member-workspace';
import type { Db } from '../platform/db/client.ts';
import {
  crmCallNotes,
  crmNextBestActions,
  crmPortalMessages,
  crmReminders,
  crmStickyNotes,
} from '../modules/crm-my-queue/crm-workspace.tables.ts';
import type { Random } from './reference-random.ts';
import { PORTAL_MESSAGES, PORTAL_REPLIES, REMINDER_NOTES, STICKY_NOTES } from './crm-lists.ts';
import type { DemoMember } from './crm-demo-forms.ts';
import { cycle } from './pick.ts';

/**
 * The member workspace's demo rows: sticky notes (an active one pops up when the member opens), next best actions,
 * the demo agents' reminders (some due, some upcoming, some done), member portal messages (some unread, some answered
 * in a portal-message interaction) and call notes of recent calls.
 */

const HOUR = 3_600_000;
const USERS = ['crm.agent', 'crm.admin', 'member.services'] as const;
const NBA_DETAILS: Record<NextBestActionCode, string> = {
  AWV: 'No annual wellness visit on record this year.',
  HRA: 'The yearly health risk assessment is due.',
  FLU: 'No flu shot claim this season.',
  MAMMO: 'Breast cancer screening gap (Star measure BCS).',
  A1C: 'No A1c result in the last 12 months.',
  EYE: 'Diabetic eye exam gap (Star measure EED).',
  ADH: 'Proportion of days covered below 80% for a maintenance drug.',
  OTC: 'The quarterly over-the-counter allowance is unused.',
  RIDE: 'Missed two appointments in the last quarter.',
  PORTAL: 'Not registered on the member portal.',
};

export async function writeDemoMemberWorkspace(
  db: Db,
  random: Random,
  members: DemoMember[],
  interactionOf: Map<string, number[]>,
  now: Date,
): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  // Sticky notes: the first members of the list (those the demo's cases name most) and every fifth one after.
  const stickyRows = members
    .filter((_, index) => index < 12 || index % 5 === 0)
    .flatMap((member, index) =>
      Array.from({ length: index % 3 === 0 ? 2 : 1 }, (_, n) => {
        const user = random.pick(USERS);
        const created = ago(random.int(24, 24 * 120));
        return {
          memberId: member.memberId,
          note: random.pick(STICKY_NOTES),
          active: n === 0 && index % 4 !== 3,
          createdBy: user,
          createdAt: created,
          modifiedBy: user,
          modifiedAt: created,
        };
      }),
    );
  if (stickyRows.length > 0) await db.insert(crmStickyNotes).values(stickyRows);

  // Next best actions: one to three open per member, and a completed one for some.
  const codes = Object.keys(NEXT_BEST_ACTIONS) as NextBestActionCode[];
  const nbaRows = members.flatMap((member, index) => {
    const start = random.int(0, codes.length - 1);
    return Array.from({ length: 1 + (index % 3) + (index % 4 === 0 ? 1 : 0) }, (_, n) => {
      const code = cycle(codes, start + n);
      const completed = n === 3;
      return {
        memberId: member.memberId,
        actionCode: code,
        title: NEXT_BEST_ACTIONS[code],
        description: NBA_DETAILS[code],
        priority: 1 + ((start + n) % 5),
        createdAt: ago(random.int(24, 24 * 60)),
        completedBy: completed ? random.pick(USERS) : null,
        completedAt: completed ? ago(random.int(1, 23)) : null,
      };
    });
  });
  for (let start = 0; start < nbaRows.length; start += 1000)
    await db.insert(crmNextBestActions).values(nbaRows.slice(start, start + 1000));

  // Reminders: crm.agent's own (two due, three upcoming, two done), a few for the others.
  const reminderRows = USERS.flatMap((user, u) =>
    Array.from({ length: u === 0 ? 7 : 3 }, (_, n) => {
      const member = cycle(members, u * 11 + n * 3);
      const dueHours = cycle(u === 0 ? [-3, -1, 4, 26, 70, -30, -50] : [-2, 20, -40], n);
      const done = u === 0 ? n >= 5 : n === 2;
      return {
        username: user,
        memberId: member.memberId,
        note: cycle(REMINDER_NOTES, n + u),
        remindAt: new Date(now.getTime() + dueHours * HOUR),
        createdAt: ago(72 + n),
        completedAt: done ? ago(1 + n) : null,
      };
    }),
  );
  await db.insert(crmReminders).values(reminderRows);

  // Portal messages: for every fourth member, one to three from the member, some answered, the newest often unread.
  const messageRows = members
    .filter((_, index) => index % 4 === 1 || index < 6)
    .flatMap((member) => {
      const interactions = interactionOf.get(member.memberId) ?? [];
      return Array.from({ length: random.int(1, 3) }, (_, n) => {
        const message = random.pick(PORTAL_MESSAGES);
        const sent = ago(random.int(2, 24 * 30) + n * 24);
        const unread = n === 0 && random.chance(0.6);
        const reader = random.pick(USERS);
        const rows: (typeof crmPortalMessages.$inferInsert)[] = [
          {
            memberId: member.memberId,
            interactionId: unread ? null : (interactions[n] ?? null),
            category: message.category,
            subject: message.subject,
            body: message.body,
            direction: 'FromMember',
            createdAt: sent,
            readAt: unread ? null : new Date(sent.getTime() + HOUR),
            readBy: unread ? null : reader,
          },
        ];
        if (!unread && random.chance(0.6))
          rows.push({
            memberId: member.memberId,
            interactionId: interactions[n] ?? null,
            category: message.category,
            subject: `RE: ${message.subject}`,
            body: random.pick(PORTAL_REPLIES),
            direction: 'ToMember',
            createdAt: new Date(sent.getTime() + 2 * HOUR),
            readAt: null,
            readBy: null,
          });
        return rows;
      }).flat();
    });
  if (messageRows.length > 0) await db.insert(crmPortalMessages).values(messageRows);
}

/** Call notes of the agents' recent calls, keyed by the calls' CTI ids. */
export async function writeDemoCallNotes(
  db: Db,
  calls: { ctiId: string; agentName: string; createdBy: string }[],
  now: Date,
): Promise<void> {
  const rows = calls.slice(0, 40).map((call, n) => ({
    talkdeskId: call.ctiId,
    notes: n % 2 === 0 ? 'Caller verified with date of birth and address.' : 'Explained next steps; member satisfied.',
    agentName: call.agentName,
    userId: call.createdBy,
    updatedAt: new Date(now.getTime() - (n + 1) * HOUR),
  }));
  if (rows.length > 0) await db.insert(crmCallNotes).values(rows);
}
