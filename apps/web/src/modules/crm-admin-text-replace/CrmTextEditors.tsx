import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  updateCrmBenefitInfoSchema,
  updateInboundScriptSchema,
  type CrmBenefitInfo,
  type InboundScript,
  type UpdateCrmBenefitInfo,
  type UpdateInboundScript,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import { formatTimestamp } from '../../lib/format.ts';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useUpdateCrmBenefitInfo, useUpdateInboundScript } from './crm-settings-api.ts';

function LastChanged({ by, at }: { by: string | null; at: string | null }) {
  return by ? (
    <Text size="xs" c="dimmed">
      Last changed by {by} on {formatTimestamp(at)}
    </Text>
  ) : null;
}

/** The inbound call script agents read to a caller (getInboundScript), edited at the version read. */
export function InboundScriptEditor({
  current,
  canWrite,
  onReload,
}: {
  current: InboundScript;
  canWrite: boolean;
  onReload: () => void;
}) {
  const save = useUpdateInboundScript();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<UpdateInboundScript>({
    resolver: zodResolver(updateInboundScriptSchema),
    defaultValues: { script: current.script, version: current.version },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ script: saved.script, version: saved.version });
      notifySuccess('The inbound script was saved.');
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={!canWrite || form.formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="xs">
          <TextareaField
            control={form.control}
            name="script"
            label="Inbound script"
            required
            minRows={6}
            maxLength={8000}
          />
          <SaveErrorAlert error={failure} onReload={onReload} />
          {canWrite ? (
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save script
              </Button>
            </Group>
          ) : null}
          <LastChanged by={current.modifiedBy} at={current.modifiedDate} />
        </Stack>
      </fieldset>
    </form>
  );
}

/** CRM benefit info (GetCrmBenefitInfo / UpdateCrmBenefitInfo): topics and what agents tell callers about them. */
export function BenefitInfoEditor({
  current,
  canWrite,
  onReload,
}: {
  current: CrmBenefitInfo;
  canWrite: boolean;
  onReload: () => void;
}) {
  const save = useUpdateCrmBenefitInfo();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<UpdateCrmBenefitInfo>({
    resolver: zodResolver(updateCrmBenefitInfoSchema),
    defaultValues: { topics: current.topics, version: current.version },
  });
  const topics = useFieldArray({ control: form.control, name: 'topics' });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ topics: saved.topics, version: saved.version });
      notifySuccess('The CRM benefit info was saved.');
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={!canWrite || form.formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="xs">
          {topics.fields.map((topic, index) => (
            <Paper key={topic.id} withBorder p="sm">
              <Group align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ flex: 1 }}>
                  <TextField
                    control={form.control}
                    name={`topics.${index}.topic`}
                    label="Topic"
                    required
                    maxLength={100}
                  />
                  <TextareaField
                    control={form.control}
                    name={`topics.${index}.details`}
                    label="Details"
                    required
                    maxLength={2000}
                  />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove topic ${index + 1}`}
                  onClick={() => topics.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {topics.fields.length === 0 ? <Text size="sm">No benefit topics yet.</Text> : null}
          <SaveErrorAlert error={failure} onReload={onReload} />
          {canWrite ? (
            <Group justify="space-between">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => topics.append({ topic: '', details: '' })}
              >
                Add topic
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save benefit info
              </Button>
            </Group>
          ) : null}
          <LastChanged by={current.modifiedBy} at={current.modifiedDate} />
        </Stack>
      </fieldset>
    </form>
  );
}
