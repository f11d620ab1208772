import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { firstOfNextMonth, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { WORKFLOW_TYPE_ACTIONS } from '@portal/contracts/crm-my-queue/workflow-type-actions';

/**
 * The read-audit walk's calls of CRM workflows and tasks (issue 12): reads by workflow, case, member and task, files,
 * the workflow types' member lookups, the CSV export, and every change. Records are read from the seeded test database
 * when the call is made, so a change is sent at the version the record has then.
 */
export function crmWorkflowsSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const API = '/api/crm/myqueue';
  const user = 'crm.agent';
  const first = async <T extends Record<string, unknown>>(text: string): Promise<T> =>
    (await pool().query<T>(text)).rows[0]!;
  const openWorkflow = (where = 'true') =>
    first<{ id: number; version: number; memberId: string; caseId: number; formData: Record<string, unknown> }>(
      `select w.id::int, w.version, w.member_id as "memberId", w.case_id::int as "caseId", w.form_data as "formData"
        from crm_workflows w where w.closed_at is null and ${where} order by w.id limit 1`,
    );
  const openTask = (order: 'asc' | 'desc') =>
    first<{ id: number; version: number; workflowId: number }>(
      `select id::int, version, workflow_id::int as "workflowId" from crm_tasks where closed_at is null
        order by id ${order} limit 1`,
    );
  const openCase = () =>
    first<{ id: number; memberId: string }>(
      `select id::int, member_id as "memberId" from crm_cases where not is_closed order by id limit 1`,
    );
  /** A file on a workflow, stored directly (the demo data has none). */
  const storedFile = async () => {
    const workflow = await openWorkflow();
    return first<{ id: number }>(
      `insert into crm_files (item_kind, item_id, file_name, content_type, size_bytes, content, uploaded_by)
        values ('workflow', ${workflow.id}, 'walk.pdf', 'application/pdf', 4, '\\x25504446'::bytea, 'crm.agent')
        returning id::int`,
    );
  };
  const upload = (url: string): InjectOptions => {
    const boundary = '----audit-walk';
    return {
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from('%PDF-1.4\n%%EOF\n'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  };
  const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
  const member = async () => (await openWorkflow()).memberId;

  return {
    [`GET ${CRM}/default.GetWorkflow`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetWorkflow?id=${(await openWorkflow()).id}` }),
    },
    [`GET ${CRM}/default.GetWorkflowsByCase`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetWorkflowsByCase?caseId=${(await openWorkflow()).caseId}` }),
    },
    [`GET ${CRM}/default.GetWorkflowsByMember`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetWorkflowsByMember?memberId=${await member()}` }),
    },
    [`GET ${CRM}/default.GetWorkflowFiles`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetWorkflowFiles?workflowId=${(await openWorkflow()).id}` }),
    },
    [`GET ${CRM}/default.GetFileContentForWorkflow`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetFileContentForWorkflow?fileId=${(await storedFile()).id}` }),
    },
    [`POST ${CRM}/default.GetFileContentForWorkflow`]: {
      user,
      request: async () => post(`${CRM}/default.GetFileContentForWorkflow`, { fileId: (await storedFile()).id }),
    },
    [`GET ${CRM}/default.GetWorkflowTask`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetWorkflowTask?id=${(await openTask('asc')).id}` }),
    },
    [`GET ${CRM}/default.GetWorkflowTasksByWorkflow`]: {
      user,
      request: async () => ({
        url: `${CRM}/default.GetWorkflowTasksByWorkflow?workflowId=${(await openTask('asc')).workflowId}`,
      }),
    },
    [`GET ${CRM}/default.csvexportworkflowtasks`]: {
      user,
      request: async () => ({
        url: `${CRM}/default.csvexportworkflowtasks?$filter=${encodeURIComponent(`workflowId eq ${(await openTask('asc')).workflowId}`)}`,
      }),
    },
    [`GET ${CRM}/default.getDemographicChangeFieldHistory`]: {
      user,
      request: async () => ({ url: `${CRM}/default.getDemographicChangeFieldHistory?memberId=${await member()}` }),
    },
    [`GET ${CRM}/default.GetSsbciMealsValidation`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetSsbciMealsValidation?memberId=${await member()}` }),
    },
    [`GET ${CRM}/default.GetCaregiverBenefitAwardedDate`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetCaregiverBenefitAwardedDate?memberId=${await member()}` }),
    },
    [`GET ${CRM}/default.GetMemberReimbursementCaseFiles`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetMemberReimbursementCaseFiles?caseId=${(await openCase()).id}` }),
    },
    [`POST ${API}/workflows/:workflowId/files`]: {
      user,
      request: async () => upload(`${API}/workflows/${(await openWorkflow()).id}/files`),
    },
    [`POST ${API}/cases/:caseId/files`]: {
      user,
      request: async () => upload(`${API}/cases/${(await openCase()).id}/files`),
    },
    [`POST ${CRM}/default.CreateWorkflow`]: {
      user,
      request: async () => {
        const found = await openCase();
        return post(`${CRM}/default.CreateWorkflow`, {
          memberId: found.memberId,
          caseId: found.id,
          workflowType: 'DemographicChange',
          formData: { phone: '2135550199' },
        });
      },
    },
    [`POST ${CRM}/default.UpdateWorkflow`]: {
      user,
      request: async () => {
        const workflow = await openWorkflow(`w.workflow_type = 'PoaValidation'`);
        return post(`${CRM}/default.UpdateWorkflow`, {
          id: workflow.id,
          version: workflow.version,
          workflowType: 'PoaValidation',
          status: 'In Progress',
          formData: { ...workflow.formData, notes: 'Audit walk' },
        });
      },
    },
    [`POST ${CRM}/default.EscalateWorkflow`]: {
      user,
      request: async () => {
        const workflow = await openWorkflow();
        return post(`${CRM}/default.EscalateWorkflow`, {
          workflowId: workflow.id,
          version: workflow.version,
          escalateTo: 'crm.admin',
          reason: 'Audit walk',
        });
      },
    },
    [`POST ${CRM}/default.CloseWorkflow`]: {
      user,
      request: async () => {
        const workflow = await openWorkflow(`w.workflow_type in ('DemographicChange', 'PoaValidation')
          and not exists (select 1 from crm_tasks t where t.workflow_id = w.id and t.closed_at is null)`);
        return post(`${CRM}/default.CloseWorkflow`, { workflowId: workflow.id, version: workflow.version });
      },
    },
    [`POST ${CRM}/default.AddNoteToWorkflow`]: {
      user,
      request: async () =>
        post(`${CRM}/default.AddNoteToWorkflow`, { workflowId: (await openWorkflow()).id, notes: 'Audit walk' }),
    },
    [`POST ${CRM}/default.trackdiscardworkflow`]: {
      user,
      request: async () =>
        post(`${CRM}/default.trackdiscardworkflow`, { memberId: await member(), workflowType: 'PcpChange' }),
    },
    [`POST ${CRM}/default.CreateWorkflowTask`]: {
      user,
      request: async () =>
        post(`${CRM}/default.CreateWorkflowTask`, {
          workflowId: (await openWorkflow()).id,
          taskType: 'Follow-up Call',
          assignedTo: 'crm.agent',
        }),
    },
    [`POST ${CRM}/default.UpdateWorkflowTask`]: {
      user,
      request: async () => {
        const task = await openTask('asc');
        return post(`${CRM}/default.UpdateWorkflowTask`, {
          id: task.id,
          version: task.version,
          status: 'In Progress',
          assignedTo: 'crm.agent',
        });
      },
    },
    [`POST ${CRM}/default.CloseWorkflowTask`]: {
      user,
      request: async () => {
        const task = await openTask('desc');
        return post(`${CRM}/default.CloseWorkflowTask`, {
          workflowTaskId: task.id,
          version: task.version,
          status: 'Closed',
        });
      },
    },
    [`POST ${CRM}/default.AddNoteToWorkflowTask`]: {
      user,
      request: async () =>
        post(`${CRM}/default.AddNoteToWorkflowTask`, {
          workflowTaskId: (await openTask('asc')).id,
          notes: 'Audit walk',
        }),
    },
    [`POST ${API}/ProcessMailMaterialRequest`]: {
      user,
      request: async () => {
        const workflow = await openWorkflow(`w.workflow_type = 'RequestPlanMaterial'`);
        const form = workflow.formData as { planMaterials: string[] };
        return post(`${API}/ProcessMailMaterialRequest`, {
          id: workflow.id,
          memberId: workflow.memberId,
          planMaterials: form.planMaterials,
          address1: '1 Main St',
          city: 'Long Beach',
          state: 'CA',
          zip: '90802',
        });
      },
    },
    // Each workflow type's own action, with the form of an open workflow of that type under its open case.
    ...Object.fromEntries(
      WORKFLOW_TYPE_ACTIONS.map((type) => [
        `POST ${CRM}/default.${type}`,
        {
          user,
          request: async () => {
            if (type === 'ProcessSSBCI') {
              // SSBCI meals need their flag and a member with a chronic condition covered today.
              await pool().query('update feature_flags set is_active = true where name = $1', [
                FEATURE_FLAGS.ssbciMeals,
              ]);
              const chronic = await first<{ id: number; memberId: string }>(
                `select c.id::int, c.member_id as "memberId" from crm_cases c
                  join member_profiles p on p.member_id = c.member_id and p.chronic_condition
                  where not c.is_closed and exists (select 1 from member_coverages v where v.member_id = c.member_id
                    and v.effective_date <= current_date and (v.term_date is null or v.term_date >= current_date))
                  order by c.id limit 1`,
              );
              return post(`${CRM}/default.${type}`, {
                memberId: chronic.memberId,
                caseId: chronic.id,
                formData: { condition: 'Diabetes', mealsRequested: 1 },
              });
            }
            const workflow = await openWorkflow(`w.workflow_type = '${type}'
              and exists (select 1 from crm_cases c where c.id = w.case_id and not c.is_closed)`);
            const { memberId, caseId } = workflow;
            // Without PCP change v2 a change takes effect on the first of next month.
            const formData =
              type === 'PcpChange'
                ? { ...workflow.formData, effectiveDate: firstOfNextMonth(todayInLosAngeles()) }
                : workflow.formData;
            return post(`${CRM}/default.${type}`, { memberId, caseId, reason: 'Audit walk', formData });
          },
        },
      ]),
    ),
  };
}
