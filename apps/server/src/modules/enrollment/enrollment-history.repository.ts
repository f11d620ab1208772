import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { memberDataReadMessage } from '@portal/contracts/audit/audit-read-description';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db } from '../../platform/db/client.ts';
import { auditDetailsOf, readAuditEvents } from '../../platform/audit/audit-events.ts';
import {
  enrollmentChangeHistory,
  enrollmentFaxTransactions,
  enrollmentVoiceRecordings,
  enrollmentWorkItems,
} from './enrollment.tables.ts';
import { FAX_STATUS_DESCRIPTIONS, FAX_STATUS_JOINS } from './enrollment-fax-history.service.ts';
import { liveLockSql } from './enrollment-lock.service.ts';

/** GET MemberEnrollment/GetMemberEnrollmentChangeHistoryByEnrollmentId */
export async function changeHistory(db: Db, workItemId: number) {
  const rows = await db
    .select()
    .from(enrollmentChangeHistory)
    .where(eq(enrollmentChangeHistory.workItemId, workItemId))
    .orderBy(desc(enrollmentChangeHistory.lastUpdatedAt), desc(enrollmentChangeHistory.id));
  const items = rows.map((row) => ({
    name: row.name,
    currentValue: row.currentValue,
    newValue: row.newValue,
    lastUpdatedByName: row.lastUpdatedByName,
    lastUpdatedAt: row.lastUpdatedAt.toISOString(),
  }));
  return { items, total: items.length };
}

/**
 * The words of a row recorded without a message of its own (a member data read recorded before reads carried one says
 * in words what its route read): never the bare event code nor an API path.
 */
function messageOf(eventType: string, details: Record<string, unknown> | null | undefined): string {
  return typeof details?.route === 'string' ? memberDataReadMessage(details.route) : auditEventLabel(eventType);
}

/** Audit history of one work item (spec §3 audit event row), newest first, with the rendered message. */
export async function auditHistory(db: Db, workItemId: number) {
  const events = await readAuditEvents(
    db,
    { itemId: String(workItemId), moduleIds: [MODULE_IDS.enrollment] },
    { take: 500 },
  );
  const items = events.map((event) => {
    const details = auditDetailsOf(event);
    return {
      itemId: event.itemId,
      timestamp: event.timestamp,
      userId: event.userId,
      eventType: event.eventType,
      clientIp: event.clientIp,
      companyIds: event.companyIds,
      details,
      message: typeof details?.message === 'string' ? details.message : messageOf(event.eventType, details),
    };
  });
  return { items, total: items.length };
}

/** Faxes that carried this application; the statuses as their descriptions read today (the rows keep the codes). */
export async function faxHistory(db: Db, workItemId: number) {
  const { rows } = await db.execute<{
    id: number;
    received_time: Date;
    file_name: string;
    pages_received: number;
    fax_status: string;
    from_number: string | null;
    to_number: string | null;
    ava_processing_date: Date | null;
    ava_processing_status: string;
  }>(sql`
    select f.id, f.received_time, f.file_name, f.pages_received, f.from_number, f.to_number, f.ava_processing_date,
           ${FAX_STATUS_DESCRIPTIONS}
      from ${enrollmentFaxTransactions} f${FAX_STATUS_JOINS}
     where f.work_item_id = ${workItemId}
     order by f.received_time desc`);
  const items = rows.map((row) => ({
    id: row.id,
    receivedTime: new Date(row.received_time).toISOString(),
    fileName: row.file_name,
    pagesReceived: row.pages_received,
    faxStatus: row.fax_status,
    from: row.from_number,
    to: row.to_number,
    avaProcessingDate: row.ava_processing_date ? new Date(row.ava_processing_date).toISOString() : null,
    avaProcessingStatus: row.ava_processing_status,
  }));
  return { items, total: items.length };
}

/** GET MemberEnrollment/GetVoiceRecordingDetails (spec §3 voice recording row). */
export async function voiceRecordings(db: Db, workItemId: number) {
  const rows = await db
    .select()
    .from(enrollmentVoiceRecordings)
    .where(eq(enrollmentVoiceRecordings.workItemId, workItemId))
    .orderBy(desc(enrollmentVoiceRecordings.startTime));
  const items = rows.map((row) => ({
    recordingURL: row.recordingUrl,
    potentialMemberId: row.potentialMemberId,
    userID: row.userId,
    userName: row.userName,
    callerPhoneNo: row.callerPhoneNo,
    startTime: row.startTime.toISOString(),
    timeInSec: { totalCallTime: row.totalCallTime, holdTime: row.holdTime },
    attendingPhoneNo: row.attendingPhoneNo,
    callId: row.callId,
  }));
  return { items, total: items.length };
}

/** GET MemberEnrollment/GetLockedWebEnrollments: work items open by a processor right now. */
export async function lockedWorkItems(db: Db) {
  const rows = await db
    .select({
      id: enrollmentWorkItems.id,
      firstName: enrollmentWorkItems.firstName,
      lastName: enrollmentWorkItems.lastName,
      processingStatus: enrollmentWorkItems.processingStatus,
      lockedByName: enrollmentWorkItems.lockedByName,
      lockedAt: enrollmentWorkItems.lockedAt,
    })
    .from(enrollmentWorkItems)
    .where(and(isNotNull(enrollmentWorkItems.lockedBy), liveLockSql('enrollment_work_items')))
    .orderBy(desc(enrollmentWorkItems.lockedAt))
    .limit(1000);
  const items = rows.map((row) => ({ ...row, lockedAt: row.lockedAt ? row.lockedAt.toISOString() : null }));
  return { items, total: items.length };
}
