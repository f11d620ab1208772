import { SimpleGrid, TextInput } from '@mantine/core';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { labelled } from '@portal/contracts/enrollment/enrollment-form-labels';
import { useLookupList } from '../api/lookups.ts';
import { PAGE_COLUMNS, partition, type EnrollmentPageProps } from './enrollment-form-page.ts';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';

/**
 * Page 3: status, facility, communication preference, ethnicity, race and language (enrollment spec §2, §3). The
 * status is the work item's processing status: shown here, changed with Change Status (its allowed transitions and
 * reason), so the application has one status, not a second free field that could disagree with it.
 */
export function StatusPreferencesPage({ form, readOnly, status }: EnrollmentPageProps & { status: EnrollmentStatus }) {
  const comPrefs = useLookupList(...partition('CommunicationPreference'));
  const ethnicities = useLookupList(...partition('Ethnicity'));
  const races = useLookupList(...partition('Race'));
  const languages = useLookupList(...partition('Language'));
  const field = { control: form.control, readOnly };
  return (
    <SimpleGrid cols={PAGE_COLUMNS}>
      <TextInput
        label="Status"
        value={enrollmentStatusLabel(status)}
        readOnly
        // How a processor changes it; a viewer has no Update Status, so the hint would point at nothing.
        description={readOnly ? undefined : 'Changed with Update Status'}
      />
      <CheckboxField {...field} disabled={readOnly} {...labelled('soaReceived')} mt="xl" />
      <TextField {...field} {...labelled('ltFacilityName')} />
      <TextField {...field} {...labelled('facilityId')} />
      <TextField {...field} {...labelled('facilityAddress')} />
      <TextField {...field} {...labelled('benVerifiedBy')} />
      <CheckboxField {...field} disabled={readOnly} {...labelled('isChronicCondition')} mt="xl" />
      <SelectField {...field} {...labelled('comPref')} data={comPrefs.data ?? []} />
      <SelectField {...field} {...labelled('ethnicityDetails')} data={ethnicities.data ?? []} />
      <SelectField {...field} {...labelled('raceDetails')} data={races.data ?? []} />
      <SelectField {...field} {...labelled('mainLanguage')} data={languages.data ?? []} searchable />
    </SimpleGrid>
  );
}
