import type { Pool } from 'pg';
import {
  MEMBER_INQUIRY_MESSAGES as M,
  type AssignInquiry,
  type CreateInquiry,
  type InquiriesQuery,
  type InquiryAssignees,
  type InquiryFilter,
  type InquiryList,
  type InquiryRow,
  type InquiryStatus,
  type RespondInquiry,
} from '@portal/contracts/member-inquiries/member-inquiries';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { sqlExportSource, type ExportSource } from '../../platform/exports/send-export.ts';
import { isoRow } from '../../platform/db/list-page.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import { staffHoldingModule } from '../messages/messages.service.ts';
import * as repository from './member-inquiries.repository.ts';
import { memberInquiries } from './member-inquiries.tables.ts';

/**
 * Member Inquiries' rules. The life of an inquiry: New -> In Progress (assigned; a reassignment keeps the status) ->
 * Responded (the response is required) -> Closed; an open inquiry may also be closed without a response (a duplicate,
 * a withdrawn question), and a closed one cannot be changed. Every change is made at the version read (409 when
 * stale) and audited in its transaction with before and after.
 */

export async function listInquiries(db: DbOrTx, query: InquiriesQuery): Promise<InquiryList> {
  const { skip, take, ...filter } = query;
  return repository.listInquiries(db, filter, { skip, take });
}

export async function inquiry(db: DbOrTx, id: number): Promise<InquiryRow> {
  const row = await repository.inquiryById(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

export function inquiriesExportSource(pool: Pool, filter: InquiryFilter): ExportSource {
  const query = repository.exportQuery(filter);
  return sqlExportSource(pool, query.text, query.values, { fromAndWhere: query.fromAndWhere, map: isoRow });
}

/** The staff who work member inquiries (hold its write), to assign one to. */
export async function assignees(db: DbOrTx): Promise<InquiryAssignees> {
  return {
    items: await staffHoldingModule(db, { moduleId: MODULE_IDS.memberInquiries, action: 'write', limit: 500 }),
  };
}

const stateOf = (row: InquiryRow) => ({
  status: row.status,
  assignedTo: row.assignedTo,
  response: row.response,
  respondedAt: row.respondedAt,
  closedAt: row.closedAt,
});

/** Logs an inquiry received for a member (New), received now unless the staff member says when it arrived. */
export async function createInquiry(db: Db, pool: Pool, actor: Actor, input: CreateInquiry): Promise<InquiryRow> {
  const [member] = await membersByIds(pool, [input.memberId]);
  if (!member) throw badRequest(M.memberNotFound);
  const id = await db.transaction(async (tx) => {
    const newId = await repository.insertInquiry(tx, {
      ...input,
      receivedAt: input.receivedAt ? new Date(input.receivedAt) : new Date(),
      createdBy: actor.user.username,
      updatedBy: actor.user.username,
    });
    await recordAudit(tx, actor, {
      eventType: 'MemberInquiryCreated',
      itemId: newId,
      moduleId: MODULE_IDS.memberInquiries,
      details: { memberId: input.memberId, before: null, after: { ...input, status: 'New' } },
    });
    return newId;
  });
  return inquiry(db, id);
}

/** One change of an inquiry at the version read: the rule sees the row as locked; audited with before and after. */
async function change(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  eventType: string,
  rule: (row: InquiryRow) => Record<string, unknown>,
): Promise<InquiryRow> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, memberInquiries, { id, version, by: actor.user.username });
    const before = await inquiry(tx, id);
    if (before.status === 'Closed') throw badRequest(M.closed);
    await repository.updateInquiry(tx, id, { ...rule(before), updatedBy: actor.user.username });
    const after = await inquiry(tx, id);
    await recordAudit(tx, actor, {
      eventType,
      itemId: id,
      moduleId: MODULE_IDS.memberInquiries,
      details: { memberId: before.memberId, before: stateOf(before), after: stateOf(after) },
    });
  });
  return inquiry(db, id);
}

/** Assigns the inquiry to a user who works member inquiries; a New one moves to In Progress. */
export async function assignInquiry(db: Db, actor: Actor, id: number, input: AssignInquiry): Promise<InquiryRow> {
  const [assignee] = await staffHoldingModule(db, {
    moduleId: MODULE_IDS.memberInquiries,
    action: 'write',
    usernames: [input.assignedTo],
    limit: 1,
  });
  if (!assignee) throw badRequest(M.assigneeNotFound);
  return change(db, actor, id, input.version, 'MemberInquiryAssigned', (row) => ({
    assignedTo: assignee.username,
    status: (row.status === 'New' ? 'In Progress' : row.status) satisfies InquiryStatus,
  }));
}

/** Records the response sent to the member: the inquiry is Responded. */
export async function respondInquiry(db: Db, actor: Actor, id: number, input: RespondInquiry): Promise<InquiryRow> {
  return change(db, actor, id, input.version, 'MemberInquiryResponded', (row) => {
    if (row.status !== 'New' && row.status !== 'In Progress') throw badRequest(M.respondOnlyOpen);
    return {
      status: 'Responded' satisfies InquiryStatus,
      response: input.response,
      respondedAt: new Date(),
      respondedBy: actor.user.username,
      assignedTo: row.assignedTo ?? actor.user.username,
    };
  });
}

export async function closeInquiry(db: Db, actor: Actor, id: number, version: number): Promise<InquiryRow> {
  return change(db, actor, id, version, 'MemberInquiryClosed', () => ({
    status: 'Closed' satisfies InquiryStatus,
    closedAt: new Date(),
    closedBy: actor.user.username,
  }));
}
