import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from '@portal/contracts/platform/modules';

/**
 * ARCHITECTURE §2: a module has the same folder name in the web app, the server and contracts, so reading one module
 * means opening three folders of that name. A menu entry that is part of a bigger module (User Report in
 * user-management, Enrollment Submission in enrollment) lives in that module's folders on both sides.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const WEB = join(root, 'apps/web/src/modules');
const SERVER = join(root, 'apps/server/src/modules');
const CONTRACTS = join(root, 'packages/contracts/src');

const foldersOf = (dir: string, except: string[] = []) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => entry.name)
    .sort();

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/** Module key -> the server folders whose routes declare access to it. */
function serverFoldersByKey(): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const folder of foldersOf(SERVER)) {
    for (const source of sourcesUnder(join(SERVER, folder))) {
      for (const [, key = ''] of source.matchAll(/\baccess\(\s*'([a-z0-9-]+)'/g)) {
        byKey.set(key, (byKey.get(key) ?? new Set()).add(folder));
      }
    }
  }
  return byKey;
}

/** Module key -> the web folder of its screen, read from the one screen table. */
function webFolderByKey(): Map<string, string> {
  const table = readFileSync(join(root, 'apps/web/src/app/module-screens.ts'), 'utf8');
  const entries = table.matchAll(/'?([a-z0-9-]+)'?: lazyComponent\(\(\) =>\s*import\('\.\.\/modules\/([a-z0-9-]+)\//g);
  return new Map([...entries].map(([, key = '', folder = '']) => [key, folder]));
}

describe('module folders', () => {
  const keys = new Set(MODULES.map((module) => module.key));

  it('are the same in the web app, the server and contracts, and each is named after a module', () => {
    const web = foldersOf(WEB);
    expect(web.length).toBeGreaterThan(5);
    expect(foldersOf(SERVER)).toEqual(web);
    expect(foldersOf(CONTRACTS, ['platform'])).toEqual(web);
    expect(web.filter((folder) => !keys.has(folder))).toEqual([]);
  });

  it('serve each module from the same folder on both sides', () => {
    const server = serverFoldersByKey();
    const web = webFolderByKey();
    expect(web.size).toBeGreaterThan(10);
    const misplaced: string[] = [];
    for (const [key, folder] of web) {
      const serverFolders = [...(server.get(key) ?? [])];
      // A key named like a folder may also be read elsewhere (the enrollment form's lookups in enrollment-admin);
      // a menu entry inside a bigger module is served by that module's folder alone.
      const expected =
        keys.has(folder) && folder === key ? serverFolders.includes(folder) : serverFolders.every((f) => f === folder);
      if (!expected) misplaced.push(`${key}: web ${folder}, server ${serverFolders.join(', ')}`);
    }
    expect(misplaced).toEqual([]);
  });

  it("group a module's server files in folders named like the web module's (ipa-admin: rates, tabs, search)", () => {
    const unmatched = foldersOf(SERVER).flatMap((module) =>
      foldersOf(join(SERVER, module))
        .filter((sub) => !foldersOf(join(WEB, module)).includes(sub))
        .map((sub) => `${module}/${sub}`),
    );
    expect(foldersOf(join(SERVER, 'ipa-admin'))).toEqual(['rates', 'search', 'tabs', 'transfer']);
    expect(unmatched).toEqual([]);
  });
});
