import { describe, expect, it } from 'vitest';
import { capTieredRateFormSchema } from './tiered-rates.ts';
import { contactFormSchema } from './contacts.ts';

const messagesAt = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe('tier member counts (IPA spec §5: start min 1; end min start + 1, or 2 if the start is empty)', () => {
  const tier = (change: Record<string, unknown>) =>
    capTieredRateFormSchema.safeParse({
      capId: 1,
      ipaCode: 'IPA1',
      effDate: '2025-01-01',
      endDate: '2025-12-31',
      memberCountStart: 1,
      memberCountEnd: 10,
      ...change,
    });

  it('a start of 0 reads the start message', () => {
    expect(messagesAt(tier({ memberCountStart: 0 }), 'memberCountStart')).toEqual([
      'Member Count Start must be at least 1',
    ]);
  });
  it("an end of 0 or 1 reads the End field's message, never the start's", () => {
    for (const memberCountEnd of [0, 1]) {
      expect(messagesAt(tier({ memberCountEnd }), 'memberCountEnd')).toEqual([
        'Member Count End must be greater than Member Count Start',
      ]);
      expect(messagesAt(tier({ memberCountStart: '', memberCountEnd }), 'memberCountEnd')).toEqual([
        'Member Count End must be greater than Member Count Start',
      ]);
    }
  });
  it('an end not above the start reads the same message once', () => {
    expect(messagesAt(tier({ memberCountStart: 5, memberCountEnd: 5 }), 'memberCountEnd')).toEqual([
      'Member Count End must be greater than Member Count Start',
    ]);
    expect(tier({ memberCountStart: 5, memberCountEnd: 6 }).success).toBe(true);
  });
});

describe('additional contact e-mail (IPA spec §5: email 100, "<Field> should be maximum N characters")', () => {
  const contact = (change: Record<string, unknown>) =>
    contactFormSchema.safeParse({
      ipaWeb_Id: 1,
      department: 1,
      startDt: '2025-01-01',
      endDt: '9999-12-31',
      primaryContactName: 'Dana',
      ...change,
    });
  const long = `dana@${'a'.repeat(46)}.${'b'.repeat(46)}.com`; // 102 characters, well formed

  it('a well-formed e-mail over 100 characters gets the length message, not the format one', () => {
    expect(messagesAt(contact({ primaryContractEmail: long }), 'primaryContractEmail')).toEqual([
      'Email should be maximum 100 characters',
    ]);
    expect(messagesAt(contact({ secondaryContactEmail: long }), 'secondaryContactEmail')).toEqual([
      'Secondary Email should be maximum 100 characters',
    ]);
  });
  it('a malformed e-mail still reads the format message; 100 characters pass', () => {
    expect(messagesAt(contact({ primaryContractEmail: 'dana@' }), 'primaryContractEmail')).toEqual([
      'Email is not valid',
    ]);
    expect(contact({ primaryContractEmail: `dana@${'a'.repeat(44)}.${'b'.repeat(46)}.com` }).success).toBe(true);
  });
});
