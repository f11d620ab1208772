/**
 * CRM admin Benefits (module 141) and Benefit Config (module 125), issue 13: the supplemental benefits configuration
 * is Patient 360's (contracts/patient-360/supplemental-benefits: GetSupplementalBenefitsMaster,
 * GetSupplementalBenefitConfig, UpsertSupplementalBenefitConfig with incentive names, GetSupplementalBenefitValidationErrorsMap);
 * this module adds validateIncentiveName (incentive-names.ts) and the two screens.
 */
export const BENEFITS_ADMIN_TEXT = {
  adminTitle: 'Benefits',
  adminDescription:
    'Supplemental benefits and rewards by code, plan year and type, with the incentive names each goes by.',
  configTitle: 'Benefit Config',
  configDescription: 'A benefit’s configuration, and which incentives can be awarded to a member.',
  saved: 'The benefit configuration was saved',
} as const;
