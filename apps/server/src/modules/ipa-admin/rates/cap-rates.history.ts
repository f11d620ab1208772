import { CAP_RATE_PERCENT_FIELDS } from '@portal/contracts/ipa-admin/cap-rates';
import { capRates, capSpecialRates, capTieredRates } from './ipa-rates.tables.ts';
import type { TrackedField } from './rate-history.service.ts';
import type { SubRateHistory } from './rate-history.repository.ts';

/*
 * Four eyes for cap rates, as for gain share and risk pool rates: every change of a cap rate's money terms is kept in
 * the change history, by the labels of the Cap Rate form, and waits for another manager's approval.
 * Tiered and special rates change money terms too (a special rate sets its own premium %, PMPM, ESRD, virtual,
 * value-based and SCB amounts for some contracts, PBPs and counties), so their changes count as changes of their cap
 * rate: otherwise one person could move the money through a sub-rate without a second pair of eyes.
 */

const money = (pairs: (readonly [string, string])[]): TrackedField[] => pairs.map(([name, label]) => ({ name, label }));

export const CAP_RATE_TRACKED: TrackedField[] = [
  { name: 'companyCode', label: 'Company Code' },
  { name: 'capRevCode', label: 'Cap Revenue' },
  { name: 'effDate', label: 'Effective Date', date: true },
  { name: 'endDate', label: 'End Date', date: true },
  { name: 'active', label: 'Active' },
  ...money([
    ['spec', 'Spec 1'],
    ['spec2', 'Spec 2'],
    ['hospitalCode', 'Hospital Code'],
    ...CAP_RATE_PERCENT_FIELDS,
    ['pmPmAmt', 'PMPM Amount'],
    ['pmPmAmtMm', 'PMPM Amount (Medi-Medi)'],
    ['isMemberPremiumApplicable', 'Member Premium Applicable'],
    ['isSequestrationtax', 'Sequestration Tax'],
    ['isAcaTax', 'ACA Tax'],
    ['mpCapRevCode', 'MP Cap Revenue'],
    ['acaTaxDivisor', 'ACA Tax Divisor'],
    ['isIndividualFloorLevel', 'Individual Floor Level'],
    ['isAverageFloorLevel', 'Average Floor Level'],
    ['isAverageFloorIPA', 'Average Floor IPA'],
    ['isAverageFloorPCP', 'Average Floor PCP'],
    ['isAverageFloorBenefit', 'Average Floor Benefit'],
    ['isIpaGroupLevel', 'IPA Group'],
    ['isEsrdExclusion', 'Exclude ESRD'],
    ['isVirtualExclusion', 'Exclude Virtual'],
    ['floorMC', 'Floor MC'],
    ['floorMM', 'Floor MM'],
    ['childIpas', 'Child IPAs'],
    ['isVirtualApplicable', 'Virtual Applicable'],
    ['virtualPmPm', 'Virtual PMPM'],
    ['virtualPmPmMm', 'Virtual PMPM (Medi-Medi)'],
    ['isEsrdApplicable', 'ESRD Applicable'],
    ['esrdType', 'ESRD Type'],
    ['esrdPmPm', 'ESRD PMPM'],
    ['esrdPmPmMm', 'ESRD PMPM (Medi-Medi)'],
    ['esrdPop', 'ESRD POP'],
    ['esrdPopMm', 'ESRD POP (Medi-Medi)'],
    ['isValueBasedFlag', 'Value Based'],
    ['valueBasedPmPm', 'Value Based PMPM'],
    ['valueBasedPmPmMm', 'Value Based PMPM (Medi-Medi)'],
    ['isPreferredProviderSearch', 'Preferred Provider Search'],
    ['isRestrictedPcpSearch', 'Restricted PCP Search'],
    ['productCode', 'Product Code'],
    ['notes', 'Notes'],
  ]),
];

export const CAP_TIER_TRACKED: TrackedField[] = money([
  ['memberCountStart', 'Member Count Start'],
  ['memberCountEnd', 'Member Count End'],
  ['premiumPCT', 'Premium PCT'],
  ['mediMediPCT', 'Medi-Medi PCT'],
  ['pmPmAmt', 'PMPM Amount'],
  ['pmPmAmtMm', 'PMPM Amount (Medi-Medi)'],
  ['floorMC', 'Floor MC'],
  ['floorMM', 'Floor MM'],
  ['hospSurplusSplit', 'Hospital Surplus Split'],
  ['profSurplusSplit', 'Professional Surplus Split'],
  ['riskPHosp', 'Risk Pool Hospital'],
  ['riskPprof', 'Risk Pool Professional'],
  ['adminFee', 'Admin Fee'],
  ['esrdPmPm', 'ESRD PMPM'],
  ['esrdPmPmMm', 'ESRD PMPM (Medi-Medi)'],
  ['deductions', 'Deductions'],
  ['valueBasedPmPm', 'Value Based PMPM'],
  ['valueBasedPmPmMm', 'Value Based PMPM (Medi-Medi)'],
  ['active', 'Active'],
  ['notes', 'Notes'],
]);

export const CAP_SPECIAL_TRACKED: TrackedField[] = money([
  ['contractCode', 'Contract Code'],
  ['pbp', 'PBP'],
  ['type', 'Type'],
  ['status', 'Status'],
  ['countyDescription', 'Counties'],
  ['premiumPCT', 'Premium PCT'],
  ['mediMediPCT', 'Medi-Medi PCT'],
  ['pmPmAmt', 'PMPM Amount'],
  ['esrdPmPm', 'ESRD PMPM'],
  ['esrdPmPmMm', 'ESRD PMPM (Medi-Medi)'],
  ['esrdPop', 'ESRD POP'],
  ['esrdPopMm', 'ESRD POP (Medi-Medi)'],
  ['virtualPmPm', 'Virtual PMPM'],
  ['virtualPmPmMm', 'Virtual PMPM (Medi-Medi)'],
  ['valueBasedPmPm', 'Value Based PMPM'],
  ['valueBasedPmPmMm', 'Value Based PMPM (Medi-Medi)'],
  ['scbAmtApplicable', 'SCB Amount Applicable'],
  ['scbEsrdStatus', 'SCB ESRD Status'],
  ['scbFunction', 'SCB Function'],
  ['scbLimitValue', 'SCB Limit Value'],
  ['scbPremiumFormula', 'SCB Premium Formula'],
  ['notes', 'Notes'],
  ['isDeleted', 'Deleted'],
]);

/** The cap rate's history shows its tiers' and special rates' changes too (spec §3 tieredRatesDifferences). */
export const CAP_SUB_RATE_HISTORY: SubRateHistory[] = [
  { kind: 'cap-rate-tier', table: capTieredRates, parentColumn: 'cap_id', label: (id) => `Tier ${id}` },
  { kind: 'cap-special-rate', table: capSpecialRates, parentColumn: 'ipa_cap_id', label: (id) => `Special Rate ${id}` },
];

/** What an approval from the cap rate's history dialog may approve, and where it stamps the last approval. */
export const CAP_APPROVAL_TARGETS = [
  { kind: 'cap-rate' as const, table: capRates },
  { kind: 'cap-rate-tier' as const, table: capTieredRates },
  { kind: 'cap-special-rate' as const, table: capSpecialRates },
];
