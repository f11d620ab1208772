import { notifyWarning } from '../../../ui/notify.ts';
import { lookupZipCode } from '../api/lookups.ts';
import type { EnrollmentFormApi } from './enrollment-form-page.ts';

/** ZIP look-up (GetZipCodeCity): fills city, state and county from the reference ZIP data. */
export async function fillFromZip(form: EnrollmentFormApi, zip: string, target: 'home' | 'mailing'): Promise<void> {
  if (!/^\d{5}$/.test(zip)) return;
  try {
    const answer = await lookupZipCode(zip);
    if (target === 'home') {
      form.setValue('homeCity', answer.city, { shouldDirty: true });
      form.setValue('homeState', answer.state, { shouldDirty: true });
      form.setValue('homeCounty', answer.county ?? '', { shouldDirty: true });
    } else {
      form.setValue('mailingCity', answer.city, { shouldDirty: true });
      form.setValue('mailingState', answer.state, { shouldDirty: true });
    }
  } catch {
    notifyWarning(`ZIP code ${zip} was not found.`);
  }
}
