import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { memberActiveToday } from '../reference/member-active.ts';

/**
 * What the telephony simulator reads: a demo member's phone to ring an agent with. Members are read by id ranges on
 * the primary key (no `order by random()` scan of a million rows); the number is counted by its index.
 */
export async function memberIdRange(db: DbOrTx): Promise<{ low: number; high: number } | undefined> {
  const { rows } = await db.execute<{ low: number | null; high: number | null }>(
    sql`select min(id)::int as low, max(id)::int as high from members`,
  );
  const row = rows[0];
  return row?.low == null || row.high == null ? undefined : { low: row.low, high: row.high };
}

/**
 * The first active member with a phone from the given row id on. Active as the member's badge says (the plan's flag
 * until the term date has passed): the simulator rings with a current member's number, not a former member's.
 */
export async function memberWithPhoneFrom(
  db: DbOrTx,
  fromId: number,
): Promise<{ memberId: string; phone: string } | undefined> {
  const { rows } = await db.execute<{ memberId: string; phone: string }>(
    sql`select m.member_id as "memberId", m.phone from members m
        where m.id >= ${fromId} and m.phone is not null and ${memberActiveToday()} order by m.id limit 1`,
  );
  return rows[0];
}

export async function phoneOfMember(db: DbOrTx, memberId: string): Promise<string | null | undefined> {
  const { rows } = await db.execute<{ phone: string | null }>(
    sql`select phone from members where member_id = ${memberId}`,
  );
  return rows[0]?.phone;
}

/**
 * The first active member from the given row id on, within `window` rows, whose phone no other member has: each row
 * checks its number on the phone index and stops at the first other holder, so a window costs at most `window` short
 * index probes even where every number is shared (the large scale).
 */
export async function memberWithOwnPhoneFrom(
  db: DbOrTx,
  fromId: number,
  window: number,
): Promise<{ memberId: string; phone: string } | undefined> {
  const { rows } = await db.execute<{ memberId: string; phone: string }>(
    sql`select m.member_id as "memberId", m.phone from members m
        where m.id >= ${fromId} and m.id < ${fromId + window} and m.phone is not null and ${memberActiveToday()}
          and not exists (select 1 from members other where other.phone = m.phone and other.id <> m.id)
        order by m.id limit 1`,
  );
  return rows[0];
}
