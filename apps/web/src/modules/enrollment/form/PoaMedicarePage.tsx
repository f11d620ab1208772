import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { ELECTION_TYPES, SEP_REASON_CODES } from '@portal/contracts/enrollment/enrollment-codes';
import { CheckboxField, DateField, PhoneField, SelectField, TextField } from '../../../ui/form/FormFields.tsx';
import { PAGE_COLUMNS, type EnrollmentPageProps } from './enrollment-form-page.ts';

const ELECTION_OPTIONS = ELECTION_TYPES.map((type) => ({ value: type.code, label: `${type.code} - ${type.label}` }));
const SEP_OPTIONS = SEP_REASON_CODES.map((reason) => ({
  value: reason.code,
  label: `${reason.code} - ${reason.label}`,
}));

/** Page 5: power of attorney, Medicare effective dates, election type, secondary coverage and other drug coverage. */
export function PoaMedicarePage({ form, readOnly, stateCodes }: EnrollmentPageProps & { stateCodes: string[] }) {
  const poas = useFieldArray({ control: form.control, name: 'poas' });
  // A rule over the whole list (one primary) is kept on the list's root once it has entries, else on the list.
  const poaErrors = form.formState.errors.poas;
  const poaError = poaErrors?.root?.message ?? poaErrors?.message;
  const field = { control: form.control, readOnly };
  return (
    <>
      <Paper withBorder p="sm" mb="md">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Power of Attorney</Text>
          {!readOnly ? (
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                poas.append({
                  name: '',
                  relationship: '',
                  phone: '',
                  stateCode: '',
                  isPrimary: poas.fields.length === 0,
                })
              }
            >
              Add POA
            </Button>
          ) : null}
        </Group>
        {poas.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No power of attorney recorded.
          </Text>
        ) : null}
        {poas.fields.map((entry, index) => (
          // One row per entry at 1280 px: the four boxes share the width, Primary and Remove stay at its end.
          <Group key={entry.id} align="flex-end" wrap="nowrap" mb="xs">
            <Box flex={1} miw={0}>
              <TextField {...field} name={`poas.${index}.name`} label="Name" />
            </Box>
            <Box flex={1} miw={0}>
              <TextField {...field} name={`poas.${index}.relationship`} label="Relationship" />
            </Box>
            <Box flex={1} miw={0}>
              <PhoneField {...field} name={`poas.${index}.phone`} label="Phone" />
            </Box>
            <Box flex={1} miw={0}>
              <SelectField {...field} name={`poas.${index}.stateCode`} label="State" data={stateCodes} />
            </Box>
            <CheckboxField
              {...field}
              disabled={readOnly}
              name={`poas.${index}.isPrimary`}
              label="Primary"
              mb={8}
              invalid={poaError !== undefined}
            />
            {!readOnly ? (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={6}
                aria-label={`Remove POA ${index + 1}`}
                onClick={() => poas.remove(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {poaError ? (
          <Text c="red" size="sm">
            {poaError}
          </Text>
        ) : null}
      </Paper>
      <SimpleGrid cols={PAGE_COLUMNS}>
        <TextField {...field} name="sendStatus" label="Send Status" />
        <DateField {...field} name="mcEffDtA" label="Medicare Part A Effective" allowMaxDate={false} />
        <DateField {...field} name="mcEffDtB" label="Medicare Part B Effective" allowMaxDate={false} />
        <DateField {...field} name="mcEffDtD" label="Medicare Part D Effective" allowMaxDate={false} />
        <SelectField
          {...field}
          name="electionType"
          label="Election Type"
          data={ELECTION_OPTIONS}
          required
          clearable={!readOnly}
        />
        <SelectField {...field} name="sepReasonCode" label="SEP Reason Code" data={SEP_OPTIONS} searchable />
        <TextField {...field} name="otherRxId" label="Other Rx ID" />
        <TextField {...field} name="otherRxGroup" label="Other Rx Group" />
        <TextField {...field} name="otherRxPcn" label="Other Rx PCN" />
        <TextField {...field} name="otherRxBin" label="Other Rx BIN" />
        <TextField {...field} name="secondaryCoverageName" label="Secondary Coverage" />
      </SimpleGrid>
    </>
  );
}
