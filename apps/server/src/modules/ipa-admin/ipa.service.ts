import type { Database } from '../../platform/db/client.ts';
import { activeIpaExists, networkIpaCodes } from './ipa.repository.ts';
import { autocompleteIpas } from './search/ipa-search.repository.ts';

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

/** IPA pickers of other modules: IPAs whose code or name starts with the text, one per code (its latest record), 50 at most. */
export async function ipaOptions(
  database: Pick<Database, 'pool'>,
  search: string,
): Promise<{ code: string; name: string | null }[]> {
  const { items } = await autocompleteIpas(database, search, 50);
  const byCode = new Map<string, { code: string; name: string | null }>();
  // The autocomplete lists each code's records newest first: the first one of a code names it.
  for (const item of items) {
    const code = item.ipaCode.toUpperCase();
    if (!byCode.has(code)) byCode.set(code, { code, name: item.ipaDesc });
  }
  return [...byCode.values()];
}

/** One IPA by its code, whatever its case (its latest record's name), or null when no record has that code. */
export async function ipaOfCode(
  database: Pick<Database, 'pool'>,
  ipaCode: string,
): Promise<{ code: string; name: string | null } | null> {
  const code = ipaCode.trim().toUpperCase();
  // The autocomplete lists the code itself before any longer code it starts.
  return (await ipaOptions(database, code)).find((ipa) => ipa.code === code) ?? null;
}
