import { describe, expect, it } from 'vitest';
import { normalizeText, zText } from './text.ts';

describe('text normalisation', () => {
  it('turns every kind of dash into a hyphen', () => {
    expect(normalizeText('A\u2013B\u2014C\u2212D')).toBe('A-B-C-D');
  });

  it('replaces non-printable and non-ASCII characters with spaces', () => {
    expect(normalizeText('Jos\u00e9\tGarc\u00eda\u0000')).toBe('Jos  Garc a ');
    expect(normalizeText('line1\nline2')).toBe('line1 line2');
  });

  it('keeps line breaks in multi-line text', () => {
    expect(normalizeText('line1\r\nline2\u2013x', { multiline: true })).toBe('line1\nline2-x');
  });

  it('zText normalises and still validates length', () => {
    expect(zText().parse('a\u2014b')).toBe('a-b');
    expect(zText().max(2, 'too long').safeParse('abc').error?.issues[0]?.message).toBe('too long');
  });
});
