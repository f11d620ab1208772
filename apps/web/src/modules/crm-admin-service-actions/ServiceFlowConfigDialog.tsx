import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import {
  updateServiceFlowConfigSchema,
  type ServiceFlowConfig,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import { TASK_TYPE_NAMES } from '@portal/contracts/crm-my-queue/crm-constants';
import { formatTimestamp } from '../../lib/format.ts';
import { CheckboxField, MultiSelectField } from '../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useUpdateServiceFlowConfig } from './service-flows-api.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

type Values = Pick<ServiceFlowConfig, 'activeTaskTypes' | 'showInWorkspace' | 'version'>;

/** UpdateServiceFlowConfig: the task types service actions may create, and whether agents are offered them. */
export function ServiceFlowConfigDialog({
  config,
  onClose,
  onReload,
}: {
  config: ServiceFlowConfig;
  onClose: () => void;
  onReload: () => void;
}) {
  const save = useUpdateServiceFlowConfig();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<Values>({
    resolver: zodResolver(updateServiceFlowConfigSchema),
    defaultValues: {
      activeTaskTypes: config.activeTaskTypes,
      showInWorkspace: config.showInWorkspace,
      version: config.version,
    },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      await save.mutateAsync(body);
      notifySuccess('The service actions configuration was saved.');
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Service Actions Configuration"
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
    >
      <Stack gap="sm">
        <MultiSelectField
          control={form.control}
          name="activeTaskTypes"
          label="Task types service actions may create"
          required
          data={TASK_TYPE_NAMES.map((type) => ({ value: type, label: type }))}
        />
        <CheckboxField
          control={form.control}
          name="showInWorkspace"
          label="Offer the member's service actions in the agent's workspace"
        />
        {config.modifiedBy ? (
          <Text size="xs" c="dimmed">
            Last changed by {config.modifiedBy} on {formatTimestamp(config.modifiedDate)}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
