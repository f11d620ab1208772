import type { CampaignCountyOption } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import type { DbOrTx } from '../../platform/db/client.ts';
import { listActiveCounties, listCounties, type Queryable } from '../../platform/reference/reference.service.ts';
import { savedCountyFips } from './campaigns.repository.ts';

/**
 * The campaign criteria's County list: the plan's active (service-area) counties, by the reference data's one rule
 * (the same list the CRM serves as activecounties), and each county a live campaign has saved that is no longer
 * active, marked so, so an edit shows it by name and keeps it.
 */
export async function campaignCountyOptions(db: DbOrTx, pool: Queryable): Promise<CampaignCountyOption[]> {
  const [active, saved] = await Promise.all([listActiveCounties(pool), savedCountyFips(db)]);
  const activeFips = new Set(active.map((county) => county.fips));
  const inactive = new Set(saved.filter((fips) => !activeFips.has(fips)));
  // Names of the few saved counties no longer active: the reference list is read only when there are some.
  const named = inactive.size === 0 ? [] : (await listCounties(pool)).filter((county) => inactive.has(county.fips));
  return [
    ...active.map((county) => ({ ...county, active: true })),
    ...named.map((county) => ({ ...county, active: false })),
  ];
}
