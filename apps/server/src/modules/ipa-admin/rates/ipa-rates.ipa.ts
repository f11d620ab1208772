import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import type { IpaBounds } from '@portal/contracts/ipa-admin/ipa-rates.periods';

export interface RateIpa extends IpaBounds {
  id: number;
  ipaCode: string;
}

/**
 * The IPA record a cap rate belongs to (ipaWebId). `forUpdate` locks the IPA row so rate writes of one IPA are
 * serialized in the transaction (the exclusion constraints are the second line of defence).
 */
export async function findIpaById(db: DbOrTx, id: number, forUpdate = false): Promise<RateIpa> {
  const result = await db.execute<{ id: number; ipa_code: string; eff_date: string; end_date: string }>(
    sql`select id, ipa_code, eff_date, end_date from ipas where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  const row = result.rows[0];
  if (!row) throw badRequest(RATE_MESSAGES.ipaNotFound);
  return { id: row.id, ipaCode: row.ipa_code, effDate: row.eff_date, endDate: row.end_date };
}

/**
 * Gain share and risk pool rates are kept per IPA code (their partition key): an IPA code may have several IPA
 * records over time (a new sequence after a termination), so the bounds are the earliest effective date and the
 * latest end date of that code's records. `forUpdate` locks those rows to serialize rate writes of the code.
 */
export async function findIpaBoundsByCode(db: DbOrTx, ipaCode: string, forUpdate = false): Promise<RateIpa> {
  const result = await db.execute<{ id: number; ipa_code: string; eff_date: string; end_date: string }>(
    sql`select id, ipa_code, eff_date, end_date from ipas where upper(ipa_code) = upper(${ipaCode}) order by eff_date ${forUpdate ? sql`for update` : sql``}`,
  );
  const rows = result.rows;
  const first = rows[0];
  if (!first) throw badRequest(RATE_MESSAGES.ipaNotFound);
  const effDate = rows.reduce((min, row) => (row.eff_date < min ? row.eff_date : min), first.eff_date);
  const endDate = rows.reduce((max, row) => (row.end_date > max ? row.end_date : max), first.end_date);
  return { id: first.id, ipaCode: first.ipa_code, effDate, endDate };
}
