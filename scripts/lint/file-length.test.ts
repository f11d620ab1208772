import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 10: a source file that passes about 400 lines once formatted is split, so a reader can hold one file in mind.
 * Every TypeScript file the repository tracks is counted (the format check keeps them formatted).
 */
const MAX_LINES = 400;
const root = fileURLToPath(new URL('../../', import.meta.url));

describe('file length', () => {
  it(`no TypeScript source passes ${MAX_LINES} lines`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: readFileSync(root + file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
