import { Checkbox, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dofrAssignmentFormSchema, type DofrAssignmentDto, type DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifyError, notifyInfo, notifySuccess } from '../../../ui/notify.ts';
import { useUpdateDofrContract } from '../api/update-dofr-contract.ts';

type Risk = 'isHospitalLiability' | 'isSharedLiability' | 'isIpaLiability' | 'isOurLiability';
interface Values {
  category: string;
  subCategory: string;
  risk: Risk | null;
  link: string;
  comment: string;
}

const riskOf = (a: DofrAssignmentDto | null): Risk | null =>
  a ? ((['isHospitalLiability', 'isSharedLiability', 'isIpaLiability', 'isOurLiability'] as const).find((key) => a[key]) ?? null) : null;

/** The assignment as PUT sends it (every assignment of the contract goes with the contract, spec §7). */
export const assignmentBody = (a: DofrAssignmentDto) => ({ id: a.id, category: a.category, subCategory: a.subCategory, isHospitalLiability: a.isHospitalLiability, isSharedLiability: a.isSharedLiability, isIpaLiability: a.isIpaLiability, isOurLiability: a.isOurLiability, link: a.link, comment: a.comment, isDeleted: a.isDeleted });

/**
 * 'Adding/Editing/Viewing DOFR Assignment' (width 900): one risk box at a time; Hospital Risk for template type
 * 'Type 1', otherwise Shared Risk; dates read-only; no changes = 'There are no changes to be saved' (spec §2.12, §4, §5).
 */
export function DofrAssignmentDialog({ ipa, contract, assignment, opened, onClose, readOnly }: { ipa: IpaDto; contract: DofrContractDto; assignment: DofrAssignmentDto | null; opened: boolean; onClose: () => void; readOnly: boolean }) {
  const update = useUpdateDofrContract(ipa.ipaCode);
  const initial: Values = { category: assignment?.category ?? '', subCategory: assignment?.subCategory ?? '', risk: riskOf(assignment), link: assignment?.link ?? '', comment: assignment?.comment ?? '' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setValues(initial);
      setErrors({});
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [opened, assignment]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const mode = readOnly ? 'Viewing' : assignment ? 'Editing' : 'Adding';
  const firstRisk: { key: Risk; label: string } = contract.templateType === 'Type 1' ? { key: 'isHospitalLiability', label: 'Hospital Risk' } : { key: 'isSharedLiability', label: 'Shared Risk' };
  const risks: { key: Risk; label: string }[] = [firstRisk, { key: 'isIpaLiability', label: 'IPA Risk' }, { key: 'isOurLiability', label: 'AHC Risk' }];

  const submit = () => {
    if (JSON.stringify(values) === JSON.stringify(initial)) {
      notifyInfo(M.noChanges);
      onClose();
      return;
    }
    const form = { id: assignment?.id ?? 0, category: values.category, subCategory: values.subCategory, link: values.link, comment: values.comment, isHospitalLiability: values.risk === 'isHospitalLiability', isSharedLiability: values.risk === 'isSharedLiability', isIpaLiability: values.risk === 'isIpaLiability', isOurLiability: values.risk === 'isOurLiability', isDeleted: false };
    const parsed = dofrAssignmentFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const others = contract.assignments.filter((a) => a.id !== assignment?.id).map(assignmentBody);
    update.mutate(
      { id: contract.id, data: { version: contract.version, ipaCode: ipa.ipaCode, templateName: contract.templateName, effectiveBeginDate: contract.effectiveBeginDate, effectiveEndDate: contract.effectiveEndDate, assignments: [...others, form] } },
      { onSuccess: () => { notifySuccess(assignment ? M.dofrAssignmentUpdated : M.dofrAssignmentCreated); onClose(); }, onError: () => notifyError(M.dofrAssignmentFailed) },
    );
  };

  return (
    <FormDialog opened={opened} onClose={onClose} title={`${mode} DOFR Assignment`} size={900} readOnly={readOnly} saving={update.isPending} submitLabel="Submit" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Category" required value={values.category} onChange={(e) => set('category', e.currentTarget.value)} error={errors.category} />
        <TextInput label="Subcategory" required value={values.subCategory} onChange={(e) => set('subCategory', e.currentTarget.value)} error={errors.subCategory} />
      </SimpleGrid>
      <Group mt="sm">
        {risks.map((risk) => (
          <Checkbox key={risk.key} label={risk.label} checked={values.risk === risk.key} onChange={(e) => set('risk', e.currentTarget.checked ? risk.key : null)} />
        ))}
      </Group>
      <TextInput mt="sm" label="Link" value={values.link} onChange={(e) => set('link', e.currentTarget.value)} error={errors.link} />
      <Textarea mt="sm" label="Comment" value={values.comment} onChange={(e) => set('comment', e.currentTarget.value)} error={errors.comment} autosize minRows={2} />
      <SimpleGrid cols={2} mt="sm">
        <TextInput label="Start Date" value={formatUsDate(contract.effectiveBeginDate)} readOnly disabled />
        <TextInput label="End Date" value={formatUsDate(contract.effectiveEndDate)} readOnly disabled />
      </SimpleGrid>
    </FormDialog>
  );
}
