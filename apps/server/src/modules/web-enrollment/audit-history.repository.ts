import { sql } from 'drizzle-orm';
import type {
  AuditFeatureCount,
  AuditHistoryPage,
  AuditHistoryQuery,
  AuditUserOption,
} from '@portal/contracts/web-enrollment/audit-history';
import { GROUPS } from '@portal/contracts/platform/groups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db } from '../../platform/db/client.ts';
import { MEMBER_DATA_READ_EVENT } from '../../platform/audit/read-audit.ts';
import {
  auditDetailsOf,
  countAuditEvents,
  readAuditEvents,
  type AuditEventQuery,
} from '../../platform/audit/audit-events.ts';

/** Enrollment audit events live in the platform's audit_events under these modules. */
const ENROLLMENT_MODULES = [
  MODULE_IDS.enrollmentUpload,
  MODULE_IDS.enrollment,
  MODULE_IDS.enrollmentSubmission,
  MODULE_IDS.invalidMemberPortal,
  MODULE_IDS.webEnrollment,
];
/** Reads of enrollment data are audited too, but this tab is the processing history; the platform Audit History shows reads. */
const READ_EVENTS = ['EnrollmentRead', 'EnrollmentSearch', 'FailedEnrollmentsViewed', MEMBER_DATA_READ_EVENT];
const ENROLLMENT_GROUPS = [GROUPS.enrollmentProcessors, GROUPS.enrollmentManagers, GROUPS.enrollmentViewers];

/** The processing history of the enrollment modules for the dates (whole days, Los Angeles time) and users. */
function historyQuery(query: Pick<AuditHistoryQuery, 'start' | 'end' | 'groupUsers'>): AuditEventQuery {
  return {
    fromDay: query.start,
    toDay: query.end,
    moduleIds: ENROLLMENT_MODULES,
    excludeEventTypes: READ_EVENTS,
    userIds: query.groupUsers,
  };
}

const detailText = (details: Record<string, unknown> | null, key: string): string | null => {
  const value = details?.[key];
  return value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
};

export async function searchAuditHistory(db: Db, query: AuditHistoryQuery): Promise<AuditHistoryPage> {
  const filter: AuditEventQuery = {
    ...historyQuery(query),
    ...(query.feature ? { detail: { key: 'feature', value: query.feature } } : {}),
  };
  // The page and, when the grid asks for it, the count, sent together.
  const [events, counted] = await Promise.all([
    readAuditEvents(db, filter, {
      skip: query.skip,
      take: query.take,
      oldestFirst: query.sorted[0]?.direction === 'ascending',
    }),
    query.requiresCounts ? countAuditEvents(db, filter) : undefined,
  ]);
  const total = counted ?? events.length + query.skip;
  return {
    total,
    items: events.map((event) => {
      const details = auditDetailsOf(event);
      return {
        id: event.id,
        itemId: event.itemId,
        timestamp: event.timestamp,
        userId: event.userId,
        eventType: event.eventType,
        clientIp: event.clientIp,
        companyIds: event.companyIds,
        feature: detailText(details, 'feature'),
        message: detailText(details, 'message'),
        details: event.details,
      };
    }),
  };
}

/** The two tiles: Paper Enrollment (peCount) and Web Enrollment (eaCount), for the same dates and users. */
export async function countAuditFeatures(
  db: Db,
  query: Pick<AuditHistoryQuery, 'start' | 'end' | 'groupUsers'>,
): Promise<AuditFeatureCount> {
  const [peCount, eaCount] = await Promise.all(
    ['PaperEnrollment', 'EnrollmentAutomation'].map((feature) =>
      countAuditEvents(db, { ...historyQuery(query), detail: { key: 'feature', value: feature } }),
    ),
  );
  return { peCount: peCount ?? 0, eaCount: eaCount ?? 0 };
}

/** Users of the enrollment groups, for the 'User ID / Email' multi-select. */
export async function listAuditUsers(db: Db): Promise<{ items: AuditUserOption[]; total: number }> {
  const { rows } = await db.execute<{ user_id: string; email: string; name: string }>(sql`
    select distinct u.username as user_id, u.email, u.name
      from users u
      join user_groups ug on ug.user_id = u.id
      join groups g on g.id = ug.group_id
     where g.name in (${sql.join(
       ENROLLMENT_GROUPS.map((name) => sql`${name}`),
       sql`, `,
     )}) and u.is_active
     order by u.username`);
  const items = rows.map((row) => ({ userId: row.user_id, email: row.email, name: row.name }));
  return { items, total: items.length };
}
