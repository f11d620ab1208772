import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { contactListSchema } from '@portal/contracts/ipa-admin/contacts';
import {
  CRM_ADA_LANGUAGES,
  CRM_LOOKUP_MESSAGES,
  crmActiveCountiesSchema,
  crmAdaLanguageListSchema,
  crmAllHealthPlansSchema,
  crmFeatureFlagListSchema,
  crmMsoListSchema,
  crmStateListSchema,
} from '@portal/contracts/crm-my-queue/config-lookups';
import { FEATURE_FLAGS, MODULE_FLAG_PREFIXES } from '@portal/contracts/platform/feature-flags';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The CRM's reference lookups of spec §7: getstates, getactivecounties, GetAllHealthPlan, GetAllMsos, ... */
let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const ok = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the CRM configuration and lookup calls', () => {
  it('answers the states and the active counties, by state', async () => {
    const states = crmStateListSchema.parse(await ok(`${CRM_API}/getstates`));
    expect(states.items).toContainEqual({ code: 'CA', name: 'California' });
    expect(states.total).toBe(states.items.length);
    const counties = crmActiveCountiesSchema.parse(await ok(`${CRM_API}/getactivecounties?state=ca`));
    expect(counties.items.length).toBeGreaterThan(0);
    expect(counties.items.every((county) => county.stateCode === 'CA')).toBe(true);
    const bad = await get(`${CRM_API}/getactivecounties?state=California`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('State must be a 2-letter code');
  });

  it('answers every health plan, or one year’s', async () => {
    const all = crmAllHealthPlansSchema.parse(await ok(`${CRM_API}/GetAllHealthPlan`));
    const years = [...new Set(all.items.map((plan) => plan.planYear))];
    expect(years.length).toBeGreaterThan(1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const year = years[0]!;
    const one = crmAllHealthPlansSchema.parse(await ok(`${CRM_API}/GetAllHealthPlan?planYear=${year}`));
    expect(one.items.length).toBe(all.items.filter((plan) => plan.planYear === year).length);
    expect((await get(`${CRM_API}/GetAllHealthPlan?planYear=12`)).statusCode).toBe(400);
  });

  it('answers the MSOs, the ADA materials’ languages and the CRM’s feature flags', async () => {
    const msos = crmMsoListSchema.parse(await ok(`${CRM_API}/GetAllMsos`));
    expect(msos.items.length).toBeGreaterThan(0);
    const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from ipa_msos');
    expect(msos.total).toBe(rows[0]!.n);
    const languages = crmAdaLanguageListSchema.parse(await ok(`${CRM_API}/GetAdasLanguages`));
    expect(languages.items.map((language) => language.name)).toEqual([...CRM_ADA_LANGUAGES]);
    expect(languages.items.map((language) => language.name)).toContain('Spanish');
    const flags = crmFeatureFlagListSchema.parse(await ok(`${CRM_API}/GetFeatureFlags`));
    expect(flags.map((flag) => flag.name).sort()).toEqual([...(MODULE_FLAG_PREFIXES.crm ?? [])].sort());
    expect(flags.map((flag) => flag.name)).toContain(FEATURE_FLAGS.telephony);
  });

  it('answers an IPA’s additional contacts by IPA code, without its claim department', async () => {
    const { rows } = await t.database.pool.query<{ ipaCode: string; n: number }>(
      `select l.ipa_code as "ipaCode", count(*)::int as n
       from (select distinct on (upper(ipa_code)) id, ipa_code from ipas order by upper(ipa_code), eff_date desc, id desc) l
       join ipa_additional_contacts c on c.ipa_web_id = l.id and c.department_code <> 'CLM'
       group by l.ipa_code order by l.ipa_code limit 1`,
    );
    const ipa = rows[0]!;
    const answer = contactListSchema.parse(
      await ok(`${CRM_ODATA}/default.GetIPAAdditionalContacts?ipacode=${ipa.ipaCode.toLowerCase()}`),
    );
    expect(answer.total).toBe(ipa.n);
    expect(answer.items.every((contact) => contact.departmentCode !== 'CLM')).toBe(true);
    const unknown = await get(`${CRM_ODATA}/default.GetIPAAdditionalContacts?ipacode=NOSUCH`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(CRM_LOOKUP_MESSAGES.unknownIpa('NOSUCH'));
    expect((await get(`${CRM_ODATA}/default.GetIPAAdditionalContacts`)).statusCode).toBe(400);
  });

  it('refuses users without the CRM', async () => {
    for (const name of [
      'getstates',
      'getactivecounties',
      'GetAllHealthPlan',
      'GetAllMsos',
      'GetAdasLanguages',
      'GetFeatureFlags',
    ])
      for (const user of ['no.modules', 'network.viewer'])
        expect((await get(`${CRM_API}/${name}`, user)).statusCode, `${name} ${user}`).toBe(403);
  });
});
