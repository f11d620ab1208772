import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../platform/rules/email.ts';
import { PHONE_MESSAGE } from '../platform/rules/phone.ts';
import { addDays, todayInLosAngeles } from '../platform/rules/dates.ts';
import { enrollmentFormSchema, storedEnrollmentFormSchema } from './enrollment-form.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { LOOKUP_MESSAGES } from '../enrollment-admin/lookups.ts';
import { MESSAGES } from '../platform/messages.ts';

const messageAt = (input: Record<string, unknown>, path: string) => {
  const result = enrollmentFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

describe('enrollment form e-mail and phone (the shared shell rules)', () => {
  it('refuses a malformed e-mail with the shared message and keeps a valid one', () => {
    expect(messageAt({ emailAddress: 'jane@' }, 'emailAddress')).toBe(EMAIL_MESSAGE);
    expect(enrollmentFormSchema.parse({ emailAddress: ' jane.doe@example.org ' }).emailAddress).toBe(
      'jane.doe@example.org',
    );
    expect(enrollmentFormSchema.parse({ emailAddress: '' }).emailAddress).toBe('');
  });

  it('takes phones as 10 digits (typed or shown as (ddd)ddd-dddd), stores the digits, refuses anything else', () => {
    const form = enrollmentFormSchema.parse({
      homePhone: '(562)555-0101',
      authorizedRepPhone: '5625550102',
      poas: [{ name: 'Ann', phone: '(562)555-0103', isPrimary: true }],
    });
    expect(form.homePhone).toBe('5625550101');
    expect(form.authorizedRepPhone).toBe('5625550102');
    expect(form.poas[0]?.phone).toBe('5625550103');
    expect(messageAt({ homePhone: '555-0101' }, 'homePhone')).toBe(PHONE_MESSAGE);
    expect(messageAt({ authorizedRepPhone: '12345' }, 'authorizedRepPhone')).toBe(PHONE_MESSAGE);
    expect(messageAt({ poas: [{ phone: '1', isPrimary: true }] }, 'poas.0.phone')).toBe(PHONE_MESSAGE);
    expect(enrollmentFormSchema.parse({ homePhone: null }).homePhone).toBe('');
  });
});

describe('enrollment form lengths', () => {
  it('names a middle initial of two letters by its rule (one letter), not by a count of characters', () => {
    expect(messageAt({ middleInitial: 'AB' }, 'middleInitial')).toBe('Middle initial must be one letter.');
    expect(messageAt({ middleInitial: '1' }, 'middleInitial')).toBe('Middle initial must be one letter.');
    expect(enrollmentFormSchema.parse({ middleInitial: ' q ' }).middleInitial).toBe('Q');
  });

  it('says "1 character", not "1 characters", when one character is the most a field takes', () => {
    expect(messageAt({ electionType: 'AB' }, 'electionType')).toBe('Election Type must be at most 1 character.');
    expect(messageAt({ homeState: 'CAL' }, 'homeState')).toBe('Home State must be at most 2 characters.');
  });

  it('names the field too long by its label, in the words Admin and Support use for its own fields', () => {
    expect(messageAt({ firstName: 'A'.repeat(51) }, 'firstName')).toBe('First Name must be at most 50 characters.');
    expect(messageAt({ poas: [{ name: 'A'.repeat(101), isPrimary: true }] }, 'poas.0.name')).toBe(
      'Name must be at most 100 characters.',
    );
    // The same sentence, from the same function, as the broker and sales rep dialogs say it.
    expect(LOOKUP_MESSAGES.nameTooLong).toBe('Name must be at most 100 characters.');
    expect(LOOKUP_MESSAGES.codeTooLong).toBe(MESSAGES.atMostCharacters('Code', 20));
    expect(messageAt({ srep: 'S'.repeat(21) }, 'srep')).toBe(MESSAGES.atMostCharacters('Sales Rep', 20));
  });
});

describe('enrollment form powers of attorney', () => {
  it('drops a row added and left blank, so no empty power of attorney is saved (even one marked primary)', () => {
    const blank = { name: ' ', relationship: '', phone: '', stateCode: '', isPrimary: true };
    expect(enrollmentFormSchema.parse({ poas: [blank] }).poas).toEqual([]);
    const filled = enrollmentFormSchema.parse({
      poas: [blank, { name: 'Ann Lee', relationship: 'Daughter', isPrimary: true }],
    });
    expect(filled.poas.map((poa) => poa.name)).toEqual(['Ann Lee']);
  });

  it('still asks for a primary among the rows that hold someone', () => {
    const blankPrimary = { name: '', isPrimary: true };
    expect(messageAt({ poas: [blankPrimary, { name: 'Ann Lee', isPrimary: false }] }, 'poas')).toBe(
      'Please select at least one Primary POA',
    );
  });
});

describe('enrollment form application dates', () => {
  const today = todayInLosAngeles();
  const tomorrow = addDays(today, 1);

  it('refuses a receipt or signature date later than today (Los Angeles) on the field', () => {
    expect(messageAt({ applicationReceiptDate: tomorrow }, 'applicationReceiptDate')).toBe(M.receiptDateFuture);
    expect(messageAt({ applicationSignatureDate: tomorrow }, 'applicationSignatureDate')).toBe(M.signatureDateFuture);
    expect(messageAt({ birthdate: tomorrow }, 'birthdate')).toBe(M.birthdateInvalid);
    expect(
      enrollmentFormSchema.safeParse({ applicationReceiptDate: today, applicationSignatureDate: today }).success,
    ).toBe(true);
  });

  it('refuses a signature after the receipt, and names a badly written date once, by its format', () => {
    const yesterday = addDays(today, -1);
    expect(
      messageAt({ applicationReceiptDate: yesterday, applicationSignatureDate: today }, 'applicationSignatureDate'),
    ).toBe(M.signatureAfterReceipt);
    const result = enrollmentFormSchema.safeParse({
      applicationReceiptDate: '2026-13-45',
      applicationSignatureDate: today,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.dateInvalid]);
  });

  it('reads a stored form that holds such dates (it opens, and is corrected before it is saved)', () => {
    const stored = {
      applicationReceiptDate: tomorrow,
      applicationSignatureDate: addDays(tomorrow, 1),
      birthdate: tomorrow,
    };
    expect(storedEnrollmentFormSchema.parse(stored)).toMatchObject(stored);
    expect(enrollmentFormSchema.safeParse(stored).success).toBe(false);
  });
});
