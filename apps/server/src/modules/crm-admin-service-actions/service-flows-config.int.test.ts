import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceFlow } from '@portal/contracts/crm-admin-service-actions/service-flows';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { ConfigFile, ConfigImportReport } from '@portal/contracts/platform/config-transfer';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const BASE = '/api/crm-admin/service-actions';
const exportFile = () => t.as('crm.admin', { method: 'GET', url: `${BASE}/ExportConfiguration` });
const importFile = (file: object, apply: boolean, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${BASE}/ImportConfiguration`, payload: { file, apply } });
const flows = async () =>
  (await t.as('crm.admin', { method: 'GET', url: `${CRM_ODATA}/serviceflows?view=admin&$top=500` })).json<{
    value: ServiceFlow[];
  }>().value;
const liveFlows = async () => (await flows()).filter((flow) => !flow.isDeleted);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('service actions as a configuration file', () => {
  it('a file naming a service action in another case changes it, adding none', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = (await liveFlows()).length;
    const [first, ...rest] = file.items as { name: string }[];
    const renamed = { ...file, items: [{ ...first!, name: first!.name.toUpperCase() }, ...rest] };
    expect((await importFile(renamed, false)).json<ConfigImportReport>()).toMatchObject({ created: 0, updated: 1 });
    const applied = await importFile(renamed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await liveFlows()).toHaveLength(before);
    expect((await liveFlows()).map((row) => row.name)).toContain(first!.name.toUpperCase());
  });
  it('exports the live service actions by name and imports new and changed ones through the same rules', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    expect(file.section).toBe('crm-service-actions');
    const live = (await flows()).filter((flow) => !flow.isDeleted);
    expect(file.items).toHaveLength(live.length);
    const [first, ...rest] = file.items as { name: string; isActive: boolean }[];
    const moved = {
      ...file,
      items: [
        { ...first!, isActive: !first!.isActive },
        ...rest,
        { name: 'Moved from test', workflowType: 'DemographicChange', effectiveFrom: '2026-01-01' },
      ],
    };
    expect((await importFile(moved, false)).json<ConfigImportReport>()).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: rest.length,
      invalid: 0,
    });
    const applied = await importFile(moved, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await flows();
    expect(after.find((flow) => flow.name === first!.name)?.isActive).toBe(!first!.isActive);
    expect(after.find((flow) => flow.name === 'Moved from test')).toMatchObject({
      workflowType: 'DemographicChange',
      effectiveTo: '9999-12-31',
    });
  });

  it('reports a row breaking the form rules and imports nothing; an agent may not import', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const count = (await flows()).length;
    const bad = {
      ...file,
      items: [
        { name: 'Fine one', workflowType: 'PcpChange', effectiveFrom: '2026-01-01' },
        { name: 'Backwards', workflowType: 'PcpChange', effectiveFrom: '2026-05-01', effectiveTo: '2026-01-01' },
      ],
    };
    const preview = (await importFile(bad, false)).json<ConfigImportReport>();
    expect(preview.rows.map((row) => row.outcome)).toEqual(['create', 'invalid']);
    expect((await importFile(bad, true)).statusCode).toBe(400);
    expect((await flows()).length).toBe(count);
    expect((await importFile(file, true, 'crm.agent')).statusCode).toBe(403);
  });
});
