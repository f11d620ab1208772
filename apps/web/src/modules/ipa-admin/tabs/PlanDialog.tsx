import { Alert, Button, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { planDialogSchema, type PlanDto } from '@portal/contracts/ipa-admin/plans';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { OPEN_END_DATE } from '@portal/contracts/ipa-admin/ipa-lookups';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateInput } from '../../../ui/inputs/DateInput.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';
import { useCompanyCodes } from '../api/company-codes.ts';
import { useContractCodes } from '../api/contract-codes.ts';
import { usePbpCodes } from '../api/pbp-codes.ts';
import { isPlanOverlapping } from '../api/plan-overlap.ts';
import { useSavePlans } from '../api/save-plans.ts';
import { useDeletePlan } from '../api/delete-plan.ts';

interface Values {
  companyCode: string | null;
  contractCode: string;
  pbps: string[];
  startDate: string;
  endDate: string;
}

/** 'Create Plan Mapping' / 'Edit Plan Mapping' (900x600): Contract Code and PBP locked when editing (spec §2.9, §5). */
export function PlanDialog({ ipa, plan, opened, onClose, onReload, readOnly }: { ipa: IpaDto; plan: PlanDto | null; opened: boolean; onClose: () => void; onReload: () => Promise<unknown>; readOnly: boolean }) {
  const initial: Values = plan
    ? { companyCode: plan.companyCode, contractCode: plan.contractCode, pbps: [plan.pbp], startDate: plan.startDate, endDate: plan.endDate }
    : { companyCode: ipa.companyCode, contractCode: '', pbps: [], startDate: '', endDate: OPEN_END_DATE };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const companies = useCompanyCodes();
  const codes = useContractCodes(values.companyCode);
  const pbps = usePbpCodes(values.companyCode, values.contractCode || null);
  const save = useSavePlans(ipa.ipaCode);
  const remove = useDeletePlan(ipa.ipaCode);
  useEffect(() => {
    if (opened) {
      setValues(initial);
      setErrors({});
      setProblem(null);
      save.reset();
      remove.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened on another record
  }, [opened, plan]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    setProblem(null);
    const parsed = planDialogSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    // Before saving, an overlap check per selected PBP (spec §5); the first overlap stops the save.
    for (const pbp of parsed.data.pbps) {
      const overlapping = await isPlanOverlapping({ OperationType: plan ? 'UPDATE' : 'INSERT', ContractCode: parsed.data.contractCode, PBP: pbp, IpaCode: ipa.ipaCode, StartDate: parsed.data.startDate, EndDate: parsed.data.endDate, Id: plan?.id });
      if (overlapping) {
        setProblem(M.planOverlap(parsed.data.contractCode, pbp, formatUsDate(parsed.data.startDate), formatUsDate(parsed.data.endDate)));
        return;
      }
    }
    const records = parsed.data.pbps.map((pbp) => ({
      id: plan?.id ?? 0,
      version: plan?.version,
      operationType: plan ? ('UPDATE' as const) : ('INSERT' as const),
      ipaId: ipa.id,
      ipaCode: ipa.ipaCode,
      companyCode: parsed.data.companyCode,
      contractCode: parsed.data.contractCode,
      pbp,
      startDate: parsed.data.startDate,
      endDate: parsed.data.endDate,
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
  };

  const deletePlan = async () => {
    if (!plan || !(await confirm({ message: 'Do you want to delete this plan mapping?', danger: true }))) return;
    // A mapping changed by someone else since it was read is not deleted (409): the stale-record alert offers Reload.
    remove.mutate(plan, {
      onSuccess: () => {
        notifySuccess(M.planDeleted);
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error) || error.status !== 409) notifyError(M.planDeleteFailed);
      },
    });
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={plan ? 'Edit Plan Mapping' : 'Create Plan Mapping'}
      size={900}
      readOnly={readOnly}
      saving={save.isPending}
      onSubmit={() => void submit()}
      footer={
        <>
          {problem ? <Alert color="red" mt="md">{problem}</Alert> : null}
          <SaveErrorAlert error={staleOnly(save.error ?? remove.error)} onReload={() => void onReload().then(() => (save.reset(), remove.reset()))} />
          {plan && !readOnly ? (
            <Button color="red" variant="light" mt="md" onClick={() => void deletePlan()} loading={remove.isPending}>
              Delete
            </Button>
          ) : null}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Company Code" data={(companies.data ?? []).map((c) => c.value)} value={values.companyCode} onChange={(v) => { set('companyCode', v); set('contractCode', ''); set('pbps', []); }} disabled={Boolean(plan)} comboboxProps={{ withinPortal: true }} />
        <Select label="Contract Code" required data={(codes.data ?? []).map((c) => c.value)} value={values.contractCode || null} onChange={(v) => { set('contractCode', v ?? ''); set('pbps', []); }} disabled={Boolean(plan)} error={errors.contractCode} comboboxProps={{ withinPortal: true }} />
        <MultiSelect label="PBP Code" required data={(pbps.data ?? []).map((p) => p.value)} value={values.pbps} onChange={(v) => set('pbps', v)} disabled={Boolean(plan)} error={errors.pbps} comboboxProps={{ withinPortal: true }} />
        <div />
        <DateInput label="Start Date" required allowMaxDate value={values.startDate || null} onChange={(v) => set('startDate', v ?? '')} error={errors.startDate} />
        <DateInput label="End Date" required allowMaxDate value={values.endDate || null} onChange={(v) => set('endDate', v ?? '')} error={errors.endDate} />
      </SimpleGrid>
    </FormDialog>
  );
}
