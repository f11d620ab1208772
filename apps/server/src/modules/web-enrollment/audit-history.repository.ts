import { sql, type SQL } from 'drizzle-orm';
import type { AuditFeatureCount, AuditHistoryPage, AuditHistoryQuery, AuditUserOption } from '@portal/contracts/web-enrollment/audit-history';
import { GROUPS } from '@portal/contracts/platform/groups';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db } from '../../platform/db/client.ts';
import { MEMBER_DATA_READ_EVENT } from '../../platform/audit/read-audit.ts';

/** Enrollment audit events live in the platform's audit_events under these modules. */
const ENROLLMENT_MODULES = [MODULE_IDS.enrollmentUpload, MODULE_IDS.enrollment, MODULE_IDS.enrollmentSubmission, MODULE_IDS.invalidMemberPortal, MODULE_IDS.webEnrollment];
/** Reads of enrollment data are audited too, but this tab is the processing history; the platform Audit History shows reads. */
const READ_EVENTS = ['EnrollmentRead', 'EnrollmentSearch', 'FailedEnrollmentsViewed', MEMBER_DATA_READ_EVENT];
const ENROLLMENT_GROUPS = [GROUPS.enrollmentProcessors, GROUPS.enrollmentManagers, GROUPS.enrollmentViewers];

/**
 * The date range is whole days in Los Angeles time (the plan's business day), start 00:00 to the end of End.
 * audit_events_ts_idx (timestamp) narrows the range; module and user filters apply on the rows it finds.
 */
function rangeAndUsers(query: Pick<AuditHistoryQuery, 'start' | 'end' | 'groupUsers'>): SQL {
  const conditions: SQL[] = [
    sql`a.timestamp >= (${query.start}::date)::timestamp at time zone 'America/Los_Angeles'`,
    sql`a.timestamp < ((${query.end}::date + 1)::timestamp at time zone 'America/Los_Angeles')`,
    sql`a.module_id in (${sql.join(ENROLLMENT_MODULES.map((id) => sql`${id}`), sql`, `)})`,
    sql`a.event_type not in (${sql.join(READ_EVENTS.map((type) => sql`${type}`), sql`, `)})`,
  ];
  if (query.groupUsers.length > 0) conditions.push(sql`a.user_id in (${sql.join(query.groupUsers.map((user) => sql`${user}`), sql`, `)})`);
  return sql.join(conditions, sql` and `);
}

type AuditRow = {
  id: number;
  item_id: string | null;
  timestamp: string;
  user_id: string;
  event_type: string;
  client_ip: string | null;
  company_ids: string[] | null;
  feature: string | null;
  message: string | null;
  details: string | null;
};

export async function searchAuditHistory(db: Db, query: AuditHistoryQuery): Promise<AuditHistoryPage> {
  const where = query.feature ? sql`${rangeAndUsers(query)} and a.details->>'feature' = ${query.feature}` : rangeAndUsers(query);
  const direction = query.sorted[0]?.direction === 'ascending' ? sql`asc` : sql`desc`;
  const { rows } = await db.execute<AuditRow>(sql`
    select a.id, a.item_id, to_char(a.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp, a.user_id, a.event_type, a.client_ip,
           a.company_ids, a.details->>'feature' as feature, a.details->>'message' as message, a.details::text as details
      from audit_events a
     where ${where}
     order by a.timestamp ${direction}, a.id ${direction}
     offset ${query.skip} limit ${query.take}`);
  let total = rows.length + query.skip;
  if (query.requiresCounts) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events a where ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      itemId: row.item_id,
      timestamp: row.timestamp,
      userId: row.user_id,
      eventType: row.event_type,
      clientIp: row.client_ip,
      companyIds: row.company_ids,
      feature: row.feature,
      message: row.message,
      details: row.details,
    })),
  };
}

/** The two tiles: Paper Enrollment (peCount) and Web Enrollment (eaCount), for the same dates and users. */
export async function countAuditFeatures(db: Db, query: Pick<AuditHistoryQuery, 'start' | 'end' | 'groupUsers'>): Promise<AuditFeatureCount> {
  const { rows } = await db.execute<{ pe: number; ea: number }>(sql`
    select count(*) filter (where a.details->>'feature' = 'PaperEnrollment')::int as pe,
           count(*) filter (where a.details->>'feature' = 'EnrollmentAutomation')::int as ea
      from audit_events a
     where ${rangeAndUsers(query)}`);
  return { peCount: rows[0]?.pe ?? 0, eaCount: rows[0]?.ea ?? 0 };
}

/** Users of the enrollment groups, for the 'User ID / Email' multi-select. */
export async function listAuditUsers(db: Db): Promise<{ items: AuditUserOption[]; total: number }> {
  const { rows } = await db.execute<{ user_id: string; email: string; name: string }>(sql`
    select distinct u.username as user_id, u.email, u.name
      from users u
      join user_groups ug on ug.user_id = u.id
      join groups g on g.id = ug.group_id
     where g.name in (${sql.join(ENROLLMENT_GROUPS.map((name) => sql`${name}`), sql`, `)}) and u.is_active
     order by u.username`);
  const items = rows.map((row) => ({ userId: row.user_id, email: row.email, name: row.name }));
  return { items, total: items.length };
}
