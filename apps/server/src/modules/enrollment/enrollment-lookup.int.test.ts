import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npiWithCheckDigit } from '@portal/contracts/ipa-admin/ipa-fields';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const isActiveIpa = async (ipaCode: string) =>
  t.as('enroll.processor', {
    method: 'GET',
    url: `/api/MemberEnrollmentLookup/IsActiveIPA?ipaCode=${encodeURIComponent(ipaCode)}`,
  });

describe('IsActiveIPA answers from the IPA records', () => {
  it('the network manager creates an IPA in the wizard; the enrollment processor is told it is active', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>('select min(id) as id from ipa_contracts');
    expect((await isActiveIpa('WIZ0042')).json()).toEqual({ isActive: false });
    const created = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: {
        ipaCode: 'WIZ0042',
        ipaDesc: 'Wizard Valley Medical Group',
        effDate: '1/1/2026',
        endDate: '12/31/9999',
        companyCode: null,
        termed: false,
        facetsCode: 'WZ42',
        contractLevelId: rows[0]!.id,
        risk: 'S',
        type: 'IPA',
        ipaPhone: '(916) 555-0101',
        ipaPhoneIdCard: '(916) 555-0102',
        ipaNameIdCard: 'Wizard Valley MG',
        npi: npiWithCheckDigit('223456789'),
        taxId: '94-2234567',
        state: 'CA',
        zip: '95814',
        emailAddress: 'office@wizardvalley.example',
        pbpStartDate: '1/1/2026',
        pbpEndDate: '12/31/9999',
        contractCode: 'H0541',
        pbp: '001',
      },
    });
    expect(created.statusCode).toBe(200);
    const answer = await isActiveIpa('wiz0042');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ isActive: true });
  });

  it('an IPA whose end date has passed is not active; an unknown code is not active', async () => {
    await t.database.pool.query("update ipas set end_date = '2020-12-31' where ipa_code = 'WIZ0042'");
    expect((await isActiveIpa('WIZ0042')).json()).toEqual({ isActive: false });
    expect((await isActiveIpa('NOSUCHIPA')).json()).toEqual({ isActive: false });
  });

  it('refuses a user without the enrollment module (403)', async () => {
    expect(
      (await t.as('network.viewer', { method: 'GET', url: '/api/MemberEnrollmentLookup/IsActiveIPA?ipaCode=WIZ0042' }))
        .statusCode,
    ).toBe(403);
  });
});
