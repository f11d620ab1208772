/**
 * Optional supplemental buy-ups a member may add to a plan (GetAllBuyUpByPlans / GetIsOptionalBuyUp).
 * The spec names the calls but not the list; these are the plan's usual optional riders. DSNP plans have none:
 * their benefits are set by the State Medicaid contract (docs/decisions.md).
 */
export const OPTIONAL_BUY_UPS = [
  { code: 'DENTAL-PLUS', description: 'Dental Plus (comprehensive dental)' },
  { code: 'VISION-PLUS', description: 'Vision Plus (eyewear allowance)' },
  { code: 'HEARING-PLUS', description: 'Hearing Plus (hearing aids)' },
  { code: 'FITNESS-PLUS', description: 'Fitness Plus (gym membership)' },
] as const;
