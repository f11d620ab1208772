/**
 * IPA contract types (the IPA record's "risk", shown as Contract Type): the one list behind both GetIpaRisks and
 * CommonData/ContractTypes. The spec shows only the codes 'C' and 'F', grouped by the claim-address rule (spec §5:
 * claim-address fields hide for risk 'C' or 'F'), i.e. the two kinds where the IPA carries the risk and pays its own
 * claims: 'C' Capitated and 'F' Full Risk. The other names are ours (docs/decisions.md).
 */
export const IPA_CONTRACT_TYPES = [
  { code: 'C', description: 'Capitated' },
  { code: 'F', description: 'Full Risk' },
  { code: 'S', description: 'Shared Risk' },
  { code: 'G', description: 'Global Risk' },
  { code: 'P', description: 'Professional Risk' },
] as const;

/** Fixed lists of the IPA form (GetIpaRisks, GetIpaTypes) as options. */
export const IPA_RISKS = IPA_CONTRACT_TYPES.map((type) => ({ value: type.code, text: type.description }));

/** Type defaults to IPA (spec §3). */
export const IPA_TYPES = [
  { value: 'IPA', text: 'IPA' },
  { value: 'Medical Group', text: 'Medical Group' },
  { value: 'Clinic', text: 'Clinic' },
] as const;

export const OPEN_END_DATE = '9999-12-31';
