import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES as M,
  DEFAULT_CAMPAIGN_OUTCOMES,
  type Campaign,
  type CampaignConfig,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The CRM admin's campaign defaults (Campaign Config): the queue, script and outcomes a campaign takes when it names
 * none, saved at the version read, and who changed them last by name.
 */

let t: TestApp;

const post = (user: string, name: string, payload: object) =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const get = (user: string, url: string) => t.as(user, { url });

async function create(input: { name: string; criteria: object }): Promise<Campaign> {
  const response = await post('crm.admin', 'createCampaign', input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Campaign>();
}

async function queueWith(name: string, usernames: string[]): Promise<number> {
  const { rows } = await t.database.pool.query('insert into crm_queues (name) values ($1) returning id', [name]);
  const id = (rows[0] as { id: number }).id;
  for (const [position, username] of usernames.entries())
    await t.database.pool.query('insert into crm_queue_members (queue_id, username, position) values ($1, $2, $3)', [
      id,
      username,
      position,
    ]);
  return id;
}

/** A county that some active members live in. */
let plan: { countyFips: string };

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query(
    `select county_fips as "countyFips" from members where is_active and county_fips is not null
     group by 1 having count(*) between 3 and 40 order by 1 limit 1`,
  );
  plan = rows[0] as typeof plan;
});
afterAll(async () => t.close());

describe('campaign configuration', () => {
  it('the admin sets the default queue, script and outcomes at the version read', async () => {
    const queueId = await queueWith('Default outreach', ['crm.agent']);
    const initial = (await get('crm.admin', `${CRM_API}/GetCampaignConfig`)).json<CampaignConfig>();
    // The demo data's defaults, never saved since: the default outcomes at version 1.
    expect(initial).toMatchObject({
      defaultOutcomes: [...DEFAULT_CAMPAIGN_OUTCOMES],
      version: 1,
    });
    const payload = { defaultQueueId: queueId, defaultScript: 'Introduce yourself.', defaultOutcomes: ['Reached'] };
    const update = (version: number) =>
      t.as('crm.admin', { method: 'POST', url: `${CRM_API}/UpdateCampaignConfig`, payload: { ...payload, version } });
    const saved = await update(1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      defaultQueueName: 'Default outreach',
      version: 2,
      modifiedBy: 'crm.admin',
      modifiedByName: 'Casey Admin',
    });
    expect((await update(1)).statusCode).toBe(409);
    const bad = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_API}/UpdateCampaignConfig`,
      payload: { ...payload, version: 2, defaultOutcomes: [] },
    });
    expect(bad.json<{ message: string }>().message).toBe(M.outcomesRequired);
    // A campaign without its own queue now activates into the default queue.
    const created = await create({ name: 'Uses the default queue', criteria: { countyFips: [plan.countyFips] } });
    expect(created.outcomes).toEqual(['Reached']);
    const on = await post('crm.admin', 'SwitchIsActiveCampaign', { id: created.id, version: 1 });
    expect(on.statusCode, on.body).toBe(200);
  });
});
