import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  crmActiveCountyListSchema,
  crmPharmacyListSchema,
  crmPrescriberListSchema,
} from '@portal/contracts/crm-my-queue/directory-lists';
import { crmLookupListSchema } from '@portal/contracts/crm-my-queue/lists';
import { MEMBER_REIMBURSEMENT_STATUSES } from '@portal/contracts/crm-my-queue/workflow-forms';
import { isValidNpi } from '@portal/contracts/ipa-admin/ipa-fields';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The CRM's directory and code lists of spec §7: prescribers, pharmacies, ezmember languages, active counties, statuses. */
let t: TestApp;
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const q = (text: string) => encodeURIComponent(text);
const ok = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the CRM directory lists', () => {
  it('lists prescribers from the provider directory, filtered, sorted and paged', async () => {
    const all = crmPrescriberListSchema.parse(await ok(`${CRM_ODATA}/prescribers?$top=3&$count=true`));
    expect(all.value).toHaveLength(3);
    expect(all['@odata.count']).toBeGreaterThan(3);
    const names = all.value.map((row) => `${row.lastName} ${row.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const pcp = all.value[0]!;
    const byNpi = crmPrescriberListSchema.parse(
      await ok(`${CRM_ODATA}/prescribers?$filter=${q(`npi eq '${pcp.npi}'`)}`),
    );
    expect(byNpi.value).toEqual([pcp]);
    const pcps = crmPrescriberListSchema.parse(
      await ok(`${CRM_ODATA}/prescribers?$filter=${q("isPcp and startswith(lastName,'A')")}&$orderby=name desc&$top=2`),
    );
    expect(pcps.value.every((row) => row.isPcp && row.lastName.startsWith('A'))).toBe(true);
    // A member's fills name their PCP as prescriber: that name is in the list.
    const { rows } = await t.database.pool.query<{ prescriber: string }>(
      "select prescriber from member_medications where prescriber <> 'Plan Pharmacist' limit 1",
    );
    const named = crmPrescriberListSchema.parse(
      await ok(`${CRM_ODATA}/prescribers?$filter=${q(`name eq '${rows[0]!.prescriber.replace(/'/g, "''")}'`)}&$top=1`),
    );
    expect(named.value[0]?.name).toBe(rows[0]!.prescriber);
  });

  it('lists the network pharmacies, and a member’s fills name them', async () => {
    const all = crmPharmacyListSchema.parse(await ok(`${CRM_ODATA}/pharmacies?$count=true`));
    expect(all['@odata.count']).toBe(all.value.length);
    expect(all.value.map((row) => row.name)).toContain('Plan Mail Order Pharmacy');
    expect(all.value.every((row) => isValidNpi(row.npi) && /^\d{7}$/.test(row.ncpdpId))).toBe(true);
    const mail = crmPharmacyListSchema.parse(
      await ok(`${CRM_ODATA}/pharmacies?$filter=${q("pharmacyType eq 'Mail Order'")}`),
    );
    expect(mail.value).toMatchObject([{ name: 'Plan Mail Order Pharmacy', isOpen24Hours: true }]);
    const page = crmPharmacyListSchema.parse(
      await ok(`${CRM_ODATA}/pharmacies?$filter=${q('isPreferred')}&$orderby=name desc&$skip=1&$top=2`),
    );
    expect(page.value).toHaveLength(2);
    expect(page.value.every((row) => row.isPreferred)).toBe(true);
    const { rows } = await t.database.pool.query<{ pharmacy: string }>(
      'select distinct pharmacy from member_medications',
    );
    const names = all.value.map((row) => row.name);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(names).toContain(row.pharmacy);
  });

  it('lists the active counties as Value (FIPS) and Text, by state', async () => {
    const all = crmActiveCountyListSchema.parse(await ok(`${CRM_ODATA}/activecounties?$top=1000&$count=true`));
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from counties c where exists (select 1 from providers p join zip_codes z on z.zip = p.zip
         where z.county_fips = c.fips and p.contracted and (p.term_date is null or p.term_date >= current_date))`,
    );
    expect(all['@odata.count']).toBe(rows[0]!.n);
    const first = all.value[0]!;
    const inState = crmActiveCountyListSchema.parse(
      await ok(`${CRM_ODATA}/activecounties?$filter=${q(`stateCode eq '${first.stateCode}'`)}&$top=2`),
    );
    expect(inState.value.length).toBeGreaterThan(0);
    expect(inState.value.length).toBeLessThanOrEqual(2);
    expect(inState.value.every((row) => row.stateCode === first.stateCode)).toBe(true);
  });

  it('lists the member system’s languages and the member reimbursement statuses as Value and Text', async () => {
    const languages = crmLookupListSchema.parse(await ok(`${CRM_ODATA}/ezmemberlanguages?$count=true`));
    expect(languages['@odata.count']).toBeGreaterThan(1);
    expect(languages.value.map((row) => row.Text)).toContain('Spanish');
    const spanish = crmLookupListSchema.parse(
      await ok(`${CRM_ODATA}/ezmemberlanguages?$filter=${q("Text eq 'Spanish'")}&$top=1`),
    );
    expect(spanish.value).toHaveLength(1);
    const statuses = crmLookupListSchema.parse(await ok(`${CRM_ODATA}/memberreimbursementstatuses?$top=50`));
    expect(statuses.value.map((row) => row.Value).sort()).toEqual([...MEMBER_REIMBURSEMENT_STATUSES].sort());
    const approved = crmLookupListSchema.parse(
      await ok(`${CRM_ODATA}/memberreimbursementstatuses?$filter=${q("startswith(Text,'App')")}&$top=1`),
    );
    expect(approved.value).toEqual([{ Value: 'Approved', Text: 'Approved' }]);
  });

  it('answers a bad query with a 400 and refuses users without the CRM', async () => {
    const bad = await get(`${CRM_ODATA}/pharmacies?$filter=${q("password eq 'x'")}`);
    expect(bad.statusCode).toBe(400);
    for (const set of [
      'prescribers',
      'pharmacies',
      'activecounties',
      'ezmemberlanguages',
      'memberreimbursementstatuses',
    ])
      for (const user of ['no.modules', 'network.viewer'])
        expect((await get(`${CRM_ODATA}/${set}`, user)).statusCode, `${set} ${user}`).toBe(403);
  });
});
