import type { Plan } from '@portal/contracts/platform/reference';
import type { Company, County } from './api/criteria-options-api.ts';

/**
 * The campaign criteria's pick lists, from the reference data: plan contracts and PBPs of the plan year, the counties
 * of the states the plan's health plans serve, and the member tags members carry. A value already stored that the lists
 * lack (a plan of another year, a county elsewhere) stays offered, labelled by its code, so an edit keeps it.
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

/** The counties of the states the health plans serve (and those stored): "Los Angeles, CA (06037)". */
export function countyOptions(counties: readonly County[], companies: readonly Company[], stored: readonly string[]) {
  const states = new Set(companies.map((company) => company.stateCode));
  const options = counties
    .filter((county) => states.has(county.stateCode) || stored.includes(county.fips))
    .map((county) => ({ value: county.fips, label: `${county.name}, ${county.stateCode} (${county.fips})` }));
  return withStored(options, stored);
}

export const tagOptions = (tags: readonly string[], stored: readonly string[]): Option[] =>
  withStored(
    tags.map((tag) => ({ value: tag, label: tag })),
    stored,
  );
