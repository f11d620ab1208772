import { z } from 'zod';
import { zDate } from '../platform/rules/date-schemas.ts';
import { formatUsDate } from '../platform/rules/dates.ts';
import { EMAIL_MESSAGE, isValidEmail } from '../platform/rules/email.ts';
import { formatPhone, isValidPhone, PHONE_MESSAGE, phoneDigits } from '../platform/rules/phone.ts';
import { zText } from '../platform/rules/text.ts';
import type { FormField } from './form-templates.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * The one definition of a form's validation: the zod schema of a template's answers, built from its fields. The
 * agent's form (react-hook-form + zod resolver) and the server (CreateWorkflow / UpdateWorkflow) both parse answers
 * with it, so a rule written in the form builder is checked the same way on both sides.
 */

export const FORM_ANSWER_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  mustCheck: (label: string) => `${label} must be checked.`,
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters.`,
  maxLength: MESSAGES.atMostCharacters,
  number: (label: string) => `${label} must be a number.`,
  min: (label: string, n: number) => `${label} must be at least ${n}.`,
  max: (label: string, n: number) => `${label} must be at most ${n}.`,
  pattern: (label: string) => `${label} is not in the expected format.`,
  option: (label: string) => `Choose ${label} from the list.`,
} as const;
const M = FORM_ANSWER_MESSAGES;

/** A blank answer (an empty box, a space, no choice) is no answer. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

function textSchema(field: FormField): z.ZodType {
  let schema = zText({ multiline: field.type === 'textarea' }).trim();
  if (field.minLength !== undefined) schema = schema.min(field.minLength, M.minLength(field.label, field.minLength));
  const max = field.maxLength ?? 4000;
  schema = schema.max(max, M.maxLength(field.label, max));
  if (field.pattern !== undefined) {
    const pattern = new RegExp(`^(?:${field.pattern})$`, 'u');
    return schema.refine((value) => pattern.test(value), field.patternMessage || M.pattern(field.label));
  }
  return schema;
}

function numberSchema(field: FormField): z.ZodType {
  let schema = z.number({ error: M.number(field.label) });
  if (field.min !== undefined) schema = schema.min(field.min, M.min(field.label, field.min));
  if (field.max !== undefined) schema = schema.max(field.max, M.max(field.label, field.max));
  return schema;
}

/** The schema of one answer, before the required rule. */
function answerSchema(field: FormField): z.ZodType {
  const options = field.options ?? [];
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textSchema(field);
    case 'number':
      return numberSchema(field);
    case 'date':
      return zDate();
    case 'select':
    case 'radio':
      return z
        .string({ error: M.option(field.label) })
        .refine((value) => options.includes(value), M.option(field.label));
    case 'multiselect':
      return z
        .array(z.string(), { error: M.option(field.label) })
        .refine((values) => values.every((value) => options.includes(value)), M.option(field.label))
        .transform((values) => options.filter((option) => values.includes(option)));
    case 'checkbox':
      return z.boolean({ error: M.required(field.label) });
    case 'phone':
      return z.string({ error: PHONE_MESSAGE }).trim().refine(isValidPhone, PHONE_MESSAGE).overwrite(phoneDigits);
    case 'email':
      return z.string({ error: EMAIL_MESSAGE }).trim().refine(isValidEmail, EMAIL_MESSAGE);
  }
}

function fieldAnswerSchema(field: FormField): z.ZodType {
  const schema = answerSchema(field);
  if (!field.required) return z.preprocess(blankToUndefined, schema.optional());
  // A required answer: a blank one (or an unchecked box) is refused with the field's own message, nothing else.
  return z.preprocess((value, context) => {
    const answer = blankToUndefined(value);
    const missing = answer === undefined || (field.type === 'checkbox' && answer !== true);
    if (missing) {
      const message = field.type === 'checkbox' ? M.mustCheck(field.label) : M.required(field.label);
      context.addIssue({ code: 'custom', message, input: value, continue: false });
      return z.NEVER;
    }
    return answer;
  }, schema);
}

export type FormAnswers = Record<string, unknown>;

/** The answers' schema of a template: one entry per field key; answers to keys the template has not are dropped. */
export function answersSchemaOf(template: { fields: readonly FormField[] }): z.ZodType<FormAnswers, FormAnswers> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of template.fields) shape[field.key] = fieldAnswerSchema(field);
  return z
    .object(shape)
    .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)));
}

/** An answer as a person reads it: dates MM/dd/yyyy, phones (ddd)ddd-dddd, Yes/No, choices joined by commas. */
export function answerText(field: Pick<FormField, 'type'>, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'checkbox') return value === true ? 'Yes' : 'No';
  if (field.type === 'date' && typeof value === 'string') return formatUsDate(value);
  if (field.type === 'phone' && typeof value === 'string') return formatPhone(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/** One stored answer: kept with the label it was asked under, and its text as shown (and exported). */
export const formAnswerItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.unknown(),
  text: z.string(),
});
export type FormAnswerItem = z.infer<typeof formAnswerItemSchema>;

/** The parsed answers as stored with a workflow: in the template's field order, unanswered fields left out. */
export function answerItemsOf(template: { fields: readonly FormField[] }, answers: FormAnswers): FormAnswerItem[] {
  return template.fields
    .filter((field) => answers[field.key] !== undefined)
    .map((field) => ({
      key: field.key,
      label: field.label,
      value: answers[field.key],
      text: answerText(field, answers[field.key]),
    }));
}

/** "Label: value; Label: value" (the workflow list's and export's answers column). */
export const answersLine = (items: readonly Pick<FormAnswerItem, 'label' | 'text'>[]): string =>
  items.map((item) => `${item.label}: ${item.text}`).join('; ');
