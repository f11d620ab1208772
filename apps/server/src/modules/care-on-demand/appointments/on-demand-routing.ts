import { sql } from 'drizzle-orm';
import {
  ON_DEMAND_ROUTING_MESSAGES as M,
  ON_DEMAND_ROUTING_SHORT as SHORT,
} from '@portal/contracts/care-on-demand/appointments';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { queryRows } from '../../../platform/db/query-rows.ts';
import { membersByIds, type Queryable } from '../../../platform/reference/reference.service.ts';
import { providerProfileOf } from '../admin/provider-manager.service.ts';

/** What decides whether a provider may take a waiting on-demand visit: their Provider Manager profile and load. */
export interface TakerProfile {
  isActive: boolean;
  statesLicensed: readonly string[];
  /** The languages they hold visits in (not a routing rule: a translator can join any visit). */
  languages: readonly string[];
  maxConcurrentVisits: number;
  /** Their on-demand visits in progress now. */
  inProgress: number;
}

/**
 * The provider's profile and load. In a take's transaction (`forTake`), the provider's takes are serialised first, so
 * two visits taken at the same moment cannot both pass the count of visits in progress.
 */
export async function takerProfile(db: DbOrTx, providerUserId: number, forTake = false): Promise<TakerProfile> {
  if (forTake) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod-take:${providerUserId}`}))`);
  const [profile, rows] = await Promise.all([
    providerProfileOf(db, providerUserId),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from virtual_appointments
        where provider_user_id = ${providerUserId} and status = 'InProgress' and is_on_demand`,
    ),
  ]);
  return { ...profile, inProgress: rows[0]?.n ?? 0 };
}

/**
 * Why this provider may not take a waiting on-demand visit of a member living in `memberState`, or null when they may:
 * a provider takes visits only while their profile is active, sees a member only in a state they are licensed in, and
 * holds at most their maximum of on-demand visits at once (Provider Manager, Care on Demand Admin).
 */
export function takeRefusal(taker: TakerProfile, memberState: string): string | null {
  return takeRefusalReason(taker, memberState)?.message ?? null;
}

/** `takeRefusal`'s reason whole (`message`) and in a line (`short`, the Live Dashboard's), or null. */
export function takeRefusalReason(taker: TakerProfile, memberState: string): { message: string; short: string } | null {
  if (!taker.isActive) return { message: M.profileInactive, short: SHORT.profileInactive };
  if (taker.statesLicensed.length === 0) return { message: M.noStatesLicensed, short: SHORT.noStatesLicensed };
  if (!taker.statesLicensed.includes(memberState))
    return { message: M.notLicensed(memberState), short: SHORT.notLicensed(memberState) };
  if (taker.inProgress >= taker.maxConcurrentVisits)
    return { message: M.atMaximum(taker.maxConcurrentVisits), short: SHORT.atMaximum(taker.maxConcurrentVisits) };
  return null;
}

/** The state each member lives in (their residential address), read with the platform's member lookup. */
export async function memberStates(pool: Queryable, memberIds: readonly string[]): Promise<Map<string, string>> {
  const members = await membersByIds(pool, [...new Set(memberIds)]);
  return new Map(members.map((member) => [member.memberId, member.homeAddress.state]));
}
