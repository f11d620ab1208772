import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  updateTextReplaceOptionsSchema,
  type TextReplaceOptions,
  type UpdateTextReplaceOptions,
  type UpdateTextReplaceOptionsInput,
} from '@portal/contracts/crm-admin-text-replace/text-replace';
import { formatTimestamp } from '../../lib/format.ts';
import { TextField } from '../../ui/form/FormFields.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useUpdateTextReplaceOptions } from './crm-settings-api.ts';

/**
 * UpdateTextReplaceOptions: the shortcuts (';' and a few letters) and the text each expands into in the CRM's note
 * boxes, saved as one list at the version read.
 */
export function TextReplaceEditor({
  current,
  canWrite,
  onReload,
}: {
  current: TextReplaceOptions;
  canWrite: boolean;
  onReload: () => void;
}) {
  const save = useUpdateTextReplaceOptions();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<UpdateTextReplaceOptionsInput, unknown, UpdateTextReplaceOptions>({
    resolver: zodResolver(updateTextReplaceOptionsSchema),
    defaultValues: { options: current.options, version: current.version },
  });
  const rows = useFieldArray({ control: form.control, name: 'options' });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ options: saved.options, version: saved.version });
      notifySuccess('The text replace shortcuts were saved.');
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={!canWrite || form.formState.isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Agents type a shortcut followed by a space in a note to put its text in its place.
          </Text>
          {rows.fields.map((row, index) => (
            <Group key={row.id} align="flex-start" wrap="nowrap">
              <TextField control={form.control} name={`options.${index}.shortcut`} label="Shortcut" required />
              <div style={{ flex: 1 }}>
                <TextField
                  control={form.control}
                  name={`options.${index}.expansion`}
                  label="Replaced by"
                  required
                  maxLength={2000}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Remove shortcut ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {rows.fields.length === 0 ? <Text size="sm">No shortcuts yet.</Text> : null}
          <SaveErrorAlert error={failure} onReload={onReload} />
          {canWrite ? (
            <Group justify="space-between">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => rows.append({ shortcut: ';', expansion: '' })}
              >
                Add shortcut
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save shortcuts
              </Button>
            </Group>
          ) : null}
          {current.modifiedBy ? (
            <Text size="xs" c="dimmed">
              Last changed by {current.modifiedBy} on {formatTimestamp(current.modifiedDate)}
            </Text>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}
