import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPLEMENTAL_BENEFIT_MESSAGES as M,
  type BenefitConfig,
  type BenefitsByEligibility,
  type BenefitsMaster,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const year = Number(todayInLosAngeles().slice(0, 4));
/** A member covered this plan year (every member of the plan gets its All-group benefits). */
let covered: string;

const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  covered = (
    await one<{ id: string }>(
      'select member_id as id from member_coverages where plan_year = $1 order by member_id limit 1',
      [year],
    )
  ).id;
});
afterAll(async () => t.close());

const CRM = '/odata/crm/myqueue/default';
const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });
const save = (payload: Record<string, unknown>, user = 'member.services') =>
  t.as(user, { method: 'POST', url: `${CRM}.UpsertSupplementalBenefitConfig`, payload });
const error = async (url: string) => {
  const response = await get(url);
  return { status: response.statusCode, message: response.json<{ message: string }>().message };
};

describe('the Supplemental Benefits editor', () => {
  it('reads a config by code (whitespace and slashes removed), year and type', async () => {
    const config = (
      await get(`${CRM}.GetSupplementalBenefitConfig?code=${encodeURIComponent(' O T/C\\ ')}&year=${year}&type=benefit`)
    ).json<BenefitConfig>();
    expect(config).toMatchObject({ id: `OTC${year}`, code: 'OTC', year, type: 'Benefit', version: 1 });
    // The CRM agents read display texts with Patient 360 alone.
    expect(
      (await get(`${CRM}.GetSupplementalBenefitConfig?code=OTC&year=${year}&type=Benefit`, 'crm.agent')).statusCode,
    ).toBe(200);
    expect(await error(`${CRM}.GetSupplementalBenefitConfig?code=OTC&year=${year}&type=Reward`)).toEqual({
      status: 404,
      message: M.benefitNotFound,
    });
    expect(await error(`${CRM}.GetSupplementalBenefitConfig?code=OTC&year=1900&type=Benefit`)).toEqual({
      status: 400,
      message: M.yearInvalid,
    });
    expect(await error(`${CRM}.GetSupplementalBenefitConfig?code=%20/&year=${year}&type=Benefit`)).toEqual({
      status: 400,
      message: M.codeRequired,
    });
  });

  it('lists the master by Excel-style values and text, sorted, 50 a page by default', async () => {
    const master = (url: string) =>
      get(`/api/crm/myqueue/GetSupplementalBenefitsMaster${url}`).then((r) => r.json<BenefitsMaster>());
    const all = await master('');
    const count = await one<{ n: number }>('select count(*)::int as n from supplemental_benefits');
    expect(all.total).toBe(count.n);
    expect(all.items).toHaveLength(50);
    expect(all.values.type).toEqual(['Benefit', 'Reward']);
    expect(all.values.code).toContain('OTC');
    const picked = await master('?code=OTC&code=DENTAL&sortBy=year&sortDirection=desc');
    expect(picked.total).toBe(6);
    expect(
      picked.items
        .map((row) => `${row.code}${row.year}`)
        .slice(0, 2)
        .sort(),
    ).toEqual([`DENTAL${year}`, `OTC${year}`]);
    const rewards = await master('?type=Reward&search=SCREEN&sortBy=name&sortDirection=desc');
    expect(rewards.items.length).toBeGreaterThan(0);
    expect(rewards.items.every((row) => row.type === 'Reward' && /screen/i.test(`${row.code} ${row.name}`))).toBe(true);
    const names = rewards.items.map((row) => row.name);
    expect(names).toEqual([...names].sort().reverse());
    const second = await master('?pageSize=25&page=2');
    expect(second.items[0]?.id).toBe(all.items[25]?.id);
    const bad = await get('/api/crm/myqueue/GetSupplementalBenefitsMaster?pageSize=30');
    expect(bad.statusCode).toBe(400);
  });

  it('saves a display text sanitised to the allow-list, audited; a stale version is 409 and an unknown benefit 404', async () => {
    const before = (
      await get(`${CRM}.GetSupplementalBenefitConfig?code=DENTAL&year=${year}&type=Benefit`)
    ).json<BenefitConfig>();
    const dirty =
      '<h3>Dental</h3><p onclick="steal()">Cleanings <strong>twice</strong> a year.<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a> <a href="https://dental.example.org">Find a dentist</a>' +
      '<a href="mailto:help@example.org">Write</a><iframe src="https://evil.example"></iframe>';
    const response = await save({ code: 'DENTAL', year, type: 'Benefit', displayText: dirty, version: before.version });
    expect(response.statusCode).toBe(200);
    const saved = response.json<BenefitConfig>();
    expect(saved.displayText).toBe(
      '<h3>Dental</h3><p>Cleanings <strong>twice</strong> a year.</p><a>bad</a> ' +
        '<a href="https://dental.example.org" target="_blank" rel="noopener noreferrer">Find a dentist</a>' +
        '<a href="mailto:help@example.org" target="_blank" rel="noopener noreferrer">Write</a>',
    );
    expect(saved).toMatchObject({ id: `DENTAL${year}`, version: before.version + 1, updatedBy: 'member.services' });
    const lists = (
      await get(`${CRM}.GetSupplementalBenefitsListByEligibility?memberId=${covered}`)
    ).json<BenefitsByEligibility>();
    expect(lists.eligible.find((b) => b.code === 'DENTAL')?.displayText).toBe(saved.displayText);
    const audit = await one<{ n: number; details: { version: number; displayText: { to: string } } }>(
      `select count(*) over ()::int as n, details from audit_events where item_id = $1 and event_type = 'SupplementalBenefitConfigUpdated'
         and module_id = 177 order by id desc limit 1`,
      [`DENTAL${year}`],
    );
    expect(audit).toMatchObject({ n: 1, details: { version: saved.version, displayText: { to: saved.displayText } } });

    const stale = await save({
      code: 'DENTAL',
      year,
      type: 'Benefit',
      displayText: '<p>Old</p>',
      version: before.version,
    });
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    const unknown = await save({ code: 'NOPE', year, type: 'Benefit', displayText: '<p>x</p>', version: 1 });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 404,
      message: M.benefitNotFound,
    });
    const long = await save({
      code: 'DENTAL',
      year,
      type: 'Benefit',
      displayText: 'x'.repeat(20_001),
      version: saved.version,
    });
    expect({ status: long.statusCode, message: long.json().message }).toEqual({
      status: 400,
      message: M.displayTextTooLong,
    });
    const noVersion = await save({ code: 'DENTAL', year, type: 'Benefit', displayText: '<p>x</p>' });
    expect({ status: noVersion.statusCode, message: noVersion.json().message }).toEqual({
      status: 400,
      message: M.versionRequired,
    });
  });

  it('refuses users without the modules: no.modules everything, a Patient 360 reader the editor', async () => {
    const payload = { code: 'OTC', year, type: 'Benefit', displayText: '<p>x</p>', version: 1 };
    for (const url of [
      `${CRM}.GetSupplementalBenefitConfig?code=OTC&year=${year}&type=Benefit`,
      '/api/crm/myqueue/GetSupplementalBenefitsMaster',
    ])
      expect({ url, status: (await get(url, 'no.modules')).statusCode }).toEqual({ url, status: 403 });
    expect((await save(payload, 'no.modules')).statusCode).toBe(403);
    expect((await get('/api/crm/myqueue/GetSupplementalBenefitsMaster', 'crm.agent')).statusCode).toBe(403);
    expect((await save(payload, 'crm.agent')).statusCode).toBe(403);
  });
});
