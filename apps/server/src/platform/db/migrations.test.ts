import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config/config.ts';
import { migrationsFolder } from './client.ts';

describe('migrations', () => {
  it('are committed for every change to the tables', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.cpSync(migrationsFolder, scratch, { recursive: true });
    const before = fs.readdirSync(scratch).filter((file) => file.endsWith('.sql')).length;
    execFileSync(
      'npx',
      ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/**/*.tables.ts', '--out', scratch],
      {
        cwd: path.join(repoRoot, 'apps/server'),
        stdio: 'pipe',
      },
    );
    const after = fs.readdirSync(scratch).filter((file) => file.endsWith('.sql'));
    fs.rmSync(scratch, { recursive: true, force: true });
    expect(after.length, 'the tables changed without a migration: run `npm run db:generate`').toBe(before);
  });
});
