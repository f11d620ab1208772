import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, isValidEmail, zEmail, zOptionalEmail } from './email.ts';

describe('email rule', () => {
  it('accepts standard addresses', () => {
    expect(isValidEmail('jane.doe@example.org')).toBe(true);
    expect(isValidEmail('j+tag@mail.example.co')).toBe(true);
  });

  it('refuses malformed addresses', () => {
    expect(isValidEmail('jane')).toBe(false);
    expect(isValidEmail('@example.org')).toBe(false);
    expect(isValidEmail('jane@example')).toBe(false);
    expect(isValidEmail('jane..doe@example.org')).toBe(false);
  });

  it('allows 64 characters before the at sign and 254 overall, not more', () => {
    const local64 = 'a'.repeat(64);
    expect(isValidEmail(`${local64}@example.org`)).toBe(true);
    expect(isValidEmail(`a${local64}@example.org`)).toBe(false);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(50)}.org`;
    const address = `x@${domain}`;
    expect(address.length).toBeLessThanOrEqual(254);
    expect(isValidEmail(address)).toBe(true);
    expect(isValidEmail(`xxxxxx${address}`.slice(0, 255).padEnd(255, 'g'))).toBe(false);
  });

  it('zEmail and zOptionalEmail carry the message', () => {
    expect(zEmail().safeParse('nope').error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    expect(zOptionalEmail().safeParse('').success).toBe(true);
    expect(zOptionalEmail().safeParse('x').success).toBe(false);
  });
});
