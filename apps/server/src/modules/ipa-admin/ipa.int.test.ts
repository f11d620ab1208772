import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { npiWithCheckDigit } from '@portal/contracts/ipa-admin/ipa-fields';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let contractId: number;
beforeAll(async () => {
  t = await createTestApp();
  contractId = (await t.database.pool.query<{ id: number }>('select min(id) as id from ipa_contracts')).rows[0]!.id;
});
afterAll(async () => t.close());

/** A valid wizard body (spec §2.3): the four steps in one request. */
function wizardBody(overrides: Record<string, unknown> = {}) {
  return {
    ipaCode: 'NEWIPA1',
    ipaDesc: 'New Valley Medical Group',
    effDate: '1/1/2026',
    endDate: '12/31/9999',
    companyCode: null,
    termed: false,
    facetsCode: 'NV01',
    contractLevelId: contractId,
    risk: 'S',
    type: 'IPA',
    ipaPhone: '(916) 555-0101',
    ipaPhoneIdCard: '(916) 555-0102',
    ipaNameIdCard: 'New Valley MG',
    npi: npiWithCheckDigit('123456789'),
    taxId: '94-1234567',
    state: 'CA',
    zip: '95814',
    emailAddress: 'office@newvalley.example',
    pbpStartDate: '1/1/2026',
    pbpEndDate: '12/31/9999',
    contractCode: 'H0541',
    pbp: '001',
    ...overrides,
  };
}

const count = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]!.n;

describe('creating an IPA through the wizard (spec §2.3, §5, §7)', () => {
  it('the network manager creates an IPA with its first PBP mapping, audited', async () => {
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: wizardBody(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(M.ipaCreated);
    expect(body.ipa).toMatchObject({
      ipaCode: 'NEWIPA1',
      effDate: '2026-01-01',
      endDate: '9999-12-31',
      companyCode: 'GSHP',
      ipaPhoneIdCard: '9165550102',
      taxId: '941234567',
      version: 1,
    });
    expect(
      await count("select 1 from ipa_plans where ipa_code = 'NEWIPA1' and contract_code = 'H0541' and pbp = '001'"),
    ).toBe(1);
    expect(
      await count(
        "select 1 from audit_events where event_type = 'IpaCreated' and user_id = 'network.manager' and item_id = $1",
        [String(body.ipa.id)],
      ),
    ).toBe(1);
    const exists = (
      await t.as('network.viewer', {
        method: 'GET',
        url: '/api/MedicalGroup/IpaCodeAlreadyExists?ipaCode=newipa1&effDate=01/01/2026',
      })
    ).json();
    expect(exists).toBe(true);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['IPA code missing', { ipaCode: '' }, M.ipaCodeRequired],
    ['IPA code too long', { ipaCode: 'ABCDEFGHIJKLM' }, M.ipaCodeMax],
    ['IPA code with spaces', { ipaCode: 'AB CD' }, M.ipaCodeFormat],
    ['end not after effective', { endDate: '1/1/2026' }, M.endAfterEffective],
    ['PBP end before start', { pbpEndDate: '12/31/2025' }, M.pbpEndAfterStart],
    ['type missing', { type: '' }, M.typeRequired],
    ['contract type missing', { risk: '' }, M.contractTypeRequired],
    ['contract name missing', { contractLevelId: null }, M.contractNameRequired],
    ['facets code over 4 in the wizard', { facetsCode: 'ABCDE' }, M.facetsMaxWizard],
    ['member card name missing', { ipaNameIdCard: '' }, M.ipaNameRequired],
    ['member card name over 80', { ipaNameIdCard: 'x'.repeat(81) }, M.ipaNameMax],
    ['member card phone missing', { ipaPhoneIdCard: '' }, M.cardPhoneRequired],
    ['IPA phone malformed', { ipaPhone: '555-01' }, M.phoneFormat],
    ['state not 2 letters', { state: 'CAL' }, M.stateLength],
    ['email malformed', { emailAddress: 'office@' }, M.emailInvalid],
    [
      'NPI with a wrong check digit',
      { npi: '1234567890' === npiWithCheckDigit('123456789') ? '1234567891' : '1234567890' },
      M.npiInvalid,
    ],
    ['tax id not 9 digits', { taxId: '12-34' }, M.taxIdInvalid],
    ['ZIP malformed', { zip: '9581' }, M.zipInvalid],
    ['fax malformed', { vendorFaxNumber: '12345' }, M.faxInvalid],
    ['PBP code missing', { pbp: '' }, M.pbpRequired],
  ];
  it.each(cases)('refuses %s with the spec message and saves nothing', async (_name, change, message) => {
    const before = await count('select 1 from ipas');
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: wizardBody({ ipaCode: 'BAD1', ...change }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await count('select 1 from ipas')).toBe(before);
  });

  it('answers every error in one pass: the missing fields and the date order together (spec §5)', async () => {
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: wizardBody({ ipaCode: '', type: '', risk: '', endDate: '1/1/2025', pbpEndDate: '12/31/2025' }),
    });
    expect(response.statusCode).toBe(400);
    const messages = (response.json().errors as { field: string; message: string }[]).map((error) => [
      error.field,
      error.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['ipaCode', 'IPA Code is required'],
        ['type', 'Type is required'],
        ['risk', 'Contract Type is required'],
        ['endDate', 'End date must be Greater than Effective Date'],
        ['pbpEndDate', 'End date must be Greater than start Date'],
      ]),
    );
  });

  it("refuses a second IPA with the same code and effective date: 'That IPA Code already exists'", async () => {
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: wizardBody({ ipaCode: 'IPA0001', effDate: '', endDate: '' }),
    });
    expect(response.statusCode).toBe(400);
    const { rows } = await t.database.pool.query<{ eff: string }>(
      "select eff_date::text as eff from ipas where ipa_code = 'IPA0001'",
    );
    const duplicate = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: wizardBody({ ipaCode: 'ipa0001', effDate: rows[0]!.eff }),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(M.ipaCodeExists);
  });

  it('the viewer cannot create an IPA whatever the body (403)', async () => {
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/MedicalGroup/AddNewIpa',
      payload: wizardBody({ ipaCode: 'VIEWER1' }),
    });
    expect(response.statusCode).toBe(403);
    expect(await count("select 1 from ipas where ipa_code = 'VIEWER1'")).toBe(0);
  });
});

describe('Main Info (spec §2.4)', () => {
  async function loadIpa(id = 1) {
    return (
      await t.as('network.manager', { method: 'GET', url: `/api/MedicalGroup/GetDetailByIpaId?ipaId=${id}` })
    ).json();
  }
  function updateBody(ipa: Record<string, unknown>, change: Record<string, unknown> = {}) {
    const {
      msoName: _1,
      msoAddress1: _2,
      msoAddress2: _3,
      msoCity: _4,
      msoState: _5,
      msoZipCode: _6,
      msoPhone: _7,
      msoEmail: _8,
      msoNotes: _9,
      msoIsTermed: _10,
      contractIsTermed: _11,
      createdBy: _12,
      createdDt: _13,
      updatedBy: _14,
      updatedDt: _15,
      createdByName: _16,
      updatedByName: _17,
      ...rest
    } = ipa;
    return { ...rest, ...change };
  }

  it('updates an IPA, tells whether the card changed, and a stale second save gets 409', async () => {
    const ipa = await loadIpa();
    const first = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/UpdateIpa',
      payload: updateBody(ipa, { ipaNameIdCard: 'Renamed Card Name', facetsCode: 'LONGER-FACETS-CODE' }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: M.ipaUpdated,
      cardChanged: true,
      ipa: { ipaNameIdCard: 'Renamed Card Name', version: Number(ipa.version) + 1, updatedBy: 'network.manager' },
    });
    // The summary card names who created and updated it (the usernames kept, spec §3): the demo's IPAs were set up by
    // the network manager.
    expect(await loadIpa()).toMatchObject({
      updatedBy: 'network.manager',
      updatedByName: 'Nora Network',
      createdBy: 'network.manager',
      createdByName: 'Nora Network',
    });
    const stale = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/UpdateIpa',
      payload: updateBody(ipa, { notes: 'second writer' }),
    });
    expect(stale.statusCode).toBe(409);
    expect((await loadIpa()).notes).toBeNull();
    expect(await count("select 1 from audit_events where event_type = 'IpaUpdated' and item_id = '1'")).toBe(1);
  });

  it('Main Info allows phones of 10 to 15 digits and a vendor phone message of its own', async () => {
    const ipa = await loadIpa(2);
    const bad = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/UpdateIpa',
      payload: updateBody(ipa, { vendorPhoneNumber: '12345' }),
    });
    expect(bad.json().message).toBe(M.vendorPhoneInvalid);
    const ok = await t.as('network.manager', {
      method: 'POST',
      url: '/api/MedicalGroup/UpdateIpa',
      payload: updateBody(ipa, { ipaPhone: '+1 916 555 0100 22' }),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('the viewer cannot update (403) and claims.dept can', async () => {
    const ipa = await loadIpa(3);
    expect(
      (await t.as('network.viewer', { method: 'POST', url: '/api/MedicalGroup/UpdateIpa', payload: updateBody(ipa) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as('claims.dept', { method: 'POST', url: '/api/MedicalGroup/UpdateIpa', payload: updateBody(ipa) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('PrintMemberIdCard workflow (spec §4, §7)', () => {
  it('records a workflow row with its audit event', async () => {
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/PrintMemberIdCardWorkflow/CreateWorkflow',
      payload: { ipaCode: 'IPA0001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: M.workflowCreated, ipaCode: 'IPA0001', status: 'Created' });
    expect(
      await count(
        "select 1 from print_member_id_card_workflows where ipa_code = 'IPA0001' and created_by = 'network.manager'",
      ),
    ).toBe(1);
    expect(await count("select 1 from audit_events where event_type = 'PrintMemberIdCardWorkflowCreated'")).toBe(1);
  });

  it('is refused while the member-card flag is off, and for the viewer', async () => {
    expect(
      (
        await t.as('network.viewer', {
          method: 'POST',
          url: '/api/PrintMemberIdCardWorkflow/CreateWorkflow',
          payload: { ipaCode: 'IPA0001' },
        })
      ).statusCode,
    ).toBe(403);
    await t.database.pool.query(
      "update feature_flags set is_active = false where name = 'enable-print-member-id-card'",
    );
    const off = await t.as('network.manager', {
      method: 'POST',
      url: '/api/PrintMemberIdCardWorkflow/CreateWorkflow',
      payload: { ipaCode: 'IPA0001' },
    });
    expect(off.statusCode).toBe(403);
    await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-print-member-id-card'");
    expect(await count('select 1 from print_member_id_card_workflows')).toBe(1);
  });
});

describe('lookups (spec §7)', () => {
  it('lists contracts with their MSO, risks, types, flags and the MSO of a contract', async () => {
    const contracts = (
      await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetAllIpaContracts' })
    ).json();
    expect(contracts.length).toBeGreaterThan(0);
    const mso = (
      await t.as('network.viewer', {
        method: 'GET',
        url: `/api/MedicalGroup/GetMsoDetails?contractId=${contracts[0].id}`,
      })
    ).json();
    expect(mso.msoName).toBe(contracts[0].msoName);
    expect(
      (await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetIpaRisks' }))
        .json()
        .map((r: { value: string }) => r.value),
    ).toContain('C');
    expect(
      (await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetIpaTypes' })).json()[0].value,
    ).toBe('IPA');
    const flags = (
      await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetNetkworkAdminFeatureFlags' })
    ).json();
    expect(flags.map((f: { name: string }) => f.name)).toContain('enable-dofr-tab');
    expect(
      (await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetVendorID/' })).json().vendorId,
    ).toMatch(/^V\d+$/);
    const sequences = (
      await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetIpaEffDateAndEndDate?ipaCode=IPA0001' })
    ).json();
    expect(sequences[0]).toHaveProperty('effDate');
  });
});
