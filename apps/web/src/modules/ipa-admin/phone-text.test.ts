import { describe, expect, it } from 'vitest';
import { phoneText } from './phone-text.ts';

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
