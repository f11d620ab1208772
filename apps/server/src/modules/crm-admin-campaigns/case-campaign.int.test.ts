import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES as M,
  DEFAULT_CAMPAIGN_OUTCOMES,
  type Campaign,
  type CampaignConfig,
  type CampaignStatsRow,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { CaseCampaign } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { CASE_MESSAGES } from '@portal/contracts/crm-my-queue/cases';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { closeJobQueuesOf } from '../../platform/jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runCampaignOutreach } from './campaign-outreach.job.ts';

/**
 * The agent works a campaign's outreach case: the case view reads the campaign (name, script, outcomes, the outcome
 * so far), the agent records an outcome and changes it, and the campaign statistics count the latest. Only campaigns
 * make "Campaign Outreach" cases: an agent's CreateCase of that type is refused.
 */

let t: TestApp;
let queueId: number;

const q = (sql: string, values: unknown[] = []) => t.database.pool.query(sql, values);
const post = (user: string, url: string, payload: object) => t.as(user, { method: 'POST', url, payload });
const caseCampaign = (user: string, caseId: number) =>
  t.as(user, { url: `${CRM_API}/GetCaseCampaign?caseId=${caseId}` });

/** A campaign for the active members of one plan contract and PBP, activated and its outreach made; its cases. */
async function activeCampaign(
  name: string,
  fields: { script?: string; outcomes?: string[] },
): Promise<{ campaign: Campaign; caseIds: number[] }> {
  const { rows } = await q(
    `select contract_code as "contractCode", pbp_code as "pbpCode" from members where is_active
     group by 1, 2 having count(*) between 2 and 40 order by 1, 2 limit 1`,
  );
  const plan = rows[0] as { contractCode: string; pbpCode: string };
  const created = await post('crm.admin', `${CRM_ODATA}/default.createCampaign`, {
    name,
    queueId,
    ...fields,
    criteria: { contractCodes: [plan.contractCode], pbpCodes: [plan.pbpCode] },
  });
  expect(created.statusCode, created.body).toBe(200);
  const campaign = created.json<Campaign>();
  const on = await post('crm.admin', `${CRM_ODATA}/default.SwitchIsActiveCampaign`, {
    id: campaign.id,
    version: campaign.version,
  });
  expect(on.statusCode, on.body).toBe(200);
  await runCampaignOutreach(t.database.db, campaign.id);
  const cases = await q(
    'select case_id::int as id from crm_campaign_outreach where campaign_id = $1 and case_id is not null order by 1',
    [campaign.id],
  );
  return { campaign: on.json<Campaign>(), caseIds: cases.rows.map((row: { id: number }) => row.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await q(`insert into crm_queues (name) values ('Outreach desk') returning id`);
  queueId = (rows[0] as { id: number }).id;
  await q(`insert into crm_queue_members (queue_id, username, position) values ($1, 'crm.agent', 0)`, [queueId]);
});
afterAll(async () => {
  await closeJobQueuesOf(t.database);
  await t.close();
});

describe('the campaign of an outreach case', () => {
  it('the agent reads the campaign of the case, records an outcome and changes it; the statistics count it', async () => {
    const { campaign, caseIds } = await activeCampaign('Diabetes eye exam', {
      script: 'Ask whether the member had a diabetic eye exam this year.',
      outcomes: ['Exam scheduled', 'Already done', 'Declined'],
    });
    const caseId = caseIds[0]!;
    const read = await caseCampaign('crm.agent', caseId);
    expect(read.statusCode, read.body).toBe(200);
    const found = read.json<CaseCampaign>();
    expect(found).toMatchObject({
      caseId,
      campaignId: campaign.id,
      campaignName: 'Diabetes eye exam',
      campaignIsActive: true,
      script: 'Ask whether the member had a diabetic eye exam this year.',
      usesDefaultScript: false,
      outcomes: ['Exam scheduled', 'Already done', 'Declined'],
      outcome: null,
      contactedBy: null,
      contactedByName: null,
    });
    // The read names the case's member in the audit trail.
    const audited = await q(
      `select item_id as "itemId", details from audit_events
       where event_type = 'MemberDataRead' and details->>'caseId' = $1 and details->>'route' = $2`,
      [String(caseId), `GET ${CRM_API}/GetCaseCampaign`],
    );
    expect(audited.rows).toEqual([
      expect.objectContaining({ itemId: found.memberId, details: expect.objectContaining({ caseId }) }),
    ]);

    const record = (outcome: string, version: number) =>
      post('crm.agent', `${CRM_API}/RecordCampaignOutcome`, {
        campaignId: campaign.id,
        memberId: found.memberId,
        outcome,
        version,
      });
    const saved = await record('Exam scheduled', found.version);
    expect(saved.statusCode).toBe(200);
    // The answer names the agent too, so the screen shows who recorded it by name straight away.
    expect(saved.json()).toMatchObject({ contactedBy: 'crm.agent', contactedByName: 'Alex Agent' });
    const recorded = (await caseCampaign('crm.agent', caseId)).json<CaseCampaign>();
    // The panel names the agent who recorded it, as the rest of the CRM names people, not by username.
    expect(recorded).toMatchObject({
      outcome: 'Exam scheduled',
      contactedBy: 'crm.agent',
      contactedByName: 'Alex Agent',
      version: found.version + 1,
    });
    // A second agent who read the outreach before that change cannot overwrite it: 409, the outcome stays.
    const stale = await record('Already done', found.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);
    expect((await caseCampaign('crm.agent', caseId)).json<CaseCampaign>().outcome).toBe('Exam scheduled');
    // Changed at the version read: the latest outcome is the one counted.
    expect((await record('Already done', recorded.version)).statusCode).toBe(200);
    const changed = (await caseCampaign('crm.agent', caseId)).json<CaseCampaign>();
    expect(changed.outcome).toBe('Already done');
    expect(changed.contactedDate).not.toBeNull();
    const stats = await t.as('crm.admin', { url: `${CRM_API}/GetCampaignStats` });
    expect(stats.json<{ items: CampaignStatsRow[] }>().items.find((row) => row.id === campaign.id)).toMatchObject({
      outreachCreated: caseIds.length,
      contacted: 1,
      outcomes: [{ outcome: 'Already done', count: 1 }],
    });
  });

  it("a campaign without its own script or outcomes shows the configuration's defaults", async () => {
    const config = (await t.as('crm.admin', { url: `${CRM_API}/GetCampaignConfig` })).json<CampaignConfig>();
    const saved = await post('crm.admin', `${CRM_API}/UpdateCampaignConfig`, {
      version: config.version,
      defaultQueueId: null,
      defaultScript: 'Introduce yourself and the plan; ask how the member is doing.',
      defaultOutcomes: [...DEFAULT_CAMPAIGN_OUTCOMES],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { caseIds } = await activeCampaign('Welcome call', {});
    const found = (await caseCampaign('crm.agent', caseIds[0]!)).json<CaseCampaign>();
    expect(found).toMatchObject({
      campaignName: 'Welcome call',
      script: 'Introduce yourself and the plan; ask how the member is doing.',
      usesDefaultScript: true,
      outcomes: [...DEFAULT_CAMPAIGN_OUTCOMES],
    });
  });

  it('a case no campaign made: 404 with the message; a user without My Queue: 403', async () => {
    const { rows } = await q(
      `select c.id::int as id from crm_cases c
       where not exists (select 1 from crm_campaign_outreach o where o.case_id = c.id) order by c.id limit 1`,
    );
    const other = await caseCampaign('crm.agent', (rows[0] as { id: number }).id);
    expect({ status: other.statusCode, message: other.json<{ message: string }>().message }).toEqual({
      status: 404,
      message: M.caseNotOutreach,
    });
    const { caseIds } = await activeCampaign('Refused readers', {});
    for (const user of ['no.modules', 'network.viewer'])
      expect((await caseCampaign(user, caseIds[0]!)).statusCode).toBe(403);
  });
});

describe('Campaign Outreach cases are made by campaigns only', () => {
  it("refuses an agent's CreateCase of that type with the message, and creates nothing", async () => {
    const { rows } = await q(`select member_id as "memberId" from members where is_active order by member_id limit 1`);
    const before = await q('select count(*)::int as n from crm_cases');
    const refused = await post('crm.agent', `${CRM_ODATA}/default.CreateCase`, {
      memberId: (rows[0] as { memberId: string }).memberId,
      caseType: 'Campaign Outreach',
      subject: 'Typed by hand',
    });
    expect({ status: refused.statusCode, message: refused.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: CASE_MESSAGES.caseTypeCampaignOnly,
    });
    expect((await q('select count(*)::int as n from crm_cases')).rows).toEqual(before.rows);
  });
});

describe('the member tags campaign criteria pick from', () => {
  it('lists the distinct tag names in order to the CRM admin; others get 403', async () => {
    const answer = await t.as('crm.admin', { url: `${CRM_API}/GetCampaignTagOptions` });
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, total } = answer.json<{ items: string[]; total: number }>();
    const { rows } = await q('select distinct tag from member_tags order by tag');
    expect(items).toEqual(rows.map((row: { tag: string }) => row.tag));
    expect(total).toBe(items.length);
    expect(items).toContain('Frequent Caller');
    expect((await t.as('no.modules', { url: `${CRM_API}/GetCampaignTagOptions` })).statusCode).toBe(403);
  });
});
