import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PANEL_STATUSES,
  panelSettingsFormSchema,
  updatePanelSchema,
  type PanelProviderRow,
  type UpdatePanelInput,
} from '@portal/contracts/panel-admin/panel-admin';
import { NumberField } from '../../ui/form/FormFields.tsx';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { portalUserLabel, usePortalUserOptions, useUpdatePanel } from './api/panel-admin-api.ts';
import { SearchSelectField } from '../../ui/form/SearchSelectField.tsx';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

type UpdatePanelOutput = z.output<typeof updatePanelSchema>;

/**
 * A provider's panel settings (the shell spec's panel row: currentPanelStatus and newPanelStatus): open or closed to new
 * members, the capacity (blank for no limit) and the portal user who is the provider, saved at the version read.
 * Key it by the provider: after a stale save (409), Reload reads the panel again and the form moves to the new version,
 * keeping what the user changed and taking the fresh settings for the fields they did not touch.
 */
export function PanelSettingsDialog({
  provider,
  readOnly,
  onClose,
  onReload,
}: {
  provider: PanelProviderRow;
  readOnly: boolean;
  onClose: () => void;
  /** Reads the panel again after someone else changed it (409): `provider` then holds it as saved now. */
  onReload?: () => Promise<unknown>;
}) {
  const save = useUpdatePanel();
  const { failure, attempt, clear } = useSaveFailure();
  const saved = useMemo<UpdatePanelInput>(
    () => ({
      npi: provider.npi,
      newPanelStatus: provider.currentPanelStatus,
      panelCapacity: provider.panelCapacity,
      portalUserId: provider.portalUser?.id ?? null,
      version: provider.version,
    }),
    [provider],
  );
  const { control, handleSubmit, formState } = useForm<UpdatePanelInput, unknown, UpdatePanelOutput>({
    resolver: zodResolver(panelSettingsFormSchema(provider.panelMembers)),
    // The panel read again (Reload) moves the form to its new version: what the user changed stays, the rest follows.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async (body) => {
    await attempt(async () => {
      await save.mutateAsync(body);
      notifySuccess(`The panel of ${provider.name} was saved.`);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`${readOnly ? 'Viewing' : 'Editing'} Panel of ${provider.name}`}
      onSubmit={(event) => void submit(event)}
      saving={formState.isSubmitting}
      readOnly={readOnly}
      dirty={formState.isDirty}
      size="md"
      footer={<SaveErrorAlert error={failure} {...(onReload ? { onReload: () => void onReload().then(clear) } : {})} />}
    >
      <Text size="sm" mb="xs">
        {provider.practiceAddress} · NPI {provider.npi} · {provider.panelMembers.toLocaleString('en-US')} members ·
        currently {provider.currentPanelStatus}
      </Text>
      <SelectField
        control={control}
        name="newPanelStatus"
        label="New panel status"
        required
        data={PANEL_STATUSES.map((status) => ({ value: status, label: status }))}
      />
      <NumberField
        control={control}
        name="panelCapacity"
        label="Panel capacity"
        description="Blank for no limit"
        // No min/max on the box (it would quietly change 0 to 1 on leaving it): the schema names the bounds.
        decimalScale={0}
      />
      <SearchSelectField
        control={control}
        name="portalUserId"
        label="Portal user (the provider's sign-in)"
        numeric
        useOptions={usePortalUserOptions}
        valueLabel={provider.portalUser ? portalUserLabel(provider.portalUser) : undefined}
        nothingFound="No active user starts with that"
      />
    </FormDialog>
  );
}
