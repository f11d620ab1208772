import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  COMMUNICATION_MESSAGES,
  unknownMergeFieldsMessage,
  type CommunicationTemplate,
} from '@portal/contracts/crm-admin-communications/communications';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  type ConfigFile,
  type ConfigImportReport,
} from '@portal/contracts/platform/config-transfer';
import { auditEventCount, configTransferCalls } from '../../platform/config-transfer/config-transfer.test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CommunicationTemplateItem } from './communications-config.ts';

let t: TestApp;
const BASE = '/api/crm-admin/communications';
const { exportFile, importFile } = configTransferCalls(() => t, BASE);
const list = async () =>
  (await t.as('crm.admin', { method: 'GET', url: `${CRM_API}/GetCommunicationTemplates` })).json<{
    items: CommunicationTemplate[];
  }>().items;
const auditCount = (eventType: string) => auditEventCount(t, eventType);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('communication templates as a configuration file', () => {
  it('exports each template by channel and name; a changed file imports through the templates’ writes', async () => {
    const exported = await exportFile();
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<ConfigFile>();
    expect(file.section).toBe('crm-communication-templates');
    const items = file.items as CommunicationTemplateItem[];
    const before = await list();
    expect(items).toHaveLength(before.length);
    const sms = items.find((item) => item.channel === 'SMS');
    expect(sms).toBeDefined();
    expect(Object.keys(sms!).sort()).toEqual(['body', 'channel', 'isActive', 'name', 'subject']);

    const changed = {
      ...file,
      items: [
        ...items.map((item) =>
          item === sms ? { ...item, body: 'Hi {{member.firstName}}, your materials are on the way.' } : item,
        ),
        {
          channel: 'Letter',
          name: 'Grievance received',
          subject: 'We received your grievance',
          body: 'Dear {{member.fullName}}, we received it on {{today}}.',
        },
      ],
    };
    const preview = (await importFile(changed, false)).json<ConfigImportReport>();
    expect(preview).toMatchObject({ created: 1, updated: 1, unchanged: items.length - 1, invalid: 0 });
    expect(preview.rows.at(-1)).toEqual({
      row: items.length + 1,
      key: 'Letter: Grievance received',
      outcome: 'create',
    });
    expect(await list()).toEqual(before);

    const createdBefore = await auditCount('CommunicationTemplateCreated');
    const updatedBefore = await auditCount('CommunicationTemplateUpdated');
    const applied = await importFile(changed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ConfigImportReport>()).toMatchObject({ applied: true, created: 1, updated: 1 });
    const after = await list();
    expect(after.find((row) => row.name === 'Grievance received')).toMatchObject({
      channel: 'Letter',
      mergeFields: ['member.fullName', 'today'],
      version: 1,
    });
    const smsBefore = before.find((row) => row.channel === 'SMS' && row.name === sms!.name)!;
    expect(after.find((row) => row.id === smsBefore.id)).toMatchObject({
      body: 'Hi {{member.firstName}}, your materials are on the way.',
      version: smsBefore.version + 1,
    });
    expect(await auditCount('CommunicationTemplateCreated')).toBe(createdBefore + 1);
    expect(await auditCount('CommunicationTemplateUpdated')).toBe(updatedBefore + 1);
    expect(await auditCount('ConfigurationImported')).toBe(1);

    expect((await importFile(changed, false)).json<ConfigImportReport>()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: changed.items.length,
    });
  });

  it('a template named in another case in the file is the same template: it changes, not a second one', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const items = file.items as CommunicationTemplateItem[];
    const first = items[0]!;
    const renamed = { ...file, items: [{ ...first, name: first.name.toUpperCase() }] };
    const preview = (await importFile(renamed, false)).json<ConfigImportReport>();
    expect(preview.rows).toEqual([{ row: 1, key: `${first.channel}: ${first.name.toUpperCase()}`, outcome: 'update' }]);
    const before = await list();
    const applied = await importFile(renamed, true);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await list();
    expect(after).toHaveLength(before.length);
    const original = before.find((row) => row.channel === first.channel && row.name === first.name)!;
    expect(after.find((row) => row.id === original.id)?.name).toBe(first.name.toUpperCase());
  });

  it('imports nothing while a row is invalid', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    const before = await list();
    const bad = {
      ...file,
      items: [
        { channel: 'Email', name: 'Fine', subject: 'Hello', body: 'Hello {{member.firstName}}' },
        { channel: 'Email', name: 'Leaky', subject: 'Hello', body: 'Your SSN is {{member.ssn}}' },
        { channel: 'SMS', name: 'With subject', subject: 'No', body: 'Hi' },
      ],
    };
    const preview = (await importFile(bad, false)).json<ConfigImportReport>();
    expect(preview.rows).toEqual([
      { row: 1, key: 'Email: Fine', outcome: 'create' },
      { row: 2, key: 'Leaky', outcome: 'invalid', message: `body: ${unknownMergeFieldsMessage(['member.ssn'])}` },
      { row: 3, key: 'With subject', outcome: 'invalid', message: `subject: ${COMMUNICATION_MESSAGES.smsNoSubject}` },
    ]);
    const refused = await importFile(bad, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.invalidRows);
    expect(await list()).toEqual(before);
  });

  it('an agent may neither export nor import', async () => {
    const file = (await exportFile()).json<ConfigFile>();
    expect((await exportFile('crm.agent')).statusCode).toBe(403);
    expect((await importFile(file, false, 'crm.agent')).statusCode).toBe(403);
  });
});
