import {
  FORM_FIELD_TYPES,
  formFieldSchema,
  type FormField,
  type FormFieldInput,
  type FormFieldType,
  type FormTemplateRow,
} from '@portal/contracts/crm-admin-form-builder/form-templates';

/**
 * The form builder's editing values and the template definition they stand for. A field keeps every rule box while
 * the administrator edits (switching a field from text to number and back loses nothing); the definition sent holds
 * only the rules of the field's type, without blank boxes, and the options one per line.
 */
export interface EditorField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  helpText: string;
  minLength: number | null;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  pattern: string;
  patternMessage: string;
  /** The options, one per line. */
  options: string;
}

export interface EditorValues {
  id?: number;
  version?: number;
  name: string;
  description: string;
  isActive: boolean;
  fields: EditorField[];
}

export const newField = (index: number): EditorField => ({
  key: `field${index + 1}`,
  label: '',
  type: 'text',
  required: false,
  helpText: '',
  minLength: null,
  maxLength: null,
  min: null,
  max: null,
  pattern: '',
  patternMessage: '',
  options: '',
});

export function editorValuesOf(template: FormTemplateRow | null): EditorValues {
  if (!template) return { name: '', description: '', isActive: true, fields: [newField(0)] };
  return {
    id: template.id,
    version: template.version,
    name: template.name,
    description: template.description ?? '',
    isActive: template.isActive,
    fields: template.fields.map((field) => ({
      ...newField(0),
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      helpText: field.helpText ?? '',
      minLength: field.minLength ?? null,
      maxLength: field.maxLength ?? null,
      min: field.min ?? null,
      max: field.max ?? null,
      pattern: field.pattern ?? '',
      patternMessage: field.patternMessage ?? '',
      options: (field.options ?? []).join('\n'),
    })),
  };
}

/** One field as the contract's formFieldSchema reads it: the type's rules only, blank boxes left out. */
export function fieldDefinitionOf(field: EditorField): FormFieldInput {
  const rules: readonly string[] = FORM_FIELD_TYPES[field.type].rules;
  const out: Record<string, unknown> = {
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
  };
  if (field.helpText.trim() !== '') out.helpText = field.helpText;
  for (const rule of ['minLength', 'maxLength', 'min', 'max'] as const)
    if (rules.includes(rule) && field[rule] !== null) out[rule] = field[rule];
  if (rules.includes('pattern') && field.pattern !== '') {
    out.pattern = field.pattern;
    if (field.patternMessage.trim() !== '') out.patternMessage = field.patternMessage;
  }
  if (rules.includes('options'))
    out.options = field.options
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  return out as FormFieldInput;
}

export function definitionOf(values: EditorValues) {
  return {
    ...(values.id === undefined ? {} : { id: values.id, version: values.version }),
    name: values.name,
    ...(values.description.trim() === '' ? {} : { description: values.description }),
    isActive: values.isActive,
    fields: values.fields.map(fieldDefinitionOf),
  };
}

/** The fields that are complete enough to preview (the others are still being written). */
export const previewFieldsOf = (fields: readonly EditorField[]): FormField[] =>
  fields.flatMap((field) => {
    const parsed = formFieldSchema.safeParse(fieldDefinitionOf(field));
    return parsed.success ? [parsed.data] : [];
  });

/** A key from a label: 'Reason for call' -> 'reasonForCall'. */
export function keyOfLabel(label: string): string {
  const words = label
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/^[\s\d]+/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const key = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  return key.slice(0, 50);
}
