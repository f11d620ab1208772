import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BENEFITS_CONFIG_MESSAGES,
  type BenefitsConfigItem,
} from '@portal/contracts/crm-admin-benefits/benefits-config';
import { INCENTIVE_NAME_MESSAGES } from '@portal/contracts/crm-admin-benefits/incentive-names';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { BenefitConfig } from '@portal/contracts/patient-360/supplemental-benefits';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  type ConfigFile,
  type ConfigImportReport,
} from '@portal/contracts/platform/config-transfer';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { auditEventCount, configTransferCalls } from '../../platform/config-transfer/config-transfer.test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const year = Number(todayInLosAngeles().slice(0, 4));
const BASE = '/api/crm-admin/benefits';
const { exportFile, importFile } = configTransferCalls(() => t, BASE);
const readConfig = async (code: string) =>
  (
    await t.as('crm.admin', {
      method: 'GET',
      url: `${CRM_ODATA}/default.GetSupplementalBenefitConfig?code=${code}&year=${year}&type=Reward`,
    })
  ).json<BenefitConfig>();
const auditCount = (eventType: string) => auditEventCount(t, eventType);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('supplemental benefit configuration as a configuration file', () => {
  it('exports each benefit by code, year and type; a changed file imports through the benefits’ save', async () => {
    const exported = await exportFile();
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<ConfigFile>();
    expect(file.section).toBe('crm-benefit-config');
    const items = file.items as BenefitsConfigItem[];
    const awv = items.find((item) => item.code === 'AWV' && item.year === year && item.type === 'Reward');
    expect(awv).toMatchObject({ incentiveNames: ['Wellness Visit', 'AWV Completed'] });
    expect(Object.keys(awv!).sort()).toEqual(['code', 'displayText', 'incentiveNames', 'type', 'year']);
    const mammo = items.find((item) => item.code === 'MAMMO' && item.year === year && item.type === 'Reward');
    const before = await readConfig('MAMMO');

    const changed = {
      ...file,
      items: items.map((item) =>
        item === mammo
          ? { ...item, incentiveNames: ['Mammogram Done'], displayText: '<p>Screening reward</p><script>x</script>' }
          : item,
      ),
    };
    const preview = (await importFile(changed, false)).json<ConfigImportReport>();
    expect(preview).toMatchObject({ applied: false, created: 0, updated: 1, unchanged: items.length - 1, invalid: 0 });
    expect(preview.rows.find((row) => row.outcome === 'update')?.key).toBe(`MAMMO ${year} Reward`);

    const updatesBefore = await auditCount('SupplementalBenefitConfigUpdated');
    const applied = await importFile(changed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ConfigImportReport>()).toMatchObject({ applied: true, updated: 1 });
    const after = await readConfig('MAMMO');
    expect(after).toMatchObject({
      incentiveNames: ['Mammogram Done'],
      // Sanitised as the benefit editor's save does.
      displayText: '<p>Screening reward</p>',
      version: before.version + 1,
      updatedBy: 'crm.admin',
    });
    expect(await auditCount('SupplementalBenefitConfigUpdated')).toBe(updatesBefore + 1);
    expect(await auditCount('ConfigurationImported')).toBe(1);
  });

  it('imports nothing while a row is invalid: a bad incentive name or a benefit this catalogue lacks', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = await readConfig('AWV');
    const bad = {
      ...file,
      items: [
        { code: 'AWV', year, type: 'Reward', incentiveNames: ['Wellness Visit', 'Visit Done'], displayText: '' },
        { code: 'HRA', year, type: 'Reward', incentiveNames: ['#1 assessment!'], displayText: '' },
        { code: 'NOPE', year, type: 'Reward', incentiveNames: [], displayText: '' },
      ],
    };
    const preview = (await importFile(bad, false)).json<ConfigImportReport>();
    expect(preview.rows).toEqual([
      { row: 1, key: `AWV ${year} Reward`, outcome: 'update' },
      {
        row: 2,
        key: 'HRA',
        outcome: 'invalid',
        message: `incentiveNames.0: ${INCENTIVE_NAME_MESSAGES.invalid}`,
      },
      {
        row: 3,
        key: `NOPE ${year} Reward`,
        outcome: 'invalid',
        message: BENEFITS_CONFIG_MESSAGES.notInCatalogue(`NOPE ${year} Reward`),
      },
    ]);
    const refused = await importFile(bad, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.invalidRows);
    expect(await readConfig('AWV')).toEqual(before);

    // Valid rows, but a name another benefit of the year goes by: the save's rule refuses it and nothing is kept.
    const taken = {
      ...file,
      items: [
        { code: 'AWV', year, type: 'Reward', incentiveNames: ['Visit Done'], displayText: before.displayText },
        { code: 'HRA', year, type: 'Reward', incentiveNames: ['Flu Vaccine'], displayText: '' },
      ],
    };
    const failed = await importFile(taken, true);
    expect(failed.statusCode).toBe(400);
    expect(failed.json<{ message: string }>().message).toBe(`${INCENTIVE_NAME_MESSAGES.taken}: Flu Vaccine`);
    expect(await readConfig('AWV')).toEqual(before);
  });

  it('an agent may neither export nor import', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    expect((await exportFile('crm.agent')).statusCode).toBe(403);
    expect((await importFile(file, false, 'crm.agent')).statusCode).toBe(403);
  });
});
