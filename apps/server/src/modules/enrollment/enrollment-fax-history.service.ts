import { sql, type SQL } from 'drizzle-orm';
import type { FaxHistoryPage, FaxHistoryQuery } from '@portal/contracts/web-enrollment/fax-history';
import type { Db } from '../../platform/db/client.ts';
import { laDayAfter, laDayStart } from '../../platform/db/los-angeles-day.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

/**
 * The rows store each status as its partition code (stable); the user sees the code's description as it reads today.
 * A code without a description row shows as the code.
 */
export const FAX_STATUS_JOINS = sql`
      left join enrollment_lookup_descriptions rs on rs.partition_name = 'FaxServerFileStatus' and rs.code = f.fax_status
      left join enrollment_lookup_descriptions ps on ps.partition_name = 'FaxFileProcessingStatus' and ps.code = f.ava_processing_status`;
export const FAX_STATUS_DESCRIPTIONS = sql`coalesce(rs.description, f.fax_status) as fax_status,
       coalesce(ps.description, f.ava_processing_status) as ava_processing_status`;

/**
 * Fax Transaction History of web enrollment monitoring, over the enrollment module's enrollment_fax_transactions (the
 * web enrollment module calls this service and never reads the table).
 * Dates are whole days in Los Angeles time; 9999-12-31 (the open end) is left out of the SQL rather than converted.
 * enrollment_fax_transactions_received_idx serves the range and the order; the file name is a prefix match
 * (enrollment_fax_transactions_file_idx, lower(file_name) text_pattern_ops). The status filters take the partition codes
 * the rows store, so renaming a status's description changes what the grid shows and leaves the filter finding the rows.
 */
export async function searchFaxHistory(db: Db, query: FaxHistoryQuery): Promise<FaxHistoryPage> {
  const conditions: SQL[] = [];
  if (query.fromDate) conditions.push(sql`f.received_time >= ${laDayStart(query.fromDate)}`);
  if (query.toDate && query.toDate < '9999-12-31') conditions.push(sql`f.received_time < ${laDayAfter(query.toDate)}`);
  if (query.fileName) conditions.push(sql`lower(f.file_name) like ${startsWithPattern(query.fileName.toLowerCase())}`);
  if (query.receivedStatus) conditions.push(sql`f.fax_status = ${query.receivedStatus}`);
  if (query.avaProcessingStatus) conditions.push(sql`f.ava_processing_status = ${query.avaProcessingStatus}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const { rows } = await db.execute<{
    id: number;
    received_time: string;
    file_name: string;
    pages_received: number;
    fax_status: string;
    from_number: string | null;
    to_number: string | null;
    ava_processing_date: string | null;
    ava_processing_status: string;
    work_item_id: number | null;
    total: number;
  }>(sql`
    select f.id, ${iso(sql`f.received_time`)} as received_time, f.file_name, f.pages_received, f.from_number, f.to_number,
           ${iso(sql`f.ava_processing_date`)} as ava_processing_date, ${FAX_STATUS_DESCRIPTIONS}, f.work_item_id,
           count(*) over () as total
      from enrollment_fax_transactions f${FAX_STATUS_JOINS}
      ${where}
     order by f.received_time desc, f.id desc
     offset ${query.skip} limit ${query.take}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.skip > 0) {
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from enrollment_fax_transactions f ${where}`,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      receivedTime: row.received_time,
      fileName: row.file_name,
      pagesReceived: row.pages_received,
      faxStatus: row.fax_status,
      from: row.from_number,
      to: row.to_number,
      avaProcessingDate: row.ava_processing_date,
      avaProcessingStatus: row.ava_processing_status,
      workItemId: row.work_item_id,
    })),
  };
}
