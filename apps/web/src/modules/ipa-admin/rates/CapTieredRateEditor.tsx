import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { Button, SimpleGrid, Stack, TextInput as MantineTextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { MULTILINE_MAX } from '@portal/contracts/ipa-admin/ipa-rates.fields';
import {
  memberCountOverlapMessage,
  minMemberCountStart,
  nextMemberCountStart,
} from '@portal/contracts/ipa-admin/ipa-rates.periods';
import {
  capTieredRateFormSchema,
  type CapSubRateDto,
  type CapTieredRateDto,
  type CapTieredRateForm,
  type CapTieredRateFormInput,
} from '@portal/contracts/ipa-admin/tiered-rates';
import { notifySuccess } from '../../../ui/notify.ts';
import { DecimalField, TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useSaveCapTieredRate } from './api/save-tiered-rate.ts';
import { AuditReadout } from './AuditReadout.tsx';
import { RateEditorFrame } from './RateEditorFrame.tsx';
import { useRateSaveError } from './rate-save-error.ts';

type FormValues = CapTieredRateFormInput;
type DecimalName =
  | 'premiumPCT'
  | 'mediMediPCT'
  | 'pmPmAmt'
  | 'pmPmAmtMm'
  | 'floorMC'
  | 'floorMM'
  | 'hospSurplusSplit'
  | 'profSurplusSplit'
  | 'riskPHosp'
  | 'riskPprof'
  | 'adminFee'
  | 'esrdPmPm'
  | 'esrdPmPmMm'
  | 'deductions'
  | 'valueBasedPmPm'
  | 'valueBasedPmPmMm';

const DECIMALS: [DecimalName, string, 2 | 4][] = [
  ['premiumPCT', 'Premium PCT', 4],
  ['mediMediPCT', 'Medi-Medi PCT', 4],
  ['pmPmAmt', 'PMPM Amount', 2],
  ['pmPmAmtMm', 'PMPM Amount (Medi-Medi)', 2],
  ['floorMC', 'Floor MC', 2],
  ['floorMM', 'Floor MM', 2],
  ['hospSurplusSplit', 'Hospital Surplus Split', 4],
  ['profSurplusSplit', 'Professional Surplus Split', 4],
  ['riskPHosp', 'Risk Pool Hospital', 4],
  ['riskPprof', 'Risk Pool Professional', 4],
  ['adminFee', 'Admin Fee', 4],
  ['esrdPmPm', 'ESRD PMPM', 2],
  ['esrdPmPmMm', 'ESRD PMPM (Medi-Medi)', 2],
  ['deductions', 'Deductions', 2],
  ['valueBasedPmPm', 'Value Based PMPM', 2],
  ['valueBasedPmPmMm', 'Value Based PMPM (Medi-Medi)', 2],
];

/** Member-count ranges of the cap rate's other tiers, from the sub-rate labels 'Range (start - end)'. */
export function tierRanges(subRates: readonly CapSubRateDto[], capId: number) {
  return subRates
    .filter((sub) => sub.capId === capId && sub.capSubRateType === 'Tiered')
    .map((sub) => {
      const match = /Range \((\d+) - (\d+)\)/.exec(sub.label);
      return { id: sub.id, memberCountStart: Number(match?.[1] ?? 0), memberCountEnd: Number(match?.[2] ?? 0) };
    });
}

function initial(cap: CapRateDto, tier: CapTieredRateDto | null, copy: boolean, nextStart: number): FormValues {
  const values: FormValues = {
    id: copy ? null : (tier?.id ?? null),
    version: copy ? null : (tier?.version ?? null),
    capId: cap.id,
    ipaCode: cap.ipaCode,
    sequence: copy ? 0 : (tier?.sequence ?? 0),
    memberCountStart: copy || !tier ? String(nextStart) : String(tier.memberCountStart),
    memberCountEnd: copy || !tier ? '' : String(tier.memberCountEnd),
    active: tier?.active ?? true,
    effDate: cap.effDate,
    endDate: cap.endDate,
    notes: tier?.notes ?? '',
  };
  for (const [name, , places] of DECIMALS) values[name] = tier ? tier[name] : (0).toFixed(places);
  return values;
}

/** 'Cap Tier Rate for: id' (spec §2.7): member-count range, the cap rate's dates (disabled), amounts; Copy Record. */
export function CapTieredRateEditor({
  cap,
  tier,
  subRates,
  copy = false,
  readOnly,
  dialogTitle,
  onSaved,
  onCancel,
  onCopy,
}: {
  cap: CapRateDto;
  tier: CapTieredRateDto | null;
  subRates: CapSubRateDto[];
  copy?: boolean;
  readOnly: boolean;
  dialogTitle?: string;
  onSaved: (id: number) => void;
  onCancel: () => void;
  onCopy?: () => void;
}) {
  const ranges = tierRanges(subRates, cap.id);
  const nextStart = nextMemberCountStart(ranges);
  const form = useForm<FormValues, unknown, CapTieredRateForm>({
    resolver: zodResolver(capTieredRateFormSchema),
    defaultValues: initial(cap, tier, copy, nextStart),
  });
  const { control, formState } = form;
  const save = useSaveCapTieredRate();
  const saveError = useRateSaveError();
  const creating = copy || !tier;
  // The hint (spec §5): a new tier starts after the highest; an edited one after the tier below it.
  const minStart = creating
    ? nextStart
    : minMemberCountStart(
        ranges.filter((range) => range.id !== tier.id),
        tier.memberCountStart,
      );

  const submit = form.handleSubmit(async (parsed) => {
    saveError.clear();
    const overlap = memberCountOverlapMessage(
      { id: parsed.id ?? null, memberCountStart: parsed.memberCountStart, memberCountEnd: parsed.memberCountEnd },
      ranges,
    );
    if (overlap) {
      form.setError(overlap.field, { message: overlap.message });
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed);
      notifySuccess(RATE_MESSAGES.capRateSaved);
      form.reset(form.getValues());
      onSaved(saved.id);
    } catch (error) {
      saveError.fail(error, creating);
    }
  });

  const fields = (
    <Stack gap="xs">
      <SimpleGrid cols={4}>
        <TextField
          control={control}
          name="memberCountStart"
          label="Member Count Start"
          required
          description={`Minimum ${minStart}`}
        />
        <TextField control={control} name="memberCountEnd" label="Member Count End" required />
        <MantineTextInput label="Effective Date" withAsterisk value={formatUsDate(cap.effDate)} disabled readOnly />
        <MantineTextInput label="End Date" withAsterisk value={formatUsDate(cap.endDate)} disabled readOnly />
      </SimpleGrid>
      <SimpleGrid cols={4}>
        {DECIMALS.map(([name, label, places]) => (
          <DecimalField key={name} control={control} name={name} label={label} places={places} />
        ))}
      </SimpleGrid>
      <TextareaField control={control} name="notes" label="Notes" maxLength={MULTILINE_MAX} />
      {tier && !copy ? (
        <AuditReadout
          rows={[
            { label: 'Created', username: tier.createdBy, name: tier.createdByName, at: tier.createdDt },
            { label: 'Updated', username: tier.updatedBy, name: tier.updatedByName, at: tier.updatedDt },
          ]}
        />
      ) : null}
      <SaveErrorAlert error={saveError.stale} onReload={saveError.reload} />
    </Stack>
  );

  return (
    <RateEditorFrame
      dialogTitle={dialogTitle}
      heading={<>Cap Tier Rate for: {tier?.id}</>}
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      saving={save.isPending}
      dirty={formState.isDirty}
      onCancel={onCancel}
      actions={
        tier && onCopy ? (
          <Button variant="default" onClick={onCopy} disabled={readOnly}>
            Copy Record
          </Button>
        ) : null
      }
    >
      {fields}
    </RateEditorFrame>
  );
}
