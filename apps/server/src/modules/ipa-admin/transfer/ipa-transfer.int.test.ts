import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import {
  IPA_TRANSFER_BASE,
  IPA_TRANSFER_MESSAGES,
  type IpaTransferItem,
} from '@portal/contracts/ipa-admin/ipa-transfer';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  configSectionScreen,
  type ConfigFile,
  type ConfigImportReport,
} from '@portal/contracts/platform/config-transfer';
import { featureOffMessage, FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { auditEventCount } from '../../../platform/config-transfer/config-transfer.test-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ipa: { id: number; ipa_code: string };
beforeAll(async () => {
  t = await createTestApp();
  await setFlag(true);
  ipa = (
    await t.database.pool.query<{ id: number; ipa_code: string }>(
      "select id, ipa_code from ipas where company_code = 'GSHP' order by id limit 1",
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const setFlag = (on: boolean) =>
  t.database.pool.query('update feature_flags set is_active = $2 where name = $1', [
    FEATURE_FLAGS.exportImportUtility,
    on,
  ]);
const exportFile = (query: string, user = 'network.manager') =>
  t.as(user, { method: 'GET', url: `${IPA_TRANSFER_BASE}/ExportConfiguration?${query}` });
const importFile = (payload: object, user = 'network.manager') =>
  t.as(user, { method: 'POST', url: `${IPA_TRANSFER_BASE}/ImportConfiguration`, payload });
const exported = async () => (await exportFile(`ipaCode=${ipa.ipa_code}`)).json<ConfigFile>();
const ipaRow = async (code: string) =>
  (
    await t.database.pool.query<{ ipa_desc: string; notes: string | null; version: number }>(
      'select ipa_desc, notes, version from ipas where upper(ipa_code) = upper($1) order by eff_date desc limit 1',
      [code],
    )
  ).rows[0];

describe('the Export/Import Utility (module 198)', () => {
  it('exports the IPAs of a search keyed by code and effective date, with contract, PBP maps and no ids', async () => {
    const response = await exportFile(`ipaCode=${ipa.ipa_code}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="ipa-setups-\d{4}-\d{2}-\d{2}\.json"/);
    const file = response.json<ConfigFile>();
    const items = file.items as IpaTransferItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.ipaCode.toUpperCase() === ipa.ipa_code.toUpperCase())).toBe(true);
    expect(items[0]).toMatchObject({ contractName: expect.any(String), effDate: expect.stringMatching(/^\d{4}-/) });
    expect(items[0]!.pbpMaps.length).toBeGreaterThan(0);
    expect(JSON.stringify(items)).not.toMatch(/"(id|ipaId|version|contractLevelId|createdBy|updatedBy|updatedDt)"/);
    // Every IPA in force today, and a search with no criteria refused as on the search page.
    expect((await exportFile('scope=active')).json<ConfigFile>().items.length).toBeGreaterThan(items.length);
    expect((await exportFile('scope=search')).statusCode).toBe(400);
  });

  it('previews new, changed, same and invalid rows; imports nothing while a row is invalid', async () => {
    const file = await exported();
    const [first] = file.items as IpaTransferItem[];
    const changed = { ...first!, notes: 'Moved from test' };
    const created = { ...first!, ipaCode: 'XFER1', effDate: '2026-01-01' };
    const tooLong = { ...first!, ipaCode: 'XFER2', ipaDesc: 'x'.repeat(101) };
    const badDates = { ...first!, ipaCode: 'XFER3', effDate: '2026-05-01', endDate: '2026-04-01' };
    const badContract = { ...first!, ipaCode: 'XFER4', contractName: 'No Such Contract' };
    const badCompany = { ...first!, ipaCode: 'XFER5', companyCode: 'NOPE' };
    const items = [first, changed, created, tooLong, badDates, badContract, badCompany];
    const preview = await importFile({ file: { ...file, items: items.slice(1) }, apply: false });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json<ConfigImportReport>();
    expect(report.rows.map((row) => row.outcome)).toEqual([
      'update',
      'create',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(report.rows[2]!.message).toBe(`ipaDesc: ${IPA_MESSAGES.maxLength('IPA Name / Description', 100)}`);
    expect(report.rows[3]!.message).toBe(`endDate: ${IPA_MESSAGES.endAfterEffective}`);
    expect(report.rows[4]!.message).toBe(`contractName: ${IPA_TRANSFER_MESSAGES.contractNotFound('No Such Contract')}`);
    expect(report.rows[5]!.message).toBe(`companyCode: ${IPA_TRANSFER_MESSAGES.companyNotFound('NOPE')}`);
    expect((await importFile({ file: { ...file, items: [first] }, apply: false })).json().rows[0].outcome).toBe(
      'unchanged',
    );

    const before = await ipaRow(ipa.ipa_code);
    const refused = await importFile({ file: { ...file, items: items.slice(1) }, apply: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.invalidRows);
    expect(await ipaRow(ipa.ipa_code)).toEqual(before);
    expect(await ipaRow('XFER1')).toBeUndefined();
  });

  it('imports every change in one go through the IPA writes and their audit; a stale preview gets 409', async () => {
    const file = await exported();
    const [first] = file.items as IpaTransferItem[];
    const extraMap = { ...first!.pbpMaps[0]!, pbp: '099', startDate: '2026-01-01', endDate: '9999-12-31' };
    const items = [
      { ...first!, ipaDesc: 'Imported Name', pbpMaps: [...first!.pbpMaps, extraMap] },
      { ...first!, ipaCode: 'XFER9', effDate: '2026-01-01' },
    ];
    const preview = (await importFile({ file: { ...file, items }, apply: false })).json<ConfigImportReport>();
    expect([preview.created, preview.updated]).toEqual([1, 1]);

    // Someone changes the IPA after the preview: the import of that preview is refused and changes nothing.
    await t.database.pool.query('update ipas set notes = $2, version = version + 1 where id = $1', [ipa.id, 'edited']);
    const stale = await importFile({ file: { ...file, items }, apply: true, fingerprint: preview.fingerprint });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    expect(await ipaRow('XFER9')).toBeUndefined();

    const fresh = (await importFile({ file: { ...file, items }, apply: false })).json<ConfigImportReport>();
    const [updated, created, imported] = [
      await auditEventCount(t, 'IpaUpdated'),
      await auditEventCount(t, 'IpaCreated'),
      await auditEventCount(t, 'ConfigurationImported'),
    ];
    const applied = await importFile({ file: { ...file, items }, apply: true, fingerprint: fresh.fingerprint });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ConfigImportReport>()).toMatchObject({ applied: true, created: 1, updated: 1 });
    expect((await ipaRow(ipa.ipa_code))!.ipa_desc).toBe('Imported Name');
    expect(await ipaRow('XFER9')).toBeDefined();
    const maps = await t.database.pool.query('select 1 from ipa_plans where ipa_id = $1 and pbp = $2', [ipa.id, '099']);
    expect(maps.rowCount).toBe(1);
    expect(await auditEventCount(t, 'IpaUpdated')).toBe(updated + 1);
    expect(await auditEventCount(t, 'IpaCreated')).toBe(created + 1);
    expect(await auditEventCount(t, 'ConfigurationImported')).toBe(imported + 1);
    // The same file again: nothing left to change.
    const again = (await importFile({ file: { ...file, items }, apply: false })).json<ConfigImportReport>();
    expect([again.created, again.updated, again.unchanged]).toEqual([0, 0, 2]);
  });

  it('refuses a file of another section, naming it', async () => {
    const file = { ...(await exported()), section: 'crm-campaigns' };
    const response = await importFile({ file, apply: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.wrongSection('crm-campaigns', 'ipa-setups'));
    expect(response.json().message).toContain(configSectionScreen('crm-campaigns'));
  });

  it('lets the viewer export but not import (403)', async () => {
    expect((await exportFile(`ipaCode=${ipa.ipa_code}`, 'network.viewer')).statusCode).toBe(200);
    const file = await exported();
    expect((await importFile({ file, apply: false }, 'network.viewer')).statusCode).toBe(403);
    expect((await exportFile(`ipaCode=${ipa.ipa_code}`, 'crm.agent')).statusCode).toBe(403);
  });

  it('refuses export and import while the flag is off', async () => {
    const file = await exported();
    await setFlag(false);
    try {
      const off = await exportFile(`ipaCode=${ipa.ipa_code}`);
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe(featureOffMessage(FEATURE_FLAGS.exportImportUtility));
      expect((await importFile({ file, apply: false })).statusCode).toBe(403);
    } finally {
      await setFlag(true);
    }
  });
});
