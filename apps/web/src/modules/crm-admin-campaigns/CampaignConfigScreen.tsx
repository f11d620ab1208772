import { Button, Group, Paper, Stack, TagsInput, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  updateCampaignConfigSchema,
  type CampaignConfig,
  type UpdateCampaignConfigInput,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { TextareaField } from '../../ui/form/FormFields.tsx';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useHeldRecord } from '../../ui/use-held-record.ts';
import { useCampaignConfig, useSaveCampaignConfig } from './api/campaign-config-api.ts';
import { useQueueOptions } from './api/campaigns-api.ts';

/** Campaign Config (module 124). */
const CAMPAIGN_CONFIG_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-campaign-config')?.id ?? 124;

const formOf = (config: CampaignConfig): UpdateCampaignConfigInput => ({
  version: config.version,
  defaultQueueId: config.defaultQueueId,
  defaultScript: config.defaultScript,
  defaultOutcomes: config.defaultOutcomes,
});

/** /crm/campaign-config: the defaults of every campaign (queue, script and outcomes); agents read them. */
export function CampaignConfigScreen() {
  const canWrite = useCan(CAMPAIGN_CONFIG_MODULE_ID, 'write');
  const config = useCampaignConfig();
  // The defaults as first read, held (the one way, useHeldRecord): a read of them meanwhile (someone else's save, the
  // window's focus) never resets what is typed; Reload, or the admin's own save, takes the defaults as saved now.
  const held = useHeldRecord(config.data !== undefined, config.data);
  const follow = () => {
    held.reload();
    void config.refetch();
  };
  return (
    <>
      <PageHeader
        title="Campaign Config"
        description={
          canWrite
            ? 'What a new campaign uses unless it names its own: the outreach queue, the script and the outcomes.'
            : 'Read-only: changes need a CRM administrator.'
        }
      />
      <Paper withBorder p="md" maw={760}>
        {held.record ? (
          <CampaignConfigForm key={held.record.version} config={held.record} canWrite={canWrite} onReload={follow} />
        ) : null}
      </Paper>
    </>
  );
}

/** The defaults' form, started from the defaults held. */
function CampaignConfigForm({
  config,
  canWrite,
  onReload,
}: {
  config: CampaignConfig;
  canWrite: boolean;
  onReload: () => void;
}) {
  const queues = useQueueOptions();
  const save = useSaveCampaignConfig();
  const { control, handleSubmit, formState } = useForm<
    UpdateCampaignConfigInput,
    unknown,
    z.output<typeof updateCampaignConfigSchema>
  >({
    resolver: zodResolver(updateCampaignConfigSchema),
    defaultValues: formOf(config),
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess('The campaign configuration was saved.');
        // The form goes on from the defaults as saved (their new version) once they are read again.
        onReload();
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Campaign configuration">
      <Stack>
        <SelectField
          control={control}
          name="defaultQueueId"
          label="Default queue"
          numeric
          searchable
          readOnly={!canWrite}
          data={queues.data ?? []}
        />
        <TextareaField
          control={control}
          name="defaultScript"
          label="Default script / talking points"
          readOnly={!canWrite}
          maxLength={4000}
          minRows={4}
        />
        <Controller
          control={control}
          name="defaultOutcomes"
          render={({ field, fieldState }) => (
            <TagsInput
              label="Default outcomes"
              description="The outcomes an agent records for a member of a campaign"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              readOnly={!canWrite}
              error={fieldState.error?.message}
              acceptValueOnBlur
            />
          )}
        />
        {config.modifiedBy ? (
          <Text size="xs" c="dimmed">
            Last changed by {config.modifiedByName ?? config.modifiedBy}
            {config.modifiedDate ? ` on ${formatTimestamp(config.modifiedDate)}` : ''}
          </Text>
        ) : null}
        {/* Reload reads the defaults as saved now and the form starts over from them: the stale save's alert goes. */}
        <SaveErrorAlert
          error={save.error}
          onReload={() => {
            save.reset();
            onReload();
          }}
        />
        {canWrite ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
              Save
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
