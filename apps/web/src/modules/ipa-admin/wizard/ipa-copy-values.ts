import type { IpaCreateInput, IpaUpdateInput } from '@portal/contracts/ipa-admin/ipa';
import { OPEN_END_DATE } from '@portal/contracts/ipa-admin/ipa-lookups';
import { addDays } from '@portal/contracts/platform/rules/dates';

/**
 * What 'Copy to New Record' (spec §2.2, §2.4) gives the new IPA: every Main Info and vendor field but the id, the IPA
 * code (the new record's own) and the company (taken from the PBP step). The source's contract period is not repeated:
 * the same code on the same effective date is refused ('That IPA Code already exists') and a period that has ended
 * would make a record born terminated. Like a new rate after an earlier one (spec §4), the copy starts the day after the
 * source ends and runs to the open end; a source that runs to 12/31/9999 leaves Effective Date for the user to choose.
 */
export function newIpaFromCopy(source: IpaUpdateInput): Partial<IpaCreateInput> {
  const { id: _id, version: _version, ...values } = source;
  const ended = source.endDate && source.endDate < OPEN_END_DATE;
  return {
    ...values,
    ipaCode: '',
    companyCode: null,
    effDate: ended ? addDays(source.endDate, 1) : '',
    endDate: OPEN_END_DATE,
  };
}
