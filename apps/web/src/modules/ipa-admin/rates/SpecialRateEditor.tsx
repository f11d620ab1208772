import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput as MantineTextInput } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { MULTILINE_MAX, splitCommaList } from '@portal/contracts/ipa-admin/ipa-rates.fields';
import {
  applySpecialRateRules,
  SCB_ESRD_STATUSES,
  SCB_FUNCTIONS,
  SPECIAL_RATE_STATUSES,
  specialRateFormSchema,
  type SpecialRateDto,
  type SpecialRateForm,
  type SpecialRateFormInput,
} from '@portal/contracts/ipa-admin/special-rates';
import { confirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { DecimalField, TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { MultiSelectField } from '../../../ui/form/ChoiceFields.tsx';
import { useCountiesByCompany } from './api/get-counties.ts';
import { useSaveSpecialRate } from './api/save-special-rate.ts';
import { useDeleteSpecialRate } from './api/delete-special-rate.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { AuditReadout } from './AuditReadout.tsx';
import { RateEditorFrame } from './RateEditorFrame.tsx';
import { FormulaBuilder } from './FormulaBuilder.tsx';
import { saveFailureMessage, useRateSaveError } from './rate-save-error.ts';

type FormValues = SpecialRateFormInput;
type DecimalName =
  | 'premiumPCT'
  | 'mediMediPCT'
  | 'pmPmAmt'
  | 'esrdPmPm'
  | 'esrdPmPmMm'
  | 'esrdPop'
  | 'esrdPopMm'
  | 'virtualPmPm'
  | 'virtualPmPmMm'
  | 'valueBasedPmPm'
  | 'valueBasedPmPmMm';

const DECIMALS: [DecimalName, string, 2 | 4][] = [
  ['premiumPCT', 'Premium PCT', 4],
  ['mediMediPCT', 'Medi-Medi PCT', 4],
  ['pmPmAmt', 'PMPM Amount', 2],
  ['esrdPmPm', 'ESRD PMPM', 2],
  ['esrdPmPmMm', 'ESRD PMPM (Medi-Medi)', 2],
  ['esrdPop', 'ESRD POP', 2],
  ['esrdPopMm', 'ESRD POP (Medi-Medi)', 2],
  ['virtualPmPm', 'Virtual PMPM', 2],
  ['virtualPmPmMm', 'Virtual PMPM (Medi-Medi)', 2],
  ['valueBasedPmPm', 'Value Based PMPM', 2],
  ['valueBasedPmPmMm', 'Value Based PMPM (Medi-Medi)', 2],
];

function initial(cap: CapRateDto, special: SpecialRateDto | null): FormValues {
  const values: FormValues = {
    id: special?.id ?? null,
    version: special?.version ?? null,
    ipaCapId: cap.id,
    ipaCode: cap.ipaCode,
    seq: special?.seq ?? 0,
    companyCode: special?.companyCode ?? cap.companyCode,
    contractCode: special?.contractCode ?? '',
    type: special?.type ?? '',
    status: (special?.status ?? 'A') as FormValues['status'],
    pbp: special?.pbp ?? '',
    countyDescription: splitCommaList(special?.countyDescription),
    // Dates are required but disabled: they are the cap rate's (spec §5).
    effDate: cap.effDate,
    endDate: cap.endDate,
    scbAmtApplicable: special?.scbAmtApplicable ?? false,
    scbEsrdStatus: (special?.scbEsrdStatus ?? null) as FormValues['scbEsrdStatus'],
    scbFunction: (special?.scbFunction ?? null) as FormValues['scbFunction'],
    scbLimitValue:
      special?.scbLimitValue === null || special?.scbLimitValue === undefined ? '' : String(special.scbLimitValue),
    scbPremiumComponent: special?.scbPremiumComponent ?? '',
    scbPremiumFormula: special?.scbPremiumFormula ?? '',
    notes: special?.notes ?? '',
  };
  for (const [name, , places] of DECIMALS) values[name] = special ? special[name] : (0).toFixed(places);
  return values;
}

/** 'IPA Cap Special Rates for Cap Rate (id)' (spec §2.7): SCB rules, the formula builder, delete with confirmation. */
export function SpecialRateEditor({
  cap,
  special,
  readOnly,
  dialogTitle,
  onSaved,
  onCancel,
  onReload,
}: {
  cap: CapRateDto;
  special: SpecialRateDto | null;
  readOnly: boolean;
  dialogTitle?: string;
  onSaved: (id: number | null) => void;
  onCancel: () => void;
  /** Reads the special rate again (after a delete refused because someone else changed it). */
  onReload?: () => Promise<unknown>;
}) {
  const form = useForm<FormValues, unknown, SpecialRateForm>({
    resolver: zodResolver(specialRateFormSchema),
    defaultValues: initial(cap, special),
  });
  const { control, formState, setValue } = form;
  const values = useWatch({ control });
  const save = useSaveSpecialRate();
  const remove = useDeleteSpecialRate();
  const saveError = useRateSaveError();
  const counties = useCountiesByCompany(cap.companyCode);
  const [builderOpen, setBuilderOpen] = useState(false);
  const err = (name: keyof FormValues) => formState.errors[name]?.message;
  const scb = values.scbAmtApplicable === true;

  const submit = form.handleSubmit(async (parsed) => {
    saveError.clear();
    try {
      const saved = await save.mutateAsync(applySpecialRateRules(parsed));
      notifySuccess(RATE_MESSAGES.capRateSaved);
      form.reset(form.getValues());
      onSaved(saved.id);
    } catch (error) {
      saveError.fail(error, !special);
    }
  });

  const deleteRate = async () => {
    if (!special) return;
    if (
      !(await confirm({ title: 'Delete', message: RATE_MESSAGES.specialRateDeleteConfirm(special.id), danger: true }))
    )
      return;
    try {
      const result = await remove.mutateAsync({ id: special.id, version: special.version });
      notifySuccess(result.message || RATE_MESSAGES.specialRateDeleted);
      onSaved(null);
    } catch (error) {
      // Changed by someone else since it was read (409): the stale-record alert below offers Reload instead.
      if (!staleOnly(error)) notifyError(saveFailureMessage(error, false), 'Error');
    }
  };

  const fields = (
    <Stack gap="xs">
      <SimpleGrid cols={4}>
        <TextField control={control} name="contractCode" label="Contract Code" required />
        <TextField control={control} name="pbp" label="PBP" description="Comma separated" />
        <TextField control={control} name="type" label="Type" />
        <Select
          label="Status"
          data={[...SPECIAL_RATE_STATUSES]}
          value={typeof values.status === 'string' ? values.status : 'A'}
          onChange={(value) => setValue('status', value ?? 'A', { shouldDirty: true })}
          allowDeselect={false}
        />
        <MantineTextInput label="Effective Date" value={formatUsDate(cap.effDate)} withAsterisk disabled readOnly />
        <MantineTextInput label="End Date" value={formatUsDate(cap.endDate)} withAsterisk disabled readOnly />
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name="countyDescription"
        label="Counties"
        data={(counties.data ?? []).map((county) => county.countyName)}
      />
      <SimpleGrid cols={4}>
        {DECIMALS.map(([name, label, places]) => (
          <DecimalField key={name} control={control} name={name} label={label} places={places} />
        ))}
      </SimpleGrid>
      <Group>
        <Checkbox
          label="SCB Amount Applicable"
          checked={scb}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setValue('scbAmtApplicable', checked, { shouldDirty: true });
            // Spec §4: turning SCB amount applicable off clears SCB ESRD status and function.
            if (!checked) {
              setValue('scbEsrdStatus', null, { shouldDirty: true });
              setValue('scbFunction', null, { shouldDirty: true });
            }
          }}
        />
      </Group>
      <SimpleGrid cols={3}>
        <Select
          label="SCB ESRD Status"
          data={[...SCB_ESRD_STATUSES]}
          value={typeof values.scbEsrdStatus === 'string' ? values.scbEsrdStatus : null}
          onChange={(value) => setValue('scbEsrdStatus', value as FormValues['scbEsrdStatus'], { shouldDirty: true })}
          disabled={!scb}
          clearable
        />
        <Select
          label="SCB Function"
          data={[...SCB_FUNCTIONS]}
          value={typeof values.scbFunction === 'string' ? values.scbFunction : null}
          onChange={(value) => setValue('scbFunction', value as FormValues['scbFunction'], { shouldDirty: true })}
          disabled={!scb}
          clearable
        />
        <TextField control={control} name="scbLimitValue" label="SCB Limit Value" />
      </SimpleGrid>
      <Group align="flex-end">
        <MantineTextInput
          label="SCB Premium Formula"
          value={typeof values.scbPremiumFormula === 'string' ? values.scbPremiumFormula : ''}
          readOnly
          style={{ flex: 1 }}
          error={err('scbPremiumFormula')}
        />
        <Button variant="light" onClick={() => setBuilderOpen(true)} disabled={readOnly}>
          Create Formula
        </Button>
      </Group>
      <MantineTextInput
        label="SCB Premium Component"
        value={typeof values.scbPremiumComponent === 'string' ? values.scbPremiumComponent : ''}
        readOnly
      />
      <TextareaField control={control} name="notes" label="Notes" maxLength={MULTILINE_MAX} />
      {special ? (
        <AuditReadout
          rows={[
            { label: 'Created', username: special.createdBy, name: special.createdByName, at: special.createdDt },
            { label: 'Updated', username: special.updatedBy, name: special.updatedByName, at: special.updatedDt },
          ]}
        />
      ) : null}
      {builderOpen ? (
        <FormulaBuilder
          opened
          initial={typeof values.scbPremiumFormula === 'string' ? values.scbPremiumFormula : ''}
          onClose={() => setBuilderOpen(false)}
          onApply={(formula, components) => {
            setValue('scbPremiumFormula', formula, { shouldDirty: true });
            setValue('scbPremiumComponent', components, { shouldDirty: true });
            setBuilderOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );

  return (
    <RateEditorFrame
      dialogTitle={dialogTitle}
      heading={<>IPA Cap Special Rates for Cap Rate ({cap.id})</>}
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      saving={save.isPending}
      dirty={formState.isDirty}
      onCancel={onCancel}
      actions={
        special ? (
          <Button
            color="red"
            variant="light"
            onClick={() => void deleteRate()}
            disabled={readOnly}
            loading={remove.isPending}
          >
            Delete
          </Button>
        ) : null
      }
      footer={
        <SaveErrorAlert
          error={saveError.stale ?? staleOnly(remove.error)}
          onReload={
            saveError.stale ? saveError.reload : onReload ? () => void onReload().then(() => remove.reset()) : undefined
          }
        />
      }
    >
      {fields}
    </RateEditorFrame>
  );
}
