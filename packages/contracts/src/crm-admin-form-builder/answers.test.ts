import { describe, expect, it } from 'vitest';
import { FORM_ANSWER_MESSAGES as A, answerItemsOf, answersLine, answersSchemaOf } from './answers.ts';
import {
  FORM_TEMPLATE_MESSAGES as M,
  createFormTemplateSchema,
  formFieldSchema,
  type FormField,
} from './form-templates.ts';

const fields = [
  {
    key: 'reason',
    label: 'Reason',
    type: 'text',
    required: true,
    minLength: 3,
    pattern: '[A-Za-z ]+',
    patternMessage: 'Letters only.',
  },
  { key: 'visits', label: 'Visits', type: 'number', required: false, min: 1, max: 10 },
  { key: 'seenOn', label: 'Seen on', type: 'date', required: false },
  { key: 'channel', label: 'Channel', type: 'select', required: true, options: ['Phone', 'Mail'] },
  { key: 'topics', label: 'Topics', type: 'multiselect', required: false, options: ['A', 'B', 'C'] },
  { key: 'consent', label: 'Consent', type: 'checkbox', required: true },
  { key: 'callback', label: 'Callback', type: 'phone', required: false },
  { key: 'mail', label: 'E-mail', type: 'email', required: false },
] satisfies FormField[];

const issues = (value: unknown) => {
  const result = answersSchemaOf({ fields }).safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the answers of a template', () => {
  it('checks each field by its rules, with the messages the form shows', () => {
    expect(
      issues({ reason: ' ', visits: 11, channel: 'Fax', consent: false, seenOn: '2020-13-01', callback: '12' }),
    ).toEqual({
      reason: A.required('Reason'),
      visits: A.max('Visits', 10),
      channel: A.option('Channel'),
      consent: A.mustCheck('Consent'),
      seenOn: expect.any(String),
      callback: 'Phone number must have 10 digits.',
    });
    expect(issues({ reason: 'ab', channel: 'Mail', consent: true })).toEqual({ reason: A.minLength('Reason', 3) });
    expect(issues({ reason: 'abc1', channel: 'Mail', consent: true })).toEqual({ reason: 'Letters only.' });
  });

  it('keeps valid answers, drops blanks and unknown keys, and reads them back as "Label: value"', () => {
    const answers = answersSchemaOf({ fields }).parse({
      reason: 'Moving ',
      visits: 2,
      seenOn: '2026-03-04',
      channel: 'Phone',
      topics: ['C', 'A'],
      consent: true,
      callback: '(555)123-4567',
      mail: '',
      other: 'x',
    });
    expect(answers).toEqual({
      reason: 'Moving',
      visits: 2,
      seenOn: '2026-03-04',
      channel: 'Phone',
      topics: ['A', 'C'],
      consent: true,
      callback: '5551234567',
    });
    expect(answersLine(answerItemsOf({ fields }, answers))).toBe(
      'Reason: Moving; Visits: 2; Seen on: 03/04/2026; Channel: Phone; Topics: A, C; Consent: Yes; Callback: (555)123-4567',
    );
  });
});

describe('a template definition', () => {
  it('refuses duplicate keys, choice fields without options, rules of another type and bad patterns', () => {
    const result = createFormTemplateSchema.safeParse({
      name: 'Intake',
      fields: [
        { key: 'a', label: 'A', type: 'select' },
        { key: 'A', label: 'B', type: 'date', min: 1 },
        { key: 'c', label: 'C', type: 'text', pattern: '(' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(
      [M.optionsRequired, M.ruleNotForType, M.keyTaken, M.patternInvalid].sort(),
    );
    expect(
      formFieldSchema.safeParse({ key: 'n', label: 'N', type: 'number', min: 5, max: 1 }).error?.issues[0]?.message,
    ).toBe(M.valueOrder);
  });
});
