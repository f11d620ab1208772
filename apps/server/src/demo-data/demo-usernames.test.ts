import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_USERNAMES } from './platform.ts';

describe('the demo users', () => {
  it('are all named in the README, which the start-up line lists from the same seeded list', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(DEMO_USERNAMES).toContain('panel.manager');
    for (const username of DEMO_USERNAMES) expect(readme, username).toContain(`\`${username}\``);
  });
});
