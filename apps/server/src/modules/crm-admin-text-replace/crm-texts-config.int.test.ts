import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRM_CONFIG_MESSAGES,
  type CrmBenefitInfo,
  type InboundScript,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  type ConfigFile,
  type ConfigImportReport,
} from '@portal/contracts/platform/config-transfer';
import { auditEventCount, configTransferCalls } from '../../platform/config-transfer/config-transfer.test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const SCRIPT = '/api/crm-admin/inbound-script';
const INFO = '/api/crm-admin/crm-benefit-info';
const exportFile = (base: string, user?: string) => configTransferCalls(() => t, base).exportFile(user);
const importFile = (base: string, file: object, apply: boolean, user?: string) =>
  configTransferCalls(() => t, base).importFile(file, apply, user);
const script = async () =>
  (await t.as('crm.agent', { method: 'GET', url: `${CRM_API}/getInboundScript` })).json<InboundScript>();
const benefitInfo = async () =>
  (await t.as('crm.agent', { method: 'GET', url: `${CRM_API}/GetCrmBenefitInfo` })).json<CrmBenefitInfo>();
const settingAudits = () => auditEventCount(t, 'CrmSettingUpdated');

beforeAll(async () => {
  t = await createTestApp();
  const current = await benefitInfo();
  const saved = await t.as('crm.admin', {
    method: 'POST',
    url: `${CRM_ODATA}/default.UpdateCrmBenefitInfo`,
    payload: {
      topics: [
        { topic: 'Dental', details: 'Two cleanings a year.' },
        { topic: 'Vision', details: 'One eye exam a year.' },
      ],
      version: current.version,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t.close());

describe('the inbound script as a configuration file', () => {
  it('exports the script as one row and imports a changed one at the version read', async () => {
    const file = (await exportFile(SCRIPT)).json<ConfigFile>();
    const before = await script();
    expect(file).toMatchObject({ section: 'crm-inbound-script', items: [{ script: before.script }] });

    const changed = { ...file, items: [{ script: 'Thank you for calling the plan. How may I help you?' }] };
    const preview = (await importFile(SCRIPT, changed, false)).json<ConfigImportReport>();
    expect(preview.rows).toEqual([{ row: 1, key: 'Inbound script', outcome: 'update' }]);
    const audits = await settingAudits();
    const applied = await importFile(SCRIPT, changed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await script();
    expect(after).toMatchObject({
      script: 'Thank you for calling the plan. How may I help you?',
      version: before.version + 1,
      modifiedBy: 'crm.admin',
    });
    expect(await settingAudits()).toBe(audits + 1);
  });

  it('imports nothing while the row is invalid or the script is there twice', async () => {
    const file = (await exportFile(SCRIPT)).json<ConfigFile>();
    const before = await script();
    // Only an invalid row: nothing to import.
    const blank = await importFile(SCRIPT, { ...file, items: [{ script: '  ' }] }, true);
    expect(blank.json<ConfigImportReport>()).toMatchObject({ applied: false, invalid: 1 });
    const preview = (
      await importFile(SCRIPT, { ...file, items: [{ script: '  ' }, { script: 'One' }, { script: 'Two' }] }, false)
    ).json<ConfigImportReport>();
    expect(preview.rows).toEqual([
      { row: 1, key: '', outcome: 'invalid', message: `script: ${CRM_CONFIG_MESSAGES.scriptRequired}` },
      { row: 2, key: 'Inbound script', outcome: 'update' },
      { row: 3, key: 'Inbound script', outcome: 'invalid', message: M.duplicateKey },
    ]);
    const refused = await importFile(SCRIPT, { ...file, items: [{ script: '  ' }, { script: 'One' }] }, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.invalidRows);
    expect(await script()).toEqual(before);
  });
});

describe('the CRM benefit info as a configuration file', () => {
  it('exports the topics; an import adds new topics and changes the details of those it holds, in one save', async () => {
    const file = (await exportFile(INFO)).json<ConfigFile>();
    expect(file).toMatchObject({
      section: 'crm-benefit-info',
      items: [
        { topic: 'Dental', details: 'Two cleanings a year.' },
        { topic: 'Vision', details: 'One eye exam a year.' },
      ],
    });
    const before = await benefitInfo();
    const changed = {
      ...file,
      items: [
        { topic: 'Vision', details: 'One eye exam and $150 toward glasses a year.' },
        { topic: 'Hearing', details: 'One hearing exam a year.' },
      ],
    };
    const preview = (await importFile(INFO, changed, false)).json<ConfigImportReport>();
    expect(preview).toMatchObject({ created: 1, updated: 1, unchanged: 0, invalid: 0 });
    const applied = await importFile(INFO, changed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await benefitInfo();
    // What the file lacks stays; one save of the list at the version read.
    expect(after.topics).toEqual([
      { topic: 'Dental', details: 'Two cleanings a year.' },
      { topic: 'Vision', details: 'One eye exam and $150 toward glasses a year.' },
      { topic: 'Hearing', details: 'One hearing exam a year.' },
    ]);
    expect(after.version).toBe(before.version + 1);
  });

  it('imports nothing while a row is invalid, nor more topics than the list keeps', async () => {
    const file = (await exportFile(INFO)).json<ConfigFile>();
    const before = await benefitInfo();
    const bad = {
      ...file,
      items: [
        { topic: 'Transport', details: '' },
        { topic: 'Dental', details: 'Changed.' },
      ],
    };
    const preview = (await importFile(INFO, bad, false)).json<ConfigImportReport>();
    expect(preview.rows).toEqual([
      { row: 1, key: '', outcome: 'invalid', message: `details: ${CRM_CONFIG_MESSAGES.detailsRequired}` },
      { row: 2, key: 'Dental', outcome: 'update' },
    ]);
    expect((await importFile(INFO, bad, true)).statusCode).toBe(400);

    const many = {
      ...file,
      items: Array.from({ length: 50 }, (_, index) => ({ topic: `Topic ${index + 1}`, details: 'Details.' })),
    };
    const tooMany = await importFile(INFO, many, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(CRM_CONFIG_MESSAGES.tooManyTopics);
    expect(await benefitInfo()).toEqual(before);
  });

  it('an agent may neither export nor import the script or the benefit info', async () => {
    for (const base of [SCRIPT, INFO]) {
      const file = (await exportFile(base)).json<ConfigFile>();
      expect((await exportFile(base, 'crm.agent')).statusCode).toBe(403);
      expect((await importFile(base, file, true, 'crm.agent')).statusCode).toBe(403);
    }
  });
});
