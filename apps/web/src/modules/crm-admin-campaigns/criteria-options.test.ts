import { describe, expect, it } from 'vitest';
import type { Plan } from '@portal/contracts/platform/reference';
import { contractOptions, countyOptions, pbpOptions, tagOptions } from './criteria-options.ts';

const plan = (contractCode: string, pbpCode: string, planName: string, companyCode: string): Plan => ({
  planYear: 2026,
  contractCode,
  pbpCode,
  planName,
  planType: 'HMO',
  isDsnp: false,
  companyCode,
});
const PLANS = [
  plan('H1036', '001', 'Central Coast Advantage (HMO)', 'CCHP'),
  plan('H0541', '002', 'Golden State Advantage Plus (HMO-POS)', 'GSHP'),
  plan('H0541', '001', 'Golden State Advantage (HMO)', 'GSHP'),
];
const COMPANIES = [
  { companyCode: 'GSHP', name: 'Golden State Health Plan', stateCode: 'CA' },
  { companyCode: 'CCHP', name: 'Central Coast Health Plan', stateCode: 'CA' },
];

describe('the campaign criteria’s pick lists', () => {
  it('lists each contract once, named by its health plan, and keeps a stored contract the year lacks', () => {
    expect(contractOptions(PLANS, COMPANIES, ['H9999'])).toEqual([
      { value: 'H0541', label: 'H0541 - Golden State Health Plan' },
      { value: 'H1036', label: 'H1036 - Central Coast Health Plan' },
      { value: 'H9999', label: 'H9999' },
    ]);
  });

  it('lists the PBPs of the contracts chosen (all when none is), by plan name or plan count', () => {
    expect(pbpOptions(PLANS, [], [])).toEqual([
      { value: '001', label: '001 (2 plans)' },
      { value: '002', label: '002 - Golden State Advantage Plus (HMO-POS)' },
    ]);
    expect(pbpOptions(PLANS, ['H1036'], ['002'])).toEqual([
      { value: '001', label: '001 - Central Coast Advantage (HMO)' },
      { value: '002', label: '002' },
    ]);
  });

  it('lists the active counties, and a stored county no longer active by its name, marked so', () => {
    const counties = [
      { fips: '06037', name: 'Los Angeles', stateCode: 'CA', active: true },
      { fips: '06059', name: 'Orange', stateCode: 'CA', active: true },
      { fips: '06029', name: 'Kern', stateCode: 'CA', active: false },
      { fips: '06019', name: 'Fresno', stateCode: 'CA', active: false },
    ];
    expect(countyOptions(counties, ['06029', '99999'])).toEqual([
      { value: '06037', label: 'Los Angeles, CA (06037)' },
      { value: '06059', label: 'Orange, CA (06059)' },
      { value: '06029', label: 'Kern, CA (06029) - not active' },
      { value: '99999', label: '99999' },
    ]);
  });

  it('lists the member tags, and a stored tag no member carries now', () => {
    expect(tagOptions(['Fall Risk', 'Frequent Caller'], ['Frequent Caller', 'Retired tag'])).toEqual([
      { value: 'Fall Risk', label: 'Fall Risk' },
      { value: 'Frequent Caller', label: 'Frequent Caller' },
      { value: 'Retired tag', label: 'Retired tag' },
    ]);
  });
});
