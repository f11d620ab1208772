import { SimpleGrid, Stack, Typography } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { zIncentiveNames } from '@portal/contracts/crm-admin-benefits/incentive-names';
import { BENEFITS_ADMIN_TEXT } from '@portal/contracts/crm-admin-benefits/benefits-admin';
import type { MasterRow } from '@portal/contracts/patient-360/supplemental-benefits';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { LabeledValue } from '../../ui/LabeledValue.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useBenefitConfig, useSaveBenefitConfig } from './api/benefits-api.ts';
import { IncentiveNamesInput } from './IncentiveNamesInput.tsx';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

const formSchema = z.object({ incentiveNames: zIncentiveNames() });
type Form = z.input<typeof formSchema>;

/** The first message of a field whose value is a list (the list's own, or its first item's). */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const item of Object.values(error)) {
    const message = listError(item);
    if (message) return message;
  }
  return undefined;
}

/**
 * A benefit's configuration (code, year, type) read by GetSupplementalBenefitConfig: its display text as the benefit
 * editor keeps it, and the incentive names, saved at the version read with the display text unchanged.
 */
export function BenefitConfigDialog({
  benefit,
  canWrite,
  onClose,
}: {
  benefit: MasterRow | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const config = useBenefitConfig(benefit ? { code: benefit.code, year: benefit.year, type: benefit.type } : null);
  const save = useSaveBenefitConfig();
  const { control, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { incentiveNames: [] },
  });
  const { failure, attempt, clear } = useSaveFailure();
  // A configuration read (another benefit, or the reload after a stale save) starts the form and its error afresh. The
  // save is awaited rather than given callbacks: the list's refetch after a save reads the configuration again, and
  // resetting the mutation then would drop a callback's toast and close.
  useEffect(() => {
    clear();
    reset({ incentiveNames: config.data?.incentiveNames ?? [] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another config is read
  }, [config.data]);
  const submit = handleSubmit(async (values) => {
    const current = config.data;
    if (!current) return;
    await attempt(async () => {
      await save.mutateAsync({
        code: current.code,
        year: current.year,
        type: current.type,
        displayText: current.displayText,
        incentiveNames: values.incentiveNames,
        version: current.version,
      });
      notifySuccess(BENEFITS_ADMIN_TEXT.saved);
      onClose();
    });
  });
  return (
    <FormDialog
      opened={benefit !== null}
      onClose={onClose}
      title={benefit ? `Benefit Configuration ${benefit.code} ${benefit.year}` : 'Benefit Configuration'}
      onSubmit={(event) => void submit(event)}
      readOnly={!canWrite}
      saving={save.isPending}
      dirty={formState.isDirty}
      submitDisabled={!config.data}
      footer={<SaveErrorAlert error={failure ?? config.error} onReload={() => void config.refetch()} />}
    >
      <Stack>
        <SimpleGrid cols={4}>
          <LabeledValue label="Code" value={benefit?.code ?? ''} />
          <LabeledValue label="Year" value={benefit ? String(benefit.year) : ''} />
          <LabeledValue label="Type" value={benefit?.type ?? ''} />
          <LabeledValue label="Name" value={benefit?.name ?? ''} />
        </SimpleGrid>
        <Controller
          control={control}
          name="incentiveNames"
          render={({ field }) => (
            <IncentiveNamesInput
              value={field.value}
              onChange={field.onChange}
              code={benefit?.code ?? ''}
              year={benefit?.year ?? 0}
              error={listError(formState.errors.incentiveNames)}
              readOnly={!canWrite}
            />
          )}
        />
        {config.data?.displayText ? (
          <Typography fz="sm">
            {/* Sanitised on the server when the benefit editor saved it. */}
            <div dangerouslySetInnerHTML={{ __html: config.data.displayText }} />
          </Typography>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
