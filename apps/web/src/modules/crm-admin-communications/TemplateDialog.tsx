import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  COMMUNICATION_CHANNELS,
  COMMUNICATION_MESSAGES,
  MERGE_FIELD_NAMES,
  MERGE_FIELDS,
  SMS_MAX,
  createTemplateSchema,
  type CommunicationTemplate,
  type TemplateForm,
} from '@portal/contracts/crm-admin-communications/communications';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../ui/form/ChoiceFields.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useFieldRefusal } from '../../ui/form/use-field-refusal.ts';
import { useSaveTemplate } from './api/communications-api.ts';
import { TemplatePreview } from './TemplatePreview.tsx';

const EMPTY: TemplateForm = { channel: 'Email', name: '', subject: '', body: '', isActive: true };

/**
 * Add or edit a letter, e-mail or SMS template. The merge fields are listed (a click adds one to the text); unknown
 * ones are refused by the same schema on the form and the server. The preview fills them with a member's data.
 */
export function TemplateDialog({
  target,
  canWrite,
  onClose,
  onReload,
}: {
  target: CommunicationTemplate | 'new' | null;
  canWrite: boolean;
  onClose: () => void;
  /** After a stale save: reads the template again and the dialog starts over from it. */
  onReload: () => void;
}) {
  const save = useSaveTemplate();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<TemplateForm>({ resolver: zodResolver(createTemplateSchema), defaultValues: EMPTY });
  const { control, handleSubmit, reset, getValues, setValue } = form;
  // A name another template of the channel has (in any case) shows under Template name.
  const refusal = useFieldRefusal(form);
  const channel = useWatch({ control, name: 'channel' });
  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            channel: editing.channel,
            name: editing.name,
            subject: editing.subject,
            body: editing.body,
            isActive: editing.isActive,
          }
        : EMPTY,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another row is opened
  }, [target]);
  const submit = handleSubmit((values) =>
    save.mutate(
      { input: values, id: editing?.id ?? null, version: editing?.version ?? null },
      {
        onSuccess: () => {
          notifySuccess(editing ? COMMUNICATION_MESSAGES.saved : COMMUNICATION_MESSAGES.created);
          onClose();
        },
        onError: refusal.place,
      },
    ),
  );
  const insert = (name: string) => setValue('body', `${getValues('body')}{{${name}}}`, { shouldDirty: true });
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing Template ${editing.name}` : 'Adding Template'}
      onSubmit={(event) => void submit(event)}
      readOnly={!canWrite}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      size="xl"
      footer={
        <>
          <SaveErrorAlert error={refusal.alertError(save.error)} onReload={onReload} />
          <TemplatePreview
            template={() => {
              const values = getValues();
              return { channel: values.channel, subject: values.subject ?? '', body: values.body };
            }}
          />
        </>
      }
    >
      <Stack>
        <Group grow>
          <SelectField
            control={control}
            name="channel"
            label="Channel"
            required
            data={[...COMMUNICATION_CHANNELS]}
            onPicked={(value) => {
              if (value === 'SMS') setValue('subject', '');
            }}
          />
          <TextField control={control} name="name" label="Template name" required maxLength={100} />
        </Group>
        {channel === 'SMS' ? null : (
          <TextField control={control} name="subject" label="Subject" required maxLength={200} />
        )}
        <TextareaField
          control={control}
          name="body"
          label="Text"
          required
          minRows={6}
          description={channel === 'SMS' ? `At most ${SMS_MAX} characters.` : undefined}
        />
        <div>
          <Text size="xs" fw={600} mb={4}>
            Merge fields (click to add)
          </Text>
          <Group gap={4}>
            {MERGE_FIELD_NAMES.map((name) => (
              <Tooltip key={name} label={MERGE_FIELDS[name]}>
                <Badge
                  component="button"
                  type="button"
                  variant="outline"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                  onClick={() => insert(name)}
                  disabled={!canWrite}
                >
                  {`{{${name}}}`}
                </Badge>
              </Tooltip>
            ))}
          </Group>
        </div>
        <CheckboxField control={control} name="isActive" label="Active" />
      </Stack>
    </FormDialog>
  );
}
