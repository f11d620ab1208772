import { eq, sql, type SQL } from 'drizzle-orm';
import type { InquiryFilter, InquiryRow } from '@portal/contracts/member-inquiries/member-inquiries';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { rowsOf } from '../../platform/db/list-page.ts';
import { laDayAfter, laDayStart } from '../../platform/db/los-angeles-day.ts';
import { memberInquiries } from './member-inquiries.tables.ts';
import { toStatement } from '../../platform/db/statement.ts';

/**
 * Member inquiries' SQL: the list with its filters (status, category, channel, received dates as whole days in Los
 * Angeles, member id or name containing the text, assignee), sorted and paged, the same rows for the Excel export, one
 * inquiry, and the writes. Member names come from the members reference table, assignee and responder names from users.
 */

export const INQUIRY_COLUMNS = sql`i.id, i.member_id as "memberId", m.full_name as "memberName", i.channel, i.category,
  i.subject, i.detail, i.received_at as "receivedAt", i.status, i.assigned_to as "assignedTo",
  u.name as "assignedToName", i.response, i.responded_at as "respondedAt", i.responded_by as "respondedBy",
  r.name as "respondedByName", i.closed_at as "closedAt", i.updated_at as "updatedAt", i.version`;
const FROM = sql`member_inquiries i left join members m on m.member_id = i.member_id
  left join users u on u.username = i.assigned_to left join users r on r.username = i.responded_by`;

const SORT: Record<InquiryFilter['sortBy'], SQL> = {
  receivedAt: sql`i.received_at`,
  memberName: sql`m.full_name`,
  status: sql`array_position(array['New', 'In Progress', 'Responded', 'Closed'], i.status)`,
  category: sql`i.category`,
  channel: sql`i.channel`,
  assignedTo: sql`u.name`,
};

function conditions(filter: InquiryFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.status?.length) where.push(sql`i.status = any(${sql.param(filter.status)}::text[])`);
  if (filter.category?.length) where.push(sql`i.category = any(${sql.param(filter.category)}::text[])`);
  if (filter.channel?.length) where.push(sql`i.channel = any(${sql.param(filter.channel)}::text[])`);
  if (filter.receivedFrom) where.push(sql`i.received_at >= ${laDayStart(filter.receivedFrom)}`);
  if (filter.receivedTo) where.push(sql`i.received_at < ${laDayAfter(filter.receivedTo)}`);
  if (filter.assignedTo) where.push(sql`i.assigned_to = ${filter.assignedTo}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    where.push(sql`(lower(i.member_id) like ${pattern} or lower(m.full_name) like ${pattern})`);
  }
  return sql.join(where, sql` and `);
}

const orderOf = (filter: InquiryFilter): SQL =>
  sql`${SORT[filter.sortBy]} ${sql.raw(filter.sortDir === 'asc' ? 'asc' : 'desc')} nulls last, i.id desc`;

export async function listInquiries(
  db: DbOrTx,
  filter: InquiryFilter,
  page: { skip: number; take: number },
): Promise<{ items: InquiryRow[]; total: number }> {
  const where = conditions(filter);
  const [items, [count]] = await Promise.all([
    rowsOf<InquiryRow>(
      db,
      sql`select ${INQUIRY_COLUMNS} from ${FROM} where ${where} order by ${orderOf(filter)}
        limit ${page.take} offset ${page.skip}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${FROM} where ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** The export's statement (text and values) and its from-and-where for the cap check. */
export function exportQuery(filter: InquiryFilter): { text: string; values: unknown[]; fromAndWhere: string } {
  const where = conditions(filter);
  const select = toStatement(sql`select ${INQUIRY_COLUMNS} from ${FROM} where ${where} order by ${orderOf(filter)}`);
  const fromAndWhere = toStatement(sql`from ${FROM} where ${where}`);
  return { text: select.text, values: select.values, fromAndWhere: fromAndWhere.text };
}

export async function inquiryById(db: DbOrTx, id: number): Promise<InquiryRow | null> {
  const [row] = await rowsOf<InquiryRow>(db, sql`select ${INQUIRY_COLUMNS} from ${FROM} where i.id = ${id}`);
  return row ?? null;
}

export type InquiryValues = Partial<typeof memberInquiries.$inferInsert>;

export async function insertInquiry(tx: DbOrTx, values: typeof memberInquiries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(memberInquiries).values(values).returning({ id: memberInquiries.id });
  if (!row) throw new Error('the inquiry was not inserted');
  return row.id;
}

/** A plain update of a row already locked at the version read (lockAtVersion); moves the version on. */
export async function updateInquiry(tx: DbOrTx, id: number, values: Record<string, unknown>): Promise<void> {
  await tx
    .update(memberInquiries)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${memberInquiries.version} + 1` })
    .where(eq(memberInquiries.id, id));
}
