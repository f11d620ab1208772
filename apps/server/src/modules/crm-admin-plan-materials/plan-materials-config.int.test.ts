import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  PLAN_MATERIAL_MESSAGES,
  type PlanMaterialOptions,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import type { PlanMaterialsConfigItem } from '@portal/contracts/crm-admin-plan-materials/plan-materials-config';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  type ConfigFile,
  type ConfigImportReport,
} from '@portal/contracts/platform/config-transfer';
import { auditEventCount, configTransferCalls } from '../../platform/config-transfer/config-transfer.test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const BASE = '/api/crm-admin/plan-materials';
const { exportFile, importFile } = configTransferCalls(() => t, BASE);
const options = async () =>
  (
    await t.as('crm.admin', { method: 'GET', url: `${CRM_API}/getRequestPlanMaterialOptions` })
  ).json<PlanMaterialOptions>();
const auditCount = (eventType: string) => auditEventCount(t, eventType);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Request Plan Materials as a configuration file', () => {
  it('exports mail types, subtypes and materials by name; a changed file imports through the screen’s saves', async () => {
    const exported = await exportFile();
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/filename="crm-plan-materials-\d{4}-\d{2}-\d{2}\.json"/);
    const file = exported.json<ConfigFile>();
    const items = file.items as PlanMaterialsConfigItem[];
    const before = await options();
    expect(items.filter((item) => item.kind === 'mailType')).toHaveLength(before.mailTypes.length);
    expect(items.filter((item) => item.kind === 'planMaterial')).toHaveLength(before.items.length);
    // Nothing of this system's ids, versions or who changed it travels.
    expect(JSON.stringify(items)).not.toMatch(/"(id|version|updatedBy|updatedAt)"/);

    const material = items.find((item) => item.kind === 'planMaterial' && item.mailSubType === null);
    expect(material).toBeDefined();
    const changed = {
      ...file,
      items: [
        ...items.map((item) => (item === material ? { ...item, isActive: false } : item)),
        {
          kind: 'planMaterial',
          contractCode: 'H9999',
          planCode: '001',
          material: 'Braille ID Card',
          mailType: 'Braille',
        },
        { kind: 'mailSubType', mailType: 'Braille', name: 'Cards', description: 'Cards in braille' },
        { kind: 'mailType', name: 'Braille', description: 'Materials in braille' },
      ],
    };
    const preview = await importFile(changed, false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ConfigImportReport>()).toMatchObject({
      applied: false,
      created: 3,
      updated: 1,
      unchanged: items.length - 1,
      invalid: 0,
    });
    expect(await options()).toEqual(before);

    const createdBefore = await auditCount('MailTypeCreated');
    const applied = await importFile(changed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ConfigImportReport>()).toMatchObject({ applied: true, created: 3, updated: 1 });
    const after = await options();
    expect(after.mailTypes.find((type) => type.name === 'Braille')).toMatchObject({ isActive: true });
    expect(after.mailSubTypes.find((sub) => sub.name === 'Cards')).toMatchObject({ mailType: 'Braille' });
    expect(after.items.find((row) => row.material === 'Braille ID Card')).toMatchObject({
      contractCode: 'H9999',
      mailType: 'Braille',
      isActive: true,
    });
    const switchedOff = after.items.find(
      (row) =>
        material?.kind === 'planMaterial' &&
        row.contractCode === material.contractCode &&
        row.planCode === material.planCode &&
        row.material === material.material,
    );
    expect(switchedOff).toMatchObject({ isActive: false, updatedBy: 'crm.admin' });
    // Each change through the screen's own save and audit, and one event for the import.
    expect(await auditCount('MailTypeCreated')).toBe(createdBefore + 1);
    expect(await auditCount('PlanMaterialUpdated')).toBeGreaterThanOrEqual(1);
    expect(await auditCount('ConfigurationImported')).toBe(1);

    // The same file again: nothing to change.
    expect((await importFile(changed, true)).json<ConfigImportReport>()).toMatchObject({
      applied: false,
      created: 0,
      updated: 0,
      unchanged: changed.items.length,
    });
  });

  it('imports nothing while a row is invalid, or when a row breaks the screen’s rules', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = await options();
    const bad = {
      ...file,
      items: [
        { kind: 'mailType', name: 'Postcards' },
        { kind: 'planMaterial', contractCode: 'nope', planCode: '001', material: 'Flyer', mailType: 'Postcards' },
        { kind: 'brochure', name: 'Unknown kind' },
        { kind: 'mailType', name: 'Postcards', description: 'Twice' },
      ],
    };
    const preview = (await importFile(bad, false)).json<ConfigImportReport>();
    expect(preview.rows.map((row) => row.outcome)).toEqual(['create', 'invalid', 'invalid', 'invalid']);
    expect(preview.rows[1]?.message).toMatch(/^contractCode: /);
    expect(preview.rows[3]).toMatchObject({ key: 'Mail type Postcards', message: M.duplicateKey });
    const refused = await importFile(bad, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.invalidRows);

    // Valid rows, but a material under a mail type this system lacks: the screen's rule refuses it, nothing is kept.
    const orphan = {
      ...file,
      items: [
        { kind: 'mailType', name: 'Postcards' },
        { kind: 'planMaterial', contractCode: 'H9999', planCode: '001', material: 'Flyer', mailType: 'Leaflets' },
      ],
    };
    const failed = await importFile(orphan, true);
    expect(failed.statusCode).toBe(400);
    expect(failed.json<{ message: string }>().message).toBe(PLAN_MATERIAL_MESSAGES.mailTypeUnknown);
    expect(await options()).toEqual(before);
  });

  it('a file naming this system’s mail type, subtype and material in another case changes them, adding nothing', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = await options();
    const upper = (text: string | null) => (text === null ? null : text.toUpperCase());
    const items = (file.items as PlanMaterialsConfigItem[]).map((item) => {
      switch (item.kind) {
        case 'mailType':
          return { ...item, name: item.name.toUpperCase() };
        case 'mailSubType':
          return { ...item, mailType: item.mailType.toUpperCase(), name: item.name.toUpperCase() };
        case 'planMaterial':
          return {
            ...item,
            material: item.material.toUpperCase(),
            mailType: item.mailType.toUpperCase(),
            mailSubType: upper(item.mailSubType),
          };
      }
    });
    const preview = (await importFile({ ...file, items }, false)).json<ConfigImportReport>();
    expect(preview).toMatchObject({ created: 0, updated: items.length, invalid: 0 });
    const applied = await importFile({ ...file, items }, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await options();
    expect([after.mailTypes.length, after.mailSubTypes.length, after.total]).toEqual([
      before.mailTypes.length,
      before.mailSubTypes.length,
      before.total,
    ]);
    expect(after.mailTypes.every((type) => type.name === type.name.toUpperCase())).toBe(true);
  });

  it('an agent may neither export nor import', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    expect((await exportFile('crm.agent')).statusCode).toBe(403);
    expect((await importFile(file, false, 'crm.agent')).statusCode).toBe(403);
  });
});
