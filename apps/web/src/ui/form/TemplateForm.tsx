import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Control, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useFormField } from './form-edits.tsx';
import {
  answersSchemaOf,
  type FormAnswerItem,
  type FormAnswers,
} from '@portal/contracts/crm-admin-form-builder/answers';
import type { FormField } from '@portal/contracts/crm-admin-form-builder/form-templates';
import {
  DateField,
  EmailField,
  NumberField,
  PhoneField,
  TextareaField,
  TextField,
  type FieldProps,
} from './FormFields.tsx';
import { CheckboxField, MultiSelectField, SelectField } from './ChoiceFields.tsx';

/**
 * A form built from a form template (the CRM's form builder): each field with the shared inputs, checked with the
 * template's answers schema (answersSchemaOf, the same one the server parses with). The builder's preview and the
 * agent's workflow dialog both render templates through this file.
 */

/** One choice of a few, shown as radio buttons. */
function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  options,
}: FieldProps<T> & { options: readonly string[] }) {
  const { field, fieldState } = useFormField({ control, name });
  return (
    <Radio.Group
      label={label}
      withAsterisk={required}
      description={description}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    >
      <Group gap="md" mt={4}>
        {options.map((option) => (
          <Radio key={option} value={option} label={option} onBlur={field.onBlur} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function TemplateField<T extends FieldValues>({
  control,
  name,
  field,
}: {
  control: Control<T>;
  name: Path<T>;
  field: FormField;
}) {
  const common = { control, name, label: field.label, required: field.required };
  const help = field.helpText || undefined;
  const helpBelow = help ? (
    <Text size="xs" c="dimmed">
      {help}
    </Text>
  ) : null;
  const options = field.options ?? [];
  switch (field.type) {
    case 'text':
      return <TextField {...common} description={help} maxLength={field.maxLength} />;
    case 'textarea':
      return <TextareaField {...common} description={help} maxLength={field.maxLength} />;
    case 'number':
      return <NumberField {...common} description={help} min={field.min} max={field.max} />;
    case 'date':
      return (
        <div>
          <DateField {...common} allowMaxDate={false} />
          {helpBelow}
        </div>
      );
    case 'select':
      return (
        <div>
          <SelectField {...common} data={[...options]} clearable={!field.required} />
          {helpBelow}
        </div>
      );
    case 'multiselect':
      return (
        <div>
          <MultiSelectField {...common} data={[...options]} />
          {helpBelow}
        </div>
      );
    case 'radio':
      return <RadioField {...common} description={help} options={options} />;
    case 'checkbox':
      return (
        <div>
          <CheckboxField {...common} label={field.required ? `${field.label} *` : field.label} />
          {helpBelow}
        </div>
      );
    case 'phone':
      return (
        <div>
          <PhoneField {...common} />
          {helpBelow}
        </div>
      );
    case 'email':
      return (
        <div>
          <EmailField {...common} />
          {helpBelow}
        </div>
      );
  }
}

/** The template's fields bound to a form under `prefix` (the answers object, e.g. 'formAnswers'). */
export function TemplateFields<T extends FieldValues>({
  control,
  prefix,
  fields,
}: {
  control: Control<T>;
  prefix: string;
  fields: readonly FormField[];
}) {
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <TemplateField key={field.key} control={control} name={`${prefix}.${field.key}` as Path<T>} field={field} />
      ))}
    </Stack>
  );
}

/** The form's starting values: blank boxes, or the answers stored before (by key). */
export function answerDefaultsOf(fields: readonly FormField[], stored?: readonly FormAnswerItem[] | null): FormAnswers {
  const byKey = new Map((stored ?? []).map((item) => [item.key, item.value]));
  return Object.fromEntries(
    fields.map((field) => {
      const before = byKey.get(field.key);
      if (before !== undefined) return [field.key, before];
      if (field.type === 'multiselect') return [field.key, []];
      if (field.type === 'checkbox') return [field.key, false];
      if (field.type === 'number') return [field.key, null];
      return [field.key, ''];
    }),
  );
}

/**
 * A form's zod resolver with a form template's answers: `base` (zodResolver of the form's own schema) checks the form,
 * and the answers under `prefix` are checked with the answers schema of the template `fieldsOf` names for the values
 * (the server checks them the same way). With no template the template's id and answers are left out of the values.
 */
export function withTemplateAnswers<V extends FieldValues, C, O>(
  base: Resolver<V, C, O>,
  fieldsOf: (values: V) => readonly FormField[] | null,
  { prefix = 'formAnswers', templateKey = 'formTemplateId' } = {},
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const fields = fieldsOf(values);
    if (!fields) return base({ ...values, [templateKey]: undefined, [prefix]: undefined }, context, options);
    const result = await base(values, context, options);
    const answers: unknown = (values as Record<string, unknown>)[prefix] ?? {};
    const parsed = answersSchemaOf({ fields }).safeParse(answers);
    if (parsed.success)
      return Object.keys(result.errors).length > 0
        ? result
        : { values: { ...(result.values as object), [prefix]: parsed.data } as O, errors: {} };
    const answerErrors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      answerErrors[key] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: { ...result.errors, [prefix]: answerErrors } as FieldErrors<V> };
  };
}

/** A template rendered on its own (the form builder's preview): fill it in and check the answers. */
export function TemplatePreview({ fields }: { fields: readonly FormField[] }) {
  const [checked, setChecked] = useState(false);
  const form = useForm<FieldValues, unknown, FormAnswers>({
    resolver: zodResolver(answersSchemaOf({ fields })) as unknown as Resolver<FieldValues, unknown, FormAnswers>,
    defaultValues: answerDefaultsOf(fields),
  });
  return (
    // Not a <form>: the preview sits inside the builder's own form, and forms cannot nest.
    <div role="form" aria-label="Form preview">
      <Stack gap="sm">
        {fields.map((field) => (
          <TemplateField key={field.key} control={form.control} name={field.key} field={field} />
        ))}
        {checked ? (
          <Alert color="green" role="status">
            The answers are valid.
          </Alert>
        ) : null}
        <Group>
          <Button
            type="button"
            variant="light"
            onClick={() => {
              setChecked(false);
              void form.handleSubmit(() => setChecked(true))();
            }}
          >
            Check answers
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
