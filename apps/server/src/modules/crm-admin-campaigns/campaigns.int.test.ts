import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES as M,
  DEFAULT_CAMPAIGN_OUTCOMES,
  type Campaign,
  type CampaignStatsRow,
  type CreateCampaignInput,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { exportBody } from '../../test/export-request.ts';
import { closeJobQueuesOf, startJobQueue, stopJobQueue } from '../../platform/jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runCampaignOutreach } from './campaign-outreach.job.ts';

/**
 * The CRM admin sets up campaigns: who they are for (plan, PBP, county, age band, member tags) and how many members
 * that is; activating one gives each eligible member an outreach case in the campaign's queue, round-robin, once; the
 * agent sees the campaigns and records outcomes but cannot change them.
 */

let t: TestApp;
/** A plan, PBP and county that some active members share. */
let plan: { contractCode: string; pbpCode: string; countyFips: string };

const post = (user: string, name: string, payload: object) =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const get = (user: string, url: string) => t.as(user, { url });
const q = (sql: string, values: unknown[] = []) => t.database.pool.query(sql, values);
const count = async (sql: string, values: unknown[] = []) =>
  Number((await q(sql, values)).rows[0]?.n ?? (await q(sql, values)).rows[0]?.count);

const campaignCount = () => count('select count(*)::int as n from crm_campaigns');

async function create(input: Partial<CreateCampaignInput> & { name: string }): Promise<Campaign> {
  const response = await post('crm.admin', 'createCampaign', { criteria: {}, ...input });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Campaign>();
}

async function queueWith(name: string, usernames: string[]): Promise<number> {
  const { rows } = await q('insert into crm_queues (name) values ($1) returning id', [name]);
  const id = (rows[0] as { id: number }).id;
  for (const [position, username] of usernames.entries())
    await q('insert into crm_queue_members (queue_id, username, position) values ($1, $2, $3)', [
      id,
      username,
      position,
    ]);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await q(
    `select contract_code as "contractCode", pbp_code as "pbpCode", county_fips as "countyFips" from members
     where is_active and county_fips is not null group by 1, 2, 3 having count(*) between 3 and 40 order by 1, 2, 3 limit 1`,
  );
  plan = rows[0] as typeof plan;
});
afterAll(async () => {
  await closeJobQueuesOf(t.database);
  await t.close();
});

describe('campaigns and their eligible members', () => {
  it('the admin creates a campaign for a plan, PBP and county and sees its member count and members', async () => {
    const created = await create({
      name: 'Flu shot reminder',
      description: 'Remind members to get a flu shot',
      criteria: { contractCodes: [plan.contractCode], pbpCodes: [plan.pbpCode], countyFips: [plan.countyFips] },
    });
    expect(created).toMatchObject({ name: 'Flu shot reminder', isActive: false, version: 1, outreachCount: 0 });
    expect(created.outcomes).toEqual([...DEFAULT_CAMPAIGN_OUTCOMES]);
    const expected = await count(
      'select count(*)::int as n from members where is_active and contract_code = $1 and pbp_code = $2 and county_fips = $3',
      [plan.contractCode, plan.pbpCode, plan.countyFips],
    );
    const counted = await get('crm.admin', `${CRM_ODATA}/default.GetMemberCount?id=${created.id}`);
    expect(counted.json()).toEqual({ id: created.id, memberCount: expected });
    // The agent sees the count too (campaign results), and the list.
    expect((await get('crm.agent', `${CRM_ODATA}/default.GetMemberCount?id=${created.id}`)).statusCode).toBe(200);
    const list = await get('crm.agent', `${CRM_ODATA}/campaigns?$filter=name eq 'Flu shot reminder'&$count=true`);
    expect(list.json()).toMatchObject({ '@odata.count': 1, value: [{ id: created.id }] });
    // Modified By names the admin (as the rest of the CRM names people); the list still filters by the username.
    const byAdmin = await get(
      'crm.agent',
      `${CRM_ODATA}/campaigns?$filter=name eq 'Flu shot reminder' and modifiedBy eq 'crm.admin'&$count=true`,
    );
    expect(byAdmin.json()).toMatchObject({
      '@odata.count': 1,
      value: [{ id: created.id, modifiedBy: 'crm.admin', modifiedByName: 'Casey Admin' }],
    });

    const members = await get(
      'crm.admin',
      `${CRM_ODATA}/campaigneligiblemembers?id=${created.id}&$orderby=fullName asc&$top=2&$count=true`,
    );
    expect(members.statusCode).toBe(200);
    const page = members.json<{ value: { contractCode: string; countyFips: string }[]; '@odata.count': number }>();
    expect(page['@odata.count']).toBe(expected);
    expect(page.value.length).toBe(Math.min(2, expected));
    expect(page.value.every((m) => m.contractCode === plan.contractCode && m.countyFips === plan.countyFips)).toBe(
      true,
    );
    // Unsaved criteria are counted for the form's preview.
    const preview = await post('crm.admin', 'GetMemberCountByCriteria', {
      criteria: { contractCodes: [plan.contractCode], pbpCodes: [plan.pbpCode], countyFips: [plan.countyFips] },
    });
    expect(preview.json()).toEqual({ memberCount: expected });
  });

  it('lists a campaign stored with only some criteria (the rest read as any)', async () => {
    await q(`insert into crm_campaigns (name, criteria, created_by, modified_by)
      values ('Stored briefly', '{"minAge": 90}', 'crm.admin', 'crm.admin')`);
    const list = await get('crm.admin', `${CRM_ODATA}/campaigns?$filter=name eq 'Stored briefly'`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ value: Campaign[] }>().value[0]?.criteria).toEqual({
      contractCodes: [],
      pbpCodes: [],
      countyFips: [],
      minAge: 90,
      maxAge: null,
      tags: [],
    });
  });

  it('counts by age band and member tag', async () => {
    const tag = (await q(`select tag from member_tags where kind = 'Member' order by id limit 1`)).rows[0] as {
      tag: string;
    };
    const created = await create({ name: 'Seniors with a tag', criteria: { minAge: 70, maxAge: 79, tags: [tag.tag] } });
    const expected = await count(
      `select count(*)::int as n from members m where m.is_active
        and extract(year from age((now() at time zone 'America/Los_Angeles')::date, m.date_of_birth)) between 70 and 79
        and exists (select 1 from member_tags t where t.member_id = m.member_id and t.tag = $1)`,
      [tag.tag],
    );
    const counted = await get('crm.admin', `${CRM_ODATA}/default.GetMemberCount?id=${created.id}`);
    expect(counted.json<{ memberCount: number }>().memberCount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('refuses bad input with the message and creates nothing', async () => {
    const before = await campaignCount();
    const cases: [object, string][] = [
      [{ name: '', criteria: {} }, M.nameRequired],
      [{ name: 'Bad PBP', criteria: { pbpCodes: ['1'] } }, M.pbpInvalid],
      [{ name: 'Bad plan', criteria: { contractCodes: ['X'] } }, M.contractInvalid],
      [{ name: 'Bad band', criteria: { minAge: 80, maxAge: 65 } }, M.ageBand],
      [{ name: 'Bad outcomes', criteria: {}, outcomes: [] }, M.outcomesRequired],
      [{ name: 'No queue', criteria: {}, queueId: 999999 }, M.queueNotFound],
      [{ name: 'flu shot REMINDER', criteria: {} }, M.nameTaken],
    ];
    for (const [payload, message] of cases) {
      const response = await post('crm.admin', 'createCampaign', payload);
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
    }
    // The taken name's refusal names the field it is about, so the form shows it under Campaign name.
    const taken = await post('crm.admin', 'createCampaign', { name: 'FLU SHOT reminder', criteria: {} });
    expect(taken.json()).toMatchObject({ message: M.nameTaken, field: 'name' });
    expect(await campaignCount()).toBe(before);
    const badFilter = await get('crm.admin', `${CRM_ODATA}/campaigns?$filter=nope eq 1`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('the agent cannot change campaigns or their configuration (403), and nothing changes', async () => {
    const created = await create({ name: 'Agent cannot touch' });
    const before = await campaignCount();
    const body = { id: created.id, version: created.version };
    expect((await post('crm.agent', 'createCampaign', { name: 'By agent', criteria: {} })).statusCode).toBe(403);
    expect((await post('crm.agent', 'updateCampaign', { ...body, name: 'Renamed', criteria: {} })).statusCode).toBe(
      403,
    );
    expect((await post('crm.agent', 'deleteCampaign', body)).statusCode).toBe(403);
    expect((await post('crm.agent', 'SwitchIsActiveCampaign', body)).statusCode).toBe(403);
    const config = await t.as('crm.agent', {
      method: 'POST',
      url: `${CRM_API}/UpdateCampaignConfig`,
      payload: { version: 1, defaultQueueId: null, defaultScript: 'x', defaultOutcomes: ['Done'] },
    });
    expect(config.statusCode).toBe(403);
    expect((await get('crm.agent', `${CRM_API}/GetCampaignConfig`)).statusCode).toBe(200);
    expect((await get('crm.agent', `${CRM_API}/GetCampaignStats`)).statusCode).toBe(200);
    expect((await get('no.modules', `${CRM_ODATA}/campaigns`)).statusCode).toBe(403);
    expect(await campaignCount()).toBe(before);
    const unchanged = await get('crm.admin', `${CRM_ODATA}/campaigns?$filter=id eq ${created.id}`);
    expect(unchanged.json<{ value: Campaign[] }>().value[0]).toMatchObject({ name: 'Agent cannot touch', version: 1 });
  });

  it('updates at the version read (stale: 409) and audits before and after', async () => {
    const created = await create({ name: 'Diabetes care' });
    const updated = await post('crm.admin', 'updateCampaign', {
      id: created.id,
      version: 1,
      name: 'Diabetes care check-in',
      script: 'Ask about the last A1C test.',
      outcomes: ['Scheduled', 'Declined'],
      criteria: { minAge: 65 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, outcomes: ['Scheduled', 'Declined'], criteria: { minAge: 65 } });
    const stale = await post('crm.admin', 'updateCampaign', {
      id: created.id,
      version: 1,
      name: 'Stale',
      criteria: {},
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);
    const audit = await q(`select details from audit_events where event_type = 'CrmCampaignUpdated' and item_id = $1`, [
      String(created.id),
    ]);
    const details = (audit.rows[0] as { details: { before: Campaign; after: Campaign } }).details;
    expect([details.before.name, details.after.name]).toEqual(['Diabetes care', 'Diabetes care check-in']);
  });
});

describe('an active campaign puts outreach into the agents’ queue', () => {
  it('creates one case per eligible member in the queue, alternating agents, once; deactivating stops it', async () => {
    const queueId = await queueWith('Campaign outreach', ['crm.agent', 'member.services']);
    const created = await create({
      name: 'Wellness visit outreach',
      queueId,
      script: 'Offer to schedule the annual wellness visit.',
      criteria: { contractCodes: [plan.contractCode], pbpCodes: [plan.pbpCode], countyFips: [plan.countyFips] },
    });
    const eligible = (await get('crm.admin', `${CRM_ODATA}/default.GetMemberCount?id=${created.id}`)).json<{
      memberCount: number;
    }>().memberCount;
    const switched = await post('crm.admin', 'SwitchIsActiveCampaign', { id: created.id, version: created.version });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ isActive: true, version: 2 });
    // The activation queued the background job.
    expect(
      await count(
        `select count(*)::int as n from pgboss.job where name = 'crm-campaign-outreach' and data->>'campaignId' = $1`,
        [String(created.id)],
      ),
    ).toBe(1);

    expect(await runCampaignOutreach(t.database.db, created.id)).toEqual({ created: eligible, stopped: false });
    const cases = (
      await q(
        `select c.owner, c.case_type as "caseType", c.subject, c.queue_id as "queueId" from crm_cases c
         join crm_campaign_outreach o on o.case_id = c.id where o.campaign_id = $1 order by c.id`,
        [created.id],
      )
    ).rows as { owner: string; caseType: string; subject: string; queueId: number }[];
    expect(cases.length).toBe(eligible);
    expect(cases.every((c) => c.caseType === 'Campaign Outreach' && c.subject === 'Wellness visit outreach')).toBe(
      true,
    );
    expect(cases.slice(0, 2).map((c) => c.owner)).toEqual(['crm.agent', 'member.services']);
    // A second run creates nothing twice.
    expect(await runCampaignOutreach(t.database.db, created.id)).toEqual({ created: 0, stopped: false });

    // The agent records an outcome from the campaign's list; the statistics count it.
    const memberId = (
      await q('select member_id from crm_campaign_outreach where campaign_id = $1 limit 1', [created.id])
    ).rows[0] as { member_id: string };
    const record = (outcome: string) =>
      t.as('crm.agent', {
        method: 'POST',
        url: `${CRM_API}/RecordCampaignOutcome`,
        payload: { campaignId: created.id, memberId: memberId.member_id, outcome, version: 1 },
      });
    expect((await record('Made up')).json<{ message: string }>().message).toBe(M.outcomeNotInList);
    expect((await record('Left voicemail')).statusCode).toBe(200);
    const stats = (await get('crm.agent', `${CRM_API}/GetCampaignStats`)).json<{ items: CampaignStatsRow[] }>();
    expect(stats.items.find((row) => row.id === created.id)).toMatchObject({
      eligible,
      outreachCreated: eligible,
      contacted: 1,
      closed: 0,
      outcomes: [{ outcome: 'Left voicemail', count: 1 }],
    });
    const file = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_API}/CampaignStatsExcelExport`,
      payload: exportBody({}, 'CampaignStats.xlsx'),
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.rawPayload));
    const text = JSON.stringify(workbook.worksheets[0]!.getSheetValues());
    expect(text).toContain('Wellness visit outreach');
    expect(text).toContain('Left voicemail');

    // An active campaign cannot be deleted; deactivating stops new outreach.
    const active = (await get('crm.admin', `${CRM_ODATA}/campaigns?$filter=id eq ${created.id}`)).json<{
      value: Campaign[];
    }>().value[0]!;
    expect(
      (await post('crm.admin', 'deleteCampaign', { id: created.id, version: active.version })).json<{
        message: string;
      }>().message,
    ).toBe(M.campaignActiveDelete);
    const off = await post('crm.admin', 'SwitchIsActiveCampaign', { id: created.id, version: active.version });
    expect(off.json()).toMatchObject({ isActive: false });
    await q('delete from crm_campaign_outreach where campaign_id = $1 and member_id = $2', [
      created.id,
      memberId.member_id,
    ]);
    expect(await runCampaignOutreach(t.database.db, created.id)).toEqual({ created: 0, stopped: true });

    // Deleted (soft): gone from the list, kept in the table, audited.
    const deleted = await post('crm.admin', 'deleteCampaign', { id: created.id, version: active.version + 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = await get('crm.admin', `${CRM_ODATA}/campaigns?$filter=id eq ${created.id}`);
    expect(list.json<{ value: Campaign[] }>().value).toEqual([]);
    expect(await count('select count(*)::int as n from crm_campaigns where id = $1 and is_deleted', [created.id])).toBe(
      1,
    );
    expect(
      await count(
        `select count(*)::int as n from audit_events where event_type = 'CrmCampaignDeleted' and item_id = $1`,
        [String(created.id)],
      ),
    ).toBe(1);
  });

  it('the activation’s background job creates the outreach while the server works its job queue', async () => {
    const queueId = await queueWith('Job outreach', ['crm.admin', 'crm.agent']);
    const created = await create({
      name: 'Background outreach',
      queueId,
      criteria: { contractCodes: [plan.contractCode], pbpCodes: [plan.pbpCode], countyFips: [plan.countyFips] },
    });
    const eligible = (await get('crm.admin', `${CRM_ODATA}/default.GetMemberCount?id=${created.id}`)).json<{
      memberCount: number;
    }>().memberCount;
    expect((await post('crm.admin', 'SwitchIsActiveCampaign', { id: created.id, version: 1 })).statusCode).toBe(200);
    const queue = await startJobQueue(t.database);
    try {
      await expect
        .poll(
          async () =>
            (
              await q(
                `select state from pgboss.job where name = 'crm-campaign-outreach' and data->>'campaignId' = $1`,
                [String(created.id)],
              )
            ).rows[0]?.state,
          { timeout: 30_000 },
        )
        .toBe('completed');
    } finally {
      await stopJobQueue(queue);
    }
    const listed = await get('crm.admin', `${CRM_ODATA}/campaigns?$filter=id eq ${created.id}`);
    expect(listed.json<{ value: Campaign[] }>().value[0]?.outreachCount).toBe(eligible);
  });

  it('cannot be activated without a queue that has an active member', async () => {
    const empty = await queueWith('Nobody here', []);
    const created = await create({ name: 'No agents', queueId: empty });
    const response = await post('crm.admin', 'SwitchIsActiveCampaign', { id: created.id, version: 1 });
    expect(response.json<{ message: string }>().message).toBe(M.queueNoMembers);
    // Without a default queue either (the demo's defaults name one); never saved, the defaults are the built-in ones.
    await q('delete from crm_campaign_config');
    const noQueue = await create({ name: 'No queue at all' });
    const again = await post('crm.admin', 'SwitchIsActiveCampaign', { id: noQueue.id, version: 1 });
    expect(again.json<{ message: string }>().message).toBe(M.queueRequired);
  });
});
