import { Alert, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { planDialogSchema, type PlanDialogInput, type PlanDto } from '@portal/contracts/ipa-admin/plans';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { OPEN_END_DATE } from '@portal/contracts/ipa-admin/ipa-lookups';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateField } from '../../../ui/form/FormFields.tsx';
import { MultiSelectField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { DeleteRecordButton } from '../../../ui/DeleteRecordButton.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { RecordDialogFooter } from '../../../ui/form/RecordDialogFooter.tsx';
import { useCompanyCodes } from '../api/company-codes.ts';
import { useContractCodes } from '../api/contract-codes.ts';
import { usePbpCodes } from '../api/pbp-codes.ts';
import { isPlanOverlapping } from '../api/plan-overlap.ts';
import { useSavePlans } from '../api/save-plans.ts';
import { useDeletePlan } from '../api/delete-plan.ts';
import { useOpening } from '../../../ui/use-changed.ts';
import { recordDialogTitle } from './dialog-title.ts';

/**
 * 'Create Plan Mapping' / 'Edit Plan Mapping' ('Viewing Plan Mapping' to a viewer, 900x600): Contract Code and PBP
 * locked when editing (spec §2.9, §5).
 */
export function PlanDialog({
  ipa,
  plan,
  opened,
  onClose,
  onReload,
  readOnly,
}: {
  ipa: IpaDto;
  plan: PlanDto | null;
  opened: boolean;
  onClose: () => void;
  onReload: () => Promise<unknown>;
  readOnly: boolean;
}) {
  const initial: PlanDialogInput = plan
    ? {
        companyCode: plan.companyCode,
        contractCode: plan.contractCode,
        pbps: [plan.pbp],
        startDate: plan.startDate,
        endDate: plan.endDate,
      }
    : { companyCode: ipa.companyCode, contractCode: '', pbps: [], startDate: '', endDate: OPEN_END_DATE };
  const form = useForm<PlanDialogInput, unknown, z.output<typeof planDialogSchema>>({
    resolver: zodResolver(planDialogSchema),
    defaultValues: initial,
  });
  const { control, setValue } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const companyCode = useWatch({ control, name: 'companyCode' }) ?? null;
  const contractCode = useWatch({ control, name: 'contractCode' });
  const companies = useCompanyCodes();
  const codes = useContractCodes(companyCode);
  const pbps = usePbpCodes(companyCode, contractCode || null);
  const save = useSavePlans(ipa.ipaCode);
  const remove = useDeletePlan(ipa.ipaCode);
  if (useOpening(opened, plan)) setProblem(null);
  useEffect(() => {
    if (opened) {
      form.reset(initial);
      save.reset();
      remove.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened on another record
  }, [opened, plan]);

  const submit = form.handleSubmit(async (data) => {
    setProblem(null);
    // Before saving, an overlap check per selected PBP (spec §5); the first overlap stops the save.
    for (const pbp of data.pbps) {
      const overlapping = await isPlanOverlapping({
        OperationType: plan ? 'UPDATE' : 'INSERT',
        ContractCode: data.contractCode,
        PBP: pbp,
        IpaCode: ipa.ipaCode,
        StartDate: data.startDate,
        EndDate: data.endDate,
        Id: plan?.id,
      });
      if (overlapping) {
        setProblem(M.planOverlap(data.contractCode, pbp, formatUsDate(data.startDate), formatUsDate(data.endDate)));
        return;
      }
    }
    const records = data.pbps.map((pbp) => ({
      id: plan?.id ?? 0,
      version: plan?.version,
      operationType: plan ? ('UPDATE' as const) : ('INSERT' as const),
      ipaId: ipa.id,
      ipaCode: ipa.ipaCode,
      companyCode: data.companyCode,
      contractCode: data.contractCode,
      pbp,
      startDate: data.startDate,
      endDate: data.endDate,
      isActive: true,
    }));
    save.mutate(records, {
      onSuccess: () => {
        notifySuccess(M.planSaved);
        onClose();
      },
      onError: (error) => {
        if (!staleOnly(error)) notifyError(error instanceof Error ? error.message : String(error));
      },
    });
  });

  const deletePlan = () => {
    if (!plan) return;
    // A mapping changed by someone else since it was read is not deleted (409): the stale-record alert offers Reload.
    remove.mutate(plan, {
      onSuccess: () => {
        notifySuccess(M.planDeleted);
        onClose();
      },
      onError: (error) => {
        if (!staleOnly(error)) notifyError(M.planDeleteFailed);
      },
    });
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={recordDialogTitle(readOnly, 'Plan Mapping', plan ? 'Edit Plan Mapping' : 'Create Plan Mapping')}
      size={900}
      readOnly={readOnly}
      saving={save.isPending}
      onSubmit={(event) => void submit(event)}
      dirty={form.formState.isDirty}
      footer={
        <>
          {problem ? (
            <Alert color="red" mt="md">
              {problem}
            </Alert>
          ) : null}
          <RecordDialogFooter mutations={[save, remove]} reload={onReload} onlyStale>
            {plan && !readOnly ? (
              <DeleteRecordButton
                label="Delete"
                title="Delete plan mapping"
                message="Do you want to delete this plan mapping?"
                deleting={remove.isPending}
                onConfirmed={deletePlan}
              />
            ) : null}
          </RecordDialogFooter>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {/* A new company or contract empties what depended on it. */}
        <SelectField
          control={control}
          name="companyCode"
          label="Company Code"
          data={(companies.data ?? []).map((c) => c.value)}
          clearable={false}
          disabled={Boolean(plan)}
          onPicked={() => {
            setValue('contractCode', '');
            setValue('pbps', []);
          }}
        />
        <SelectField
          control={control}
          name="contractCode"
          label="Contract Code"
          required
          data={(codes.data ?? []).map((c) => c.value)}
          disabled={Boolean(plan)}
          onPicked={() => setValue('pbps', [])}
        />
        <MultiSelectField
          control={control}
          name="pbps"
          label="PBP Code"
          required
          data={(pbps.data ?? []).map((p) => p.value)}
          disabled={Boolean(plan)}
        />
        <div />
        <DateField control={control} name="startDate" label="Start Date" required />
        <DateField control={control} name="endDate" label="End Date" required />
      </SimpleGrid>
    </FormDialog>
  );
}
