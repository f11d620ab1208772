import type { ProviderSearchQuery, ProviderSearchResponse } from '@portal/contracts/patient-360/provider-search';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { Database } from '../../platform/db/client.ts';
import { planNetworkIpas } from '../ipa-admin/ipa.service.ts';
import { searchProviders } from './provider-search.repository.ts';

/**
 * Provider search, within a plan's network when a health plan or PBP is given: the primary care providers of the medical
 * groups (IPAs) whose PBP map has that plan in the plan year (this year by default), as the IPA records say.
 */
export async function searchPlanProviders(
  database: Database,
  query: ProviderSearchQuery,
): Promise<ProviderSearchResponse> {
  if (!query.healthplanid && !query.pbpId) return searchProviders(database.db, query);
  const [contractCode, pbp] = query.pbpId ? query.pbpId.split('-') : [];
  const networkIpas = await planNetworkIpas(database, {
    ...(query.healthplanid ? { companyCode: query.healthplanid } : {}),
    ...(contractCode && pbp ? { contractCode, pbp } : {}),
    planYear: query.planYear ?? Number(todayInLosAngeles().slice(0, 4)),
  });
  return searchProviders(database.db, query, networkIpas);
}
