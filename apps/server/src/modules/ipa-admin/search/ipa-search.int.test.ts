import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exportBody } from '../../../test/export-request.ts';
import { firstSheet } from '../../../test/export-file.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('IPA search (spec §2.1)', () => {
  it('refuses a search with nothing but the status filter', async () => {
    const response = await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/SearchForIpa?ipaStatus=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.searchNeedsFilter);
  });

  it('the viewer searches by code prefix and gets pages of 25 with a total', async () => {
    const response = await t.as('network.viewer', {
      method: 'GET',
      url: '/api/medicalgroup/searchforipa?ipaCodeStartsWith=ipa0',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(30);
    expect(body.items).toHaveLength(25);
    expect(body.items[0]).toMatchObject({ ipaCode: 'IPA0001' });
    expect(body.items[0].msoName).toBeTruthy();
  });

  it('finds by MSO name prefix, NPI and tax id', async () => {
    const { rows } = await t.database.pool.query<{ npi: string; tax_id: string; mso: string }>(
      'select i.npi, i.tax_id, m.name as mso from ipas i join ipa_contracts c on c.id = i.contract_level_id join ipa_msos m on m.id = c.mso_id order by i.id limit 1',
    );
    const first = rows[0]!;
    const byNpi = (
      await t.as('network.viewer', { method: 'GET', url: `/api/MedicalGroup/SearchForIpa?vendorNpi=${first.npi}` })
    ).json();
    expect(byNpi.items.map((i: { npi: string }) => i.npi)).toEqual([first.npi]);
    const byTax = (
      await t.as('network.viewer', { method: 'GET', url: `/api/MedicalGroup/SearchForIpa?taxId=${first.tax_id}` })
    ).json();
    expect(byTax.total).toBeGreaterThan(0);
    const byMso = (
      await t.as('network.viewer', {
        method: 'GET',
        url: `/api/MedicalGroup/SearchForIpa?msoNameStartsWith=${encodeURIComponent(first.mso.slice(0, 5).toLowerCase())}`,
      })
    ).json();
    expect(byMso.items.every((i: { msoName: string }) => i.msoName.startsWith(first.mso.slice(0, 5)))).toBe(true);
  });

  it('treats LIKE wildcards in a prefix as plain text', async () => {
    const body = (
      await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/SearchForIpa?ipaCodeStartsWith=%25' })
    ).json();
    expect(body.total).toBe(0);
  });

  it('the autocomplete returns at most 50 items shown as code plus description', async () => {
    const body = (
      await t.as('network.viewer', {
        method: 'GET',
        url: '/api/MedicalGroup/SearchForIpaOrVendorsPaginated?filter=IPA00',
      })
    ).json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(50);
    expect(body.items[0].text).toMatch(/^IPA0001 - /);
  });

  it('exports the current results to SearchResults.xlsx, read back', async () => {
    await t.database.pool.query(
      "update ipas set updated_by = 'network.manager', created_by = 'former.manager' where ipa_code = 'IPA0001'",
    );
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/MedicalGroup/ExportSearchResults',
      payload: exportBody('ipaCodeStartsWith=IPA000'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('SearchResults.xlsx');
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('IPA Code');
    expect(sheet.getRow(1).getCell(6).value).toBe('MSO Name');
    expect(sheet.getRow(2).getCell(1).value).toBe('IPA0001');
    expect(sheet.rowCount).toBe(1 + 9);
    // Who created and updated it, by name as the grid shows them (a username no user has as it is), and by username.
    const headers = sheet.getRow(1).values as unknown[];
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header)).value;
    expect(cell('Updated By')).toBe('Nora Network');
    expect(cell('Updated By (Username)')).toBe('network.manager');
    expect(cell('Created By')).toBe('former.manager');
    expect(cell('Created By (Username)')).toBe('former.manager');
  });

  it('someone without the module gets 403', async () => {
    const response = await t.as('no.modules', { method: 'GET', url: '/api/MedicalGroup/SearchForIpa?ipaCode=IPA0001' });
    expect(response.statusCode).toBe(403);
  });
});
