import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formatTimestamp } from '../../lib/format.ts';
import { notifySuccess } from '../notify.ts';
import { PersonName } from '../PersonName.tsx';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';
import { useSaveFailure } from '../use-save-failure.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';
import { FormFieldset } from './FormFieldset.tsx';

export interface VersionedSettingFormProps<TValues extends FieldValues, TBody> {
  /** The form (react-hook-form with the contract's schema as resolver) holding the setting and its `version`. */
  form: UseFormReturn<TValues, unknown, TBody>;
  /** Saves the checked body at the version read; answers the saved version. */
  save: (body: TBody) => Promise<{ version: number }>;
  savedMessage: string;
  saveLabel: string;
  canWrite: boolean;
  /** Reads the setting again after a stale save (409). */
  onReload: () => void;
  /** Who changed the setting last, and when. */
  modifiedBy: string | null;
  /** The name of the user `modifiedBy` names, shown in its place (the username on hover). */
  modifiedByName?: string | null;
  modifiedDate: string | null;
  /** Shown left of Save to those who may write (e.g. an Add button). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/**
 * A setting saved whole at the version read (e.g. the CRM's text replace shortcuts, inbound script, benefit info): its
 * fields, read-only without the write; the save's error under them (a stale one with Reload); Save; who changed it last.
 * Leaving the screen with edits not saved asks first (shell spec §2.2).
 */
export function VersionedSettingForm<TValues extends FieldValues, TBody>({
  form,
  save,
  savedMessage,
  saveLabel,
  canWrite,
  onReload,
  modifiedBy,
  modifiedByName,
  modifiedDate,
  extraAction,
  children,
}: VersionedSettingFormProps<TValues, TBody>) {
  const { failure, attempt } = useSaveFailure();
  useUnsavedChanges(canWrite && form.formState.isDirty);
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      const saved = await save(body);
      form.reset({ ...form.getValues(), version: saved.version });
      notifySuccess(savedMessage);
    });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormFieldset readOnly={!canWrite} busy={form.formState.isSubmitting}>
        <Stack gap="xs">
          {children}
          <SaveErrorAlert error={failure} onReload={onReload} />
          {canWrite ? (
            <Group justify={extraAction ? 'space-between' : 'flex-end'}>
              {extraAction}
              <Button type="submit" loading={form.formState.isSubmitting}>
                {saveLabel}
              </Button>
            </Group>
          ) : null}
          {modifiedBy ? (
            <Text size="xs" c="dimmed">
              Last changed by <PersonName username={modifiedBy} name={modifiedByName} /> on{' '}
              {formatTimestamp(modifiedDate)}
            </Text>
          ) : null}
        </Stack>
      </FormFieldset>
    </form>
  );
}
