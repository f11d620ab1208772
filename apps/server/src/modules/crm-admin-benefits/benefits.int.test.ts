import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  INCENTIVE_NAME_MESSAGES as M,
  type IncentiveNameValidation,
} from '@portal/contracts/crm-admin-benefits/incentive-names';
import {
  SUPPLEMENTAL_BENEFIT_MESSAGES,
  type BenefitConfig,
  type BenefitsMaster,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const year = Number(todayInLosAngeles().slice(0, 4));
const configUrl = (code: string, type = 'Reward') =>
  `${CRM_ODATA}/default.GetSupplementalBenefitConfig?code=${code}&year=${year}&type=${type}`;
const upsert = (payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.UpsertSupplementalBenefitConfig`, payload });
const validate = (payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.validateIncentiveName`, payload });
const readConfig = async (code: string, user = 'crm.admin') => {
  const response = await t.as(user, { method: 'GET', url: configUrl(code) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BenefitConfig>();
};

/** A member covered this plan year (the incentive check needs one). */
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  member = (
    await t.database.pool.query<{ id: string }>(
      'select member_id as id from member_coverages where plan_year = $1 order by member_id limit 1',
      [year],
    )
  ).rows[0]!.id;
});
afterAll(async () => t.close());

describe('supplemental benefits configuration in CRM admin Benefits', () => {
  it('the admin lists the catalogue with each benefit’s incentive names', async () => {
    const response = await t.as('crm.admin', {
      method: 'GET',
      url: `${CRM_API}/GetSupplementalBenefitsMaster?type=Reward&search=AWV&pageSize=25`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const awv = response.json<BenefitsMaster>().items.find((row) => row.code === 'AWV' && row.year === year);
    expect(awv?.incentiveNames).toEqual(['Wellness Visit', 'AWV Completed']);
  });

  it('the admin saves incentive names at the version read; the display text stays, the change is audited', async () => {
    const before = await readConfig('MAMMO');
    const response = await upsert({
      code: 'MAMMO',
      year,
      type: 'Reward',
      displayText: before.displayText,
      incentiveNames: [' Mammogram Done ', 'Breast Screening'],
      version: before.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<BenefitConfig>();
    expect(after).toMatchObject({
      incentiveNames: ['Mammogram Done', 'Breast Screening'],
      displayText: before.displayText,
      version: before.version + 1,
      updatedBy: 'crm.admin',
    });
    const { rows } = await t.database.pool.query(
      "select details from audit_events where event_type = 'SupplementalBenefitConfigUpdated' and item_id = $1",
      [after.id],
    );
    expect(rows.at(-1)?.details).toMatchObject({
      incentiveNames: { from: [], to: ['Mammogram Done', 'Breast Screening'] },
    });
  });

  it('the benefit editor’s save without incentive names keeps them', async () => {
    const current = await readConfig('MAMMO');
    const response = await upsert({
      code: 'MAMMO',
      year,
      type: 'Reward',
      displayText: '<p>Screening reward</p>',
      version: current.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BenefitConfig>().incentiveNames).toEqual(['Mammogram Done', 'Breast Screening']);
  });

  it('an invalid, repeated or taken incentive name is a 400 with its message and changes nothing', async () => {
    const current = await readConfig('MAMMO');
    const base = { code: 'MAMMO', year, type: 'Reward', displayText: current.displayText, version: current.version };
    const invalid = await upsert({ ...base, incentiveNames: ['#1 screening!'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain(M.invalid);
    const repeated = await upsert({ ...base, incentiveNames: ['Screening', 'screening'] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain(M.duplicate);
    const taken = await upsert({ ...base, incentiveNames: ['flu vaccine'] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe(`${M.taken}: flu vaccine`);
    expect(await readConfig('MAMMO')).toEqual(current);
  });

  it('a stale version is a 409 with the platform’s message', async () => {
    const current = await readConfig('MAMMO');
    const stale = await upsert({
      code: 'MAMMO',
      year,
      type: 'Reward',
      displayText: current.displayText,
      incentiveNames: ['Late'],
      version: current.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);
  });

  it('a CRM agent reads a benefit configuration (Benefit Config) but cannot change it (403)', async () => {
    const current = await readConfig('MAMMO', 'crm.agent');
    const refused = await upsert(
      { code: 'MAMMO', year, type: 'Reward', displayText: '', incentiveNames: [], version: current.version },
      'crm.agent',
    );
    expect(refused.statusCode).toBe(403);
    expect((await readConfig('MAMMO')).version).toBe(current.version);
  });

  it('an unknown benefit is a 404', async () => {
    const response = await t.as('crm.admin', { method: 'GET', url: configUrl('NOPE') });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(SUPPLEMENTAL_BENEFIT_MESSAGES.benefitNotFound);
  });
});

describe('validateIncentiveName', () => {
  it('answers whether a name may be given: the rule, then the plan year’s other benefits', async () => {
    const ok = await validate({ incentiveName: 'Colon Screening Done', code: 'COLON', year });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<IncentiveNameValidation>()).toEqual({
      incentiveName: 'Colon Screening Done',
      valid: true,
      message: M.valid,
    });
    const invalid = await validate({ incentiveName: '<script>' });
    expect(invalid.json<IncentiveNameValidation>()).toMatchObject({ valid: false, message: M.invalid });
    const blank = await validate({ incentiveName: '  ' });
    expect(blank.json<IncentiveNameValidation>()).toMatchObject({ valid: false, message: M.required });
    const taken = await validate({ incentiveName: 'WELLNESS VISIT', code: 'COLON', year });
    expect(taken.json<IncentiveNameValidation>()).toMatchObject({ valid: false, message: M.taken });
    const own = await validate({ incentiveName: 'Wellness Visit', code: 'AWV', year });
    expect(own.json<IncentiveNameValidation>().valid).toBe(true);
  });

  it('is refused to a CRM agent (403: no CRM admin Benefits)', async () => {
    expect((await validate({ incentiveName: 'Anything' }, 'crm.agent')).statusCode).toBe(403);
  });

  it('the validation errors map knows a reward by its incentive names', async () => {
    const names = ['Wellness Visit', 'No Such Incentive'];
    const response = await t.as('crm.agent', {
      method: 'GET',
      url: `${CRM_ODATA}/default.GetSupplementalBenefitValidationErrorsMap?memberId=${member}&${names
        .map((name) => `incentiveNames=${encodeURIComponent(name)}`)
        .join('&')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const map = response.json<Record<string, string | null>>();
    expect(map['Wellness Visit']).not.toBe(SUPPLEMENTAL_BENEFIT_MESSAGES.incentiveUnknown);
    expect(map['No Such Incentive']).toBe(SUPPLEMENTAL_BENEFIT_MESSAGES.incentiveUnknown);
  });
});
