/** Group names the product's rules read from the signed-in user. */
export const GROUPS = {
  administrators: 'Administrators',
  providerNetworkManager: 'Provider Network Manager',
  providerDataViewers: 'Provider Data Viewers',
  claimDepartment: 'Provider Data Manager - Claim Department',
  enrollmentProcessors: 'Enrollment Processors',
  enrollmentManagers: 'Enrollment Processor Managers',
  enrollmentViewers: 'Enrollment Application Viewers',
  crmAgents: 'CRM Agents',
  crmAdmins: 'CRM Administrators',
  careProviders: 'Care on Demand Providers',
} as const;
