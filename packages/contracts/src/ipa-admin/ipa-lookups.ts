/**
 * Fixed lists of the IPA form (GetIpaRisks, GetIpaTypes). The spec names the fields, not their values; these are ours
 * (docs/decisions.md). Claim-address fields hide for risk 'C' and 'F' (spec §5).
 */
export const IPA_RISKS = [
  { value: 'C', text: 'Capitated' },
  { value: 'F', text: 'Fee For Service' },
  { value: 'S', text: 'Shared Risk' },
  { value: 'G', text: 'Global Risk' },
  { value: 'P', text: 'Professional Risk' },
] as const;

/** Type defaults to IPA (spec §3). */
export const IPA_TYPES = [
  { value: 'IPA', text: 'IPA' },
  { value: 'Medical Group', text: 'Medical Group' },
  { value: 'Clinic', text: 'Clinic' },
] as const;

export const OPEN_END_DATE = '9999-12-31';
