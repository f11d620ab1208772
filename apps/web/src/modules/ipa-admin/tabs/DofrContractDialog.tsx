import { Select, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dofrContractFormSchema, dofrDateBounds, type DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateInput } from '../../../ui/inputs/DateInput.tsx';
import { notifyError, notifyInfo, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { useDofrTemplates } from '../api/dofr-templates.ts';
import { useCreateDofrContract } from '../api/create-dofr-contract.ts';
import { useUpdateDofrContract } from '../api/update-dofr-contract.ts';

/**
 * 'Adding/Editing/Viewing DOFR Contract' (width 900): the template is chosen when adding and locked when editing; the
 * dates stay between the neighbouring contracts (spec §2.12, §5).
 */
export function DofrContractDialog({ ipa, contracts, contract, opened, onClose, readOnly, onSaved }: { ipa: IpaDto; contracts: DofrContractDto[]; contract: DofrContractDto | null; opened: boolean; onClose: () => void; readOnly: boolean; onSaved: (id: number) => void }) {
  const templates = useDofrTemplates();
  const create = useCreateDofrContract(ipa.ipaCode);
  const update = useUpdateDofrContract(ipa.ipaCode);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!opened) return;
    setTemplateId(null);
    setStart(contract?.effectiveBeginDate ?? '');
    setEnd(contract?.effectiveEndDate ?? '');
    setErrors({});
    create.reset();
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [opened, contract]);
  useEffect(() => {
    if (templates.error) notifyError(M.dofrTemplatesFailed);
  }, [templates.error]);
  const bounds = dofrDateBounds(contracts, ipa, contract?.id ?? null);
  const template = templates.data?.find((t) => String(t.id) === templateId);
  const templateName = contract?.templateName ?? template?.name ?? '';
  const mode = readOnly ? 'Viewing' : contract ? 'Editing' : 'Adding';

  const submit = () => {
    const parsed = dofrContractFormSchema.safeParse({ templateName, effectiveBeginDate: start, effectiveEndDate: end });
    const found: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    if (parsed.success && parsed.data.effectiveBeginDate < bounds.min) found.effectiveBeginDate = M.dofrStartTooEarly(formatUsDate(bounds.min));
    if (parsed.success && parsed.data.effectiveEndDate > bounds.max) found.effectiveEndDate = M.dofrEndTooLate(formatUsDate(bounds.max));
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    if (contract) {
      if (start === contract.effectiveBeginDate && end === contract.effectiveEndDate) {
        notifyInfo(M.noChanges);
        onClose();
        return;
      }
      update.mutate(
        { id: contract.id, data: { version: contract.version, ipaCode: ipa.ipaCode, templateName, effectiveBeginDate: start, effectiveEndDate: end, assignments: [] } },
        { onSuccess: (saved) => { notifySuccess(M.dofrUpdated); onSaved(saved.id); onClose(); }, onError: (error) => { if (!staleOnly(error)) notifyError(M.dofrSaveFailed); } },
      );
    } else if (template) {
      create.mutate(
        { contractTemplateSourceId: template.id, data: { ipaCode: ipa.ipaCode, templateName, effectiveBeginDate: start, effectiveEndDate: end } },
        { onSuccess: (saved) => { notifySuccess(M.dofrCreated); onSaved(saved.id); onClose(); }, onError: (error) => { if (!staleOnly(error)) notifyError(M.dofrSaveFailed); } },
      );
    }
  };

  return (
    <FormDialog opened={opened} onClose={onClose} title={`${mode} DOFR Contract`} size={900} readOnly={readOnly} saving={create.isPending || update.isPending} submitLabel="Submit" onSubmit={submit} footer={<SaveErrorAlert error={staleOnly(create.error ?? update.error)} />}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {contract ? (
          <Select label="Template Name" data={[templateName]} value={templateName} disabled />
        ) : (
          <Select label="Template Name" required data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.templateType})` }))} value={templateId} onChange={setTemplateId} error={errors.templateName} comboboxProps={{ withinPortal: true }} />
        )}
        <DateInput label="Start Date" required allowMaxDate minDate={bounds.min} maxDate={bounds.max} value={start || null} onChange={(v) => setStart(v ?? '')} error={errors.effectiveBeginDate} />
        <DateInput label="End Date" required allowMaxDate minDate={start || bounds.min} maxDate={bounds.max} value={end || null} onChange={(v) => setEnd(v ?? '')} error={errors.effectiveEndDate} />
      </SimpleGrid>
    </FormDialog>
  );
}
