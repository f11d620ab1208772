import { Alert, SimpleGrid } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { dofrContractFormSchema, dofrDateBounds, type DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateField } from '../../../ui/form/FormFields.tsx';
import { notifyError, notifyInfo, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { useDofrTemplates } from '../api/dofr-templates.ts';
import { useCreateDofrContract } from '../api/create-dofr-contract.ts';
import { useUpdateDofrContract } from '../api/update-dofr-contract.ts';
import { useReloadDofrContracts } from '../api/dofr-contracts.ts';
import { useOpening } from '../../../ui/use-changed.ts';
import { recordDialogTitle } from './dialog-title.ts';

/**
 * 'Adding/Editing/Viewing DOFR Contract' (width 900): the template is chosen when adding and locked when editing; the
 * dates stay between the neighbouring contracts (spec §2.12, §5).
 */
export function DofrContractDialog({
  ipa,
  contracts,
  contract,
  opened,
  onClose,
  readOnly,
  onSaved,
}: {
  ipa: IpaDto;
  contracts: DofrContractDto[];
  contract: DofrContractDto | null;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
  onSaved: (id: number) => void;
}) {
  const templates = useDofrTemplates();
  const create = useCreateDofrContract(ipa.ipaCode);
  const update = useUpdateDofrContract(ipa.ipaCode);
  const reload = useReloadDofrContracts(ipa.ipaCode);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const toForm = () => ({
    templateName: contract?.templateName ?? '',
    effectiveBeginDate: contract?.effectiveBeginDate ?? '',
    effectiveEndDate: contract?.effectiveEndDate ?? '',
  });
  const form = useForm<z.input<typeof dofrContractFormSchema>, unknown, z.output<typeof dofrContractFormSchema>>({
    resolver: zodResolver(dofrContractFormSchema),
    defaultValues: toForm(),
  });
  const { control, setValue, formState } = form;
  if (useOpening(opened, contract)) setTemplateId(null);
  useEffect(() => {
    if (!opened) return;
    form.reset(toForm());
    create.reset();
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [opened, contract]);
  useEffect(() => {
    if (templates.error) notifyError(M.dofrTemplatesFailed);
  }, [templates.error]);
  const bounds = dofrDateBounds(contracts, ipa, contract?.id ?? null);
  // A new contract starts after the latest one ends and before its own end; when the latest one already runs to (or a
  // day short of) the last date allowed, no start is left: the dialog says why instead of refusing every date picked.
  const latestEnd = contracts.reduce((latest, c) => (c.effectiveEndDate > latest ? c.effectiveEndDate : latest), '');
  const noRoom =
    !contract && !readOnly && latestEnd && bounds.min >= bounds.max
      ? M.dofrNoRoom(formatUsDate(latestEnd), formatUsDate(bounds.max))
      : null;
  const template = templates.data?.find((t) => String(t.id) === templateId);
  const templateName = contract?.templateName ?? template?.name ?? '';
  const mode = contract ? 'Editing' : 'Adding';
  const start = useWatch({ control: form.control, name: 'effectiveBeginDate' });

  const submit = form.handleSubmit(({ effectiveBeginDate: start, effectiveEndDate: end }) => {
    // The bounds between the neighbouring contracts (spec §5), after the schema's own rules.
    if (start < bounds.min) {
      form.setError('effectiveBeginDate', { message: M.dofrStartTooEarly(formatUsDate(bounds.min)) });
      return;
    }
    if (end > bounds.max) {
      form.setError('effectiveEndDate', { message: M.dofrEndTooLate(formatUsDate(bounds.max)) });
      return;
    }
    if (contract) {
      if (start === contract.effectiveBeginDate && end === contract.effectiveEndDate) {
        notifyInfo(M.noChanges);
        onClose();
        return;
      }
      update.mutate(
        {
          id: contract.id,
          data: {
            version: contract.version,
            ipaCode: ipa.ipaCode,
            templateName,
            effectiveBeginDate: start,
            effectiveEndDate: end,
            assignments: [],
          },
        },
        {
          onSuccess: (saved) => {
            notifySuccess(M.dofrUpdated);
            onSaved(saved.id);
            onClose();
          },
          onError: (error) => {
            if (!staleOnly(error)) notifyError(M.dofrSaveFailed);
          },
        },
      );
    } else if (template) {
      create.mutate(
        {
          contractTemplateSourceId: template.id,
          data: { ipaCode: ipa.ipaCode, templateName, effectiveBeginDate: start, effectiveEndDate: end },
        },
        {
          onSuccess: (saved) => {
            notifySuccess(M.dofrCreated);
            onSaved(saved.id);
            onClose();
          },
          onError: (error) => {
            if (!staleOnly(error)) notifyError(M.dofrSaveFailed);
          },
        },
      );
    }
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={recordDialogTitle(readOnly, 'DOFR Contract', `${mode} DOFR Contract`)}
      size={900}
      readOnly={readOnly}
      saving={create.isPending || update.isPending}
      submitLabel="Submit"
      onSubmit={(event) => {
        if (!noRoom) void submit(event);
      }}
      submitDisabled={noRoom !== null}
      dirty={formState.isDirty}
      footer={
        <SaveErrorAlert
          error={staleOnly(create.error ?? update.error)}
          onReload={() => void reload().then(() => update.reset())}
        />
      }
    >
      {noRoom ? (
        <Alert color="yellow" mb="sm" role="status">
          {noRoom}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {contract ? (
          <Select label="Template Name" data={[templateName]} value={templateName} disabled />
        ) : (
          <Select
            label="Template Name"
            required
            data={(templates.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.templateType})` }))}
            value={templateId}
            onChange={(id) => {
              setTemplateId(id);
              setValue('templateName', templates.data?.find((t) => String(t.id) === id)?.name ?? '', {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              });
            }}
            error={formState.errors.templateName?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <DateField
          control={control}
          name="effectiveBeginDate"
          label="Start Date"
          required
          minDate={bounds.min}
          maxDate={bounds.max}
        />
        <DateField
          control={control}
          name="effectiveEndDate"
          label="End Date"
          required
          minDate={start || bounds.min}
          maxDate={bounds.max}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
