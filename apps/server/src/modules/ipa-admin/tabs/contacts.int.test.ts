import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let claimDept: number;
let otherDept: number;
let ipaId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query<{ id: number; code: string }>('select id, code from ipa_departments');
  claimDept = rows.find((r) => r.code === 'CLM')!.id;
  otherDept = rows.find((r) => r.code === 'CRD')!.id;
  // An IPA whose risk shows the claim address (not C or F, spec §5).
  ipaId = (await t.database.pool.query<{ id: number }>("select id from ipas where risk = 'S' order by id limit 1"))
    .rows[0]!.id;
});
afterAll(async () => t.close());

const contact = (change: Record<string, unknown> = {}) => ({
  id: 0,
  ipaWeb_Id: ipaId,
  department: otherDept,
  startDt: '01/01/2026',
  endDt: '12/31/9999',
  primaryContactName: 'Dana Whitfield',
  primaryContactPhone: '(916)555-1234',
  primaryContactZipCode: '95814-1234',
  primaryContractEmail: 'dana@ipa.example',
  ...change,
});
const count = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]!.n;

describe('additional contacts (spec §2.5, §5)', () => {
  it('lists departments without the claim department', async () => {
    const departments = (
      await t.as('network.viewer', { method: 'GET', url: '/api/AdditionalContact/GetDepartments?status=A' })
    ).json();
    expect(departments.map((d: { code: string }) => d.code)).not.toContain('CLM');
  });

  it('the network manager adds a contact and updates it; a stale update gets 409; both audited', async () => {
    const created = await t.as('network.manager', {
      method: 'POST',
      url: '/api/AdditionalContact/AddAdditionalContact',
      payload: contact(),
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.message).toBe(M.success);
    expect(body.contact).toMatchObject({
      primaryContactName: 'Dana Whitfield',
      startDt: '2026-01-01',
      endDt: '9999-12-31',
      primaryContactPhone: '9165551234',
      departmentCode: 'CRD',
    });
    const saved = body.contact;
    const updated = await t.as('network.manager', {
      method: 'POST',
      url: '/api/AdditionalContact/UpdateAdditionalContact',
      payload: contact({ id: saved.id, version: saved.version, operationType: 'UPDATE', comments: 'Prefers e-mail' }),
    });
    expect(updated.statusCode).toBe(200);
    const stale = await t.as('network.manager', {
      method: 'POST',
      url: '/api/AdditionalContact/UpdateAdditionalContact',
      payload: contact({ id: saved.id, version: saved.version, comments: 'Overwrite' }),
    });
    expect(stale.statusCode).toBe(409);
    // Their own change in another window: not 'changed by <you>'.
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    const list = (
      await t.as('network.viewer', {
        method: 'GET',
        url: `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${ipaId}&departmentCodeToExclude=CLM`,
      })
    ).json();
    expect(list.items.find((c: { id: number }) => c.id === saved.id).comments).toBe('Prefers e-mail');
    expect(
      await count(
        "select 1 from audit_events where event_type in ('IpaContactCreated', 'IpaContactUpdated') and item_id = $1",
        [String(saved.id)],
      ),
    ).toBe(2);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['no department', { department: null }, M.departmentRequired],
    ['no start date', { startDt: '' }, M.contactStartRequired],
    ['no end date', { endDt: '' }, M.contactEndRequired],
    ['no name', { primaryContactName: '' }, M.nameRequired],
    ['a title over 240', { primaryContactTitle: 'x'.repeat(241) }, 'Title should be maximum 240 characters'],
    [
      'a misdirected payer id over 8',
      { misDirectedPayerId: '123456789' },
      'Misdirected Payer Id should be maximum 8 characters',
    ],
    ['a bad zip', { primaryContactZipCode: '9581' }, M.contactZip],
    ['a bad phone', { primaryContactPhone: '555-12' }, M.phoneFormat],
    ['a bad fax', { primaryContractFax: '555' }, M.faxInvalid],
    ['a bad email', { primaryContractEmail: 'dana@' }, M.contactEmail],
    [
      'an email over 100',
      { primaryContractEmail: `dana@${'a'.repeat(46)}.${'b'.repeat(46)}.com` },
      'Email should be maximum 100 characters',
    ],
  ];
  it.each(cases)('refuses %s with the spec message and saves nothing', async (_name, change, message) => {
    const before = await count('select 1 from ipa_additional_contacts');
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/AdditionalContact/AddAdditionalContact',
      payload: contact(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await count('select 1 from ipa_additional_contacts')).toBe(before);
  });

  it("a stale update names who changed the contact: 'This record was changed by Nora Network ...' (409)", async () => {
    const created = await t.as('network.manager', {
      method: 'POST',
      url: '/api/AdditionalContact/AddAdditionalContact',
      payload: contact({ primaryContactName: 'Read by two' }),
    });
    const opened = created.json().contact;
    const first = await t.as('network.manager', {
      method: 'POST',
      url: '/api/AdditionalContact/UpdateAdditionalContact',
      payload: contact({ id: opened.id, version: opened.version, operationType: 'UPDATE', comments: 'First' }),
    });
    expect(first.statusCode).toBe(200);
    const late = await t.as('network.approver', {
      method: 'POST',
      url: '/api/AdditionalContact/UpdateAdditionalContact',
      payload: contact({ id: opened.id, version: opened.version, operationType: 'UPDATE', comments: 'Second' }),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This record was changed by Nora Network since you opened it. Please reload it and try again.',
    );
  });

  it('the viewer cannot add a contact (403)', async () => {
    expect(
      (
        await t.as('network.viewer', {
          method: 'POST',
          url: '/api/AdditionalContact/AddAdditionalContact',
          payload: contact(),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('claim info and its permission (spec §2.6, §5, §6)', () => {
  it('claims.dept saves a claim address: joined with a semicolon, split back on load', async () => {
    const response = await t.as('claims.dept', {
      method: 'POST',
      url: '/api/AdditionalContact/AddAdditionalContact',
      payload: contact({
        department: claimDept,
        claimAddress: 'PO Box 100',
        claimAddress2: 'Sacramento, CA 95814',
        isClaimAddress: true,
        misDirectedPayerId: 'P1234',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      claimAddressChanged: true,
      contact: { claimAddress: 'PO Box 100', claimAddress2: 'Sacramento, CA 95814', isClaimAddress: true },
    });
    const stored = await t.database.pool.query<{ claim_address: string }>(
      'select claim_address from ipa_additional_contacts where id = $1',
      [response.json().contact.id],
    );
    expect(stored.rows[0]!.claim_address).toBe('PO Box 100;Sacramento, CA 95814');
    const claims = (
      await t.as('claims.dept', {
        method: 'GET',
        url: `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${ipaId}&departmentCodeToInclude=CLM`,
      })
    ).json();
    expect(claims.items.every((c: { departmentCode: string }) => c.departmentCode === 'CLM')).toBe(true);
  });

  it("refuses the ID-card flag without a claim address: 'Claim Address is Required'", async () => {
    const response = await t.as('claims.dept', {
      method: 'POST',
      url: '/api/AdditionalContact/AddAdditionalContact',
      payload: contact({ department: claimDept, isClaimAddress: true }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.claimAddressRequired);
  });

  it('drops claim-department fields from other departments and claim addresses for risk C or F', async () => {
    const other = (
      await t.as('network.manager', {
        method: 'POST',
        url: '/api/AdditionalContact/AddAdditionalContact',
        payload: contact({ misDirectedPayerId: 'P9', claimAddress: 'x' }),
      })
    ).json();
    expect(other.contact).toMatchObject({ misDirectedPayerId: null, claimAddress: null });
    const capitated = (
      await t.database.pool.query<{ id: number }>("select id from ipas where risk = 'C' order by id limit 1")
    ).rows[0]!.id;
    const claim = (
      await t.as('claims.dept', {
        method: 'POST',
        url: '/api/AdditionalContact/AddAdditionalContact',
        payload: contact({
          ipaWeb_Id: capitated,
          department: claimDept,
          claimAddress: 'PO Box 1',
          isClaimAddress: true,
        }),
      })
    ).json();
    expect(claim.contact).toMatchObject({ claimAddress: null, isClaimAddress: false });
  });

  it('the viewer reads claims but cannot change them', async () => {
    expect(
      (
        await t.as('network.viewer', {
          method: 'GET',
          url: `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${ipaId}&departmentCodeToInclude=CLM`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.as('network.viewer', {
          method: 'POST',
          url: '/api/AdditionalContact/AddAdditionalContact',
          payload: contact({ department: claimDept }),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("someone outside the claim permission sets gets 'You do not have acces to this section.' (403)", async () => {
    // An enrollment processor given read/write on the IPA module, but in none of the groups of spec §6.
    const { rows } = await t.database.pool.query<{ id: number }>(
      "select id from users where username = 'enroll.processor'",
    );
    await t.database.pool.query(
      "insert into module_grants (user_id, module_id, actions) values ($1, 191, '{read,write}')",
      [rows[0]!.id],
    );
    const read = await t.as('enroll.processor', {
      method: 'GET',
      url: `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${ipaId}&departmentCodeToInclude=CLM`,
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(M.noClaimAccessToast);
    const write = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/AdditionalContact/AddAdditionalContact',
      payload: contact({ department: claimDept }),
    });
    expect(write.statusCode).toBe(403);
    // Other contacts stay open to them.
    expect(
      (
        await t.as('enroll.processor', {
          method: 'GET',
          url: `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${ipaId}&departmentCodeToExclude=CLM`,
        })
      ).statusCode,
    ).toBe(200);
  });
});
