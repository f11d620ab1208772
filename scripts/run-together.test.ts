import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'run-together.mjs');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'run-together-'));
fs.writeFileSync(
  path.join(folder, 'package.json'),
  JSON.stringify({
    name: 'run-together-check',
    private: true,
    scripts: { first: 'echo one && echo two', second: 'echo three && exit 3' },
  }),
);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function runTogether(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { cwd: folder, encoding: 'utf8' });
}

describe('run-together', () => {
  it('prints each script whole when it ends, and fails when one fails', () => {
    const run = runTogether('first', 'second');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/=== npm run first: passed in \d+ s\n[\s\S]*\none\ntwo\n/);
    expect(run.stdout).toMatch(/=== npm run second: FAILED \(exit 3\) after \d+ s\n[\s\S]*\nthree\n/);
    expect(run.stderr).toContain('Failed: npm run second');
  });

  it('with --live prints every line as it comes after its script’s name', () => {
    const run = runTogether('--live', 'first', 'second');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('first  | one\nfirst  | two\n');
    expect(run.stdout).toContain('second | three\n');
    expect(run.stdout).toMatch(/=== npm run first: passed in \d+ s/);
    expect(run.stderr).toContain('Failed: npm run second');
  });

  it('passes when every script passes', () => {
    expect(runTogether('--live', 'first').status).toBe(0);
  });
});
