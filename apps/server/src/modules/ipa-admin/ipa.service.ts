import type { Database } from '../../platform/db/client.ts';
import { activeIpaExists, networkIpaCodes } from './ipa.repository.ts';

/**
 * What other modules may ask of the IPA records (they call this service and never read the IPA tables).
 * IsActiveIPA (enrollment spec §7): an IPA of that code is in force today, whichever way it was made (the IPA
 * wizard or the demo data).
 */
export async function isActiveIpa(database: Database, ipaCode: string): Promise<boolean> {
  return activeIpaExists(database, ipaCode.trim());
}

/**
 * The medical groups in a plan's network for a plan year (provider search by health plan, PBP and plan year): the IPAs
 * whose PBP map has the plan that year. Upper-case IPA codes.
 */
export async function planNetworkIpas(
  database: Database,
  plan: { companyCode?: string; contractCode?: string; pbp?: string; planYear: number },
): Promise<string[]> {
  return networkIpaCodes(database, plan);
}
