import { SimpleGrid } from '@mantine/core';
import { SelectField, TextField } from '../../../ui/form/FormFields.tsx';
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
      <SelectField {...field} name="srep" label="Sales Rep" data={salesReps.data ?? []} searchable />
      <TextField {...field} name="pbpSalesRep" label="PBP Sales Rep" />
      <SelectField {...field} name="brokerCode" label="Broker" data={brokers.data ?? []} searchable />
      <SelectField {...field} name="salesType" label="Sales Type" data={salesTypes.data ?? []} />
      <TextField {...field} name="enrollmentAssistanceNpn" label="Enrollment Assistance NPN" />
      <TextField {...field} name="newTrans" label="New Transaction" />
      <SelectField {...field} name="witholdOption" label="Premium Withhold Option" data={withholds.data ?? []} />
    </SimpleGrid>
  );
}
