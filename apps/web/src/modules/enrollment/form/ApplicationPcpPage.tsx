import { Button, Group, SimpleGrid } from '@mantine/core';
import { CheckboxField, DateField, SelectField, TextField } from '../../../ui/form/FormFields.tsx';
import { useLookupList } from '../api/lookups.ts';
import { PAGE_COLUMNS, partition, type EnrollmentPageProps } from './enrollment-form-page.ts';

/** Page 2: application dates, primary care provider, medical group and reason code (enrollment spec §2). */
export function ApplicationPcpPage({ form, readOnly, onSearchPcp }: EnrollmentPageProps & { onSearchPcp: () => void }) {
  const letterReasons = useLookupList(...partition('LetterReasonCode'));
  const field = { control: form.control, readOnly };
  return (
    <SimpleGrid cols={PAGE_COLUMNS}>
      <DateField {...field} name="applicationReceiptDate" label="Application Receipt Date" allowMaxDate={false} />
      <DateField
        {...field}
        name="applicationSignatureDate"
        label="Application Signature Date"
        allowMaxDate={false}
        required
      />
      <DateField {...field} name="applicationDate" label="Application Date" allowMaxDate={false} />
      <CheckboxField {...field} disabled={readOnly} name="givenSOB" label="Summary of Benefits given" mt="xl" />
      {/* The PCP is chosen with Search PCP (the assignment rules run there), never typed. */}
      <TextField control={form.control} name="pcpName" label="PCP Name" readOnly />
      <TextField {...field} name="medicalGroup" label="Medical Group" />
      <Group align="flex-end">
        <Button variant="light" onClick={onSearchPcp} disabled={readOnly}>
          Search PCP
        </Button>
      </Group>
      <SelectField {...field} name="letterReasonCode" label="Letter Reason Code" data={letterReasons.data ?? []} />
      <TextField {...field} name="letterReason" label="Letter Reason" />
      <TextField {...field} name="previousIpaName" label="Previous IPA" />
      <TextField {...field} name="previousPcpName" label="Previous PCP" />
    </SimpleGrid>
  );
}
