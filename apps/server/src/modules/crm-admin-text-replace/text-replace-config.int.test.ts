import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextReplaceOptions } from '@portal/contracts/crm-admin-text-replace/text-replace';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  type ConfigFile,
  type ConfigImportReport,
} from '@portal/contracts/platform/config-transfer';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const BASE = '/api/crm-admin/text-replace';
const exportFile = (user = 'crm.admin') => t.as(user, { method: 'GET', url: `${BASE}/ExportConfiguration` });
const importFile = (file: object, apply: boolean, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${BASE}/ImportConfiguration`, payload: { file, apply } });
const shortcuts = async () =>
  (await t.as('crm.agent', { method: 'GET', url: `${CRM_API}/GetTextReplaceOptions` })).json<TextReplaceOptions>();
const audits = async () =>
  (
    await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from audit_events where event_type = 'ConfigurationImported'",
    )
  ).rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('text replace shortcuts as a configuration file', () => {
  it('exports the shortcuts, previews a changed file row by row and imports it in one save', async () => {
    const exported = await exportFile();
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="crm-text-replace-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const file = exported.json<ConfigFile>();
    expect(file).toMatchObject({ format: 'portal-configuration', version: 1, section: 'crm-text-replace' });
    const before = await shortcuts();
    expect(file.items).toEqual(
      before.options
        .toSorted((a, b) => a.shortcut.localeCompare(b.shortcut))
        .map(({ shortcut, expansion }) => ({ shortcut, expansion })),
    );
    const [first, ...rest] = file.items as { shortcut: string; expansion: string }[];
    const changed = {
      ...file,
      items: [
        { ...first!, expansion: 'Changed on the test system.' },
        ...rest,
        { shortcut: ';new', expansion: 'A new one.' },
      ],
    };

    const preview = await importFile(changed, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ConfigImportReport>()).toMatchObject({
      applied: false,
      created: 1,
      updated: 1,
      unchanged: rest.length,
      invalid: 0,
    });
    expect((await shortcuts()).version).toBe(before.version);

    const auditsBefore = await audits();
    const applied = await importFile(changed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ConfigImportReport>()).toMatchObject({ applied: true, created: 1, updated: 1 });
    const after = await shortcuts();
    expect(after.version).toBe(before.version + 1);
    expect(after.options).toEqual(
      expect.arrayContaining([
        { shortcut: first!.shortcut, expansion: 'Changed on the test system.' },
        { shortcut: ';new', expansion: 'A new one.' },
      ]),
    );
    expect(after.options).toHaveLength(before.options.length + 1);
    expect(await audits()).toBe(auditsBefore + 1);

    // The same file again: nothing to change.
    expect((await importFile(changed, true)).json<ConfigImportReport>()).toMatchObject({
      applied: false,
      created: 0,
      updated: 0,
      unchanged: changed.items.length,
    });
  });

  it('imports nothing while a row is invalid, and refuses a file of another screen', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = await shortcuts();
    const bad = {
      ...file,
      items: [
        { shortcut: ';ok', expansion: 'Fine.' },
        { shortcut: 'no-semicolon', expansion: 'Bad shortcut.' },
        { shortcut: ';ok', expansion: 'Twice.' },
      ],
    };
    const preview = (await importFile(bad, false)).json<ConfigImportReport>();
    expect(preview.rows).toEqual([
      { row: 1, key: ';ok', outcome: 'create' },
      expect.objectContaining({
        row: 2,
        outcome: 'invalid',
        message: expect.stringContaining('A shortcut starts with ;'),
      }),
      { row: 3, key: ';ok', outcome: 'invalid', message: M.duplicateKey },
    ]);
    const refused = await importFile(bad, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.invalidRows);
    expect((await shortcuts()).version).toBe(before.version);

    const other = await importFile({ ...file, section: 'crm-campaigns' }, false);
    expect(other.statusCode).toBe(400);
    // The message names the screens as the menu does, not the file's section keys.
    expect(other.json<{ message: string }>().message).toBe(
      'The file holds the Campaigns configuration; import it on that screen (this one takes Text Replace shortcuts).',
    );
    const notOurs = await importFile({ ...file, format: 'something-else' }, false);
    expect(notOurs.statusCode).toBe(400);
  });

  it('an agent may not import, nor a user without the CRM export', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    expect((await importFile(file, true, 'crm.agent')).statusCode).toBe(403);
    expect((await exportFile('crm.agent')).statusCode).toBe(403);
    expect((await exportFile('no.modules')).statusCode).toBe(403);
  });
});
