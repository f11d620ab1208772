import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, startsWithPattern } from './like-pattern.ts';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character of a search text', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('Smith')).toBe('Smith');
  });

  it('builds a prefix and a contains pattern without touching the case', () => {
    expect(startsWithPattern('Mc_')).toBe('Mc\\_%');
    expect(containsPattern('a%b')).toBe('%a\\%b%');
  });
});
