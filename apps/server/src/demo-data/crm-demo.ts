import { OUTBOUND_SURVEY_TYPES } from '@portal/contracts/crm-my-queue/cases';
import {
  DISENROLLMENT_CONTACT_OUTCOMES,
  DISENROLLMENT_REQUESTER_SOURCES,
  INTERACTION_OUTCOMES,
  WORKFLOW_TYPES,
} from '@portal/contracts/crm-my-queue/crm-constants';
import type { Db } from '../platform/db/client.ts';
import {
  crmCaseActions,
  crmCases,
  crmInteractionCases,
  crmInteractions,
  crmNotes,
  crmOutboundSurveys,
  crmTasks,
  crmWorkflowDiscards,
  crmWorkflows,
} from '../modules/crm-my-queue/crm.tables.ts';
import { crmMailRequests } from '../modules/crm-my-queue/crm-workspace.tables.ts';
import type { Random } from './reference-random.ts';
import { CASE_ACTIONS, CASE_NOTES, CRM_QUEUES } from './crm-lists.ts';
import { cycle } from './pick.ts';
import { caseTimes, taskTimes, workflowTimes, type CasePlan } from './crm-demo-cases.ts';
import { formData, type DemoMember, type DemoPcp } from './crm-demo-forms.ts';

/**
 * Writes the demo cases (crm-demo-cases.ts) with what hangs off them: the interactions they were opened in (calls with
 * their CTI ids, directions and outcomes, portal messages), their workflows with each type's form, tasks, notes,
 * actions taken, outbound surveys and plan-material mail requests.
 */

const HOUR = 3_600_000;
const AGENT_NAMES: Record<string, string> = {
  'crm.agent': 'Alex Agent',
  'crm.admin': 'Casey Admin',
  'member.services': 'Morgan Services',
};

const ctiId = (random: Random) =>
  `TD-${Array.from({ length: 12 }, () => '0123456789abcdef'[random.int(0, 15)]).join('')}`;

/** Inserts `rows` in chunks, returning the inserted ids in order. */
async function insertIds<T>(rows: T[], insert: (chunk: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500)
    ids.push(...(await insert(rows.slice(start, start + 500))).map((r) => r.id));
  return ids;
}

export async function writeDemoCases(
  db: Db,
  random: Random,
  plans: CasePlan[],
  members: DemoMember[],
  queueIds: Map<string, number>,
  reasonIds: number[],
  now: Date,
  pcps: readonly DemoPcp[],
): Promise<void> {
  const memberOf = (index: number) => cycle(members, index);
  const queueOf = (plan: CasePlan) => {
    const queue = CRM_QUEUES.find((entry) => entry.caseTypes.includes(plan.caseType));
    return queue ? (queueIds.get(queue.name) ?? null) : null;
  };

  // Interactions: the one each case was opened in, one follow-up for some, and calls that needed no case.
  const interactionRows: (typeof crmInteractions.$inferInsert)[] = [];
  const originOf: number[] = [];
  const followUpOf = new Map<number, number>();
  plans.forEach((plan, index) => {
    const member = memberOf(index);
    const times = caseTimes(plan, now);
    const portal = random.chance(0.12);
    const retention = plan.caseType === 'Retention';
    originOf[index] = interactionRows.length;
    interactionRows.push({
      memberId: member.memberId,
      ctiId: portal ? null : ctiId(random),
      direction: portal || random.chance(0.8) ? 'Inbound' : 'Outbound',
      interactionType: portal ? 'Portal Message' : 'Phone',
      outcome: 'Case Opened',
      phoneNumber: portal ? null : member.phone,
      agentName: AGENT_NAMES[plan.owner] ?? plan.owner,
      notes: `${plan.subject}.`,
      startedAt: new Date(times.createdAt.getTime() - 6 * 60_000),
      endedAt: new Date(times.createdAt.getTime() - 60_000),
      disenrollmentContactOutcome: retention ? 'Successful Contact' : null,
      disenrollmentRequesterSource: retention ? random.pick(DISENROLLMENT_REQUESTER_SOURCES) : null,
      disenrollmentReasonId: retention ? (reasonIds[random.int(0, reasonIds.length - 1)] ?? null) : null,
      createdBy: plan.owner,
      createdAt: new Date(times.createdAt.getTime() - 6 * 60_000),
      modifiedBy: plan.owner,
      modifiedAt: times.createdAt,
    });
    if (plan.ageHours > 24 && random.chance(0.35)) {
      const at = new Date(times.createdAt.getTime() + random.int(2, Math.min(plan.ageHours - 1, 24 * 7)) * HOUR);
      followUpOf.set(index, interactionRows.length);
      interactionRows.push({
        memberId: member.memberId,
        ctiId: ctiId(random),
        direction: random.chance(0.5) ? 'Inbound' : 'Outbound',
        interactionType: 'Phone',
        outcome: random.pick(['Resolved', 'Callback Scheduled', 'Left Voicemail', 'Transferred'] as const),
        phoneNumber: member.phone,
        agentName: AGENT_NAMES[plan.owner] ?? plan.owner,
        notes: 'Follow-up call about the open case.',
        startedAt: at,
        endedAt: new Date(at.getTime() + random.int(2, 15) * 60_000),
        createdBy: plan.owner,
        createdAt: at,
        modifiedBy: plan.owner,
        modifiedAt: at,
      });
    }
  });
  for (let n = 0; n < Math.ceil(plans.length / 2); n += 1) {
    const member = memberOf(random.int(0, members.length - 1));
    const user = random.pick(Object.keys(AGENT_NAMES));
    const at = new Date(now.getTime() - random.int(1, 24 * 42) * HOUR);
    const retention = random.chance(0.08);
    interactionRows.push({
      memberId: member.memberId,
      ctiId: ctiId(random),
      direction: random.chance(0.75) ? 'Inbound' : 'Outbound',
      interactionType: 'Phone',
      outcome: random.pick(INTERACTION_OUTCOMES.filter((outcome) => outcome !== 'Case Opened')),
      phoneNumber: member.phone,
      agentName: AGENT_NAMES[user] ?? user,
      notes: random.pick(['Benefit question answered.', 'Caller asked for claim status.', 'Address confirmed.']),
      startedAt: at,
      endedAt: new Date(at.getTime() + random.int(1, 20) * 60_000),
      disenrollmentContactOutcome: retention ? random.pick(DISENROLLMENT_CONTACT_OUTCOMES) : null,
      disenrollmentRequesterSource: retention ? random.pick(DISENROLLMENT_REQUESTER_SOURCES) : null,
      disenrollmentReasonId: retention ? (reasonIds[random.int(0, reasonIds.length - 1)] ?? null) : null,
      createdBy: user,
      createdAt: at,
      modifiedBy: user,
      modifiedAt: at,
    });
  }
  const interactionIds = await insertIds(interactionRows, (chunk) =>
    db.insert(crmInteractions).values(chunk).returning({ id: crmInteractions.id }),
  );

  const caseIds = await insertIds(plans, (chunk) =>
    db
      .insert(crmCases)
      .values(
        chunk.map((plan) => {
          const index = plans.indexOf(plan);
          const times = caseTimes(plan, now);
          return {
            memberId: memberOf(index).memberId,
            queueId: queueOf(plan),
            caseType: plan.caseType,
            subject: plan.subject,
            description: `${plan.subject} (reported by the member).`,
            priority: plan.priority,
            status: times.closedAt ? 'Closed' : plan.workflows.length > 0 ? 'Open' : random.pick(['Open', 'Pending']),
            isClosed: times.closedAt !== null,
            owner: plan.owner,
            originInteractionId: interactionIds[originOf[index] ?? -1] ?? null,
            reopenedCount: plan.reopened ? 1 : 0,
            slaDueAt: times.slaDueAt,
            createdBy: plan.owner,
            createdAt: times.createdAt,
            modifiedBy: plan.modifiedBy?.username ?? (times.closedAt ? plan.owner : plan.owner),
            modifiedAt: times.modifiedAt,
            closedBy: times.closedAt ? plan.owner : null,
            closedAt: times.closedAt,
          };
        }),
      )
      .returning({ id: crmCases.id }),
  );

  const links = plans.flatMap((_, index) => {
    const caseId = cycle(caseIds, index);
    const origin = interactionIds[originOf[index] ?? -1];
    const followUp = followUpOf.has(index) ? interactionIds[followUpOf.get(index) ?? -1] : undefined;
    return [origin, followUp]
      .filter((id): id is number => id !== undefined)
      .map((interactionId) => ({ interactionId, caseId }));
  });
  if (links.length > 0) await db.insert(crmInteractionCases).values(links);

  // Workflows and their tasks.
  const workflowRows: {
    row: typeof crmWorkflows.$inferInsert;
    createdAt: Date;
    planIndex: number;
    workflowIndex: number;
  }[] = [];
  plans.forEach((plan, index) => {
    const member = memberOf(index);
    const caseCreated = caseTimes(plan, now).createdAt;
    plan.workflows.forEach((planned, workflowIndex) => {
      const times = workflowTimes(planned, caseCreated, now);
      workflowRows.push({
        planIndex: index,
        workflowIndex,
        createdAt: times.createdAt,
        row: {
          memberId: member.memberId,
          caseId: cycle(caseIds, index),
          workflowType: planned.type,
          status: times.closedAt ? 'Closed' : planned.openStatus,
          reason: planned.reason,
          owner: plan.owner,
          formData: formData(planned.type, member, random, times.createdAt, pcps),
          slaDueAt: times.slaDueAt,
          escalatedTo: !times.closedAt && planned.openStatus === 'Escalated' ? 'crm.admin' : null,
          escalatedAt: !times.closedAt && planned.openStatus === 'Escalated' ? times.createdAt : null,
          createdBy: plan.owner,
          createdAt: times.createdAt,
          modifiedBy: plan.owner,
          modifiedAt: times.closedAt ?? times.createdAt,
          closedBy: times.closedAt ? plan.owner : null,
          closedAt: times.closedAt,
        },
      });
    });
  });
  const workflowIds = await insertIds(workflowRows, (chunk) =>
    db
      .insert(crmWorkflows)
      .values(chunk.map((entry) => entry.row))
      .returning({ id: crmWorkflows.id }),
  );
  const taskRows: (typeof crmTasks.$inferInsert)[] = [];
  workflowRows.forEach((entry, n) => {
    const planned = cycle(cycle(plans, entry.planIndex).workflows, entry.workflowIndex);
    for (const plannedTask of planned.tasks) {
      const times = taskTimes(plannedTask, entry.createdAt, now);
      taskRows.push({
        workflowId: cycle(workflowIds, n),
        caseId: entry.row.caseId,
        memberId: entry.row.memberId,
        taskType: plannedTask.type,
        status: plannedTask.state.status,
        description: `${plannedTask.type} for the ${WORKFLOW_TYPES[planned.type].label} workflow.`,
        assignedTo: plannedTask.assignedTo,
        slaDueAt: times.slaDueAt,
        createdBy: entry.row.owner,
        createdAt: times.createdAt,
        modifiedBy: plannedTask.assignedTo,
        modifiedAt: times.closedAt ?? times.createdAt,
        closedBy: times.closedAt ? plannedTask.assignedTo : null,
        closedAt: times.closedAt,
      });
    }
  });
  const taskIds = await insertIds(taskRows, (chunk) =>
    db.insert(crmTasks).values(chunk).returning({ id: crmTasks.id }),
  );

  // Notes, actions taken, outbound surveys, mail requests and discarded workflows.
  const noteRows: (typeof crmNotes.$inferInsert)[] = [];
  plans.forEach((plan, index) => {
    const created = caseTimes(plan, now).createdAt;
    for (let n = random.int(0, 2); n > 0; n -= 1)
      noteRows.push({
        itemKind: 'case',
        itemId: cycle(caseIds, index),
        note: random.pick(CASE_NOTES),
        createdBy: plan.owner,
        createdAt: new Date(created.getTime() + n * 30 * 60_000),
      });
  });
  workflowRows.forEach((entry, n) => {
    if (random.chance(0.5))
      noteRows.push({
        itemKind: 'workflow',
        itemId: cycle(workflowIds, n),
        note: random.pick(CASE_NOTES),
        createdBy: entry.row.owner,
        createdAt: entry.createdAt,
      });
  });
  taskRows.forEach((row, n) => {
    if (random.chance(0.3))
      noteRows.push({
        itemKind: 'task',
        itemId: cycle(taskIds, n),
        note: random.pick(CASE_NOTES),
        createdBy: row.assignedTo,
        createdAt: row.createdAt ?? now,
      });
  });
  if (noteRows.length > 0)
    await insertIds(noteRows, (chunk) => db.insert(crmNotes).values(chunk).returning({ id: crmNotes.id }));

  const actionRows = plans.flatMap((plan, index) =>
    Array.from({ length: random.int(0, 2) }, (_, n) => ({
      caseId: cycle(caseIds, index),
      action: random.pick(CASE_ACTIONS),
      createdBy: plan.owner,
      createdAt: new Date(caseTimes(plan, now).createdAt.getTime() + (n + 1) * 20 * 60_000),
    })),
  );
  if (actionRows.length > 0)
    await insertIds(actionRows, (chunk) =>
      db.insert(crmCaseActions).values(chunk).returning({ id: crmCaseActions.id }),
    );

  const surveyRows = plans.flatMap((plan, index) => {
    const times = caseTimes(plan, now);
    if (!times.closedAt || !random.chance(0.3)) return [];
    const satisfaction = random.chance(0.85) ? random.int(2, 5) : null;
    return [
      {
        caseId: cycle(caseIds, index),
        memberId: memberOf(index).memberId,
        surveyType: random.pick(OUTBOUND_SURVEY_TYPES.slice(0, 2)),
        answers: { 'Was your question answered?': satisfaction === null || satisfaction >= 3, Comments: 'Thank you.' },
        satisfaction,
        createdBy: plan.owner,
        createdAt: new Date(times.closedAt.getTime() + HOUR),
      },
    ];
  });
  if (surveyRows.length > 0) await db.insert(crmOutboundSurveys).values(surveyRows);

  const mailRows = workflowRows.flatMap((entry, n) => {
    if (entry.row.workflowType !== 'RequestPlanMaterial' || !entry.row.closedAt) return [];
    const member = memberOf(entry.planIndex);
    const form = entry.row.formData as { planMaterials: string[] };
    return [
      {
        memberId: member.memberId,
        memberEffectiveDate: member.effectiveDate,
        workflowId: cycle(workflowIds, n),
        planMaterials: form.planMaterials,
        address1: member.address1,
        city: member.city,
        state: member.state,
        zip: member.zip5,
        // Every other request also e-mailed to the member (the Communications Manager's E-mail Status lists them).
        email:
          n % 2 === 0
            ? `${member.firstName}.${member.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.org'
            : null,
        status: 'Sent',
        createdBy: entry.row.owner,
        createdAt: entry.row.closedAt,
      },
    ];
  });
  if (mailRows.length > 0) await db.insert(crmMailRequests).values(mailRows);

  const discards = Array.from({ length: 6 }, (_, n) => ({
    memberId: memberOf(n * 7).memberId,
    caseId: caseIds[n * 7] ?? null,
    workflowType: cycle(['PcpChange', 'DemographicChange', 'RequestPlanMaterial'] as const, n),
    discardedBy: n % 2 === 0 ? 'crm.agent' : 'member.services',
    discardedAt: new Date(now.getTime() - (n + 1) * 26 * HOUR),
  }));
  await db.insert(crmWorkflowDiscards).values(discards);
}
