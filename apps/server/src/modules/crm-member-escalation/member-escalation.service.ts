import { sql } from 'drizzle-orm';
import {
  MEMBER_ESCALATION_MESSAGES as M,
  MEMBER_ESCALATION_MODULE_ID,
  type CreateMemberEscalationInput,
  type MemberEscalation,
  type MemberEscalationList,
  type MemberEscalationsQuery,
  type ResolveMemberEscalationInput,
  type UpdateMemberEscalationInput,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors/errors.ts';
import { listPage } from '../../platform/db/list-page.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import { activeUserName, escalatedWorkflowsSince } from '../crm-my-queue/escalations.service.ts';
import * as repository from './member-escalation.repository.ts';
import { crmMemberEscalations } from './member-escalation.tables.ts';

/**
 * CRM > Member Escalation (module 131): the escalations of members, raised by agents (CreateMemberEscalation) or
 * escalated as workflows in My Queue, and their handling: assigned, worked, resolved with a resolution note. Each
 * change is made at the version read and audited with the escalation before and after, in one transaction.
 */

/**
 * Takes in the workflows escalated in My Queue since the last one taken in, so the list, its filters and its paging are
 * one query of this module's table. Idempotent: a workflow escalation is one row (workflow and time of escalation).
 */
async function takeInEscalatedWorkflows(db: Db): Promise<void> {
  const since = await repository.latestWorkflowEscalation(db);
  const escalated = await escalatedWorkflowsSince(db, since);
  await repository.insertWorkflowEscalations(
    db,
    escalated.map((workflow) => ({
      workflowId: workflow.workflowId,
      workflowType: workflow.workflowType,
      memberId: workflow.memberId,
      reason: workflow.reason,
      raisedBy: workflow.escalatedBy,
      assignedTo: workflow.escalatedTo,
      escalatedAt: workflow.escalatedAt,
    })),
  );
}

export async function memberEscalations(db: Db, query: MemberEscalationsQuery): Promise<MemberEscalationList> {
  const source = repository.ESCALATIONS_SOURCE;
  const where = compileFilter(query.$filter, source.fields);
  const orderBy = compileOrderBy(query.$orderby, source.fields, source.defaultOrder, source.tieBreaker);
  await takeInEscalatedWorkflows(db);
  const page = await listPage(db, source, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: true,
  });
  return { items: page.rows as MemberEscalation[], total: page.count ?? 0 };
}

async function current(db: DbOrTx, id: number): Promise<MemberEscalation> {
  const row = await repository.escalationById(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The escalation at the version read, locked; `by` is who is writing. */
async function lockEscalation(
  tx: DbOrTx,
  target: { id: number; version: number; by: string },
): Promise<MemberEscalation> {
  try {
    await lockAtVersion(tx, crmMemberEscalations, target);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(M.notFound);
    throw error;
  }
  return current(tx, target.id);
}

const audit = (tx: DbOrTx, actor: Actor, eventType: string, before: MemberEscalation | null, after: MemberEscalation) =>
  recordAudit(tx, actor, {
    eventType,
    itemId: after.memberId,
    moduleId: MEMBER_ESCALATION_MODULE_ID,
    details: { escalationId: after.id, before, after },
  });

export async function createMemberEscalation(
  db: Db,
  pool: Queryable,
  actor: Actor,
  input: Required<CreateMemberEscalationInput>,
): Promise<MemberEscalation> {
  const [member] = await membersByIds(pool, [input.memberId]);
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
  return db.transaction(async (tx) => {
    const id = await repository.insertAgentEscalation(tx, { ...input, username: actor.user.username });
    const after = await current(tx, id);
    await audit(tx, actor, 'CrmMemberEscalationRaised', null, after);
    return after;
  });
}

export async function updateMemberEscalation(
  db: Db,
  actor: Actor,
  input: UpdateMemberEscalationInput,
): Promise<MemberEscalation> {
  return db.transaction(async (tx) => {
    const before = await lockEscalation(tx, { id: input.id, version: input.version, by: actor.user.username });
    if (before.status === 'Resolved') throw badRequest(M.alreadyResolved);
    const assignee =
      input.assignedTo === null || input.assignedTo === '' ? null : await activeUserName(tx, input.assignedTo);
    if (assignee === undefined) throw badRequest(M.assigneeUnknown);
    await repository.changeEscalation(tx, input.id, {
      assignedTo: assignee,
      status: input.status,
      modifiedBy: actor.user.username,
    });
    const after = await current(tx, input.id);
    await audit(tx, actor, 'CrmMemberEscalationUpdated', before, after);
    return after;
  });
}

export async function resolveMemberEscalation(
  db: Db,
  actor: Actor,
  input: ResolveMemberEscalationInput,
): Promise<MemberEscalation> {
  return db.transaction(async (tx) => {
    const before = await lockEscalation(tx, { id: input.id, version: input.version, by: actor.user.username });
    if (before.status === 'Resolved') throw badRequest(M.alreadyResolved);
    await repository.changeEscalation(tx, input.id, {
      status: 'Resolved',
      resolutionNote: input.resolutionNote,
      resolvedBy: actor.user.username,
      resolvedAt: sql`now()`,
      modifiedBy: actor.user.username,
    });
    const after = await current(tx, input.id);
    await audit(tx, actor, 'CrmMemberEscalationResolved', before, after);
    return after;
  });
}
