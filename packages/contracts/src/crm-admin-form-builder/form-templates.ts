import { z } from 'zod';
import { odataAnswerOf, odataQueryShape } from '../platform/odata.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Form templates of the CRM's form builder (enrollment-crm-virtual-care spec §3 "Form template: id, field types", §7
 * "Form templates: createFormTemplate, updateFormTemplate, deleteFormTemplate {id}, duplicateFormTemplate {id}" and
 * getFormTemplateFieldTypes). A template is an ordered list of fields; each field has a type, a label, a key its answer
 * is stored under, a required flag, help text and the rules its type allows. The answers' schema is built from the
 * template by answersSchemaOf (answers.ts), on the agent's screen and on the server alike.
 */

/** getFormTemplateFieldTypes: the field types a template can hold, with the rules each allows. */
export const FORM_FIELD_TYPES = {
  text: { label: 'Text', rules: ['minLength', 'maxLength', 'pattern'] },
  number: { label: 'Number', rules: ['min', 'max'] },
  date: { label: 'Date', rules: [] },
  select: { label: 'Select', rules: ['options'] },
  multiselect: { label: 'Multi-select', rules: ['options'] },
  checkbox: { label: 'Checkbox', rules: [] },
  radio: { label: 'Radio', rules: ['options'] },
  textarea: { label: 'Text area', rules: ['minLength', 'maxLength', 'pattern'] },
  phone: { label: 'Phone', rules: [] },
  email: { label: 'E-mail', rules: [] },
} as const satisfies Record<string, { label: string; rules: readonly FieldRule[] }>;
type FieldRule = 'minLength' | 'maxLength' | 'min' | 'max' | 'pattern' | 'options';
export type FormFieldType = keyof typeof FORM_FIELD_TYPES;
export const FORM_FIELD_TYPE_NAMES = Object.keys(FORM_FIELD_TYPES) as FormFieldType[];
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['select', 'multiselect', 'radio'];

/** The longest text answer a template may allow (a text area's notes). */
export const FORM_TEXT_MAX = 4000;
export const FORM_MAX_FIELDS = 100;
export const FORM_MAX_OPTIONS = 100;

export const FORM_TEMPLATE_MESSAGES = {
  notFound: 'The form template was not found.',
  notActive: 'The form template is not active. Choose an active form template.',
  nameRequired: 'The template name is required.',
  nameTooLong: MESSAGES.atMostCharacters('The template name', 100),
  nameTaken: 'A form template with this name already exists.',
  descriptionTooLong: MESSAGES.atMostCharacters('The description', 500),
  fieldsRequired: 'Add at least one field.',
  tooManyFields: `A template can have at most ${FORM_MAX_FIELDS} fields.`,
  labelRequired: 'The field label is required.',
  labelTooLong: MESSAGES.atMostCharacters('The field label', 200),
  keyInvalid: 'The field key must start with a letter and hold only letters, digits and underscores (at most 50).',
  keyTaken: 'Each field key must be unique within the template.',
  fieldType: `The field type must be one of ${FORM_FIELD_TYPE_NAMES.join(', ')}.`,
  helpTextTooLong: MESSAGES.atMostCharacters('Help text', 500),
  optionsRequired: 'A choice field needs at least one option.',
  optionBlank: 'Options cannot be blank.',
  optionsUnique: 'Options must be unique.',
  tooManyOptions: `A choice field can have at most ${FORM_MAX_OPTIONS} options.`,
  lengthInvalid: `Lengths must be whole numbers from 0 to ${FORM_TEXT_MAX}.`,
  lengthOrder: 'The minimum length cannot be more than the maximum length.',
  valueOrder: 'The minimum value cannot be more than the maximum value.',
  patternInvalid: 'The pattern is not a valid regular expression.',
  patternMessageTooLong: MESSAGES.atMostCharacters('The pattern message', 200),
  ruleNotForType: 'This rule does not apply to the field type.',
} as const;
const M = FORM_TEMPLATE_MESSAGES;

const zLength = () =>
  z.number({ error: M.lengthInvalid }).int(M.lengthInvalid).min(0, M.lengthInvalid).max(FORM_TEXT_MAX);

/** Whether a pattern compiles (it is matched against the whole answer). */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

/** One field of a template, with the rules its type allows (others are refused, so nothing is silently ignored). */
export const formFieldSchema = z
  .object({
    key: z
      .string({ error: M.keyInvalid })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, M.keyInvalid),
    label: zText().trim().min(1, M.labelRequired).max(200, M.labelTooLong),
    type: z.enum(FORM_FIELD_TYPE_NAMES as [FormFieldType, ...FormFieldType[]], { error: M.fieldType }),
    required: z.boolean().default(false),
    helpText: zText().trim().max(500, M.helpTextTooLong).optional(),
    minLength: zLength().optional(),
    maxLength: zLength().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    pattern: z.string().max(500).refine(isValidPattern, M.patternInvalid).optional(),
    patternMessage: zText().trim().max(200, M.patternMessageTooLong).optional(),
    options: z
      .array(zText().trim().min(1, M.optionBlank).max(200), { error: M.optionsRequired })
      .max(FORM_MAX_OPTIONS, M.tooManyOptions)
      .optional(),
  })
  .superRefine((field, context) => {
    const allowed: readonly string[] = FORM_FIELD_TYPES[field.type].rules;
    for (const rule of ['minLength', 'maxLength', 'min', 'max', 'pattern', 'options'] as const)
      if (field[rule] !== undefined && !allowed.includes(rule))
        context.addIssue({ code: 'custom', message: M.ruleNotForType, path: [rule] });
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
      context.addIssue({ code: 'custom', message: M.lengthOrder, path: ['maxLength'] });
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      context.addIssue({ code: 'custom', message: M.valueOrder, path: ['max'] });
    if (CHOICE_FIELD_TYPES.includes(field.type)) {
      if (!field.options || field.options.length === 0)
        context.addIssue({ code: 'custom', message: M.optionsRequired, path: ['options'] });
      else if (new Set(field.options).size !== field.options.length)
        context.addIssue({ code: 'custom', message: M.optionsUnique, path: ['options'] });
    }
  });
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

const fieldsSchema = z
  .array(formFieldSchema)
  .min(1, M.fieldsRequired)
  .max(FORM_MAX_FIELDS, M.tooManyFields)
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const key = field.key.toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', message: M.keyTaken, path: [index, 'key'] });
      seen.add(key);
    });
  });

/** What an administrator edits: the template's name, description, active switch and its fields in order. */
const definitionShape = {
  name: zText().trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  description: zText({ multiline: true }).trim().max(500, M.descriptionTooLong).optional(),
  isActive: z.boolean().default(true),
  fields: fieldsSchema,
};

export const createFormTemplateSchema = z.object(definitionShape);
export type CreateFormTemplate = z.output<typeof createFormTemplateSchema>;
export type CreateFormTemplateInput = z.input<typeof createFormTemplateSchema>;

const zId = () => z.number({ error: 'The id must be a positive whole number.' }).int().positive();
const zVersion = () =>
  z
    .number({ error: 'The version read is required (a positive whole number).' })
    .int()
    .positive('The version read is required (a positive whole number).');

/** updateFormTemplate at the version read (409 when stale). */
export const updateFormTemplateSchema = z.object({ id: zId(), version: zVersion(), ...definitionShape });
export type UpdateFormTemplate = z.output<typeof updateFormTemplateSchema>;
export type UpdateFormTemplateInput = z.input<typeof updateFormTemplateSchema>;

/** deleteFormTemplate {id} (a soft delete) at the version read, as every CRM write. */
export const deleteFormTemplateSchema = z.object({ id: zId(), version: zVersion() });
export type DeleteFormTemplate = z.output<typeof deleteFormTemplateSchema>;
/** duplicateFormTemplate {id}: a copy named "<name> (copy)", inactive until switched on. */
export const duplicateFormTemplateSchema = z.object({ id: zId() });

/** A template as the calls answer it. */
export const formTemplateRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  fields: z.array(formFieldSchema),
  fieldCount: z.number().int(),
  createdBy: z.string(),
  createdDate: z.string(),
  modifiedBy: z.string(),
  /** The name of the user who changed it last (null when no user has the username): the grid names people. */
  modifiedByName: z.string().nullable(),
  modifiedDate: z.string(),
  version: z.number().int(),
});
export type FormTemplateRow = z.infer<typeof formTemplateRowSchema>;

/** GET formtemplates: the templates not deleted, with $filter, $orderby, $skip, $top and $count. */
export const formTemplateListQuerySchema = z.object(odataQueryShape(1000));
export type FormTemplateListQuery = z.infer<typeof formTemplateListQuerySchema>;
export const formTemplateListSchema = odataAnswerOf(formTemplateRowSchema);
export type FormTemplateList = z.infer<typeof formTemplateListSchema>;

export const formTemplateIdQuerySchema = z.object({ id: zQueryInt().positive() });

export const formFieldTypesSchema = z.object({
  value: z.array(z.object({ type: z.string(), label: z.string(), rules: z.array(z.string()) })),
});
export type FormFieldTypes = z.infer<typeof formFieldTypesSchema>;

/** The active templates an agent may pick in a workflow (the fields each renders). */
export const activeFormTemplatesSchema = z.object({
  items: z.array(formTemplateRowSchema.pick({ id: true, name: true, description: true, fields: true, version: true })),
  total: z.number().int(),
});
export type ActiveFormTemplates = z.infer<typeof activeFormTemplatesSchema>;
