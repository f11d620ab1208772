import { describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment-messages.ts';
import { pleaseEnter, pleaseSelect } from '../enrollment/message-wording.ts';
import { brokerFormSchema, lookupDescriptionFormSchema, LOOKUP_MESSAGES, salesRepFormSchema } from './lookups.ts';
import { UNLOCK_MESSAGES } from './unlock.ts';

/** The first message of each field, as the dialogs show it. */
const firstMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe('Admin and Support messages', () => {
  it('are whole sentences, as the enrollment form’s are: each starts with a capital and ends in a full stop', () => {
    for (const message of [...Object.values(LOOKUP_MESSAGES), ...Object.values(UNLOCK_MESSAGES)])
      expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('say what is missing as the form does, Please enter or Please select, from the one wording', () => {
    expect(ENROLLMENT_MESSAGES.medicaidIdRequired).toBe(pleaseEnter('the State Medicaid ID'));
    expect(ENROLLMENT_MESSAGES.statusRequired).toBe(pleaseSelect('the new status'));
    expect(
      firstMessages(lookupDescriptionFormSchema.safeParse({ partitionName: 'Gender', code: ' ', description: '' })),
    ).toEqual({ code: 'Please enter the code.', description: 'Please enter the description.' });
    expect(firstMessages(salesRepFormSchema.safeParse({ code: '', firstName: '', lastName: '', npn: '' }))).toEqual({
      code: 'Please enter the code.',
      firstName: 'Please enter the first name.',
      lastName: 'Please enter the last name.',
      npn: 'NPN must be 1 to 10 digits.',
    });
    expect(firstMessages(brokerFormSchema.safeParse({ code: 'BR1', description: '', npn: '12' }))).toEqual({
      description: 'Please enter the broker name.',
    });
    expect(
      firstMessages(
        lookupDescriptionFormSchema.safeParse({ partitionName: 'Gender', code: 'F', description: 'F', sortOrder: -1 }),
      ),
    ).toEqual({ sortOrder: 'Sort order must be a whole number from 0 to 9999.' });
    expect(UNLOCK_MESSAGES.workItemRequired).toBe('Please select a work item to unlock.');
  });
});
