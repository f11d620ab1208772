import type { ProductivityFilter, ProductivityRow } from '@portal/contracts/enrollment-reports/reports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db } from '../../platform/db/client.ts';
import { MEMBER_DATA_READ_EVENT } from '../../platform/audit/read-audit.ts';
import { auditActivityByDayAndUser } from '../../platform/audit/audit-events.ts';

/** Events that only look at a work item; they do not count as work. */
const NOT_WORK = [
  'EnrollmentRead',
  'EnrollmentSearch',
  'EnrollmentExported',
  'EnrollmentDocumentDownloaded',
  'EnrollmentLocked',
  'EnrollmentUnlocked',
  MEMBER_DATA_READ_EVENT,
];
const WORK_MODULES = [
  MODULE_IDS.enrollmentUpload,
  MODULE_IDS.enrollment,
  MODULE_IDS.enrollmentSubmission,
  MODULE_IDS.invalidMemberPortal,
];

/** Processor productivity: per Los Angeles day and user, the work items worked and submitted, and the actions, from the audit trail. */
export async function processorProductivity(db: Db, filter: ProductivityFilter): Promise<ProductivityRow[]> {
  const rows = await auditActivityByDayAndUser(
    db,
    {
      fromDay: filter.fromDate,
      toDay: filter.toDate,
      moduleIds: WORK_MODULES,
      excludeEventTypes: NOT_WORK,
      userIds: filter.users,
    },
    'EnrollmentSubmitted',
  );
  return rows.map((row) => ({
    day: row.day,
    userId: row.userId,
    userName: row.userName ?? row.userId,
    itemsWorked: row.itemsTouched,
    itemsCompleted: row.itemsCompleted,
    actions: row.events,
  }));
}
