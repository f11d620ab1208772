import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, formatPhone, phoneDigits, phoneText } from './phone.ts';
import { zOptionalPhone, zPhone } from './phone-schemas.ts';

describe('phone rule', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('(555) 123-4567 ext 89')).toBe('5551234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('formats (ddd)ddd-dddd as the user types', () => {
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('55512')).toBe('(555)12');
    expect(formatPhone('5551234567')).toBe('(555)123-4567');
    expect(formatPhone('')).toBe('');
  });

  it('zPhone accepts 10 digits or the display form and stores digits', () => {
    expect(zPhone().parse('(555)123-4567')).toBe('5551234567');
    expect(zPhone().parse('5551234567')).toBe('5551234567');
    expect(zPhone().safeParse('555123456').error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    expect(zOptionalPhone().parse('')).toBe('');
  });
});

describe('phoneText', () => {
  it('reads ten stored digits as the forms show them', () => {
    expect(phoneText('9165550003')).toBe('(916)555-0003');
    expect(phoneText('(916)555-0003')).toBe('(916)555-0003');
  });

  it('keeps any other value as stored, dropping no digit', () => {
    expect(phoneText('916555000312')).toBe('916555000312');
    expect(phoneText(null)).toBe('');
    expect(phoneText('')).toBe('');
  });
});
