import { SimpleGrid, TextInput } from '@mantine/core';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { CheckboxField, SelectField, TextField } from '../../../ui/form/FormFields.tsx';
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
        description="Changed with Update Status"
      />
      <CheckboxField {...field} disabled={readOnly} name="soaReceived" label="Scope of Appointment received" mt="xl" />
      <TextField {...field} name="ltFacilityName" label="Long-Term Facility Name" />
      <TextField {...field} name="facilityId" label="Facility ID" />
      <TextField {...field} name="facilityAddress" label="Facility Address" />
      <TextField {...field} name="benVerifiedBy" label="Benefits Verified By" />
      <CheckboxField {...field} disabled={readOnly} name="isChronicCondition" label="Chronic condition" mt="xl" />
      <SelectField {...field} name="comPref" label="Communication Preference" data={comPrefs.data ?? []} />
      <SelectField {...field} name="ethnicityDetails" label="Ethnicity" data={ethnicities.data ?? []} />
      <SelectField {...field} name="raceDetails" label="Race" data={races.data ?? []} />
      <SelectField {...field} name="mainLanguage" label="Language" data={languages.data ?? []} searchable />
    </SimpleGrid>
  );
}
