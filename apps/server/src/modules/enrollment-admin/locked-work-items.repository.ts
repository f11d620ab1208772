import { sql } from 'drizzle-orm';
import type { LockedWorkItem } from '@portal/contracts/enrollment-admin/unlock';
import type { Db } from '../../platform/db/client.ts';
import { liveLockSql } from '../enrollment/enrollment-lock.service.ts';

/** Locked work items, read from the enrollment module's table (enrollment_work_items_locked_idx, a partial index). */
export async function listLockedWorkItems(db: Db, page: { skip: number; take: number }): Promise<{ items: LockedWorkItem[]; total: number }> {
  const { rows } = await db.execute<{
    id: number;
    first_name: string | null;
    last_name: string | null;
    processing_status: string;
    received_via: string;
    assigned_to_name: string | null;
    locked_by_name: string | null;
    locked_at: string | null;
    total: number;
  }>(sql`
    select id, first_name, last_name, processing_status, received_via, assigned_to_name, locked_by_name,
           to_char(locked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as locked_at, count(*) over () as total
      from enrollment_work_items
     where ${liveLockSql('enrollment_work_items')}
     order by locked_at asc nulls last, id
     offset ${page.skip} limit ${page.take}`);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      avaWorkItemId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      processingStatus: row.processing_status,
      receivedVia: row.received_via,
      assignedTo: row.assigned_to_name,
      lockedByName: row.locked_by_name,
      lockedAt: row.locked_at,
    })),
  };
}
