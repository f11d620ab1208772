import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { FORM_ANSWER_MESSAGES as A } from '@portal/contracts/crm-admin-form-builder/answers';
import {
  FORM_TEMPLATE_MESSAGES as M,
  type FormTemplateList,
  type FormTemplateRow,
} from '@portal/contracts/crm-admin-form-builder/form-templates';
import type { WorkflowDetail, WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const post = (name: string, payload: object, user = 'crm.agent') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const get = (url: string, user = 'crm.agent') => t.as(user, { method: 'GET', url });
const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;
const failure = (response: { statusCode: number; json: () => { message?: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});
/** An open case of the member, inserted directly (the CRM's own tests cover the case calls). */
const newCase = async (memberId: string) =>
  (
    await one<{ id: number }>(
      `insert into crm_cases (member_id, case_type, subject, owner, sla_due_at, created_by, modified_by, status, is_closed)
       values ($1, 'PCP Change', 'Member asks for a change', 'crm.agent', now() + interval '2 days', 'crm.agent',
         'crm.agent', 'Open', false) returning id`,
      [memberId],
    )
  ).id;
const call = (name: string, payload: object, user = 'crm.admin') => post(name, payload, user);

const intakeFields = [
  { key: 'reason', label: 'Reason for call', type: 'text', required: true, maxLength: 50 },
  { key: 'channel', label: 'Preferred channel', type: 'select', options: ['Phone', 'Mail'], required: false },
  { key: 'followUp', label: 'Follow-up date', type: 'date', required: false },
];

const create = async (name: string, fields: object[] = intakeFields, user = 'crm.admin') => {
  const response = await call('createFormTemplate', { name, description: 'Asked on every call', fields }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FormTemplateRow>();
};

const auditCount = async (eventType: string, itemId: number) =>
  (
    await one<{ n: number }>(`select count(*)::int as n from audit_events where event_type = $1 and item_id = $2`, [
      eventType,
      String(itemId),
    ])
  ).n;

beforeAll(async () => {
  t = await createTestApp();
  // The PCP change workflow used below takes its effective date from the form with PCP change v2.
  await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-pcp-change-v2'");
});
afterAll(async () => t.close());

describe('the administrator builds form templates', () => {
  it('lists the field types a template can hold', async () => {
    const response = await get(`${CRM_ODATA}/default.getFormTemplateFieldTypes`, 'crm.admin');
    expect(response.statusCode).toBe(200);
    const types = response.json<{ value: { type: string }[] }>().value.map((row) => row.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'text',
        'number',
        'date',
        'select',
        'multiselect',
        'checkbox',
        'radio',
        'textarea',
        'phone',
        'email',
      ]),
    );
  });

  it('creates, lists, updates at the version read (409 when stale), duplicates and deletes a template, each audited', async () => {
    const created = await create('Member intake');
    expect(created).toMatchObject({
      name: 'Member intake',
      isActive: true,
      version: 1,
      fieldCount: 3,
      createdBy: 'crm.admin',
    });
    expect(await auditCount('CrmFormTemplateCreated', created.id)).toBe(1);

    const list = await get(
      `${CRM_ODATA}/formtemplates?$filter=${encodeURIComponent("contains(name,'intake')")}&$count=true`,
      'crm.admin',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json<FormTemplateList>()).toMatchObject({ value: [{ id: created.id }], '@odata.count': 1 });
    // Modified By names the admin, as the rest of the CRM names people; the list still filters by the username.
    const byAdmin = await get(
      `${CRM_ODATA}/formtemplates?$filter=${encodeURIComponent("contains(name,'intake') and modifiedBy eq 'crm.admin'")}`,
      'crm.admin',
    );
    expect(byAdmin.json<FormTemplateList>().value).toMatchObject([
      { id: created.id, modifiedBy: 'crm.admin', modifiedByName: 'Casey Admin' },
    ]);

    const reordered = [intakeFields[2], intakeFields[0], intakeFields[1]];
    const update = await call('updateFormTemplate', {
      id: created.id,
      version: 1,
      name: 'Member intake',
      fields: reordered,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<FormTemplateRow>().fields.map((field) => field.key)).toEqual(['followUp', 'reason', 'channel']);
    expect(update.json<FormTemplateRow>().version).toBe(2);
    const stale = await call('updateFormTemplate', { id: created.id, version: 1, name: 'Other', fields: intakeFields });
    expect(failure(stale)).toEqual({ status: 409, message: MESSAGES.staleRecord });
    const audited = await one<{ details: { before: FormTemplateRow; after: FormTemplateRow } }>(
      `select details from audit_events where event_type = 'CrmFormTemplateUpdated' and item_id = $1`,
      [String(created.id)],
    );
    expect(audited.details.before.fields[0]?.key).toBe('reason');
    expect(audited.details.after.fields[0]?.key).toBe('followUp');

    const copy = await call('duplicateFormTemplate', { id: created.id });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json<FormTemplateRow>()).toMatchObject({
      name: 'Member intake (copy)',
      isActive: false,
      fieldCount: 3,
    });
    const again = await call('duplicateFormTemplate', { id: created.id });
    expect(again.json<FormTemplateRow>().name).toBe('Member intake (copy 2)');

    expect(failure(await call('deleteFormTemplate', { id: created.id, version: 1 }))).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    const deleted = await call('deleteFormTemplate', { id: created.id, version: 2 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await auditCount('CrmFormTemplateDeleted', created.id)).toBe(1);
    const after = await get(`${CRM_ODATA}/formtemplates?$filter=id eq ${created.id}`, 'crm.admin');
    expect(after.json<FormTemplateList>().value).toEqual([]);
    expect(
      (await one<{ n: number }>(`select count(*)::int as n from crm_form_templates where id = $1`, [created.id])).n,
    ).toBe(1);
    // Its name is free again.
    await create('Member intake');
  });

  it('refuses a bad definition with the reason and changes nothing', async () => {
    const before = (await one<{ n: number }>(`select count(*)::int as n from crm_form_templates`)).n;
    const cases: [object, string][] = [
      [{ name: ' ', fields: intakeFields }, M.nameRequired],
      [{ name: 'No fields', fields: [] }, M.fieldsRequired],
      [{ name: 'Dup keys', fields: [intakeFields[0], { ...intakeFields[1], key: 'REASON' }] }, M.keyTaken],
      [{ name: 'No options', fields: [{ key: 'a', label: 'A', type: 'radio' }] }, M.optionsRequired],
      [{ name: 'Bad pattern', fields: [{ key: 'a', label: 'A', type: 'text', pattern: '(' }] }, M.patternInvalid],
      [{ name: 'Bad type', fields: [{ key: 'a', label: 'A', type: 'signature' }] }, M.fieldType],
    ];
    for (const [body, message] of cases)
      expect(failure(await call('createFormTemplate', body))).toEqual({ status: 400, message });
    await create('Unique name');
    // The refusal names the field it is about, so the editor shows it under Template Name.
    const taken = await call('createFormTemplate', { name: 'UNIQUE NAME', fields: intakeFields });
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      expect.objectContaining({ message: M.nameTaken, field: 'name' }),
    ]);
    expect((await one<{ n: number }>(`select count(*)::int as n from crm_form_templates`)).n).toBe(before + 1);
  });

  it('lets a CRM agent render active templates but change none (403)', async () => {
    const template = await create('Agent can read');
    for (const [name, body] of [
      ['createFormTemplate', { name: 'By agent', fields: intakeFields }],
      ['updateFormTemplate', { id: template.id, version: 1, name: 'By agent', fields: intakeFields }],
      ['deleteFormTemplate', { id: template.id, version: 1 }],
      ['duplicateFormTemplate', { id: template.id }],
    ] as const)
      expect((await call(name, body, 'crm.agent')).statusCode).toBe(403);
    expect((await get(`${CRM_ODATA}/formtemplates`, 'crm.agent')).statusCode).toBe(403);
    const active = await get(`${CRM_ODATA}/default.GetActiveFormTemplates`, 'crm.agent');
    expect(active.statusCode).toBe(200);
    expect(active.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(template.id);
    const one = await get(`${CRM_ODATA}/default.GetFormTemplate?id=${template.id}`, 'crm.agent');
    expect(one.json<FormTemplateRow>().fields).toHaveLength(3);
    expect((await get(`${CRM_ODATA}/default.GetFormTemplate?id=999999`, 'crm.agent')).statusCode).toBe(404);
  });
});

describe('an agent fills in a form template in a workflow', () => {
  it('stores answers checked with the template’s schema, refuses invalid ones, and shows them on the workflow', async () => {
    const template = await create('PCP change questions');
    const inactive = await call('duplicateFormTemplate', { id: template.id });
    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from members where member_id not in (select member_id from member_pcp_assignments
        where effective_date >= '2031-01-01') order by member_id desc limit 1`,
    );
    const { npi } = await one<{ npi: string }>(`select npi from providers where is_pcp order by id limit 1`);
    const caseId = await newCase(memberId);
    const body = (formAnswers: object, formTemplateId = template.id) => ({
      memberId,
      caseId,
      workflowType: 'PcpChange',
      formData: {
        providerNpi: npi,
        providerName: 'Chosen provider',
        effectiveDate: '2031-01-01',
        changeReason: 'Member request',
      },
      formTemplateId,
      formAnswers,
    });
    const invalid = await post('CreateWorkflow', body({ channel: 'Fax' }));
    expect(failure(invalid)).toEqual({ status: 400, message: A.required('Reason for call') });
    expect(
      invalid.json<{ details: { issues: { path: string[]; message: string }[] } }>().details.issues,
    ).toContainEqual({
      path: ['formAnswers', 'channel'],
      message: A.option('Preferred channel'),
    });
    expect(failure(await post('CreateWorkflow', body({ reason: 'x' }, inactive.json<FormTemplateRow>().id)))).toEqual({
      status: 400,
      message: M.notActive,
    });

    const created = await post(
      'CreateWorkflow',
      body({ reason: 'Moving', channel: 'Mail', followUp: '2031-02-03', extra: 1 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const workflow = created.json<WorkflowRow>();
    expect(workflow).toMatchObject({ formTemplateId: template.id, formTemplateVersion: 1 });
    expect(workflow.formAnswers?.map((item) => `${item.label}: ${item.text}`)).toEqual([
      'Reason for call: Moving',
      'Preferred channel: Mail',
      'Follow-up date: 02/03/2031',
    ]);
    const detail = await get(`${CRM_ODATA}/default.GetWorkflow?id=${workflow.id}`);
    // The workflow lists (and the advanced search's export) carry them as one line.
    const listed = await get(`${CRM_ODATA}/workflows?$filter=id eq ${workflow.id}`);
    expect(listed.json<{ value: { formAnswersText: string }[] }>().value[0]?.formAnswersText).toBe(
      'Reason for call: Moving; Preferred channel: Mail; Follow-up date: 02/03/2031',
    );
    expect(detail.json<WorkflowDetail>().formAnswers).toHaveLength(3);
    // So do the advanced search's workflow rows (its grid's Form Answers column).
    const searched = await t.as('crm.agent', {
      method: 'POST',
      url: `${CRM_API}/AdvancedSearch`,
      payload: { entity: 'workflows', filters: { caseId: workflow.caseId } },
    });
    expect(searched.statusCode, searched.body).toBe(200);
    expect(
      searched.json<{ items: { id: number; formAnswersText: string }[] }>().items.find((row) => row.id === workflow.id)
        ?.formAnswersText,
    ).toBe('Reason for call: Moving; Preferred channel: Mail; Follow-up date: 02/03/2031');

    // An update without a template keeps the answers; with one, checks them again.
    const kept = await post('UpdateWorkflow', {
      ...body({}),
      id: workflow.id,
      version: 1,
      status: 'In Progress',
      formTemplateId: undefined,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<WorkflowRow>().formAnswers).toHaveLength(3);
    const refused = await post('UpdateWorkflow', {
      ...body({ reason: '' }),
      id: workflow.id,
      version: 2,
      status: 'In Progress',
    });
    expect(failure(refused)).toEqual({ status: 400, message: A.required('Reason for call') });
  });
});
