import { SimpleGrid } from '@mantine/core';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { labelled } from '@portal/contracts/enrollment/enrollment-form-labels';
import { useLookupList } from '../api/lookups.ts';
import { PAGE_COLUMNS, partition, type EnrollmentPageProps } from './enrollment-form-page.ts';

/** Page 4: sales rep and sales type (enrollment spec §2). */
export function SalesPage({ form, readOnly }: EnrollmentPageProps) {
  const salesReps = useLookupList('/api/MemberEnrollmentLookup/GetSalesRepLookupList');
  const brokers = useLookupList('/api/MemberEnrollmentLookup/GetRefBroker');
  const salesTypes = useLookupList('/api/MemberEnrollmentConfiguration/GetSalesTypes');
  const withholds = useLookupList(...partition('WithholdOption'));
  const field = { control: form.control, readOnly };
  return (
    <SimpleGrid cols={PAGE_COLUMNS}>
      <SelectField {...field} {...labelled('srep')} data={salesReps.data ?? []} searchable />
      <TextField {...field} {...labelled('pbpSalesRep')} />
      <SelectField {...field} {...labelled('brokerCode')} data={brokers.data ?? []} searchable />
      <SelectField {...field} {...labelled('salesType')} data={salesTypes.data ?? []} />
      <TextField {...field} {...labelled('enrollmentAssistanceNpn')} />
      <TextField {...field} {...labelled('newTrans')} />
      <SelectField {...field} {...labelled('witholdOption')} data={withholds.data ?? []} />
    </SimpleGrid>
  );
}
