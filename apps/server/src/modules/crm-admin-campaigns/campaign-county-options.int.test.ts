import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignCountyOption } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { closeJobQueuesOf } from '../../platform/jobs/job-queue.ts';
import { listActiveCounties } from '../../platform/reference/reference.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The CRM admin picks a campaign's counties from the plan's active (service-area) counties, not from every county of
 * the country; a county a campaign saved that is no longer active stays named, marked not active.
 */

let t: TestApp;
const options = async (user = 'crm.admin') => {
  const answer = await t.as(user, { url: `${CRM_API}/GetCampaignCountyOptions` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ items: CampaignCountyOption[]; total: number }>();
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeJobQueuesOf(t.database);
  await t.close();
});

describe('the campaign criteria’s counties', () => {
  it('offers the active counties only, as the CRM’s active counties list has them', async () => {
    const active = await listActiveCounties(t.database.pool);
    const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from counties');
    expect(active.length).toBeGreaterThan(0);
    expect(rows[0]?.n).toBeGreaterThan(active.length);
    const answer = await options();
    expect(answer.items).toEqual(active.map((county) => ({ ...county, active: true })));
    expect(answer.total).toBe(active.length);
  });

  it('keeps a county a campaign saved that is no longer active, by name and marked not active', async () => {
    const active = new Set((await listActiveCounties(t.database.pool)).map((county) => county.fips));
    const { rows } = await t.database.pool.query<{ fips: string; name: string; stateCode: string }>(
      `select fips, name, state_code as "stateCode" from counties order by fips`,
    );
    const inactive = rows.find((county) => !active.has(county.fips));
    if (!inactive) throw new Error('the reference data has no inactive county');
    const created = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_ODATA}/default.createCampaign`,
      payload: { name: 'Former service area', criteria: { countyFips: [inactive.fips] } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = await options();
    expect(answer.items.filter((county) => !county.active)).toEqual([{ ...inactive, active: false }]);

    // Deleted, the campaign no longer keeps the county on the list.
    const { id, version } = created.json<{ id: number; version: number }>();
    const deleted = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_ODATA}/default.deleteCampaign`,
      payload: { id, version },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await options()).items.every((county) => county.active)).toBe(true);
  });

  it('is for those who may read campaigns', async () => {
    const answer = await t.as('no.modules', { url: `${CRM_API}/GetCampaignCountyOptions` });
    expect(answer.statusCode).toBe(403);
  });
});
