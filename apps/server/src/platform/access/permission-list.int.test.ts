import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { permissionList, REGENERATE_PERMISSIONS } from './permission-list.ts';

const PERMISSIONS_FILE = new URL('../../../../../docs/permissions.md', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the committed permission list', () => {
  it('is the list of every route with its module and action, as the code declares them', async () => {
    const generated = permissionList(t.app.ctx.routes);
    if (process.env.UPDATE_PERMISSIONS === '1') await writeFile(PERMISSIONS_FILE, generated);
    const committed = await readFile(PERMISSIONS_FILE, 'utf8').catch(() => '');
    expect(
      committed,
      `docs/permissions.md differs from the routes' access declarations: a change of access must show in it. Regenerate it with ${REGENERATE_PERMISSIONS} and commit it.`,
    ).toBe(generated);
  });

  it('declares every route of the list', () => {
    expect(permissionList(t.app.ctx.routes)).not.toContain('UNDECLARED');
  });
});
