import { Alert, Button, Fieldset, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { MULTILINE_MAX } from '@portal/contracts/ipa-admin/ipa-rates.fields';
import {
  memberCountOverlapMessage,
  minMemberCountStart,
  nextMemberCountStart,
  periodOverlapMessage,
} from '@portal/contracts/ipa-admin/ipa-rates.periods';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { TextInput } from '../../../ui/inputs/TextInput.tsx';
import { DateField, DecimalField, TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../../ui/form/ChoiceFields.tsx';
import type { PooledPaths } from './api/pooled-kinds.ts';
import type { PooledRate } from './api/pooled-rate-types.ts';
import { useSavePooledRate } from './api/save-pooled-rate.ts';
import { useSavePooledTier } from './api/save-pooled-tier.ts';
import { useCapRevenueFormulas } from './api/get-cap-revenue-formulas.ts';
import { AuditReadout } from './AuditReadout.tsx';
import { RateEditorFrame } from './RateEditorFrame.tsx';
import {
  initialValues,
  newRatePeriod,
  periodsOf,
  type FormValues,
  type PooledEditorMode,
} from './pooled-form-values.ts';
import { useRateSaveError } from './rate-save-error.ts';
import { ChangeHistoryButton } from './ChangeHistoryDialog.tsx';

const SGA_FIELDS = new Set(['isSgaRevenuePercent', 'sgaRevenuePercent', 'isSgaPmPm', 'sgaPmPm']);

export interface PooledRateEditorProps {
  paths: PooledPaths;
  ipa: IpaDto;
  rates: PooledRate[];
  mode: PooledEditorMode;
  readOnly: boolean;
  /** In a dialog (create, copy, new tier) with its title; else inline under the grid. */
  dialogTitle?: string;
  onSaved: (selection: { rateId: number; tierId?: number }) => void;
  onCancel: () => void;
  onAddTier?: () => void;
  onCopy?: () => void;
}

/** The gain share / risk pool rate or tier form (spec §2.13, §2.14, §4, §5). */
export function PooledRateEditor({
  paths,
  ipa,
  rates,
  mode,
  readOnly,
  dialogTitle,
  onSaved,
  onCancel,
  onAddTier,
  onCopy,
}: PooledRateEditorProps) {
  // The resolver checks with the same shared schema the server validates the request with (gain share or risk pool).
  const form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(mode.type === 'tier' ? paths.tierSchema : paths.rateSchema),
    defaultValues: initialValues(paths, ipa, rates, mode),
  });
  const { control, formState, setValue } = form;
  const values = useWatch({ control });
  const saveRate = useSavePooledRate(paths, ipa.ipaCode);
  const saveTier = useSavePooledTier(paths, ipa.ipaCode);
  const saveError = useRateSaveError();
  const formulas = useCapRevenueFormulas(ipa.companyCode ?? 'CCHP', 'CMS');
  const isTier = mode.type === 'tier';
  const existing = mode.type === 'tier' ? mode.tier : mode.rate;
  const creating = !existing;
  const err = (name: string) => formState.errors[name]?.message;
  const saving = saveRate.isPending || saveTier.isPending;

  // Spec §2.13 / §2.14: a fixed notice replaces the form when there is no room left for a new rate (or a copy).
  if (mode.type === 'rate' && !mode.rate && !newRatePeriod(paths, ipa, rates, mode.copyOf).hasRoom) {
    const notice = (
      <Alert color="yellow" title="No room left" data-testid="no-room-notice">
        {RATE_MESSAGES.noRoomNotice}
      </Alert>
    );
    return dialogTitle ? (
      <FormDialog opened onClose={onCancel} title={dialogTitle} readOnly size={1000}>
        {notice}
      </FormDialog>
    ) : (
      notice
    );
  }

  const submit = form.handleSubmit(async (parsed) => {
    saveError.clear();
    if (mode.type === 'rate') {
      const overlap = periodOverlapMessage(
        {
          id: mode.rate?.rateId ?? null,
          start: String(parsed.effectiveStartDate),
          end: String(parsed.effectiveEndDate),
        },
        periodsOf(rates),
      );
      if (overlap) {
        form.setError(overlap.field === 'start' ? 'effectiveStartDate' : 'effectiveEndDate', {
          message: overlap.message,
        });
        return;
      }
    } else {
      const overlap = memberCountOverlapMessage(
        {
          id: mode.tier?.rateId ?? null,
          memberCountStart: Number(parsed.memberCountStart),
          memberCountEnd: Number(parsed.memberCountEnd),
        },
        mode.parent.tiers.map((tier) => ({
          id: tier.rateId,
          memberCountStart: tier.memberCountStart,
          memberCountEnd: tier.memberCountEnd,
        })),
      );
      if (overlap) {
        form.setError(overlap.field, { message: overlap.message });
        return;
      }
    }
    try {
      if (mode.type === 'rate') {
        const saved = await saveRate.mutateAsync(parsed);
        notifySuccess(paths.savedMessage, IPA_MESSAGES.success);
        form.reset(form.getValues());
        onSaved({ rateId: saved.rateId });
      } else {
        const parent = await saveTier.mutateAsync(parsed);
        notifySuccess(paths.savedMessage, IPA_MESSAGES.success);
        form.reset(form.getValues());
        // Spec §4: after a tier save the last returned tier is selected.
        const tierId = mode.tier?.rateId ?? parent.tiers.reduce((max, tier) => Math.max(max, tier.rateId), 0);
        onSaved({ rateId: parent.rateId, tierId });
      }
    } catch (error) {
      saveError.fail(error, creating);
    }
  });

  const sgaChoice = values.isSgaRevenuePercent ? 'percent' : values.isSgaPmPm ? 'pmpm' : '';
  const chooseSga = (choice: string) => {
    // Spec §4: picking one SG&A option clears and zeroes the other.
    setValue('isSgaRevenuePercent', choice === 'percent', { shouldDirty: true });
    setValue('isSgaPmPm', choice === 'pmpm', { shouldDirty: true });
    if (choice !== 'percent') setValue('sgaRevenuePercent', '0.0000', { shouldDirty: true });
    if (choice !== 'pmpm') setValue('sgaPmPm', '0.0000', { shouldDirty: true });
  };
  const formulaText =
    formulas.data?.find((item) => item.code === values.capRevenue)?.description ??
    (typeof values.formula === 'string' ? values.formula : '');
  const parentDates = mode.type === 'tier' ? mode.parent : null;
  // Spec §5: a new risk pool rate (and a gain share copy) starts no earlier than its default start; otherwise the IPA effective date.
  const minStart =
    mode.type === 'rate' && !mode.rate && (paths.kind === 'risk-pool' || mode.copyOf)
      ? newRatePeriod(paths, ipa, rates, mode.copyOf).start
      : ipa.effDate;

  // The hint's minimum start (spec §5): the previous tier's end plus 1; for a tier being edited, the tier below it.
  const otherTiers = isTier ? mode.parent.tiers.filter((tier) => tier.rateId !== mode.tier?.rateId) : [];
  const tierMinimum =
    isTier && mode.tier
      ? minMemberCountStart(otherTiers, mode.tier.memberCountStart)
      : nextMemberCountStart(otherTiers);

  const fields = (
    <Stack gap="xs">
      {isTier ? (
        <SimpleGrid cols={4}>
          <TextField
            control={control}
            name="memberCountStart"
            label="Member Count Start"
            required
            description={`Minimum ${tierMinimum}`}
          />
          <TextField control={control} name="memberCountEnd" label="Member Count End" required />
          <TextInput
            label="Effective Date"
            value={formatUsDate(parentDates?.effectiveStartDate ?? '')}
            readOnly
            disabled
          />
          <TextInput label="End Date" value={formatUsDate(parentDates?.effectiveEndDate ?? '')} readOnly disabled />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={3}>
          <Select
            label="Cap Revenue"
            withAsterisk
            placeholder="Select a Cap Revenue"
            data={(formulas.data ?? []).map((item) => ({ value: item.code, label: item.text }))}
            value={typeof values.capRevenue === 'string' && values.capRevenue !== '' ? values.capRevenue : null}
            onChange={(value) => setValue('capRevenue', value ?? '', { shouldDirty: true })}
            error={paths.capRevenueRule ? err('capRevenue') : undefined}
            description={formulaText || undefined}
          />
          <DateField
            control={control}
            name="effectiveStartDate"
            label="Effective Date"
            required
            minDate={minStart}
            maxDate={ipa.endDate}
          />
          <DateField
            control={control}
            name="effectiveEndDate"
            label="End Date"
            required
            minDate={typeof values.effectiveStartDate === 'string' ? values.effectiveStartDate : undefined}
            maxDate={ipa.endDate}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={3}>
        {paths.fields
          .filter((field) => !SGA_FIELDS.has(field.name) && (!isTier || field.onTier))
          .map((field) =>
            field.kind === 'flag' ? (
              <CheckboxField
                key={field.name}
                mt="lg"
                control={control}
                name={field.name}
                label={field.label}
                // A risk pool tier inherits the parent's ESRD flag (spec §4).
                disabled={isTier && field.name === 'isESRDApplicable'}
                onToggled={(checked) => {
                  if (field.name === 'isESRDApplicable' && !checked)
                    setValue('esrdPremiumPercent', '0.0000', { shouldDirty: true });
                }}
              />
            ) : (
              <DecimalField
                key={field.name}
                control={control}
                name={field.name}
                label={field.label}
                places={field.kind === 'decimal4' ? 4 : 2}
                zeroDefault={field.zeroDefault}
                disabled={field.name === 'esrdPremiumPercent' && values.isESRDApplicable !== true}
              />
            ),
          )}
      </SimpleGrid>
      {paths.kind === 'gain-share' ? (
        <Fieldset legend="SG&A Configuration">
          <Radio.Group value={sgaChoice} onChange={chooseSga} error={err('isSgaPmPm')}>
            <Group>
              <Radio value="percent" label="SG&A Revenue %" />
              <Radio value="pmpm" label="SG&A PMPM" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={2} mt="xs">
            <DecimalField
              control={control}
              name="sgaRevenuePercent"
              label="SG&A Revenue %"
              places={4}
              disabled={sgaChoice !== 'percent'}
            />
            <DecimalField
              control={control}
              name="sgaPmPm"
              label="SG&A PMPM"
              places={4}
              disabled={sgaChoice !== 'pmpm'}
            />
          </SimpleGrid>
        </Fieldset>
      ) : null}
      <TextareaField control={control} name="notes" label="Notes" maxLength={MULTILINE_MAX} />
      {existing ? (
        <AuditReadout
          rows={[
            { label: 'Created', username: existing.createdById, name: existing.createdByName, at: existing.createdAt },
            {
              label: 'Updated',
              username: existing.lastUpdatedById,
              name: existing.lastUpdatedByName,
              at: existing.lastUpdatedAt,
            },
            {
              label: 'Last Approved',
              username: existing.lastApprovedById,
              name: existing.lastApprovedByName,
              at: existing.lastApprovedAt,
            },
          ]}
        />
      ) : null}
      <SaveErrorAlert error={saveError.stale} onReload={saveError.reload} />
    </Stack>
  );

  const historyTitle = `${isTier ? paths.title.replace(' Rate', ' Tiered Rate') : paths.title} - Change History`;

  return (
    <RateEditorFrame
      dialogTitle={dialogTitle}
      heading={
        isTier
          ? `${paths.title.replace(' Rate', ' Tiered Rate')} ${mode.tier ? mode.tier.sequence : ''}`
          : `${paths.title} (Sequence ${mode.rate?.sequence ?? ''})`
      }
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      saving={saving}
      dirty={formState.isDirty}
      dialogSubmitDisabled={!formState.isDirty && !creating}
      onCancel={onCancel}
      actions={
        <>
          {existing ? (
            <ChangeHistoryButton
              isDirty={() => formState.isDirty}
              title={historyTitle}
              historyPath={isTier ? paths.tierHistory : paths.rateHistory}
              approvePath={isTier ? paths.approveTier : paths.approveRate}
              ipaCode={ipa.ipaCode}
              objectId={existing.rateId}
              readOnly={readOnly}
            />
          ) : null}
          {!isTier && onAddTier ? (
            <Button variant="default" onClick={onAddTier} disabled={readOnly}>
              Add New Tiered Rate
            </Button>
          ) : null}
          {!isTier && onCopy ? (
            <Button variant="default" onClick={onCopy} disabled={readOnly}>
              Copy {paths.title}
            </Button>
          ) : null}
        </>
      }
    >
      {fields}
    </RateEditorFrame>
  );
}
