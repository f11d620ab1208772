import type { Pool } from 'pg';
import { auditEventLabel } from '@portal/contracts/audit/audit-event-labels';
import { memberDataReadMessage } from '@portal/contracts/audit/audit-read-description';
import type { MemberAuditEvent, MemberAuditHistory } from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_AUDIT_COUNT_CAP } from '@portal/contracts/patient-360/advanced-search';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ExportSource } from '../../platform/exports/send-export.ts';
import {
  auditDetailsOf,
  auditEventsExportSource,
  countAuditEvents,
  readAuditEvents,
  type AuditEventRecord,
} from '../../platform/audit/audit-events.ts';

/**
 * A member's audit history (Patient 360): every event recorded with the member as its item (reads of the member's
 * record, changes to it, PDFs printed of it), newest first, from the (item_id, timestamp) index of audit_events.
 * Searches that listed many members name them in their details only and are not part of one member's history.
 */

const ACTION_TEXT_MAX = 300;

/**
 * What was done: what a read read in the words it was recorded with (its route or resource type stays in the details);
 * a read recorded before reads carried words says it from its route; else the event's details in short.
 */
function actionOf(event: Pick<AuditEventRecord, 'details' | 'eventType'>): string {
  const details = auditDetailsOf(event);
  if (typeof details?.message === 'string') return details.message;
  if (details && typeof details.route === 'string') return memberDataReadMessage(details.route);
  if (!details) return auditEventLabel(event.eventType);
  const text = JSON.stringify(details);
  return text.length > ACTION_TEXT_MAX ? `${text.slice(0, ACTION_TEXT_MAX)}...` : text;
}

const toHistoryRow = (event: AuditEventRecord): MemberAuditEvent => ({
  id: event.id,
  timestamp: event.timestamp,
  userId: event.userId,
  userName: event.userName,
  eventType: event.eventType,
  moduleId: event.moduleId,
  action: actionOf(event),
});

/** One page of the member's history; the count stops at MEMBER_AUDIT_COUNT_CAP. */
export async function memberAuditHistory(
  db: DbOrTx,
  memberId: string,
  page: { skip: number; take: number },
): Promise<MemberAuditHistory> {
  const query = { itemId: memberId };
  const [events, total] = await Promise.all([
    readAuditEvents(db, query, page),
    countAuditEvents(db, query, MEMBER_AUDIT_COUNT_CAP + 1),
  ]);
  return {
    items: events.map(toHistoryRow),
    total: Math.min(total, MEMBER_AUDIT_COUNT_CAP),
    totalIsCapped: total > MEMBER_AUDIT_COUNT_CAP,
  };
}

/**
 * The member's whole history for the export, newest first, streamed through the shared cursor; the user by name (the
 * username where no user has it) beside the username.
 */
export function memberAuditExportSource(pool: Pool, memberId: string): ExportSource {
  const source = auditEventsExportSource(pool, { itemId: memberId });
  return {
    ...source,
    rows: (limit) =>
      (async function* () {
        for await (const event of source.rows(limit) as AsyncIterable<AuditEventRecord>)
          yield {
            ...toHistoryRow(event),
            userName: event.userName ?? event.userId,
            eventType: auditEventLabel(event.eventType),
          };
      })(),
  };
}
