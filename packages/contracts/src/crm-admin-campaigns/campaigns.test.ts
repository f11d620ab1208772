import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as M } from './campaigns.ts';

describe('campaign messages', () => {
  it('a message that tells the admin what to do is a sentence with its full stop, like the other CRM admin ones', () => {
    const texts = Object.values(M).flatMap((message): string[] => (typeof message === 'string' ? [message] : []));
    const imperatives = texts.filter((text) => /^(Choose|Enter|Add|Keep|Deactivate)\b/.test(text));
    expect(imperatives).toContain(M.queueRequired);
    for (const text of imperatives) expect(text, text).toMatch(/\.$/);
  });
});
