import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRM_CONFIG_MESSAGES,
  type AppSettings,
  type CrmBenefitInfo,
  type CrmConfig,
  type InboundScript,
  type InitialData,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import { TEXT_REPLACE_MESSAGES, type TextReplaceOptions } from '@portal/contracts/crm-admin-text-replace/text-replace';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const post = (name: string, payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const count = async (text: string) => (await t.database.pool.query<{ n: number }>(text)).rows[0]!.n;
const message = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('text replace options', () => {
  it('the administrator saves shortcuts at the version read; the agent reads them', async () => {
    const first = (await get(`${CRM_API}/GetTextReplaceOptions`)).json<TextReplaceOptions>();
    const saved = await post('UpdateTextReplaceOptions', {
      version: first.version,
      options: [{ shortcut: ';VM', expansion: 'Left a voicemail for the member.' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TextReplaceOptions>()).toMatchObject({
      options: [{ shortcut: ';vm', expansion: 'Left a voicemail for the member.' }],
      modifiedBy: 'crm.admin',
      modifiedByName: 'Casey Admin',
      version: first.version + 1,
    });
    const read = (await get(`${CRM_API}/GetTextReplaceOptions`)).json<TextReplaceOptions>();
    expect(read.options).toEqual([{ shortcut: ';vm', expansion: 'Left a voicemail for the member.' }]);
    expect(read).toMatchObject({ modifiedBy: 'crm.admin', modifiedByName: 'Casey Admin' });
    expect(
      await count(
        `select count(*)::int as n from audit_events where event_type = 'CrmSettingUpdated'
         and item_id = 'textReplaceOptions' and details->'after'->'options'->0->>'shortcut' = ';vm'`,
      ),
    ).toBe(1);
  });

  it('refuses a stale save (409), bad shortcuts (400) and the agent (403), changing nothing', async () => {
    const current = (await get(`${CRM_API}/GetTextReplaceOptions`)).json<TextReplaceOptions>();
    const stale = await post('UpdateTextReplaceOptions', { version: current.version - 1, options: [] });
    expect(stale.statusCode).toBe(409);
    expect(message(stale)).toBe(MESSAGES.staleRecord);
    const bad = await post('UpdateTextReplaceOptions', {
      version: current.version,
      options: [{ shortcut: 'vm', expansion: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain(TEXT_REPLACE_MESSAGES.shortcutFormat);
    const twice = await post('UpdateTextReplaceOptions', {
      version: current.version,
      options: [
        { shortcut: ';a', expansion: 'x' },
        { shortcut: ';A', expansion: 'y' },
      ],
    });
    expect(message(twice)).toContain(TEXT_REPLACE_MESSAGES.duplicateShortcut(';a'));
    const agent = await post('UpdateTextReplaceOptions', { version: current.version, options: [] }, 'crm.agent');
    expect(agent.statusCode).toBe(403);
    expect((await get(`${CRM_API}/GetTextReplaceOptions`)).json<TextReplaceOptions>()).toEqual(current);
  });
});

describe('the inbound script and the CRM benefit info', () => {
  it('the agent reads the default script; the administrator changes it at the version read', async () => {
    const script = (await get(`${CRM_API}/getInboundScript`)).json<InboundScript>();
    expect(script.script).toContain('Thank you for calling');
    expect(script).toMatchObject({ version: 1, modifiedBy: null, modifiedByName: null });
    const saved = await post('UpdateInboundScript', { script: 'Hello, this is the plan.', version: 1 });
    expect(saved.json<InboundScript>()).toMatchObject({
      script: 'Hello, this is the plan.',
      version: 2,
      modifiedBy: 'crm.admin',
      modifiedByName: 'Casey Admin',
    });
    expect((await post('UpdateInboundScript', { script: 'Again', version: 1 })).statusCode).toBe(409);
    const empty = await post('UpdateInboundScript', { script: '  ', version: 2 });
    expect(message(empty)).toContain(CRM_CONFIG_MESSAGES.scriptRequired);
    expect((await post('UpdateInboundScript', { script: 'Agent', version: 2 }, 'crm.agent')).statusCode).toBe(403);
    expect((await get(`${CRM_API}/getInboundScript`)).json<InboundScript>().script).toBe('Hello, this is the plan.');
  });

  it('keeps benefit topics (GetCrmBenefitInfo / UpdateCrmBenefitInfo)', async () => {
    const topics = [{ topic: 'Dental', details: 'Two cleanings a year, no copay.' }];
    const saved = await post('UpdateCrmBenefitInfo', { topics, version: 1 });
    expect(saved.json<CrmBenefitInfo>()).toMatchObject({ topics, version: 2, modifiedByName: 'Casey Admin' });
    expect((await post('UpdateCrmBenefitInfo', { topics: [], version: 1 })).statusCode).toBe(409);
    const bad = await post('UpdateCrmBenefitInfo', { topics: [{ topic: '', details: 'x' }], version: 2 });
    expect(message(bad)).toContain(CRM_CONFIG_MESSAGES.topicRequired);
    expect((await post('UpdateCrmBenefitInfo', { topics: [], version: 2 }, 'crm.agent')).statusCode).toBe(403);
    expect((await get(`${CRM_API}/GetCrmBenefitInfo`)).json<CrmBenefitInfo>()).toMatchObject({
      topics,
      modifiedBy: 'crm.admin',
      modifiedByName: 'Casey Admin',
    });
  });
});

describe("the CRM's configuration reads", () => {
  it('answers the CRM config, app settings, company master, initial data and domains to the agent', async () => {
    const config = (await get(`${CRM_API}/GetCrmConfig`)).json<CrmConfig>();
    expect(config.workflowTypes).toHaveLength(6);
    expect(config.businessDay.timeZone).toBe('America/Los_Angeles');
    const settings = (await get(`${CRM_API}/getAppSettings`)).json<AppSettings>();
    expect(settings).toMatchObject({ dateFormat: 'MM/dd/yyyy', openEndDate: '12/31/9999' });
    const companies = (await get(`${CRM_API}/getCompanyMaster`)).json<{ items: unknown[]; total: number }>();
    expect(companies.total).toBeGreaterThan(0);
    const initial = (await get(`${CRM_API}/getinitialdata`)).json<InitialData>();
    expect(initial.companies.length).toBe(companies.total);
    expect(initial.states.length).toBeGreaterThan(0);
    const domains = await get(`/odata/domains?$count=true&$top=2`);
    expect(domains.statusCode).toBe(200);
    const answer = domains.json<{ value: { name: string }[]; '@odata.count': number }>();
    expect(answer.value.length).toBeLessThanOrEqual(2);
    expect(answer['@odata.count']).toBeGreaterThanOrEqual(answer.value.length);
    expect((await get(`/odata/domains?$orderby=description`)).statusCode).toBe(400);
    expect((await t.as('no.modules', { method: 'GET', url: `${CRM_API}/GetCrmConfig` })).statusCode).toBe(403);
  });
});
