import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_CONFIG_MESSAGES } from '@portal/contracts/crm-admin-campaigns/campaigns-config';
import type { Campaign } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { ConfigFile, ConfigImportReport } from '@portal/contracts/platform/config-transfer';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const BASE = '/api/crm-admin/campaigns';
const exportFile = () => t.as('crm.admin', { method: 'GET', url: `${BASE}/ExportConfiguration` });
const importFile = (file: object, apply: boolean, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${BASE}/ImportConfiguration`, payload: { file, apply } });
const campaigns = async () =>
  (await t.as('crm.admin', { method: 'GET', url: `${CRM_ODATA}/campaigns?$top=500` })).json<{ value: Campaign[] }>()
    .value;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('campaigns as a configuration file', () => {
  it('a file naming a campaign in another case changes it, adding none', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = (await campaigns()).length;
    const [first, ...rest] = file.items as { name: string }[];
    const renamed = { ...file, items: [{ ...first!, name: first!.name.toUpperCase() }, ...rest] };
    expect((await importFile(renamed, false)).json<ConfigImportReport>()).toMatchObject({ created: 0, updated: 1 });
    const applied = await importFile(renamed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await campaigns()).toHaveLength(before);
    expect((await campaigns()).map((row) => row.name)).toContain(first!.name.toUpperCase());
  });
  it('exports the campaigns by name and imports new and changed ones switched off, through the campaigns’ writes', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    expect(file.section).toBe('crm-campaigns');
    const before = await campaigns();
    expect(file.items).toHaveLength(before.length);
    const [first, ...rest] = file.items as { name: string; description: string; queueName: string | null }[];
    const moved = {
      ...file,
      items: [
        { ...first!, description: 'Changed on the test system.' },
        ...rest,
        {
          name: 'Moved from test',
          description: '',
          queueName: null,
          script: '',
          outcomes: null,
          criteria: { minAge: 80 },
        },
      ],
    };
    const preview = (await importFile(moved, false)).json<ConfigImportReport>();
    expect(preview).toMatchObject({ created: 1, updated: 1, unchanged: rest.length, invalid: 0 });

    const applied = await importFile(moved, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await campaigns();
    expect(after.find((found) => found.name === first!.name)?.description).toBe('Changed on the test system.');
    expect(after.find((found) => found.name === 'Moved from test')).toMatchObject({
      isActive: false,
      criteria: expect.objectContaining({ minAge: 80 }),
    });
    const audited = await t.database.pool.query(
      "select 1 from audit_events where event_type = 'CrmCampaignCreated' and user_id = 'crm.admin' and details->'after'->>'name' = 'Moved from test'",
    );
    expect(audited.rows).toHaveLength(1);
  });

  it('a queue this system lacks fails the import and nothing is kept; an agent may not import', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const count = (await campaigns()).length;
    const payload = {
      ...file,
      items: [
        { name: 'Another new one', criteria: {} },
        { name: 'Needs a queue', queueName: 'No such queue', criteria: {} },
      ],
    };
    const refused = await importFile(payload, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(CAMPAIGN_CONFIG_MESSAGES.queueMissing('No such queue'));
    expect((await campaigns()).length).toBe(count);
    expect((await importFile(payload, true, 'crm.agent')).statusCode).toBe(403);
  });
});
