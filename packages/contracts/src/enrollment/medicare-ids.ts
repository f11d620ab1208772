/**
 * CMS identifier formats.
 *
 * Medicare Beneficiary Identifier (CMS MBI format specification): 11 characters,
 *   position 1: numeric 1-9; 2, 5, 8, 9: alphabetic; 3, 6: alphanumeric; 4, 7, 10, 11: numeric 0-9.
 *   Letters S, L, O, I, B and Z are never used. Dashes shown on cards are not part of the id.
 * Contract: H, R, E or S followed by 4 digits (MA H-numbers, regional PPO R, employer E, PDP S).
 * PBP: 3 digits.
 */
const LETTER = '[AC-HJKMNP-RT-Y]';
const ALNUM = '[AC-HJKMNP-RT-Y0-9]';
export const MBI_PATTERN = new RegExp(
  `^[1-9]${LETTER}${ALNUM}[0-9]${LETTER}${ALNUM}[0-9]${LETTER}${LETTER}[0-9][0-9]$`,
);
export const CONTRACT_CODE_PATTERN = /^[HRES]\d{4}$/;
export const PBP_CODE_PATTERN = /^\d{3}$/;

/** Upper-cases and drops the dashes printed on Medicare cards. */
export function normalizeMbi(value: string): string {
  return value.trim().toUpperCase().replace(/-/g, '');
}

export function isValidMbi(value: string): boolean {
  return MBI_PATTERN.test(normalizeMbi(value));
}

export function isValidContractCode(value: string): boolean {
  return CONTRACT_CODE_PATTERN.test(value.trim().toUpperCase());
}

export function isValidPbpCode(value: string): boolean {
  return PBP_CODE_PATTERN.test(value.trim());
}
