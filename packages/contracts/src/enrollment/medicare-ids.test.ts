import { describe, expect, it } from 'vitest';
import { isValidContractCode, isValidMbi, isValidPbpCode, normalizeMbi } from './medicare-ids.ts';
import { enrollmentFormSchema, missingForSubmission } from './enrollment-form.ts';
import { canMove } from './enrollment-status.ts';

describe('CMS identifier formats', () => {
  it('accepts an MBI in the CMS format, with or without the card dashes', () => {
    expect(isValidMbi('1EG4-TE5-MK73')).toBe(true);
    expect(normalizeMbi(' 1eg4-te5-mk73 ')).toBe('1EG4TE5MK73');
  });
  it('refuses the excluded letters S, L, O, I, B, Z and wrong position types', () => {
    for (const letter of ['S', 'L', 'O', 'I', 'B', 'Z']) expect(isValidMbi(`1${letter}G4TE5MK73`)).toBe(false);
    expect(isValidMbi('0EG4TE5MK73')).toBe(false); // position 1 is 1-9
    expect(isValidMbi('1EG4TE5MK7')).toBe(false); // 10 characters
    expect(isValidMbi('1EGATE5MK73')).toBe(false); // position 4 is numeric
  });
  it('checks contract (H/R/E/S + 4 digits) and PBP (3 digits)', () => {
    expect(['H1234', 'R5678', 'E0001', 'S9999'].every(isValidContractCode)).toBe(true);
    expect(['X1234', 'H123', 'H12345'].some(isValidContractCode)).toBe(false);
    expect(isValidPbpCode('001')).toBe(true);
    expect(isValidPbpCode('01')).toBe(false);
  });
});

describe('enrollment form schema', () => {
  it('trims text and names the first missing field for submission', () => {
    const form = enrollmentFormSchema.parse({ firstName: '  Rosa  ' });
    expect(form.firstName).toBe('Rosa');
    expect(missingForSubmission(form)).toBe('Last Name is required before the enrollment can be submitted.');
  });
  it('needs a SEP reason code for a special election period', () => {
    const result = enrollmentFormSchema.safeParse({ electionType: 'S' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select the SEP reason code for a special election period.');
  });
});

describe('status transitions', () => {
  it('never moves to Completed by a status update and never leaves a final status', () => {
    expect(canMove('InProgress', 'Completed')).toBe(false);
    expect(canMove('Void', 'InProgress')).toBe(false);
    expect(canMove('New', 'WaitingForInfo')).toBe(true);
  });
});
