import { Alert, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import {
  FORM_FIELD_TYPES,
  createFormTemplateSchema,
  updateFormTemplateSchema,
  type CreateFormTemplate,
  type FormTemplateRow,
  type UpdateFormTemplate,
} from '@portal/contracts/crm-admin-form-builder/form-templates';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../ui/form/ChoiceFields.tsx';
import { TemplatePreview } from '../../ui/form/TemplateForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useFieldRefusal } from '../../ui/form/use-field-refusal.ts';
import {
  fetchFormTemplate,
  useCreateFormTemplate,
  useFieldTypes,
  useUpdateFormTemplate,
} from './api/form-template-api.ts';
import { TemplateFieldRow } from './TemplateFieldRow.tsx';
import { definitionOf, editorValuesOf, newField, previewFieldsOf, type EditorValues } from './template-values.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

type Saved = CreateFormTemplate | UpdateFormTemplate;

/** Enter in a one-line box submits the form around it; in the preview that form is the template's own. */
const keepEnterInPreview = (event: KeyboardEvent<HTMLDivElement>) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

/**
 * A form template's editor: name, description, active switch and the fields in order (dragged by their handle or moved
 * with the arrow buttons), with a preview that renders and checks the form as the agents will see it. Saved through
 * the contract's schema; an edit is saved at the version read (a stale one offers Reload).
 */
export function FormTemplateEditor({ template, onClose }: { template: FormTemplateRow | null; onClose: () => void }) {
  const create = useCreateFormTemplate();
  const update = useUpdateFormTemplate();
  const fieldTypes = useFieldTypes();
  const [open, setOpen] = useState<number | null>(template ? null : 0);
  const schema = template ? updateFormTemplateSchema : createFormTemplateSchema;
  // The editing values are checked as the definition they stand for (the type's rules only, options one per line);
  // what is submitted is that definition, as the contract's schema parsed it.
  const editorSchema = z.preprocess((values) => definitionOf(values as EditorValues), schema) as unknown as z.ZodType<
    FieldValues,
    FieldValues
  >;
  const form = useForm<EditorValues>({
    resolver: zodResolver(editorSchema) as unknown as Resolver<EditorValues>,
    defaultValues: editorValuesOf(template),
  });
  // A name another template has (in any case) shows under Template Name.
  const { failure, attempt } = useSaveFailure(useFieldRefusal(form).place);
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const watched = useWatch({ control: form.control, name: 'fields' });
  const preview = previewFieldsOf(watched);
  const typeOptions = (
    fieldTypes.data?.value ?? Object.entries(FORM_FIELD_TYPES).map(([type, { label }]) => ({ type, label, rules: [] }))
  ).map((entry) => ({ value: entry.type, label: entry.label }));
  const fieldsMessage = form.formState.errors.fields?.root?.message ?? form.formState.errors.fields?.message;

  const submit = form.handleSubmit(
    async (values) => {
      const body = values as unknown as Saved;
      await attempt(async () => {
        const saved = template ? await update.mutateAsync(body as UpdateFormTemplate) : await create.mutateAsync(body);
        notifySuccess(`${saved.name} was saved.`);
        onClose();
      });
    },
    (errors) => {
      // Open the first field with a problem, so its message shows.
      const first = Array.isArray(errors.fields) ? errors.fields.findIndex(Boolean) : -1;
      if (first >= 0) setOpen(first);
    },
  );
  const move = (from: number, to: number) => {
    fields.move(from, to);
    setOpen((current) => (current === from ? to : current === to ? from : current));
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      size="80rem"
      title={template ? `Edit Form Template ${template.name}` : 'New Form Template'}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={
        <SaveErrorAlert
          error={failure}
          // A stale edit: the editor starts over from the template as saved now (closed when it was deleted).
          onReload={
            template
              ? () =>
                  void attempt(async () => {
                    const fresh = await fetchFormTemplate(template.id);
                    if (fresh) form.reset(editorValuesOf(fresh));
                    else onClose();
                  })
              : undefined
          }
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
        <TextField control={form.control} name="name" label="Template Name" required maxLength={100} />
        <CheckboxField control={form.control} name="isActive" label="Active" mt="xl" />
      </SimpleGrid>
      <TextareaField control={form.control} name="description" label="Description" maxLength={500} />
      <Tabs defaultValue="fields" mt="md" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fields">Fields ({fields.fields.length})</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fields" pt="sm">
          <Stack gap="xs">
            {typeof fieldsMessage === 'string' ? (
              <Alert color="red" role="alert">
                {fieldsMessage}
              </Alert>
            ) : null}
            {fields.fields.map((row, index) => (
              <TemplateFieldRow
                key={row.id}
                control={form.control}
                setValue={form.setValue}
                index={index}
                count={fields.fields.length}
                expanded={open === index}
                typeOptions={typeOptions}
                onToggle={() => setOpen(open === index ? null : index)}
                onMove={move}
                onRemove={() => {
                  fields.remove(index);
                  setOpen(null);
                }}
              />
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => {
                  fields.append(newField(fields.fields.length));
                  setOpen(fields.fields.length);
                }}
              >
                Add Field
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        {/* The preview sits inside the template's form: Enter in a preview box tries the form, it must not save the template. */}
        <Tabs.Panel value="preview" pt="sm" onKeyDown={keepEnterInPreview}>
          {preview.length === 0 ? (
            <Text c="dimmed">Add a field with a label to see the form.</Text>
          ) : (
            <TemplatePreview key={JSON.stringify(preview)} fields={preview} />
          )}
        </Tabs.Panel>
      </Tabs>
    </FormDialog>
  );
}
