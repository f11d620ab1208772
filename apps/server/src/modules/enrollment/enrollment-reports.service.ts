import { sql, type SQL } from 'drizzle-orm';
import { ENROLLMENT_STATUSES } from '@portal/contracts/enrollment/enrollment-codes';
import { FINAL_STATUSES } from '@portal/contracts/enrollment/enrollment-status';
import type {
  StatusAgeFilter,
  StatusAgeRow,
  SubmissionsFilter,
  SubmissionsRow,
} from '@portal/contracts/enrollment-reports/reports';
import type { Db } from '../../platform/db/client.ts';
import { LA_TODAY, laDateOf, laDayAfter, laDayStart } from '../../platform/db/los-angeles-day.ts';

/**
 * The enrollment reports' reads of the enrollment module's tables (work items by status and age, submissions by source
 * and day): the enrollment-reports module calls this service and never reads the tables. Days are Los Angeles calendar
 * days (the plan's business day).
 */
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export async function workItemsByStatusAndAge(db: Db, filter: StatusAgeFilter): Promise<StatusAgeRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.fromDate) conditions.push(sql`w.created_at >= ${laDayStart(filter.fromDate)}`);
  if (filter.toDate) conditions.push(sql`w.created_at < ${laDayAfter(filter.toDate)}`);
  if (filter.source) conditions.push(sql`w.received_via = ${filter.source}`);
  if (filter.contractCode) conditions.push(sql`w.contract_code = ${filter.contractCode}`);
  if (filter.openOnly) conditions.push(sql`w.processing_status not in (${list(FINAL_STATUSES)})`);
  const { rows } = await db.execute<{
    status: string;
    b0: number;
    b1: number;
    b2: number;
    b3: number;
    b4: number;
    total: number;
    oldest: number | null;
  }>(sql`
    with aged as (
      select w.processing_status as status, ${LA_TODAY} - ${laDateOf(sql`w.created_at`)} as age
        from enrollment_work_items w
       where ${sql.join(conditions, sql` and `)}
    )
    select status,
           count(*) filter (where age <= 3)::int as b0,
           count(*) filter (where age between 4 and 7)::int as b1,
           count(*) filter (where age between 8 and 10)::int as b2,
           count(*) filter (where age between 11 and 30)::int as b3,
           count(*) filter (where age > 30)::int as b4,
           count(*)::int as total,
           max(age)::int as oldest
      from aged group by status`);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  // Every status of the spec, in its order, so a zero is shown as zero rather than as a missing row.
  const statuses = [
    ...ENROLLMENT_STATUSES.filter((status) => !filter.openOnly || !FINAL_STATUSES.includes(status)),
    ...rows.map((row) => row.status).filter((status) => !(ENROLLMENT_STATUSES as readonly string[]).includes(status)),
  ];
  return statuses.map((status) => {
    const row = byStatus.get(status);
    return {
      processingStatus: status,
      days0to3: row?.b0 ?? 0,
      days4to7: row?.b1 ?? 0,
      days8to10: row?.b2 ?? 0,
      days11to30: row?.b3 ?? 0,
      over30: row?.b4 ?? 0,
      total: row?.total ?? 0,
      oldestAgeInDays: row?.oldest ?? null,
    };
  });
}

export async function submissionsBySourceAndDay(db: Db, filter: SubmissionsFilter): Promise<SubmissionsRow[]> {
  const source = filter.source ? sql`and w.received_via = ${filter.source}` : sql``;
  const { rows } = await db.execute<{
    day: string;
    source: string;
    submitted: number;
    completed: number;
    pending: number;
    failed: number;
  }>(sql`
    select to_char(${laDateOf(sql`s.submitted_at`)}, 'YYYY-MM-DD') as day, w.received_via as source,
           count(*)::int as submitted,
           count(*) filter (where s.automation_status = 'Completed')::int as completed,
           count(*) filter (where s.automation_status = 'Pending')::int as pending,
           count(*) filter (where s.automation_status in ('ExceededRetry', 'ErrorAssigningRep'))::int as failed
      from enrollment_submissions s
      join enrollment_work_items w on w.id = s.work_item_id
     where s.submitted_at >= ${laDayStart(filter.fromDate)} and s.submitted_at < ${laDayAfter(filter.toDate)} ${source}
     group by 1, 2
     order by 1 desc, 2`);
  return rows;
}
