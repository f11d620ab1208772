import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { ELECTION_TYPES, SEP_REASON_CODES } from '@portal/contracts/enrollment/enrollment-codes';
import { DateField, PhoneField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { ENROLLMENT_FORM_LABELS, labelled, POA_LABELS } from '@portal/contracts/enrollment/enrollment-form-labels';
import { PAGE_COLUMNS, type EnrollmentPageProps } from './enrollment-form-page.ts';
import classes from './enrollment-form-page.module.css';

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
          <Text fw={600}>{ENROLLMENT_FORM_LABELS.poas}</Text>
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
              <TextField {...field} name={`poas.${index}.name`} label={POA_LABELS.name} />
            </Box>
            <Box flex={1} miw={0}>
              <TextField {...field} name={`poas.${index}.relationship`} label={POA_LABELS.relationship} />
            </Box>
            <Box flex={1} miw={0}>
              <PhoneField {...field} name={`poas.${index}.phone`} label={POA_LABELS.phone} />
            </Box>
            <Box flex={1} miw={0}>
              <SelectField {...field} name={`poas.${index}.stateCode`} label={POA_LABELS.stateCode} data={stateCodes} />
            </Box>
            <CheckboxField
              {...field}
              disabled={readOnly}
              name={`poas.${index}.isPrimary`}
              label={POA_LABELS.isPrimary}
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
        <TextField {...field} {...labelled('sendStatus')} />
        <DateField {...field} {...labelled('mcEffDtA')} allowMaxDate={false} />
        <DateField {...field} {...labelled('mcEffDtB')} allowMaxDate={false} />
        <DateField {...field} {...labelled('mcEffDtD')} allowMaxDate={false} />
        <div className={classes.wide}>
          <SelectField
            {...field}
            {...labelled('electionType')}
            data={ELECTION_OPTIONS}
            required
            clearable={!readOnly}
          />
        </div>
        <div className={classes.wide}>
          <SelectField {...field} {...labelled('sepReasonCode')} data={SEP_OPTIONS} searchable />
        </div>
        <TextField {...field} {...labelled('otherRxId')} />
        <TextField {...field} {...labelled('otherRxGroup')} />
        <TextField {...field} {...labelled('otherRxPcn')} />
        <TextField {...field} {...labelled('otherRxBin')} />
        <TextField {...field} {...labelled('secondaryCoverageName')} />
      </SimpleGrid>
    </>
  );
}
