import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormTemplateRow } from '@portal/contracts/crm-admin-form-builder/form-templates';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { ConfigFile, ConfigImportReport } from '@portal/contracts/platform/config-transfer';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const BASE = '/api/crm-admin/form-builder';
const exportFile = () => t.as('crm.admin', { method: 'GET', url: `${BASE}/ExportConfiguration` });
const importFile = (file: object, apply: boolean, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${BASE}/ImportConfiguration`, payload: { file, apply } });
const templates = async () =>
  (await t.as('crm.admin', { method: 'GET', url: `${CRM_ODATA}/formtemplates?$top=500` })).json<{
    value: FormTemplateRow[];
  }>().value;

const TEMPLATE = {
  name: 'Moved from test',
  description: 'Asked on a retention call.',
  fields: [
    { key: 'reason', label: 'Reason for call', type: 'text', required: true },
    { key: 'callback', label: 'Call back on', type: 'date' },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('form templates as a configuration file', () => {
  it('a file naming a form template in another case changes it, adding none', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = (await templates()).length;
    const [first, ...rest] = file.items as { name: string }[];
    const renamed = { ...file, items: [{ ...first!, name: first!.name.toUpperCase() }, ...rest] };
    expect((await importFile(renamed, false)).json<ConfigImportReport>()).toMatchObject({ created: 0, updated: 1 });
    const applied = await importFile(renamed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await templates()).toHaveLength(before);
    expect((await templates()).map((row) => row.name)).toContain(first!.name.toUpperCase());
  });
  it('exports the templates by name and imports a new one and a change through the templates’ own rules', async () => {
    const first = await importFile({ ...(await exportFile()).json<ConfigFile>(), items: [TEMPLATE] }, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ConfigImportReport>()).toMatchObject({ applied: true, created: 1 });
    const file = (await exportFile()).json<ConfigFile>();
    expect(file.section).toBe('crm-form-templates');
    expect(file.items).toHaveLength((await templates()).length);
    const exported = (file.items as { name: string }[]).find((item) => item.name === TEMPLATE.name);
    expect(exported).toMatchObject({
      name: TEMPLATE.name,
      isActive: true,
      fields: [{ key: 'reason' }, { key: 'callback' }],
    });

    const changed = {
      ...file,
      items: file.items.map((item) =>
        (item as { name: string }).name === TEMPLATE.name ? { ...(item as object), isActive: false } : item,
      ),
    };
    expect((await importFile(changed, false)).json<ConfigImportReport>()).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: file.items.length - 1,
    });
    expect((await importFile(changed, true)).statusCode).toBe(200);
    expect((await templates()).find((row) => row.name === TEMPLATE.name)).toMatchObject({
      isActive: false,
      version: 2,
    });
  });

  it('reports a template breaking the field rules and imports nothing; an agent may not import', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const count = (await templates()).length;
    const bad = {
      ...file,
      items: [
        { ...TEMPLATE, name: 'Another new one' },
        { name: 'Two same keys', fields: [TEMPLATE.fields[0], TEMPLATE.fields[0]] },
      ],
    };
    const preview = (await importFile(bad, false)).json<ConfigImportReport>();
    expect(preview.rows.map((row) => row.outcome)).toEqual(['create', 'invalid']);
    expect((await importFile(bad, true)).statusCode).toBe(400);
    expect((await templates()).length).toBe(count);
    expect((await importFile(file, true, 'crm.agent')).statusCode).toBe(403);
  });
});
