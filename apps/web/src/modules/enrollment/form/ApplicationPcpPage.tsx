import { Button, Group, SimpleGrid } from '@mantine/core';
import { DateField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { labelled } from '@portal/contracts/enrollment/enrollment-form-labels';
import { useLookupList } from '../api/lookups.ts';
import { PAGE_COLUMNS, partition, type EnrollmentPageProps } from './enrollment-form-page.ts';

/** Page 2: application dates, primary care provider, medical group and reason code (enrollment spec §2). */
export function ApplicationPcpPage({ form, readOnly, onSearchPcp }: EnrollmentPageProps & { onSearchPcp: () => void }) {
  const letterReasons = useLookupList(...partition('LetterReasonCode'));
  const field = { control: form.control, readOnly };
  return (
    <SimpleGrid cols={PAGE_COLUMNS}>
      <DateField {...field} {...labelled('applicationReceiptDate')} allowMaxDate={false} />
      <DateField {...field} {...labelled('applicationSignatureDate')} allowMaxDate={false} required />
      <DateField {...field} {...labelled('applicationDate')} allowMaxDate={false} />
      <CheckboxField {...field} disabled={readOnly} {...labelled('givenSOB')} mt="xl" />
      {/* The PCP is chosen with Search PCP (the assignment rules run there), never typed. */}
      <TextField control={form.control} {...labelled('pcpName')} readOnly />
      <TextField {...field} {...labelled('medicalGroup')} />
      <Group align="flex-end">
        <Button variant="light" onClick={onSearchPcp} disabled={readOnly}>
          Search PCP
        </Button>
      </Group>
      <SelectField {...field} {...labelled('letterReasonCode')} data={letterReasons.data ?? []} />
      <TextField {...field} {...labelled('letterReason')} />
      <TextField {...field} {...labelled('previousIpaName')} />
      <TextField {...field} {...labelled('previousPcpName')} />
    </SimpleGrid>
  );
}
