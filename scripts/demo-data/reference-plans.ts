/**
 * The demo health plan's companies, service area and plans by year. Synthetic: the H-numbers are made up
 * (they follow the CMS format H + 4 digits) and do not belong to real contracts.
 */
export const COMPANIES = [
  { companyCode: 'GSHP', name: 'Golden State Health Plan', stateCode: 'CA' },
  { companyCode: 'CCHP', name: 'Central Coast Health Plan', stateCode: 'CA' },
  { companyCode: 'AHP', name: 'Atlantic Health Plan', stateCode: 'NC' },
  { companyCode: 'LSHP', name: 'Lone Star Health Plan', stateCode: 'TX' },
  { companyCode: 'SSHP', name: 'Sunshine State Health Plan', stateCode: 'FL' },
  { companyCode: 'DSHP', name: 'Desert Sun Health Plan', stateCode: 'AZ' },
] as const;

/** Service area: the counties (FIPS) where each company sells plans; members and PCPs live in them. */
export const SERVICE_AREA: readonly { countyFips: string; companyCode: string }[] = [
  ...['06037', '06059', '06065', '06071', '06073'].map((countyFips) => ({ countyFips, companyCode: 'GSHP' })),
  ...['06067', '06019', '06001', '06085'].map((countyFips) => ({ countyFips, companyCode: 'CCHP' })),
  ...['37183', '37119', '37063', '37081'].map((countyFips) => ({ countyFips, companyCode: 'AHP' })),
  ...['48201', '48113', '48029', '48453', '48439'].map((countyFips) => ({ countyFips, companyCode: 'LSHP' })),
  ...['12086', '12011', '12099', '12057', '12095', '12031'].map((countyFips) => ({ countyFips, companyCode: 'SSHP' })),
  ...['04013', '04019', '32003', '32031'].map((countyFips) => ({ countyFips, companyCode: 'DSHP' })),
];

interface PlanTemplate {
  contractCode: string;
  pbpCode: string;
  planName: string;
  planType: 'HMO' | 'HMO-POS' | 'PPO' | 'DSNP';
}

const CONTRACTS: Record<string, { hmo: string; ppo: string; brand: string }> = {
  GSHP: { hmo: 'H0541', ppo: 'H2207', brand: 'Golden State' },
  CCHP: { hmo: 'H1036', ppo: 'H1036', brand: 'Central Coast' },
  AHP: { hmo: 'H3449', ppo: 'H3449', brand: 'Atlantic' },
  LSHP: { hmo: 'H4527', ppo: 'H7815', brand: 'Lone Star' },
  SSHP: { hmo: 'H5862', ppo: 'H5862', brand: 'Sunshine' },
  DSHP: { hmo: 'H6210', ppo: 'H6210', brand: 'Desert Sun' },
};

export function planTemplates(companyCode: string): PlanTemplate[] {
  const contract = CONTRACTS[companyCode];
  if (!contract) return [];
  return [
    { contractCode: contract.hmo, pbpCode: '001', planName: `${contract.brand} Advantage (HMO)`, planType: 'HMO' },
    { contractCode: contract.hmo, pbpCode: '002', planName: `${contract.brand} Advantage Plus (HMO-POS)`, planType: 'HMO-POS' },
    { contractCode: contract.hmo, pbpCode: '003', planName: `${contract.brand} Dual Complete (HMO D-SNP)`, planType: 'DSNP' },
    { contractCode: contract.ppo, pbpCode: contract.ppo === contract.hmo ? '004' : '001', planName: `${contract.brand} Choice (PPO)`, planType: 'PPO' },
  ];
}
