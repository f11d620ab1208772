import { sql } from 'drizzle-orm';
import type { FailedEnrollmentRow } from '@portal/contracts/enrollment/automation';
import { FAILED_LOG_KINDS } from '@portal/contracts/enrollment/automation';
import type { Db } from '../../platform/db/client.ts';

/**
 * Failed outbound submissions for the web enrollment Automation Monitor, read from the enrollment module's own tables
 * (enrollment_submissions, enrollment_transaction_events, enrollment_work_items; shape in contracts/enrollment/automation.ts):
 * the monitor calls this service and never reads those tables. Read-only: requeueing goes through the submission service.
 */
type FailedRow = {
  enrollment_id: number;
  instance_id: string;
  last_name: string | null;
  date_of_birth: string | null;
  medicare_id: string | null;
  enrollment_source: string;
  assigned_member_rep: string | null;
  processing_status: string;
  automation_failed_reason: string | null;
  automation_status: string;
  retry_count: number;
  transaction_events:
    | {
        automationStatus: string;
        automationNotes: string | null;
        createdOn: string;
        isRequeued: boolean;
        requeueOrder: number;
      }[]
    | null;
  total: number;
};

export function automationStatusFor(getLogsFor: 1 | 2): string {
  const kind = FAILED_LOG_KINDS.find((entry) => entry.value === getLogsFor);
  if (!kind) throw new Error(`unknown getLogsFor ${getLogsFor}`);
  return kind.automationStatus;
}

export async function loadFailedEnrollments(
  db: Db,
  query: { getLogsFor: 1 | 2; skip: number; take: number },
): Promise<{ items: FailedEnrollmentRow[]; total: number }> {
  const status = automationStatusFor(query.getLogsFor);
  // enrollment_submissions_automation_idx (automation_status, submitted_at) serves the filter and the order.
  const { rows } = await db.execute<FailedRow>(sql`
    with page as (
      select s.id, s.work_item_id, s.instance_id, s.processing_status, s.automation_status, s.automation_failed_reason, s.retry_count, s.submitted_at,
             count(*) over () as total
        from enrollment_submissions s
       where s.automation_status = ${status}
       order by s.submitted_at desc, s.id desc
       offset ${query.skip} limit ${query.take}
    )
    select p.work_item_id as enrollment_id, p.instance_id::text as instance_id, w.last_name, w.birthdate::text as date_of_birth, w.medicare_id,
           w.received_via as enrollment_source, w.assigned_to_name as assigned_member_rep, p.processing_status, p.automation_failed_reason,
           p.automation_status, p.retry_count, p.total,
           (select json_agg(json_build_object('automationStatus', e.automation_status, 'automationNotes', e.automation_notes,
                                              'createdOn', to_char(e.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                                              'isRequeued', e.is_requeued, 'requeueOrder', e.requeue_order) order by e.created_on, e.id)
              from enrollment_transaction_events e where e.submission_id = p.id) as transaction_events
      from page p
      join enrollment_work_items w on w.id = p.work_item_id
     order by p.submitted_at desc, p.id desc`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.skip > 0) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from enrollment_submissions where automation_status = ${status}`,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    total,
    items: rows.map((row) => ({
      enrollmentID: row.enrollment_id,
      instanceId: row.instance_id,
      lastName: row.last_name,
      dateOfBirth: row.date_of_birth,
      medicareId: row.medicare_id,
      enrollmentSource: row.enrollment_source,
      assignedMemberRep: row.assigned_member_rep,
      processingStatus: row.processing_status,
      automationFailedReason: row.automation_failed_reason,
      automationStatus: row.automation_status,
      retryCount: row.retry_count,
      transactionEvents: row.transaction_events ?? [],
    })),
  };
}
