import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  PLAN_MATERIAL_MESSAGES as M,
  type EmailStatusRow,
  type MailStatusRow,
  type MailSubType,
  type MailType,
  type PlanMaterialOption,
  type PlanMaterialOptions,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const post = (name: string, payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const options = async (user = 'crm.admin') => {
  const response = await t.as(user, { method: 'GET', url: `${CRM_API}/getRequestPlanMaterialOptions` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanMaterialOptions>();
};
const auditCount = async (eventType: string) =>
  Number(
    (await t.database.pool.query('select count(*) from audit_events where event_type = $1', [eventType])).rows[0].count,
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Request Plan Materials admin', () => {
  let letters: MailType;
  let welcome: MailSubType;
  let material: PlanMaterialOption;

  it('the admin adds a mail type, renames it at its version, and the change is audited with before and after', async () => {
    const created = await post('UpdateMailTypes', { id: null, name: 'Letters', description: 'Printed letters' });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json<MailType>();
    expect(first).toMatchObject({ name: 'Letters', isActive: true, version: 1, updatedBy: 'crm.admin' });
    const renamed = await post('UpdateMailTypes', { ...first, name: 'Letter Mail', version: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    letters = renamed.json<MailType>();
    expect(letters).toMatchObject({ id: first.id, name: 'Letter Mail', version: 2 });
    const { rows } = await t.database.pool.query(
      "select details from audit_events where event_type = 'MailTypeUpdated' and item_id = $1",
      [String(first.id)],
    );
    expect(rows[0].details).toMatchObject({ before: { name: 'Letters' }, after: { name: 'Letter Mail' } });
  });

  it('a stale version is refused with 409 and changes nothing; a duplicate name or a blank one is a 400', async () => {
    const stale = await post('UpdateMailTypes', { ...letters, name: 'Stale', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);
    const duplicate = await post('UpdateMailTypes', { id: null, name: 'Letter Mail' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ message: string }>().message).toBe(M.mailTypeExists);
    const blank = await post('UpdateMailTypes', { id: null, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(M.nameRequired);
    const noVersion = await post('UpdateMailTypes', { id: letters.id, name: 'No version' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toContain(M.versionRequired);
    const names = (await options()).mailTypes.map((type) => type.name);
    expect(names).toContain('Letter Mail');
    expect(names).not.toContain('Stale');
  });

  it('the admin adds a subtype of the mail type; an unknown mail type is refused', async () => {
    const created = await post('UpdateMailSubTypes', { id: null, mailType: 'Letter Mail', name: 'Welcome Kit' });
    expect(created.statusCode, created.body).toBe(200);
    welcome = created.json<MailSubType>();
    expect(welcome).toMatchObject({ mailType: 'Letter Mail', name: 'Welcome Kit', version: 1 });
    const unknown = await post('UpdateMailSubTypes', { id: null, mailType: 'Carrier Pigeon', name: 'X' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(M.mailTypeUnknown);
    const stale = await post('UpdateMailSubTypes', { ...welcome, description: 'x', version: 5 });
    expect(stale.statusCode).toBe(409);
  });

  it('the admin offers a plan material for a plan under the mail type; the agent reads the options', async () => {
    const created = await post('updateRequestPlanMaterialOptions', {
      id: null,
      contractCode: 'h1234',
      planCode: '001',
      material: 'Evidence of Coverage',
      mailType: 'Letter Mail',
      mailSubType: 'Welcome Kit',
    });
    expect(created.statusCode, created.body).toBe(200);
    material = created.json<PlanMaterialOption>();
    expect(material).toMatchObject({ contractCode: 'H1234', planCode: '001', isActive: true, version: 1 });
    expect(await auditCount('PlanMaterialCreated')).toBe(1);
    const agentView = await options('crm.agent');
    expect(agentView.items.find((item) => item.id === material.id)?.material).toBe('Evidence of Coverage');
    const items = await t.as('crm.agent', {
      method: 'POST',
      url: `${CRM_ODATA}/default.GetMailRequestItemsByPlan`,
      payload: { contractCode: 'H1234', planCode: '001' },
    });
    expect(items.json<{ items: { material: string }[] }>().items.map((item) => item.material)).toContain(
      'Evidence of Coverage',
    );
  });

  it('a plan material needs an active mail type and subtype, a unique name per plan and its version', async () => {
    const base = { id: null, contractCode: 'H1234', planCode: '001', material: 'Formulary', mailType: 'Letter Mail' };
    const unknownType = await post('updateRequestPlanMaterialOptions', { ...base, mailType: 'Fax' });
    expect(unknownType.json<{ message: string }>().message).toBe(M.mailTypeUnknown);
    const unknownSubType = await post('updateRequestPlanMaterialOptions', { ...base, mailSubType: 'Other' });
    expect(unknownSubType.json<{ message: string }>().message).toBe(M.mailSubTypeUnknown);
    const duplicate = await post('updateRequestPlanMaterialOptions', { ...base, material: 'Evidence of Coverage' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ message: string }>().message).toBe(M.materialExists);
    const badPlan = await post('updateRequestPlanMaterialOptions', { ...base, planCode: '1' });
    expect(badPlan.statusCode).toBe(400);
    const deactivate = await post('updateRequestPlanMaterialOptions', { ...material, isActive: false });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    expect(deactivate.json<PlanMaterialOption>()).toMatchObject({ isActive: false, version: 2 });
    const stale = await post('updateRequestPlanMaterialOptions', { ...material, isActive: true });
    expect(stale.statusCode).toBe(409);
  });

  it('a name that differs only in case or surrounding spaces is a duplicate, refused with its message', async () => {
    const before = await options();
    const type = await post('UpdateMailTypes', { id: null, name: '  letter MAIL ' });
    expect(type.statusCode, type.body).toBe(400);
    // The refusal names the field it is about, so the form shows it under that field.
    expect(type.json<{ message: string; field: string }>()).toMatchObject({ message: M.mailTypeExists, field: 'name' });
    const subType = await post('UpdateMailSubTypes', { id: null, mailType: 'Letter Mail', name: 'WELCOME KIT' });
    expect(subType.statusCode, subType.body).toBe(400);
    expect(subType.json()).toMatchObject({ message: M.mailSubTypeExists, field: 'name' });
    const material = await post('updateRequestPlanMaterialOptions', {
      id: null,
      contractCode: 'H1234',
      planCode: '001',
      material: 'evidence of coverage',
      mailType: 'Letter Mail',
    });
    expect(material.statusCode, material.body).toBe(400);
    expect(material.json()).toMatchObject({ message: M.materialExists, field: 'material' });
    const after = await options();
    expect([after.mailTypes.length, after.mailSubTypes.length, after.total]).toEqual([
      before.mailTypes.length,
      before.mailSubTypes.length,
      before.total,
    ]);
  });

  it('a mail type used by active plan materials stays active; a rename follows to its materials', async () => {
    const reactivated = await post('updateRequestPlanMaterialOptions', { ...material, isActive: true, version: 2 });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    const inUse = await post('UpdateMailTypes', { ...letters, isActive: false });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json<{ message: string }>().message).toBe(M.mailTypeInUse);
    const renamed = await post('UpdateMailTypes', { ...letters, name: 'Postal Mail' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await options();
    expect(after.items.find((item) => item.id === material.id)?.mailType).toBe('Postal Mail');
    expect(after.mailSubTypes.find((sub) => sub.id === welcome.id)?.mailType).toBe('Postal Mail');
  });

  it('a CRM agent cannot change the configuration (403) and nothing changes', async () => {
    const before = await options();
    for (const [name, payload] of [
      ['UpdateMailTypes', { id: null, name: 'Agent type' }],
      ['UpdateMailSubTypes', { id: null, mailType: 'Postal Mail', name: 'Agent sub' }],
      ['updateRequestPlanMaterialOptions', { ...material, material: 'Agent', version: 3 }],
    ] as const) {
      const response = await post(name, payload, 'crm.agent');
      expect(response.statusCode, name).toBe(403);
    }
    expect(await options()).toEqual(before);
  });
});

describe('mail and e-mail status', () => {
  beforeAll(async () => {
    await t.database.pool.query(
      `insert into crm_mail_requests (member_id, plan_materials, address1, city, state, zip, email, status, created_by, created_at)
       values ('M000900001', '{Evidence of Coverage}', '1 Main St', 'Fresno', 'CA', '93701', 'pat@example.com', 'Requested', 'crm.agent', now() - interval '1 hour'),
              ('M000900001', '{Formulary}', '1 Main St', 'Fresno', 'CA', '93701', null, 'Sent', 'crm.agent', now() - interval '2 hours'),
              ('M000900002', '{Formulary}', '9 Elm St', 'Visalia', 'CA', '93277', 'lee@example.com', 'Sent', 'crm.agent', now() - interval '3 hours')`,
    );
  });

  it('lists mail requests newest first by member and status, and the read is audited', async () => {
    const response = await t.as('crm.agent', { method: 'GET', url: `${CRM_API}/GetMailStatus?memberId=M000900001` });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json<{ items: MailStatusRow[]; total: number }>();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      memberId: 'M000900001',
      status: 'Requested',
      mailingAddress: '1 Main St, Fresno, CA 93701',
      // Requested By names the agent as the rest of the CRM does, not by username.
      createdBy: 'crm.agent',
      createdByName: 'Alex Agent',
    });
    const sent = await t.as('crm.admin', {
      method: 'GET',
      url: `${CRM_API}/GetMailStatus?memberId=M000900001&status=Sent`,
    });
    expect(sent.json<{ total: number }>().total).toBe(1);
    const bad = await t.as('crm.admin', { method: 'GET', url: `${CRM_API}/GetMailStatus?status=Lost` });
    expect(bad.statusCode).toBe(400);
    const { rows } = await t.database.pool.query(
      "select 1 from audit_events where event_type = 'MemberDataRead' and details->>'route' like '%GetMailStatus%'",
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('lists the e-mailed copies: queued until the mailing is sent', async () => {
    const response = await t.as('crm.admin', { method: 'GET', url: `${CRM_API}/GetEmailStatus?pageSize=100` });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<{ items: EmailStatusRow[] }>();
    const ours = items.filter((row) => row.memberId.startsWith('M0009'));
    expect(ours.map((row) => [row.email, row.status, row.createdByName])).toEqual([
      ['pat@example.com', 'Queued', 'Alex Agent'],
      ['lee@example.com', 'Sent', 'Alex Agent'],
    ]);
    const one = await t.as('crm.admin', { method: 'GET', url: `${CRM_API}/GetEmailStatus?memberId=M000900001` });
    expect(one.json<{ total: number }>().total).toBe(1);
  });
});
