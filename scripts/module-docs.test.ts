import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { moduleDocsPath, moduleTable } from './module-docs.ts';
import { MODULES } from '@portal/contracts/platform/modules';

describe('module ids', () => {
  it('are unique', () => {
    const ids = MODULES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('are written in docs/modules.md (run `npx tsx scripts/module-docs.ts` after a change)', () => {
    expect(fs.readFileSync(moduleDocsPath, 'utf8')).toBe(moduleTable());
  });
});
