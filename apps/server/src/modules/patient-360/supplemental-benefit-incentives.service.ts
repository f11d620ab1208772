import {
  INCENTIVE_NAME_MESSAGES as M,
  zIncentiveName,
  type IncentiveNameValidation,
  type ValidateIncentiveName,
} from '@portal/contracts/crm-admin-benefits/incentive-names';
import { normalizeBenefitCode } from '@portal/contracts/patient-360/supplemental-benefits';
import type { DbOrTx } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import * as repository from './supplemental-benefit-incentives.repository.ts';

/**
 * Incentive names (CRM admin Benefits, issue 13): the one check of a name (the contracts' rule, then that no other
 * benefit of the plan year goes by it), answered by validateIncentiveName and applied when a config is saved.
 */

/** validateIncentiveName: whether the name may be given to the config's benefit, and the message saying why not. */
export async function validateIncentiveName(
  db: DbOrTx,
  input: ValidateIncentiveName,
): Promise<IncentiveNameValidation> {
  const parsed = zIncentiveName().safeParse(input.incentiveName);
  if (!parsed.success)
    return { incentiveName: input.incentiveName, valid: false, message: parsed.error.issues[0]?.message ?? M.invalid };
  const code = input.code === undefined ? undefined : normalizeBenefitCode(input.code);
  const owner = await repository.incentiveNameOwner(db, parsed.data, input.year, code);
  return owner === null
    ? { incentiveName: parsed.data, valid: true, message: M.valid }
    : { incentiveName: parsed.data, valid: false, message: M.taken };
}

/** Refuses (400) a config's incentive names when another benefit of its plan year already goes by one of them. */
export async function requireFreeIncentiveNames(
  db: DbOrTx,
  config: { code: string; year: number },
  names: string[],
): Promise<void> {
  for (const name of names) {
    if ((await repository.incentiveNameOwner(db, name, config.year, config.code)) !== null)
      throw badRequest(`${M.taken}: ${name}`);
  }
}

/** The year's incentive names (lower case) and the code of the benefit each names. */
export const incentiveNamesOfYear = repository.incentiveNamesOfYear;
