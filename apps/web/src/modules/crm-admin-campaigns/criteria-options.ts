import type { Plan } from '@portal/contracts/platform/reference';
import type { CampaignCountyOption } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import type { Company } from './api/criteria-options-api.ts';

/**
 * The campaign criteria's pick lists: plan contracts and PBPs of the plan year, the plan's active (service-area)
 * counties, and the member tags members carry. A value already stored that the lists lack (a plan of another year, a
 * county no longer active) stays offered, so an edit keeps it.
 */

export interface Option {
  value: string;
  label: string;
}

const withStored = (options: Option[], stored: readonly string[]): Option[] => {
  const known = new Set(options.map((option) => option.value));
  const missing = stored.filter((value) => !known.has(value)).map((value) => ({ value, label: value }));
  return [...options, ...missing];
};

/** Each contract once, named by its health plan: "H0541 - Golden State Health Plan". */
export function contractOptions(plans: readonly Plan[], companies: readonly Company[], stored: readonly string[]) {
  const names = new Map(companies.map((company) => [company.companyCode, company.name]));
  const contracts = new Map<string, string>();
  for (const plan of plans)
    if (!contracts.has(plan.contractCode)) contracts.set(plan.contractCode, names.get(plan.companyCode) ?? '');
  const options = [...contracts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, name]) => ({ value, label: name ? `${value} - ${name}` : value }));
  return withStored(options, stored);
}

/**
 * Each PBP code once, of the contracts chosen (of all when none is): named by its plan when one plan has it
 * ("001 - Golden State Advantage (HMO)"), else by how many plans do ("001 (6 plans)").
 */
export function pbpOptions(plans: readonly Plan[], contracts: readonly string[], stored: readonly string[]) {
  const chosen = contracts.length === 0 ? plans : plans.filter((plan) => contracts.includes(plan.contractCode));
  const byPbp = new Map<string, string[]>();
  for (const plan of chosen) byPbp.set(plan.pbpCode, [...(byPbp.get(plan.pbpCode) ?? []), plan.planName]);
  const options = [...byPbp]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, planNames]) => ({
      value,
      label: planNames.length === 1 ? `${value} - ${planNames[0] ?? ''}` : `${value} (${planNames.length} plans)`,
    }));
  return withStored(options, stored);
}

/**
 * The active counties, and those stored that are no longer active, marked so: "Los Angeles, CA (06037)",
 * "Kern, CA (06029) - not active".
 */
export function countyOptions(counties: readonly CampaignCountyOption[], stored: readonly string[]) {
  const options = counties
    .filter((county) => county.active || stored.includes(county.fips))
    .map((county) => ({
      value: county.fips,
      label: `${county.name}, ${county.stateCode} (${county.fips})${county.active ? '' : ' - not active'}`,
    }));
  return withStored(options, stored);
}

export const tagOptions = (tags: readonly string[], stored: readonly string[]): Option[] =>
  withStored(
    tags.map((tag) => ({ value: tag, label: tag })),
    stored,
  );
