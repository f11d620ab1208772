import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  useFieldArray,
  useForm,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import {
  updateCrmBenefitInfoSchema,
  updateInboundScriptSchema,
  type CrmBenefitInfo,
  type InboundScript,
  type UpdateCrmBenefitInfo,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import {
  updateTextReplaceOptionsSchema,
  type TextReplaceOptions,
  type UpdateTextReplaceOptions,
  type UpdateTextReplaceOptionsInput,
} from '@portal/contracts/crm-admin-text-replace/text-replace';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { VersionedSettingForm } from '../../ui/form/VersionedSettingForm.tsx';
import { useUpdateCrmBenefitInfo, useUpdateInboundScript, useUpdateTextReplaceOptions } from './crm-settings-api.ts';

/**
 * The Text Replace screen's editors (UpdateTextReplaceOptions, UpdateInboundScript, UpdateCrmBenefitInfo): each setting
 * is saved whole at the version read through the one versioned setting form; the two lists (shortcuts, benefit topics)
 * are the one list editor below.
 */

interface EditorProps<T> {
  current: T;
  canWrite: boolean;
  onReload: () => void;
  /** Told whether the editor holds edits not saved (the screen then asks before it is left). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Reports the editor's unsaved edits to the screen, and none once the editor is gone (reloaded or left). */
function useDirtyReport(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined) {
  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);
}

interface ListField {
  field: string;
  label: string;
  maxLength: number;
  multiline?: boolean;
}

/** A list of two-field rows (a shortcut and its text, a topic and its details) with Add and Remove, saved whole. */
function ListEditor<TValues extends FieldValues, TBody>({
  form,
  name,
  first,
  second,
  noun,
  emptyText,
  blankRow,
  save,
  saveLabel,
  savedMessage,
  current,
  canWrite,
  onReload,
}: EditorProps<{ modifiedBy: string | null; modifiedByName: string | null; modifiedDate: string | null }> & {
  form: UseFormReturn<TValues, unknown, TBody>;
  name: ArrayPath<TValues>;
  first: ListField;
  second: ListField;
  noun: string;
  emptyText: string;
  blankRow: FieldArray<TValues, ArrayPath<TValues>>;
  save: (body: TBody) => Promise<{ version: number }>;
  saveLabel: string;
  savedMessage: string;
}) {
  // The field bindings read and write the form's values (TValues); what the resolver makes of them (TBody) is the save's.
  const control = form.control as unknown as Control<TValues>;
  const rows = useFieldArray({ control, name });
  const pathOf = (index: number, field: string) => `${name}.${index}.${field}` as Path<TValues>;
  return (
    <VersionedSettingForm
      form={form}
      save={save}
      saveLabel={saveLabel}
      savedMessage={savedMessage}
      canWrite={canWrite}
      onReload={onReload}
      modifiedBy={current.modifiedBy}
      modifiedByName={current.modifiedByName}
      modifiedDate={current.modifiedDate}
      extraAction={
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => rows.append(blankRow)}>
          Add {noun}
        </Button>
      }
    >
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-start" wrap="nowrap">
          <TextField
            control={control}
            name={pathOf(index, first.field)}
            label={first.label}
            required
            maxLength={first.maxLength}
          />
          <div style={{ flex: 1 }}>
            {second.multiline ? (
              <TextareaField
                control={control}
                name={pathOf(index, second.field)}
                label={second.label}
                required
                maxLength={second.maxLength}
              />
            ) : (
              <TextField
                control={control}
                name={pathOf(index, second.field)}
                label={second.label}
                required
                maxLength={second.maxLength}
              />
            )}
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {rows.fields.length === 0 ? <Text size="sm">{emptyText}</Text> : null}
    </VersionedSettingForm>
  );
}

/** The shortcuts (';' and a few letters) and the text each expands into in the CRM's note boxes. */
export function TextReplaceEditor({ current, canWrite, onReload, onDirtyChange }: EditorProps<TextReplaceOptions>) {
  const save = useUpdateTextReplaceOptions();
  const form = useForm<UpdateTextReplaceOptionsInput, unknown, UpdateTextReplaceOptions>({
    resolver: zodResolver(updateTextReplaceOptionsSchema),
    defaultValues: { options: current.options, version: current.version },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        Agents type a shortcut followed by a space in a note to put its text in its place.
      </Text>
      <ListEditor
        form={form}
        name="options"
        first={{ field: 'shortcut', label: 'Shortcut', maxLength: 21 }}
        second={{ field: 'expansion', label: 'Replaced by', maxLength: 2000 }}
        noun="shortcut"
        emptyText="No shortcuts yet."
        blankRow={{ shortcut: ';', expansion: '' }}
        save={(body) => save.mutateAsync(body)}
        saveLabel="Save shortcuts"
        savedMessage="The text replace shortcuts were saved."
        current={current}
        canWrite={canWrite}
        onReload={onReload}
      />
    </>
  );
}

/** CRM benefit info: topics and what agents tell callers about them. */
export function BenefitInfoEditor({ current, canWrite, onReload, onDirtyChange }: EditorProps<CrmBenefitInfo>) {
  const save = useUpdateCrmBenefitInfo();
  const form = useForm<UpdateCrmBenefitInfo>({
    resolver: zodResolver(updateCrmBenefitInfoSchema),
    defaultValues: { topics: current.topics, version: current.version },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  return (
    <ListEditor
      form={form}
      name="topics"
      first={{ field: 'topic', label: 'Topic', maxLength: 100 }}
      second={{ field: 'details', label: 'Details', maxLength: 2000, multiline: true }}
      noun="topic"
      emptyText="No benefit topics yet."
      blankRow={{ topic: '', details: '' }}
      save={(body) => save.mutateAsync(body)}
      saveLabel="Save benefit info"
      savedMessage="The CRM benefit info was saved."
      current={current}
      canWrite={canWrite}
      onReload={onReload}
    />
  );
}

/** The inbound call script agents read to a caller (getInboundScript). */
export function InboundScriptEditor({ current, canWrite, onReload, onDirtyChange }: EditorProps<InboundScript>) {
  const save = useUpdateInboundScript();
  const form = useForm({
    resolver: zodResolver(updateInboundScriptSchema),
    defaultValues: { script: current.script, version: current.version },
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  return (
    <VersionedSettingForm
      form={form}
      save={(body) => save.mutateAsync(body)}
      saveLabel="Save script"
      savedMessage="The inbound script was saved."
      canWrite={canWrite}
      onReload={onReload}
      modifiedBy={current.modifiedBy}
      modifiedByName={current.modifiedByName}
      modifiedDate={current.modifiedDate}
    >
      <TextareaField
        control={form.control}
        name="script"
        label="Inbound script"
        required
        minRows={6}
        maxLength={8000}
      />
    </VersionedSettingForm>
  );
}
