import {
  CASE_TYPES,
  CASE_TYPE_NAMES,
  TASK_TYPES,
  WORKFLOW_TYPES,
  WORKFLOW_TYPE_NAMES,
  type CasePriority,
  type CaseType,
  type TaskType,
  type WorkflowType,
} from '@portal/contracts/crm-my-queue/crm-constants';
import { addWorkingHours } from '../platform/calendar/business-calendar.ts';
import type { Random } from './reference-random.ts';
import { CASE_SUBJECTS, TASKS_OF_WORKFLOW, WORKFLOW_OF_CASE, WORKFLOW_REASONS } from './crm-lists.ts';

/**
 * The demo's cases as plans: who owns each, how old it is, whether it is closed, its workflows and their tasks. The
 * first plans are crm.agent's queue, built so every one of its nine lists has items (urgent, within and exceeding SLA,
 * candidates to close, last updated by another user, recently closed and rejected tasks); the rest are random work of
 * the three demo CRM users spread over the last six weeks. Times are hours before the seeding; every SLA due time is
 * computed by the business calendar (addWorkingHours) from the created time.
 */

const HOUR = 3_600_000;
/** The case types agents open (campaign outreach cases are made by the campaigns themselves). */
const WORKED_CASE_TYPES = CASE_TYPE_NAMES.filter((type) => type !== 'Campaign Outreach');

export interface TaskPlan {
  type: TaskType;
  assignedTo: string;
  /** Hours after the workflow was created. */
  createdAfterHours: number;
  /** Open, or closed (Closed or Rejected) that many hours before the seeding. */
  state: { status: 'Open' | 'In Progress' } | { status: 'Closed' | 'Rejected'; closedAgoHours: number };
}

export interface WorkflowPlan {
  type: WorkflowType;
  reason: string;
  createdAfterHours: number;
  /** null while open. */
  closedAgoHours: number | null;
  openStatus: 'Open' | 'In Progress' | 'Escalated';
  tasks: TaskPlan[];
}

export interface CasePlan {
  owner: string;
  caseType: CaseType;
  subject: string;
  priority: CasePriority;
  ageHours: number;
  closedAgoHours: number | null;
  /** Last changed by this user (another than the owner), that many hours ago. */
  modifiedBy: { username: string; agoHours: number } | null;
  reopened: boolean;
  workflows: WorkflowPlan[];
}

export const DEMO_CRM_USERS = ['crm.agent', 'crm.admin', 'member.services'] as const;

function task(type: TaskType, assignedTo: string, state: TaskPlan['state'], createdAfterHours = 1): TaskPlan {
  return { type, assignedTo, createdAfterHours, state };
}

function workflow(
  random: Random,
  type: WorkflowType,
  closedAgoHours: number | null,
  tasks: TaskPlan[],
  openStatus: WorkflowPlan['openStatus'] = 'In Progress',
): WorkflowPlan {
  return {
    type,
    reason: random.pick(WORKFLOW_REASONS[type]),
    createdAfterHours: 0.5,
    closedAgoHours,
    openStatus,
    tasks,
  };
}

function plan(random: Random, caseType: CaseType, fields: Partial<CasePlan> & { ageHours: number }): CasePlan {
  return {
    owner: 'crm.agent',
    caseType,
    subject: random.pick(CASE_SUBJECTS[caseType]),
    priority: 'Normal',
    closedAgoHours: null,
    modifiedBy: null,
    reopened: false,
    workflows: [],
    ...fields,
  };
}

/** crm.agent's queue: three or more items in every list, in every state the queue distinguishes. */
function agentQueuePlans(random: Random): CasePlan[] {
  const agent = 'crm.agent';
  const plans: CasePlan[] = [];
  for (let n = 0; n < 4; n += 1) {
    // Urgent and within SLA, its workflow within SLA with an open task.
    plans.push(
      plan(random, 'Grievance', {
        priority: 'Urgent',
        ageHours: 1 + n,
        workflows: [workflow(random, 'PoaValidation', null, [task('Review Documents', agent, { status: 'Open' })])],
      }),
    );
    // Long past SLA: urgent by age; workflow exceeding with an open task exceeding its SLA.
    plans.push(
      plan(random, random.pick(['Claims Inquiry', 'PCP Change'] as const), {
        priority: n === 0 ? 'High' : 'Normal',
        ageHours: 24 * (12 + 3 * n),
        workflows: [
          workflow(random, n % 2 === 0 ? 'PcpChange' : 'MemberReimbursement', null, [
            task('Provider Outreach', agent, { status: 'Open' }),
            task('Follow-up Call', agent, { status: 'Closed', closedAgoHours: 24 * (8 + n) }, 2),
          ]),
        ],
      }),
    );
    // Workflow exceeding its SLA without open tasks (its tasks done, the workflow not closed yet).
    plans.push(
      plan(random, 'Demographic Update', {
        ageHours: 24 * (9 + n),
        workflows: [
          workflow(random, 'DemographicChange', null, [
            task('Verify Information', agent, { status: 'Closed', closedAgoHours: 24 * 5 + n }),
            task('Update Member Record', agent, { status: n === 1 ? 'Rejected' : 'Closed', closedAgoHours: 30 + n }, 3),
          ]),
        ],
      }),
    );
    // Within SLA without open tasks: a long-SLA workflow whose task was closed (or rejected) in the last days.
    plans.push(
      plan(random, 'Reimbursement', {
        ageHours: 2 + n,
        workflows: [
          workflow(random, 'MemberReimbursement', null, [
            task('Review Documents', agent, { status: n % 2 === 0 ? 'Closed' : 'Rejected', closedAgoHours: 1 }, 0.5),
          ]),
        ],
      }),
    );
    // Candidates to close: every workflow closed, no open task.
    plans.push(
      plan(random, random.pick(['Plan Materials', 'Supplemental Benefits'] as const), {
        ageHours: 24 * (2 + n),
        workflows: [
          workflow(random, n % 2 === 0 ? 'RequestPlanMaterial' : 'ProcessSSBCI', 20 + n, [
            task('Send Letter', agent, { status: 'Closed', closedAgoHours: 22 + n }),
          ]),
        ],
      }),
    );
    // Last updated by a different user (the supervisor or member services), within SLA.
    plans.push(
      plan(random, random.pick(['Appeal', 'Grievance'] as const), {
        ageHours: 3 + n,
        modifiedBy: { username: n % 2 === 0 ? 'crm.admin' : 'member.services', agoHours: 1 },
        workflows: [
          workflow(random, 'PoaValidation', null, [task('Supervisor Review', 'crm.admin', { status: 'Open' })]),
        ],
      }),
    );
    // Recently closed cases, one of them reopened before.
    plans.push(
      plan(random, random.pick(['General Inquiry', 'Benefits Question', 'Retention'] as const), {
        ageHours: 24 * (3 + n),
        closedAgoHours: 6 + 10 * n,
        reopened: n === 3,
      }),
    );
  }
  // Open tasks of other users' cases assigned to the agent, past their SLA.
  for (let n = 0; n < 3; n += 1)
    plans.push(
      plan(random, 'Supplemental Benefits', {
        owner: n === 0 ? 'crm.admin' : 'member.services',
        ageHours: 24 * (6 + n),
        workflows: [workflow(random, 'ProcessSSBCI', null, [task('Verify Information', agent, { status: 'Open' })])],
      }),
    );
  return plans;
}

/** Random work of the demo CRM users over the last six weeks: older cases mostly closed, recent ones mostly open. */
function randomPlan(random: Random): CasePlan {
  const caseType = random.pick(WORKED_CASE_TYPES);
  const owner = random.chance(0.5) ? 'crm.agent' : random.pick(DEMO_CRM_USERS);
  const ageHours = random.int(1, 24 * 42);
  const closeChance = ageHours > 24 * 14 ? 0.85 : ageHours > 24 * 3 ? 0.5 : 0.15;
  const closedAgoHours = random.chance(closeChance) ? random.int(0, Math.max(0, ageHours - 1)) : null;
  const usual = WORKFLOW_OF_CASE[caseType];
  const workflowType = random.chance(0.3) || usual === null ? random.pick(WORKFLOW_TYPE_NAMES) : usual;
  const hasWorkflow = usual !== null ? random.chance(0.8) : random.chance(0.3);
  const workflows: WorkflowPlan[] = [];
  if (hasWorkflow) {
    const workflowClosed = closedAgoHours !== null || random.chance(0.3);
    const workflowClosedAgo = workflowClosed
      ? Math.max(closedAgoHours ?? 0, random.int(closedAgoHours ?? 0, Math.max(closedAgoHours ?? 0, ageHours - 2)))
      : null;
    const tasks = TASKS_OF_WORKFLOW[workflowType].slice(0, random.int(1, 3)).map((type, index): TaskPlan => {
      const assignedTo = random.chance(0.8) ? owner : random.pick(DEMO_CRM_USERS);
      if (workflowClosedAgo === null && random.chance(0.6))
        return task(type, assignedTo, { status: 'Open' }, index + 1);
      const closedAgo = Math.max(workflowClosedAgo ?? 0, random.int(workflowClosedAgo ?? 0, Math.max(0, ageHours - 3)));
      return task(
        type,
        assignedTo,
        { status: random.chance(0.15) ? 'Rejected' : 'Closed', closedAgoHours: closedAgo },
        1,
      );
    });
    workflows.push(
      workflow(random, workflowType, workflowClosedAgo, tasks, random.pick(['Open', 'In Progress', 'Escalated'])),
    );
  }
  const other = random.chance(0.15) ? random.pick(DEMO_CRM_USERS.filter((user) => user !== owner)) : null;
  return plan(random, caseType, {
    owner,
    priority: random.chance(0.06) ? 'Urgent' : random.chance(0.2) ? 'High' : random.chance(0.85) ? 'Normal' : 'Low',
    ageHours,
    closedAgoHours,
    modifiedBy: other === null ? null : { username: other, agoHours: random.int(0, Math.min(ageHours, 48)) },
    reopened: closedAgoHours === null && random.chance(0.05),
    workflows,
  });
}

/** Every demo case's plan: crm.agent's queue first, then random work up to `count` cases. */
export function demoCasePlans(random: Random, count: number): CasePlan[] {
  const plans = agentQueuePlans(random);
  while (plans.length < count) plans.push(randomPlan(random));
  // Every workflow type at least once among the random work too.
  WORKFLOW_TYPE_NAMES.forEach((type, index) => {
    const target = plans[plans.length - 1 - index];
    const first = target?.workflows[0];
    if (first && first.type !== type) {
      first.type = type;
      first.reason = random.pick(WORKFLOW_REASONS[type]);
      first.tasks = first.tasks.map((planned, n) => ({ ...planned, type: TASKS_OF_WORKFLOW[type][n] ?? planned.type }));
    }
  });
  return plans;
}

/** The times of a plan's rows, from its "hours ago" and the business calendar. */
export function caseTimes(plan: CasePlan, now: Date) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const createdAt = ago(plan.ageHours);
  const closedAt = plan.closedAgoHours === null ? null : ago(plan.closedAgoHours);
  return {
    createdAt,
    closedAt,
    slaDueAt: addWorkingHours(createdAt, CASE_TYPES[plan.caseType].slaHours),
    modifiedAt: plan.modifiedBy ? ago(plan.modifiedBy.agoHours) : (closedAt ?? latest(plan, now, createdAt)),
  };
}

/** A case without another user's change was last touched when its last workflow or task was. */
function latest(plan: CasePlan, now: Date, createdAt: Date): Date {
  const agos = plan.workflows.flatMap((planned) => [
    planned.closedAgoHours,
    ...planned.tasks.map((t) => ('closedAgoHours' in t.state ? t.state.closedAgoHours : null)),
  ]);
  const closest = Math.min(...agos.filter((value): value is number => value !== null), plan.ageHours);
  return new Date(Math.max(createdAt.getTime(), now.getTime() - closest * HOUR));
}

export function workflowTimes(planned: WorkflowPlan, caseCreatedAt: Date, now: Date) {
  const createdAt = new Date(caseCreatedAt.getTime() + planned.createdAfterHours * HOUR);
  const closedAt = planned.closedAgoHours === null ? null : new Date(now.getTime() - planned.closedAgoHours * HOUR);
  return {
    createdAt,
    closedAt: closedAt && closedAt < createdAt ? createdAt : closedAt,
    slaDueAt: addWorkingHours(createdAt, WORKFLOW_TYPES[planned.type].slaHours),
  };
}

export function taskTimes(planned: TaskPlan, workflowCreatedAt: Date, now: Date) {
  const createdAt = new Date(
    Math.min(workflowCreatedAt.getTime() + planned.createdAfterHours * HOUR, now.getTime() - 60_000),
  );
  const closedAgo = 'closedAgoHours' in planned.state ? planned.state.closedAgoHours : null;
  const closedAt = closedAgo === null ? null : new Date(now.getTime() - closedAgo * HOUR);
  return {
    createdAt,
    closedAt: closedAt && closedAt < createdAt ? createdAt : closedAt,
    slaDueAt: addWorkingHours(createdAt, TASK_TYPES[planned.type].slaHours),
  };
}
