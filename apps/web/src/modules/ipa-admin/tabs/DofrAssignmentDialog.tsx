import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  dofrAssignmentFormSchema,
  type DofrAssignmentDto,
  type DofrAssignmentFormInput,
  type DofrContractDto,
} from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../../ui/form/ChoiceFields.tsx';
import { notifyError, notifyInfo, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { useUpdateDofrContract } from '../api/update-dofr-contract.ts';
import { useReloadDofrContracts } from '../api/dofr-contracts.ts';
import { recordDialogTitle } from './dialog-title.ts';

type Risk = 'isHospitalLiability' | 'isSharedLiability' | 'isIpaLiability' | 'isOurLiability';
const RISKS: readonly Risk[] = ['isHospitalLiability', 'isSharedLiability', 'isIpaLiability', 'isOurLiability'];

const toForm = (a: DofrAssignmentDto | null): DofrAssignmentFormInput => ({
  id: a?.id ?? 0,
  category: a?.category ?? '',
  subCategory: a?.subCategory ?? '',
  isHospitalLiability: a?.isHospitalLiability ?? false,
  isSharedLiability: a?.isSharedLiability ?? false,
  isIpaLiability: a?.isIpaLiability ?? false,
  isOurLiability: a?.isOurLiability ?? false,
  link: a?.link ?? '',
  comment: a?.comment ?? '',
  isDeleted: false,
});

/** The assignment as PUT sends it (every assignment of the contract goes with the contract, spec §7). */
export const assignmentBody = (a: DofrAssignmentDto) => ({
  id: a.id,
  category: a.category,
  subCategory: a.subCategory,
  isHospitalLiability: a.isHospitalLiability,
  isSharedLiability: a.isSharedLiability,
  isIpaLiability: a.isIpaLiability,
  isOurLiability: a.isOurLiability,
  link: a.link,
  comment: a.comment,
  isDeleted: a.isDeleted,
});

/**
 * 'Adding/Editing/Viewing DOFR Assignment' (width 900): one risk box at a time; Hospital Risk for template type
 * 'Type 1', otherwise Shared Risk; dates read-only; no changes = 'There are no changes to be saved' (spec §2.12, §4, §5).
 */
export function DofrAssignmentDialog({
  ipa,
  contract,
  assignment,
  opened,
  onClose,
  readOnly,
}: {
  ipa: IpaDto;
  contract: DofrContractDto;
  assignment: DofrAssignmentDto | null;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
}) {
  const update = useUpdateDofrContract(ipa.ipaCode);
  const reload = useReloadDofrContracts(ipa.ipaCode);
  const form = useForm<DofrAssignmentFormInput, unknown, z.output<typeof dofrAssignmentFormSchema>>({
    resolver: zodResolver(dofrAssignmentFormSchema),
    defaultValues: toForm(assignment),
  });
  // Read while rendering, so react-hook-form tracks it (spec §5: no changes = 'There are no changes to be saved').
  const {
    control,
    setValue,
    formState: { isDirty },
  } = form;
  useEffect(() => {
    if (!opened) return;
    form.reset(toForm(assignment));
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [opened, assignment]);
  const mode = assignment ? 'Editing' : 'Adding';
  const firstRisk: { key: Risk; label: string } =
    contract.templateType === 'Type 1'
      ? { key: 'isHospitalLiability', label: 'Hospital Risk' }
      : { key: 'isSharedLiability', label: 'Shared Risk' };
  const risks: { key: Risk; label: string }[] = [
    firstRisk,
    { key: 'isIpaLiability', label: 'IPA Risk' },
    { key: 'isOurLiability', label: 'AHC Risk' },
  ];
  // Spec §4: one risk box at a time.
  const pickRisk = (picked: Risk, checked: boolean) => {
    if (checked) for (const other of RISKS) if (other !== picked) setValue(other, false, { shouldDirty: true });
  };

  const save = form.handleSubmit((parsed) => {
    const others = contract.assignments.filter((a) => a.id !== assignment?.id).map(assignmentBody);
    update.mutate(
      {
        id: contract.id,
        data: {
          version: contract.version,
          ipaCode: ipa.ipaCode,
          templateName: contract.templateName,
          effectiveBeginDate: contract.effectiveBeginDate,
          effectiveEndDate: contract.effectiveEndDate,
          assignments: [...others, parsed],
        },
      },
      {
        onSuccess: () => {
          notifySuccess(assignment ? M.dofrAssignmentUpdated : M.dofrAssignmentCreated);
          onClose();
        },
        // A contract someone else changed since it was read (409): the alert below offers Reload instead.
        onError: (error) => {
          if (!staleOnly(error)) notifyError(M.dofrAssignmentFailed);
        },
      },
    );
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!isDirty) {
      notifyInfo(M.noChanges);
      onClose();
      return;
    }
    void save(event);
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={recordDialogTitle(readOnly, 'DOFR Assignment', `${mode} DOFR Assignment`)}
      size={900}
      readOnly={readOnly}
      saving={update.isPending}
      submitLabel="Submit"
      dirty={isDirty}
      onSubmit={submit}
      footer={
        <SaveErrorAlert error={staleOnly(update.error)} onReload={() => void reload().then(() => update.reset())} />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="category" label="Category" required />
        <TextField control={control} name="subCategory" label="Subcategory" required />
      </SimpleGrid>
      <Group mt="sm">
        {risks.map((risk) => (
          <CheckboxField
            key={risk.key}
            control={control}
            name={risk.key}
            label={risk.label}
            onToggled={(checked) => pickRisk(risk.key, checked)}
          />
        ))}
      </Group>
      <TextField control={control} name="link" label="Link" />
      <TextareaField control={control} name="comment" label="Comment" />
      <SimpleGrid cols={2} mt="sm">
        <TextInput label="Start Date" value={formatUsDate(contract.effectiveBeginDate)} readOnly disabled />
        <TextInput label="End Date" value={formatUsDate(contract.effectiveEndDate)} readOnly disabled />
      </SimpleGrid>
    </FormDialog>
  );
}
