import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CASE_MESSAGES as M,
  type addActionTakenToCaseSchema,
  type addNoteToCaseSchema,
  type CaseAction,
  type CaseDetail,
  type createCaseSchema,
  type createOutboundSurveySchema,
  type CrmCase,
  type OutboundSurvey,
  type reassignCaseSchema,
  type switchCaseClosedSchema,
} from '@portal/contracts/crm-my-queue/cases';
import type { CrmNote } from '@portal/contracts/crm-my-queue/workflow-common';
import { CASE_TYPES, type CaseType } from '@portal/contracts/crm-my-queue/crm-constants';
import { MODULES } from '@portal/contracts/platform/modules';
import { can } from '../../platform/access/current-user.ts';
import { recordAudit, recordReadAudit, type Actor } from '../../platform/audit/audit.ts';
import { MEMBER_DATA_READ_EVENT } from '../../platform/audit/read-audit.ts';
import { addWorkingHours } from '../../platform/calendar/business-calendar.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { lockAtVersion, updateAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors/errors.ts';
import type { Queryable } from '../../platform/reference/reference.service.ts';
import { memberExists } from '../patient-360/member-record.service.ts';
import { assignNext } from './assignment.service.ts';
import { autoAssignQueueOf } from './queue-config.service.ts';
import { crmCases } from './crm.tables.ts';
import * as repository from './cases.repository.ts';

/**
 * Cases (spec §3, §4, §7): created for a member (owned by the creator, or round-robin in a queue), closed and reopened
 * by a switch (never closed while a workflow of the case is open), reassigned (an agent only their own cases, a
 * supervisor any), given notes and actions taken, and surveyed. Every write is one transaction with its audit row
 * (before and after); changes carry the version read (stale: 409).
 */

/** The CRM's My Queue module (49): its actions decide who may do what; `admin` is the supervisor. */
export const CRM_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-my-queue')?.id ?? 49;

export const isSupervisor = (actor: Actor): boolean => can(actor.user, CRM_MODULE_ID, 'admin');

/** The data a CRM service works on: drizzle, and the pool the platform's reference reads take. */
export interface CrmDatabase {
  db: Db;
  pool: Queryable;
}

/** The read's audit row naming the member, for reads whose query names a case or an interaction, not the member. */
export const auditMemberRead = (
  db: DbOrTx,
  actor: Actor,
  route: string,
  memberId: string | null,
  details: Record<string, unknown>,
): Promise<void> =>
  recordReadAudit(db, actor, {
    eventType: MEMBER_DATA_READ_EVENT,
    itemId: memberId,
    moduleId: CRM_MODULE_ID,
    details: { route, ...details },
  });

/** The member check of the CRM's reads and writes is the member record's (an index probe, not the member's row). */
export { memberExists };

export async function memberCases(
  database: CrmDatabase,
  query: { memberId: string; $skip: number; $top: number },
): Promise<{ items: CrmCase[]; total: number }> {
  const [exists, page] = await Promise.all([
    memberExists(database.db, query.memberId),
    repository.casesOfMember(database.db, query),
  ]);
  if (!exists) throw notFound(M.memberNotFound);
  return page;
}

export async function caseDetail(db: DbOrTx, id: number): Promise<CaseDetail> {
  const [found, notes, actionsTaken, interactionIds, openWorkflowCount] = await Promise.all([
    repository.caseById(db, id),
    repository.notesOfCase(db, id),
    repository.actionsOfCase(db, id),
    repository.interactionIdsOfCase(db, id),
    repository.openWorkflowCount(db, id),
  ]);
  if (!found) throw notFound(M.caseNotFound);
  return { ...found, notes, actionsTaken, interactionIds, openWorkflowCount };
}

async function caseAfterWrite(tx: DbOrTx, id: number): Promise<CrmCase> {
  const row = await repository.caseById(tx, id);
  if (!row) throw new Error('the case written was not read back');
  return row;
}

const audit = (tx: DbOrTx, actor: Actor, eventType: string, caseId: number, details: Record<string, unknown>) =>
  recordAudit(tx, actor, { eventType, itemId: caseId, moduleId: CRM_MODULE_ID, details });

/** The SLA due time of a case of this type opened at `from`: its working hours on the business calendar. */
export const caseSlaDueAt = (caseType: CaseType, from: Date): Date =>
  addWorkingHours(from, CASE_TYPES[caseType].slaHours);

export async function createCase(
  database: CrmDatabase,
  actor: Actor,
  input: z.output<typeof createCaseSchema>,
): Promise<CrmCase> {
  if (!(await memberExists(database.db, input.memberId))) throw badRequest(M.memberNotFound);
  return database.db.transaction(async (tx) => {
    if (input.interactionId !== undefined) {
      const interaction = await repository.interactionMember(tx, input.interactionId);
      if (!interaction) throw badRequest(M.interactionNotFound);
      if (interaction.memberId !== null && interaction.memberId !== input.memberId)
        throw badRequest(M.interactionOfOtherMember);
    }
    // A case naming no queue goes to the queue its type routes to (the case auto-assign structure), if any.
    const queueId = input.queueId ?? (await autoAssignQueueOf(tx, input.caseType));
    const owner = queueId === undefined ? actor.user.username : await assignNext(tx, queueId);
    const createdAt = new Date();
    const id = await repository.insertCase(tx, {
      memberId: input.memberId,
      queueId: queueId ?? null,
      caseType: input.caseType,
      subject: input.subject,
      description: input.description || null,
      priority: input.priority,
      owner,
      originInteractionId: input.interactionId ?? null,
      slaDueAt: caseSlaDueAt(input.caseType, createdAt),
      createdAt,
      createdBy: actor.user.username,
    });
    if (input.interactionId !== undefined) await repository.linkInteraction(tx, input.interactionId, id);
    const after = await caseAfterWrite(tx, id);
    await audit(tx, actor, 'CrmCaseCreated', id, { memberId: after.memberId, before: null, after });
    return after;
  });
}

/** SwitchIsCaseClosed: closes an open case (none of its workflows open), or reopens a closed one with a fresh SLA. */
export async function switchCaseClosed(
  db: Db,
  actor: Actor,
  input: z.output<typeof switchCaseClosedSchema>,
): Promise<CrmCase> {
  return db.transaction(async (tx) => {
    await lockAtVersion(tx, crmCases, { ...input, by: actor.user.username });
    const before = await caseAfterWrite(tx, input.id);
    const username = actor.user.username;
    if (!before.isClosed) {
      if ((await repository.openWorkflowCount(tx, input.id)) > 0) throw badRequest(M.openWorkflows);
      await updateAtVersion(tx, crmCases, input, {
        isClosed: true,
        status: 'Closed',
        closedBy: username,
        closedAt: sql`now()`,
        modifiedBy: username,
        modifiedAt: sql`now()`,
      });
    } else {
      await updateAtVersion(tx, crmCases, input, {
        isClosed: false,
        status: 'Open',
        closedBy: null,
        closedAt: null,
        reopenedCount: sql`${crmCases.reopenedCount} + 1`,
        slaDueAt: caseSlaDueAt(before.caseType as CaseType, new Date()),
        modifiedBy: username,
        modifiedAt: sql`now()`,
      });
    }
    const after = await caseAfterWrite(tx, input.id);
    await audit(tx, actor, after.isClosed ? 'CrmCaseClosed' : 'CrmCaseReopened', input.id, {
      memberId: after.memberId,
      before,
      after,
    });
    return after;
  });
}

/** ReassignCase: an agent may reassign only a case they own; a supervisor any. The new owner is an active user. */
export async function reassignCase(db: Db, actor: Actor, input: z.output<typeof reassignCaseSchema>): Promise<CrmCase> {
  return db.transaction(async (tx) => {
    const row = await lockAtVersion(tx, crmCases, { id: input.id, version: input.version, by: actor.user.username });
    if (!isSupervisor(actor) && row.owner !== actor.user.username) throw forbidden(M.notYourCase);
    if (row.isClosed) throw badRequest(M.caseClosed);
    const owner = await repository.activeUser(tx, input.owner);
    if (!owner) throw badRequest(M.unknownUser);
    if (owner.username === row.owner) throw badRequest(M.alreadyOwner);
    const before = await caseAfterWrite(tx, input.id);
    await updateAtVersion(
      tx,
      crmCases,
      { id: input.id, version: input.version },
      { owner: owner.username, modifiedBy: actor.user.username, modifiedAt: sql`now()` },
    );
    const after = await caseAfterWrite(tx, input.id);
    await audit(tx, actor, 'CrmCaseReassigned', input.id, { memberId: after.memberId, before, after });
    return after;
  });
}

async function lockedCase(tx: DbOrTx, caseId: number) {
  const row = await repository.lockCase(tx, caseId);
  if (!row) throw notFound(M.caseNotFound);
  return row;
}

/**
 * Adds to a case (a note, an action taken): the case locked while it is written, marked modified by the user, and the
 * addition audited with the case's member. `openOnly`: a closed case refuses it.
 */
async function addToCase<T>(
  db: Db,
  actor: Actor,
  caseId: number,
  addition: { eventType: string; openOnly: boolean; insert: (tx: DbOrTx) => Promise<T> },
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (addition.openOnly && row.isClosed) throw badRequest(M.caseClosed);
    const added = await addition.insert(tx);
    await repository.touchCase(tx, caseId, actor.user.username);
    await audit(tx, actor, addition.eventType, caseId, { memberId: row.memberId, before: null, after: added });
    return added;
  });
}

/** AddNoteToCase: a note on an open or closed case (a closed case may still be documented). */
export const addNoteToCase = (db: Db, actor: Actor, input: z.output<typeof addNoteToCaseSchema>): Promise<CrmNote> =>
  addToCase(db, actor, input.caseId, {
    eventType: 'CrmCaseNoteAdded',
    openOnly: false,
    insert: (tx) => repository.insertNote(tx, input.caseId, input.notes, actor.user.username),
  });

/** AddActionTakenToCase: an action taken on an open case. */
export const addActionTakenToCase = (
  db: Db,
  actor: Actor,
  input: z.output<typeof addActionTakenToCaseSchema>,
): Promise<CaseAction> =>
  addToCase(db, actor, input.caseId, {
    eventType: 'CrmCaseActionAdded',
    openOnly: true,
    insert: (tx) => repository.insertAction(tx, input.caseId, input.action, actor.user.username),
  });

/** CreateOutboundSurvey: a survey made about a case (its member's), open or closed. */
export async function createOutboundSurvey(
  db: Db,
  actor: Actor,
  input: z.output<typeof createOutboundSurveySchema>,
): Promise<OutboundSurvey> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, input.caseId);
    const survey = await repository.insertSurvey(tx, {
      caseId: input.caseId,
      memberId: row.memberId,
      surveyType: input.surveyType,
      answers: input.answers,
      satisfaction: input.satisfaction ?? null,
      createdBy: actor.user.username,
    });
    await recordAudit(tx, actor, {
      eventType: 'CrmOutboundSurveyCreated',
      itemId: survey.id,
      moduleId: CRM_MODULE_ID,
      details: { caseId: input.caseId, memberId: row.memberId, before: null, after: survey },
    });
    return survey;
  });
}

/** The case's surveys, newest first, and the case's member (for the read's audit row). */
export async function caseSurveys(
  db: DbOrTx,
  query: { caseId: number; $skip: number; $top: number },
): Promise<{ memberId: string; page: { items: OutboundSurvey[]; total: number } }> {
  const [found, page] = await Promise.all([repository.caseById(db, query.caseId), repository.surveysOfCase(db, query)]);
  if (!found) throw notFound(M.caseNotFound);
  return { memberId: found.memberId, page };
}

/** The member of a case (for audit rows of reads by case), 404 when the case is unknown. */
export async function memberOfCase(db: DbOrTx, caseId: number): Promise<string> {
  const found = await repository.caseById(db, caseId);
  if (!found) throw notFound(M.caseNotFound);
  return found.memberId;
}
