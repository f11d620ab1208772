import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_MESSAGES, CRM_ODATA, WORKFLOW_TYPES } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  WORKFLOW_MESSAGES as M,
  type WorkflowDetail,
  type WorkflowRow,
} from '@portal/contracts/crm-my-queue/workflows';
import type { CrmFile } from '@portal/contracts/crm-my-queue/workflows';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { REFERENCE_MESSAGES } from '@portal/contracts/platform/reference';
import { addWorkingHours } from '../../platform/calendar/business-calendar.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fileUpload, workflowTestKit } from './workflows.test-helpers.ts';

let t: TestApp;
const { post, get, one, count, failure, newCase: caseOf } = workflowTestKit(() => t);

let memberId: string;
let otherMemberId: string;
let pcpNpi: string;

const newCase = (member = memberId, owner = 'crm.agent', closed = false) => caseOf(member, owner, closed);

const pcpForm = (effectiveDate = '2031-01-01') => ({
  providerNpi: pcpNpi,
  providerName: 'Chosen provider',
  effectiveDate,
  changeReason: 'Member request',
});

const createPcpChange = async (caseId: number, user = 'crm.agent') => {
  const response = await post(
    'CreateWorkflow',
    { memberId, caseId, workflowType: 'PcpChange', reason: 'Closer to home', formData: pcpForm() },
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WorkflowRow>();
};

beforeAll(async () => {
  t = await createTestApp();
  // PCP change v2 lets the agent choose the date a PCP change takes effect (without it: the first of next month).
  await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-pcp-change-v2'");
  ({ memberId } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members where member_id not in (select member_id from member_pcp_assignments
      where effective_date >= '2031-01-01') order by member_id limit 1`,
  ));
  ({ memberId: otherMemberId } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members where member_id <> $1 order by member_id limit 1`,
    [memberId],
  ));
  ({ npi: pcpNpi } = await one<{ npi: string }>(`select npi from providers where is_pcp order by id limit 1`));
});
afterAll(async () => t.close());

describe('an agent works a PCP change workflow under a case', () => {
  it('creates it owned by the case owner with its SLA, adds a task, closes the task, then the workflow, and the PCP history changes', async () => {
    const caseId = await newCase(memberId, 'crm.admin');
    const before = Date.now();
    const workflow = await createPcpChange(caseId);
    expect(workflow).toMatchObject({
      memberId,
      caseId,
      workflowType: 'PcpChange',
      workflowTypeString: WORKFLOW_TYPES.PcpChange.label,
      status: 'Open',
      owner: 'crm.admin',
      ownerName: 'Casey Admin',
      createdBy: 'crm.agent',
      createdByName: 'Alex Agent',
      closedByName: null,
      version: 1,
      openTaskCount: 0,
    });
    // The SLA counts the type's working hours on the business calendar from the moment the workflow was created.
    const slaHours = WORKFLOW_TYPES.PcpChange.slaHours;
    const dueAt = Date.parse(workflow.slaDueAt);
    expect(dueAt).toBeGreaterThanOrEqual(addWorkingHours(new Date(before), slaHours).getTime());
    expect(dueAt).toBeLessThanOrEqual(addWorkingHours(new Date(), slaHours).getTime());
    const created = await one<{ details: { after: WorkflowRow } }>(
      `select details from audit_events where event_type = 'CrmWorkflowCreated' and item_id = $1`,
      [String(workflow.id)],
    );
    expect(created.details.after.id).toBe(workflow.id);

    const task = await post('CreateWorkflowTask', {
      workflowId: workflow.id,
      taskType: 'Provider Outreach',
      assignedTo: 'crm.agent',
      description: 'Call the new office',
    });
    expect(task.statusCode, task.body).toBe(200);
    const { version } = (await get(`${CRM_ODATA}/default.GetWorkflow?id=${workflow.id}`)).json<WorkflowDetail>();
    const refused = await post('CloseWorkflow', { workflowId: workflow.id, version });
    expect(failure(refused)).toEqual({ status: 400, message: CRM_MESSAGES.openTasks });

    const taskRow = task.json<{ id: number; version: number }>();
    expect(
      (await post('CloseWorkflowTask', { workflowTaskId: taskRow.id, version: taskRow.version, status: 'Closed' }))
        .statusCode,
    ).toBe(200);
    const closed = await post('CloseWorkflow', { workflowId: workflow.id, version });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<WorkflowRow>()).toMatchObject({ status: 'Closed', closedBy: 'crm.agent', version: version + 1 });

    const history = await get(`${CRM_ODATA}/default.pcphistory?memberId=${memberId}`);
    const rows = history.json<{ items: { providerNpi: string; effectiveDate: string; termDate: string | null }[] }>();
    expect(rows.items[0]).toMatchObject({ providerNpi: pcpNpi, effectiveDate: '2031-01-01', termDate: null });
    expect(rows.items.slice(1).every((row) => row.termDate !== null && row.termDate < '2031-01-01')).toBe(true);

    const again = await post('CloseWorkflow', { workflowId: workflow.id, version: version + 1 });
    expect(failure(again)).toEqual({ status: 400, message: CRM_MESSAGES.workflowClosed });
    // A note (no version) on a workflow closed since it was opened: a conflict to reload, and no note is written.
    const notes = await count('crm_notes');
    expect(failure(await post('AddNoteToWorkflow', { workflowId: workflow.id, notes: 'Too late' }))).toEqual({
      status: 409,
      message: CRM_MESSAGES.workflowClosed,
    });
    expect(await count('crm_notes')).toBe(notes);
  });

  it('refuses a workflow under a closed case, another member’s case, or with a bad form, writing nothing', async () => {
    const closedCase = await newCase(memberId, 'crm.agent', true);
    const openCase = await newCase();
    const workflows = await count('crm_workflows');
    const audits = await count('audit_events');
    const cases: [object, number, string][] = [
      [{ memberId, caseId: closedCase, workflowType: 'PcpChange', formData: pcpForm() }, 400, CRM_MESSAGES.caseClosed],
      [
        { memberId: otherMemberId, caseId: openCase, workflowType: 'PcpChange', formData: pcpForm() },
        400,
        M.caseMismatch,
      ],
      [{ memberId, caseId: 999999999, workflowType: 'PcpChange', formData: pcpForm() }, 404, CRM_MESSAGES.caseNotFound],
      [{ memberId, caseId: openCase, workflowType: 'Nope', formData: {} }, 400, M.workflowType],
      [{ memberId, caseId: openCase, workflowType: 'DemographicChange', formData: {} }, 400, M.nothingChanged],
      [
        // An address begun but line 1 left blank (the form leaves the box out): the field's own message.
        {
          memberId,
          caseId: openCase,
          workflowType: 'DemographicChange',
          formData: { address: { city: 'Tucson', state: 'AZ', zipCode: '85701' } },
        },
        400,
        M.addressLine1,
      ],
      [
        {
          memberId,
          caseId: openCase,
          workflowType: 'DemographicChange',
          formData: { address: { address1: '1 Main St', city: 'Tucson', zipCode: '85701' } },
        },
        400,
        REFERENCE_MESSAGES.stateFormat,
      ],
      [
        {
          memberId,
          caseId: openCase,
          workflowType: 'PcpChange',
          formData: { ...pcpForm(), providerNpi: '0000000000' },
        },
        400,
        M.providerNpi,
      ],
      [
        { memberId, caseId: openCase, workflowType: 'PcpChange', formData: { ...pcpForm(), providerNpi: '12' } },
        400,
        M.providerNpi,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('CreateWorkflow', body);
      expect({ body, ...failure(response) }).toEqual({ body, status, message });
    }
    expect(await count('crm_workflows')).toBe(workflows);
    expect(await count('audit_events')).toBe(audits);
  });

  it('updates at the version read (409 when stale), keeps the type, escalates to an active user and notes it', async () => {
    const workflow = await createPcpChange(await newCase());
    const update = {
      id: workflow.id,
      version: 1,
      workflowType: 'PcpChange',
      status: 'In Progress',
      reason: 'Member confirmed',
      formData: pcpForm('2031-02-01'),
    };
    const updated = await post('UpdateWorkflow', update);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<WorkflowRow>()).toMatchObject({
      status: 'In Progress',
      version: 2,
      reason: 'Member confirmed',
    });
    expect(updated.json<WorkflowRow>().formData).toMatchObject({ effectiveDate: '2031-02-01' });
    const audit = await one<{ details: { before: WorkflowRow; after: WorkflowRow } }>(
      `select details from audit_events where event_type = 'CrmWorkflowUpdated' and item_id = $1`,
      [String(workflow.id)],
    );
    expect(audit.details.before.status).toBe('Open');
    expect(audit.details.after.status).toBe('In Progress');

    expect(failure(await post('UpdateWorkflow', update))).toEqual({ status: 409, message: MESSAGES.staleRecord });
    expect(
      failure(
        await post('UpdateWorkflow', {
          ...update,
          version: 2,
          workflowType: 'DemographicChange',
          formData: { phone: '3105550100' },
        }),
      ),
    ).toEqual({ status: 400, message: M.typeMismatch });
    expect((await post('UpdateWorkflow', { ...update, version: 2, status: 'Closed' })).statusCode).toBe(400);

    const unknown = await post('EscalateWorkflow', {
      workflowId: workflow.id,
      version: 2,
      escalateTo: 'nobody.here',
      reason: 'x',
    });
    expect(failure(unknown)).toEqual({ status: 400, message: CRM_MESSAGES.unknownUser });
    const escalated = await post('EscalateWorkflow', {
      workflowId: workflow.id,
      version: 2,
      escalateTo: 'crm.admin',
      reason: 'Provider panel is closed',
    });
    expect(escalated.statusCode, escalated.body).toBe(200);
    // Named as screens name people: the workflow shows whom it was escalated to by name.
    expect(escalated.json<WorkflowRow>()).toMatchObject({
      status: 'Escalated',
      escalatedTo: 'crm.admin',
      escalatedToName: 'Casey Admin',
      version: 3,
    });
    expect(
      failure(
        await post('EscalateWorkflow', { workflowId: workflow.id, version: 2, escalateTo: 'crm.admin', reason: 'x' }),
      ),
    ).toEqual({ status: 409, message: MESSAGES.staleRecord });

    expect((await post('AddNoteToWorkflow', { workflowId: workflow.id, notes: 'Left a voicemail' })).statusCode).toBe(
      200,
    );
    expect(failure(await post('AddNoteToWorkflow', { workflowId: workflow.id, notes: '   ' }))).toEqual({
      status: 400,
      message: 'Notes are required.',
    });
    const detail = (await get(`${CRM_ODATA}/default.GetWorkflow?id=${workflow.id}`)).json<WorkflowDetail>();
    expect(detail.notes.map((note) => note.note)).toEqual([
      'Left a voicemail',
      'Escalated to crm.admin: Provider panel is closed',
    ]);
    const read = await one<{ n: number }>(
      `select count(*)::int as n from audit_events where event_type = 'MemberDataRead' and item_id = $1 and user_id = 'crm.agent'`,
      [memberId],
    );
    expect(read.n).toBeGreaterThan(0);
  });

  it('lists workflows by case and by member, newest first, and tracks a discarded workflow', async () => {
    const caseId = await newCase();
    const first = await createPcpChange(caseId);
    const second = await createPcpChange(caseId);
    const byCase = await get(`${CRM_ODATA}/default.GetWorkflowsByCase?caseId=${caseId}`);
    expect(byCase.json<{ value: WorkflowRow[] }>().value.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(byCase.json<{ '@odata.count': number }>()['@odata.count']).toBe(2);
    const paged = await get(`${CRM_ODATA}/default.GetWorkflowsByCase?caseId=${caseId}&$skip=1&$top=1`);
    expect(paged.json<{ value: WorkflowRow[] }>().value.map((row) => row.id)).toEqual([first.id]);
    const byMember = (await get(`${CRM_ODATA}/default.GetWorkflowsByMember?memberId=${memberId}`)).json<{
      value: WorkflowRow[];
    }>();
    const created = byMember.value.map((row) => row.createdDate);
    expect(created).toEqual([...created].sort().reverse());
    expect(byMember.value.every((row) => row.memberId === memberId)).toBe(true);

    const discards = await count('crm_workflow_discards');
    const discard = await post('trackdiscardworkflow', { memberId, caseId, workflowType: 'RequestPlanMaterial' });
    expect(discard.statusCode, discard.body).toBe(200);
    expect(await count('crm_workflow_discards')).toBe(discards + 1);
    expect(
      failure(await post('trackdiscardworkflow', { memberId: otherMemberId, caseId, workflowType: 'PcpChange' })),
    ).toEqual({
      status: 400,
      message: M.caseMismatch,
    });
  });
});

describe('workflow files', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  it('uploads a PDF to a workflow, lists it and downloads the same bytes; refuses other types and large files', async () => {
    const workflow = await createPcpChange(await newCase());
    const upload = await t.as('crm.agent', {
      method: 'POST',
      url: `${CRM_API}/workflows/${workflow.id}/files`,
      ...fileUpload('letter.pdf', PDF, 'application/pdf'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const file = upload.json<CrmFile>();
    expect(file).toMatchObject({
      itemKind: 'workflow',
      itemId: workflow.id,
      fileName: 'letter.pdf',
      sizeBytes: PDF.length,
    });

    const list = await get(`${CRM_ODATA}/default.GetWorkflowFiles?workflowId=${workflow.id}`);
    expect(list.json<{ items: CrmFile[] }>().items.map((item) => item.id)).toEqual([file.id]);
    const download = await t.as('crm.agent', {
      method: 'POST',
      url: `${CRM_ODATA}/default.GetFileContentForWorkflow`,
      payload: { fileId: file.id },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const viaGet = await get(`${CRM_ODATA}/default.GetFileContentForWorkflow?fileId=${file.id}`);
    expect(viaGet.rawPayload.equals(PDF)).toBe(true);
    expect(failure(await get(`${CRM_ODATA}/default.GetFileContentForWorkflow?fileId=999999999`))).toEqual({
      status: 404,
      message: M.fileNotFound,
    });

    const files = await count('crm_files');
    const refused = async (name: string, bytes: Buffer, type: string) =>
      failure(
        await t.as('crm.agent', {
          method: 'POST',
          url: `${CRM_API}/workflows/${workflow.id}/files`,
          ...fileUpload(name, bytes, type),
        }),
      );
    expect(await refused('run.exe', Buffer.from('MZ'), 'application/octet-stream')).toEqual({
      status: 400,
      message: M.fileType,
    });
    expect(await refused('fake.pdf', Buffer.from('x'), 'image/png')).toEqual({ status: 400, message: M.fileType });
    expect(await refused('empty.pdf', Buffer.alloc(0), 'application/pdf')).toEqual({
      status: 400,
      message: M.fileEmpty,
    });
    expect(await refused('big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1), 'application/pdf')).toEqual({
      status: 400,
      message: M.fileTooLarge,
    });
    expect(await count('crm_files')).toBe(files);
  });
});

describe('the demo PCP change workflows', () => {
  it('name primary care providers of the providers table, so one open in the demo can be changed and closed', async () => {
    const unknown = await one<{ n: number }>(
      `select count(*)::int as n from crm_workflows w where w.workflow_type = 'PcpChange'
        and not exists (select 1 from providers p where p.npi = w.form_data->>'providerNpi' and p.is_pcp)`,
    );
    expect(unknown.n).toBe(0);
    const demo = await one<{ id: number; version: number; formData: Record<string, unknown> }>(
      `select w.id::int, w.version, w.form_data as "formData" from crm_workflows w
        where w.workflow_type = 'PcpChange' and w.closed_at is null
          and not exists (select 1 from crm_tasks t where t.workflow_id = w.id and t.closed_at is null)
        order by w.id limit 1`,
    );
    const updated = await post('UpdateWorkflow', {
      id: demo.id,
      version: demo.version,
      workflowType: 'PcpChange',
      status: 'In Progress',
      formData: demo.formData,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const closed = await post('CloseWorkflow', { workflowId: demo.id, version: demo.version + 1 });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

describe('who may call the workflow calls', () => {
  it('refuses users without My Queue', async () => {
    const caseId = await newCase();
    for (const user of ['no.modules', 'network.viewer']) {
      expect(
        (await post('CreateWorkflow', { memberId, caseId, workflowType: 'PcpChange', formData: pcpForm() }, user))
          .statusCode,
      ).toBe(403);
      expect((await get(`${CRM_ODATA}/default.GetWorkflowsByCase?caseId=${caseId}`, user)).statusCode).toBe(403);
      expect((await get(`${CRM_ODATA}/default.GetWorkflowsByMember?memberId=${memberId}`, user)).statusCode).toBe(403);
      expect((await post('trackdiscardworkflow', { memberId, workflowType: 'PcpChange' }, user)).statusCode).toBe(403);
    }
  });
});
