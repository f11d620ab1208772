import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_MANAGER_API as API,
  PROVIDER_MANAGER_MESSAGES as M,
  type ProviderProfile,
  type ProviderProfiles,
} from '@portal/contracts/care-on-demand/provider-manager';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { exportBody } from '../../../test/export-request.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { firstSheet } from '../../../test/export-file.ts';

let t: TestApp;
let provider: number;
/** A second telehealth provider without a profile yet, made for this test. */
let newcomer: number;

const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const list = (user: string, query = '') => t.as(user, { url: `${API}?${query}` });
const put = (user: string, url: string, payload: object) => t.as(user, { method: 'PUT', url, payload });
const profile = { statesLicensed: ['CA'], languages: ['English'], maxConcurrentVisits: 1, isActive: true };

beforeAll(async () => {
  t = await createTestApp();
  provider = (await rows<{ id: number }>("select id from users where username = 'care.provider'"))[0]!.id;
  newcomer = (
    await rows<{ id: number }>(
      `insert into users (username, email, name) values ('dr.newcomer', 'dr.newcomer@portal.example', 'Dr. Nia Newcomer') returning id`,
    )
  )[0]!.id;
  await t.database.pool.query(
    "insert into user_groups (user_id, group_id) select $1, id from groups where name = 'Care on Demand Providers'",
    [newcomer],
  );
});
afterAll(async () => t.close());

describe('Provider Manager: the manager keeps telehealth providers’ profiles; a provider switches only their own availability', () => {
  it('lists the providers with their profile (defaults for one without) and filters by name, state and availability', async () => {
    const answer = await list('care.provider', 'pageSize=25');
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<ProviderProfiles>();
    expect(page.items.map((row) => row.username)).toEqual(expect.arrayContaining(['care.provider', 'dr.newcomer']));
    expect(page.items.find((row) => row.username === 'care.provider')).toMatchObject({
      availableNow: true,
      statesLicensed: ['CA', 'NC', 'NV'],
      languages: ['English', 'Spanish'],
      maxConcurrentVisits: 2,
      weeklyHours: 43,
    });
    expect(page.items.find((row) => row.username === 'dr.newcomer')).toMatchObject({
      availableNow: false,
      statesLicensed: [],
      languages: ['English'],
      version: 0,
    });
    const names = async (query: string) =>
      (await list('care.provider', query)).json<ProviderProfiles>().items.map((row) => row.username);
    expect(await names('name=newcom')).toEqual(['dr.newcomer']);
    expect(await names('state=NV')).toEqual(['care.provider']);
    expect(await names('available=true')).toEqual(['care.provider']);
    expect(await names('name=%25')).toEqual([]);
    expect((await list('care.provider', 'state=ZZ')).json().message).toBe(M.stateInvalid);
    expect((await list('no.modules')).statusCode).toBe(403);
  });

  it('saves a profile at the version read (0 makes it), audited; stale is 409', async () => {
    const url = `${API}/${newcomer}`;
    const saved = await put('admin', url, {
      ...profile,
      statesLicensed: ['NV', 'CA', 'CA'],
      languages: ['Spanish'],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProviderProfile>()).toMatchObject({
      statesLicensed: ['CA', 'NV'],
      languages: ['Spanish'],
      version: 1,
    });
    const audit = await rows<{ details: { before: { version: number }; after: { version: number } } }>(
      "select details from audit_events where event_type = 'ProviderProfileChanged' and item_id = $1",
      [String(newcomer)],
    );
    expect(audit.map((row) => [row.details.before.version, row.details.after.version])).toEqual([[0, 1]]);
    for (const version of [0, 5]) {
      const stale = await put('admin', url, { ...profile, version });
      expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    }
  });

  it('answers 400 with the messages and 403 to a provider changing a profile or to a user without the module', async () => {
    const url = `${API}/${newcomer}`;
    const cases: [object, string][] = [
      [{ ...profile, statesLicensed: ['XX'] }, M.stateInvalid],
      [{ ...profile, languages: [] }, M.languageRequired],
      [{ ...profile, languages: ['Klingon'] }, M.languageInvalid],
      [{ ...profile, maxConcurrentVisits: 5 }, M.maxConcurrentInvalid],
      [{ ...profile, maxConcurrentVisits: 0 }, M.maxConcurrentInvalid],
    ];
    for (const [payload, message] of cases) {
      const answer = await put('admin', url, { ...payload, version: 1 });
      expect([answer.statusCode, answer.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const admin = (await rows<{ id: number }>("select id from users where username = 'admin'"))[0]!.id;
    const notProvider = await put('admin', `${API}/${admin}`, { ...profile, version: 0 });
    expect([notProvider.statusCode, notProvider.json().message]).toEqual([400, M.providerNotFound]);
    expect((await put('care.provider', url, { ...profile, version: 1 })).statusCode).toBe(403);
    expect((await put('no.modules', url, { ...profile, version: 1 })).statusCode).toBe(403);
  });

  it('lets a provider switch their own availability only; the manager anyone’s; not an inactive provider', async () => {
    const own = `${API}/${provider}/availability`;
    const version = (
      await rows<{ version: number }>('select version from cod_provider_profiles where provider_user_id = $1', [
        provider,
      ])
    )[0]!.version;
    const off = await put('care.provider', own, { availableNow: false, version });
    expect(off.json<ProviderProfile>()).toMatchObject({ availableNow: false, version: version + 1 });
    const stale = await put('care.provider', own, { availableNow: true, version });
    expect(stale.statusCode).toBe(409);
    const other = await put('care.provider', `${API}/${newcomer}/availability`, { availableNow: true, version: 1 });
    expect([other.statusCode, other.json().message]).toEqual([403, M.ownAvailabilityOnly]);
    const byManager = await put('admin', `${API}/${newcomer}/availability`, { availableNow: true, version: 1 });
    expect(byManager.json<ProviderProfile>()).toMatchObject({ availableNow: true, version: 2 });
    const inactive = await put('admin', `${API}/${newcomer}`, { ...profile, isActive: false, version: 2 });
    expect(inactive.json<ProviderProfile>()).toMatchObject({ isActive: false, availableNow: false, version: 3 });
    const refused = await put('admin', `${API}/${newcomer}/availability`, { availableNow: true, version: 3 });
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.inactiveUnavailable]);
    expect((await put('no.modules', own, { availableNow: true, version: 1 })).statusCode).toBe(403);
  });

  it('exports the filtered providers to Excel', async () => {
    const answer = await t.as('care.provider', {
      method: 'POST',
      url: `${API}/export`,
      payload: exportBody({ state: 'CA' }),
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const values = (await firstSheet(answer.rawPayload)).getSheetValues().flat().map(String);
    expect(values).toContain('Dr. Priya Provider');
    expect(values).toContain('Dr. Nia Newcomer');
    expect(
      (await t.as('no.modules', { method: 'POST', url: `${API}/export`, payload: exportBody({}) })).statusCode,
    ).toBe(403);
  });
});
