import { Divider, Stack } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useWatch, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import type { FormAnswerItem } from '@portal/contracts/crm-admin-form-builder/answers';
import type { ActiveFormTemplates } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { answerDefaultsOf, TemplateFields } from '../../../ui/form/TemplateForm.tsx';

type ActiveTemplate = ActiveFormTemplates['items'][number];

/**
 * The form template part of a workflow: the agent picks one of the active templates (the form builder's) and fills it
 * in; the answers sit under `formAnswers` and are checked with the template's answers schema (withTemplateAnswers).
 */
export function WorkflowFormTemplate({
  control,
  setValue,
  templates,
  stored,
}: {
  control: Control;
  setValue: UseFormSetValue<FieldValues>;
  templates: readonly ActiveTemplate[];
  stored?: readonly FormAnswerItem[] | null;
}) {
  const chosen: unknown = useWatch({ control, name: 'formTemplateId' });
  const template = templates.find((entry) => entry.id === chosen);
  if (templates.length === 0) return null;
  return (
    <Stack gap="sm" mt="md">
      <Divider label="Form" labelPosition="left" />
      <Select
        label="Form Template"
        placeholder="No form"
        clearable
        data={templates.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={template ? String(template.id) : null}
        onChange={(value) => {
          const next = templates.find((entry) => String(entry.id) === value);
          setValue('formTemplateId', next ? next.id : '', { shouldDirty: true });
          setValue('formAnswers', next ? answerDefaultsOf(next.fields, stored) : {});
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {template ? <TemplateFields control={control} prefix="formAnswers" fields={template.fields} /> : null}
    </Stack>
  );
}
