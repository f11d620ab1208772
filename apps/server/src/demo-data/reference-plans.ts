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

/** Service area: the counties (FIPS) where each company sells plans, with the county's main telephone area code. */
export const SERVICE_AREA: readonly { countyFips: string; companyCode: string; areaCode: string }[] = [
  { countyFips: '06037', companyCode: 'GSHP', areaCode: '213' },
  { countyFips: '06059', companyCode: 'GSHP', areaCode: '714' },
  { countyFips: '06065', companyCode: 'GSHP', areaCode: '951' },
  { countyFips: '06071', companyCode: 'GSHP', areaCode: '909' },
  { countyFips: '06073', companyCode: 'GSHP', areaCode: '619' },
  { countyFips: '06067', companyCode: 'CCHP', areaCode: '916' },
  { countyFips: '06019', companyCode: 'CCHP', areaCode: '559' },
  { countyFips: '06001', companyCode: 'CCHP', areaCode: '510' },
  { countyFips: '06085', companyCode: 'CCHP', areaCode: '408' },
  { countyFips: '37183', companyCode: 'AHP', areaCode: '919' },
  { countyFips: '37119', companyCode: 'AHP', areaCode: '704' },
  { countyFips: '37063', companyCode: 'AHP', areaCode: '919' },
  { countyFips: '37081', companyCode: 'AHP', areaCode: '336' },
  { countyFips: '48201', companyCode: 'LSHP', areaCode: '713' },
  { countyFips: '48113', companyCode: 'LSHP', areaCode: '214' },
  { countyFips: '48029', companyCode: 'LSHP', areaCode: '210' },
  { countyFips: '48453', companyCode: 'LSHP', areaCode: '512' },
  { countyFips: '48439', companyCode: 'LSHP', areaCode: '817' },
  { countyFips: '12086', companyCode: 'SSHP', areaCode: '305' },
  { countyFips: '12011', companyCode: 'SSHP', areaCode: '954' },
  { countyFips: '12099', companyCode: 'SSHP', areaCode: '561' },
  { countyFips: '12057', companyCode: 'SSHP', areaCode: '813' },
  { countyFips: '12095', companyCode: 'SSHP', areaCode: '407' },
  { countyFips: '12031', companyCode: 'SSHP', areaCode: '904' },
  { countyFips: '04013', companyCode: 'DSHP', areaCode: '602' },
  { countyFips: '04019', companyCode: 'DSHP', areaCode: '520' },
  { countyFips: '32003', companyCode: 'DSHP', areaCode: '702' },
  { countyFips: '32031', companyCode: 'DSHP', areaCode: '775' },
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
    {
      contractCode: contract.hmo,
      pbpCode: '002',
      planName: `${contract.brand} Advantage Plus (HMO-POS)`,
      planType: 'HMO-POS',
    },
    {
      contractCode: contract.hmo,
      pbpCode: '003',
      planName: `${contract.brand} Dual Complete (HMO D-SNP)`,
      planType: 'DSNP',
    },
    {
      contractCode: contract.ppo,
      pbpCode: contract.ppo === contract.hmo ? '004' : '001',
      planName: `${contract.brand} Choice (PPO)`,
      planType: 'PPO',
    },
  ];
}
