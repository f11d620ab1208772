import { Alert, Badge, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import {
  applyCapRateEnablement,
  CAP_RATE_PERCENT_FIELDS,
  capRateEnablement,
  capRateFormSchema,
  ESRD_TYPES,
  type CapRateDto,
  type CapRateForm,
} from '@portal/contracts/ipa-admin/cap-rates';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { MULTILINE_MAX } from '@portal/contracts/ipa-admin/ipa-rates.fields';
import { periodOverlapMessage } from '@portal/contracts/ipa-admin/ipa-rates.periods';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { DateField, DecimalField, TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { useCapRevenueFormulas } from './api/get-cap-revenue-formulas.ts';
import { useCapRateCompanies } from './api/get-companies.ts';
import { useSaveCapRate } from './api/save-cap-rate.ts';
import { useSetCapRateActive } from './api/set-cap-rate-active.ts';
import { capRateDefaultPeriod, capRateInitialValues, capRateToggle, type FormValues } from './cap-rate-values.ts';
import { AuditReadout } from './AuditReadout.tsx';
import { RateEditorFrame } from './RateEditorFrame.tsx';
import { saveFailureMessage, useRateSaveError } from './rate-save-error.ts';
import { ChangeHistoryButton } from './ChangeHistoryDialog.tsx';

const CAP_RATE_HISTORY_PATH = '/api/CapRate/GetCapRateChangeHistory';
const CAP_RATE_APPROVE_PATH = '/api/CapRate/ApproveCapRateHistoryChanges';

export interface CapRateEditorProps {
  ipa: IpaDto;
  rates: CapRateDto[];
  /** The rate edited, or the source of a copy, or null for a new one. */
  source: CapRateDto | null;
  copy?: boolean;
  readOnly: boolean;
  dialogTitle?: string;
  onSaved: (id: number) => void;
  onCancel: () => void;
  onAddTier?: () => void;
  onAddSpecial?: () => void;
  onCopy?: () => void;
}

/** The Cap Rate form (spec §2.7, §3) with the enablement rules of §4; create, copy and edit. */
export function CapRateEditor({
  ipa,
  rates,
  source,
  copy = false,
  readOnly,
  dialogTitle,
  onSaved,
  onCancel,
  onAddTier,
  onAddSpecial,
  onCopy,
}: CapRateEditorProps) {
  const form = useForm<FormValues, unknown, CapRateForm>({
    resolver: zodResolver(capRateFormSchema),
    defaultValues: capRateInitialValues(ipa, rates, source, copy),
  });
  const { control, formState, setValue } = form;
  const values = useWatch({ control });
  const save = useSaveCapRate();
  const activation = useSetCapRateActive();
  const saveError = useRateSaveError();
  const companies = useCapRateCompanies();
  const companyCode = typeof values.companyCode === 'string' ? values.companyCode : '';
  const cms = useCapRevenueFormulas(companyCode, 'CMS');
  const mp = useCapRevenueFormulas(companyCode, 'MP');
  const creating = copy || !source;
  const err = (name: keyof FormValues) => formState.errors[name]?.message;
  const on = capRateEnablement({
    isMemberPremiumApplicable: values.isMemberPremiumApplicable === true,
    isAcaTax: values.isAcaTax === true,
    isIndividualFloorLevel: values.isIndividualFloorLevel === true,
    isAverageFloorLevel: values.isAverageFloorLevel === true,
    isIpaGroupLevel: values.isIpaGroupLevel === true,
    isVirtualApplicable: values.isVirtualApplicable === true,
    isEsrdApplicable: values.isEsrdApplicable === true,
    isValueBasedFlag: values.isValueBasedFlag === true,
    isPreferredProviderSearch: values.isPreferredProviderSearch === true,
    isRestrictedPcpSearch: values.isRestrictedPcpSearch === true,
  });
  const slot = capRateDefaultPeriod(ipa, rates, companyCode);

  const toggle = (name: keyof FormValues, checked: boolean) => {
    const changes = capRateToggle(name, checked, values);
    for (const key of Object.keys(changes) as (keyof FormValues)[]) setValue(key, changes[key], { shouldDirty: true });
  };
  const flag = (name: keyof FormValues, label: string, disabled = false) => (
    <Checkbox
      key={name}
      label={label}
      checked={values[name] === true}
      disabled={disabled}
      onChange={(event) => toggle(name, event.currentTarget.checked)}
    />
  );
  const decimal = (name: Path<FormValues>, label: string, places: 2 | 4, disabled = false) => (
    <DecimalField key={name} control={control} name={name} label={label} places={places} disabled={disabled} />
  );

  const submit = form.handleSubmit(async (parsed) => {
    saveError.clear();
    const body = applyCapRateEnablement(parsed);
    const others = rates
      .filter((rate) => rate.companyCode === body.companyCode && rate.ipaWebId === body.ipaWebId)
      .map((rate) => ({ id: rate.id, start: rate.effDate, end: rate.endDate }));
    const overlap = periodOverlapMessage({ id: body.id ?? null, start: body.effDate, end: body.endDate }, others);
    if (overlap) {
      form.setError(overlap.field === 'start' ? 'effDate' : 'endDate', { message: overlap.message });
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      notifySuccess(RATE_MESSAGES.capRateSaved);
      form.reset(form.getValues());
      onSaved(saved.id);
    } catch (error) {
      // Spec §8: the raw response text in a red toast titled 'Error'; a stale record gets the alert with Reload.
      saveError.fail(error, creating);
    }
  });

  const setActive = async (active: boolean) => {
    if (!source) return;
    try {
      await activation.mutateAsync({ id: source.id, version: source.version, active });
      notifySuccess(active ? RATE_MESSAGES.capRateActivated : RATE_MESSAGES.capRateDeactivated);
    } catch (error) {
      notifyError(saveFailureMessage(error, false), 'Error');
    }
  };

  const fields = (
    <Stack gap="xs">
      {creating && !slot.hasSlot ? <Alert color="yellow">{RATE_MESSAGES.noFreeSlot}</Alert> : null}
      <SimpleGrid cols={4}>
        <Select
          label="Company Code"
          withAsterisk
          data={(companies.data ?? []).map((company) => ({
            value: company.companyCode,
            label: `${company.companyCode} - ${company.companyName}`,
          }))}
          value={companyCode || null}
          error={err('companyCode')}
          disabled={!creating}
          onChange={(value) => {
            setValue('companyCode', value ?? '', { shouldDirty: true });
            // Spec §4: changing the company of a new cap rate moves its default dates.
            const period = capRateDefaultPeriod(ipa, rates, value);
            setValue('effDate', period.start, { shouldDirty: true });
            setValue('endDate', period.end, { shouldDirty: true });
          }}
        />
        <Select
          label="Cap Revenue"
          withAsterisk
          data={(cms.data ?? []).map((item) => ({ value: item.code, label: item.text }))}
          value={
            typeof values.capRevCode === 'string' && values.capRevCode !== '0' && values.capRevCode !== ''
              ? values.capRevCode
              : null
          }
          onChange={(value) => setValue('capRevCode', value ?? '0', { shouldDirty: true })}
          error={err('capRevCode')}
        />
        <DateField
          control={control}
          name="effDate"
          label="Effective Date"
          required
          minDate={ipa.effDate}
          maxDate={ipa.endDate}
        />
        <DateField
          control={control}
          name="endDate"
          label="End Date"
          required
          minDate={typeof values.effDate === 'string' ? values.effDate : undefined}
          maxDate={ipa.endDate}
        />
        <TextField control={control} name="spec" label="Spec 1" maxLength={7} />
        <TextField control={control} name="spec2" label="Spec 2" maxLength={7} />
        <TextField control={control} name="hospitalCode" label="Hospital Code" />
        <TextField control={control} name="sequence" label="Sequence" readOnly disabled />
      </SimpleGrid>
      <SimpleGrid cols={4}>
        {CAP_RATE_PERCENT_FIELDS.map(([name, label]) => decimal(name as Path<FormValues>, label, 4))}
        {decimal('pmPmAmt', 'PMPM Amount', 2)}
        {decimal('pmPmAmtMm', 'PMPM Amount (Medi-Medi)', 2)}
      </SimpleGrid>
      <Fieldset legend="Premium and taxes">
        <Group>
          {flag('isMemberPremiumApplicable', 'Member Premium Applicable')}
          {flag('isSequestrationtax', 'Sequestration Tax')}
          {flag('isAcaTax', 'ACA Tax')}
        </Group>
        <SimpleGrid cols={3} mt="xs">
          <Select
            label="MP Cap Revenue"
            data={(mp.data ?? []).map((item) => ({ value: item.code, label: item.text }))}
            value={typeof values.mpCapRevCode === 'string' && values.mpCapRevCode !== '' ? values.mpCapRevCode : null}
            onChange={(value) => setValue('mpCapRevCode', value ?? '', { shouldDirty: true })}
            disabled={!on.mpCapRevCode}
            clearable
          />
          <TextField
            control={control}
            name="acaTaxDivisor"
            label="ACA Tax Divisor"
            maxLength={3}
            disabled={!on.acaTaxDivisor}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Floor">
        <Group>
          {flag('isIndividualFloorLevel', 'Individual Floor Level')}
          {flag('isAverageFloorLevel', 'Average Floor Level')}
        </Group>
        <Group mt="xs">
          {flag('isAverageFloorIPA', 'IPA', !on.averageSubOptions)}
          {flag('isAverageFloorPCP', 'PCP', !on.averageSubOptions)}
          {flag('isAverageFloorBenefit', 'Benefit', !on.averageSubOptions)}
          {flag('isIpaGroupLevel', 'IPA Group', !on.averageSubOptions)}
          {flag('isEsrdExclusion', 'Exclude ESRD', !on.averageSubOptions)}
          {flag('isVirtualExclusion', 'Exclude Virtual', !on.averageSubOptions)}
        </Group>
        <SimpleGrid cols={3} mt="xs">
          {decimal('floorMC', 'Floor MC', 2, !on.floorAmounts)}
          {decimal('floorMM', 'Floor MM', 2, !on.floorAmounts)}
          <TextField
            control={control}
            name="childIpas"
            label="Child IPAs"
            description="IPA codes, comma separated"
            disabled={!on.childIpas}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Virtual, ESRD and value-based amounts">
        <Group>
          {flag('isVirtualApplicable', 'Virtual Applicable')}
          {flag('isEsrdApplicable', 'ESRD Applicable')}
          {flag('isValueBasedFlag', 'Value Based')}
        </Group>
        <SimpleGrid cols={4} mt="xs">
          {decimal('virtualPmPm', 'Virtual PMPM', 2, !on.virtualAmounts)}
          {decimal('virtualPmPmMm', 'Virtual PMPM (Medi-Medi)', 2, !on.virtualAmounts)}
          {decimal('valueBasedPmPm', 'Value Based PMPM', 2, !on.valueBasedAmounts)}
          {decimal('valueBasedPmPmMm', 'Value Based PMPM (Medi-Medi)', 2, !on.valueBasedAmounts)}
          <Select
            label="ESRD Type"
            data={[...ESRD_TYPES]}
            value={typeof values.esrdType === 'string' ? values.esrdType : null}
            onChange={(value) => setValue('esrdType', value as FormValues['esrdType'], { shouldDirty: true })}
            disabled={!on.esrdAmounts}
            clearable
          />
          {decimal('esrdPmPm', 'ESRD PMPM', 2, !on.esrdAmounts)}
          {decimal('esrdPmPmMm', 'ESRD PMPM (Medi-Medi)', 2, !on.esrdAmounts)}
          {decimal('esrdPop', 'ESRD POP', 2, !on.esrdAmounts)}
          {decimal('esrdPopMm', 'ESRD POP (Medi-Medi)', 2, !on.esrdAmounts)}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="PCP search">
        <Group>
          {flag('isPreferredProviderSearch', 'Preferred Provider Search')}
          {flag('isRestrictedPcpSearch', 'Restricted PCP Search')}
          <Checkbox
            label="Special Rate Applicable"
            checked={source?.isSpecialRateApplicable ?? false}
            disabled
            readOnly
          />
        </Group>
        <TextField
          control={control}
          name="productCode"
          label="Product Code"
          description="Comma separated"
          disabled={!on.productCode}
        />
      </Fieldset>
      <TextareaField control={control} name="notes" label="Notes" maxLength={MULTILINE_MAX} />
      {source && !copy ? (
        <AuditReadout
          rows={[
            { label: 'Created', username: source.createdBy, name: source.createdByName, at: source.createdDt },
            { label: 'Updated', username: source.updatedBy, name: source.updatedByName, at: source.updatedDt },
            {
              label: 'Last Approved',
              username: source.lastApprovedById,
              name: source.lastApprovedByName,
              at: source.lastApprovedAt,
            },
          ]}
        />
      ) : null}
      <SaveErrorAlert error={saveError.stale} onReload={saveError.reload} />
    </Stack>
  );

  return (
    <RateEditorFrame
      dialogTitle={dialogTitle}
      heading={
        <>
          Cap Rate {source?.id} (Sequence {source?.sequence}) {source && !source.active ? '— Inactive' : ''}{' '}
          {source?.hasPendingChanges ? (
            <Badge color="orange" variant="light">
              Pending approval
            </Badge>
          ) : null}
        </>
      }
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      saving={save.isPending}
      dirty={formState.isDirty}
      onCancel={onCancel}
      actions={
        <>
          {source ? (
            // Four eyes as for gain share and risk pool: the cap rate's changes (and its tiers' and special rates')
            // wait in its history for another manager's approval.
            <ChangeHistoryButton
              isDirty={() => formState.isDirty}
              title="Cap Rate - Change History"
              historyPath={CAP_RATE_HISTORY_PATH}
              approvePath={CAP_RATE_APPROVE_PATH}
              ipaCode={source.ipaCode}
              objectId={source.id}
              readOnly={readOnly}
            />
          ) : null}
          <Button variant="default" onClick={onAddTier} disabled={readOnly}>
            Add New Tiered Rate
          </Button>
          <Button variant="default" onClick={onAddSpecial} disabled={readOnly}>
            Add New Special Rate
          </Button>
          <Button variant="default" onClick={onCopy} disabled={readOnly}>
            Copy Cap Rate
          </Button>
          {source ? (
            <Button
              variant="default"
              color={source.active ? 'red' : 'green'}
              onClick={() => void setActive(!source.active)}
              disabled={readOnly}
              loading={activation.isPending}
            >
              {source.active ? 'Deactivate' : 'Activate'}
            </Button>
          ) : null}
        </>
      }
    >
      {fields}
    </RateEditorFrame>
  );
}
