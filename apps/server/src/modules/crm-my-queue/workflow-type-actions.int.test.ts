import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { WORKFLOW_TYPE_ACTIONS } from '@portal/contracts/crm-my-queue/workflow-type-actions';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { workflowTestKit } from './workflows.test-helpers.ts';

/** The workflow types' own actions (spec §7 "Workflow types"): default.PcpChange and the others create their type. */
let t: TestApp;
const { post, one, count, newCase } = workflowTestKit(() => t);
let memberId: string;
let pcpNpi: string;

const pcpForm = () => ({
  providerNpi: pcpNpi,
  providerName: 'Chosen provider',
  effectiveDate: '2031-01-01',
  changeReason: 'Member request',
});

beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-pcp-change-v2'");
  ({ memberId } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members where member_id not in (select member_id from member_pcp_assignments
      where effective_date >= '2031-01-01') order by member_id limit 1`,
  ));
  ({ npi: pcpNpi } = await one<{ npi: string }>(`select npi from providers where is_pcp order by id limit 1`));
});
afterAll(async () => t.close());

describe('the workflow type actions', () => {
  it('are served for each of the six types', () => {
    expect(WORKFLOW_TYPE_ACTIONS).toEqual([
      'DemographicChange',
      'PcpChange',
      'RequestPlanMaterial',
      'ProcessSSBCI',
      'PoaValidation',
      'MemberReimbursement',
    ]);
  });

  it('PcpChange creates a PCP change workflow under the case, as CreateWorkflow does, and audits it', async () => {
    const caseId = await newCase(memberId, 'crm.admin');
    const audits = await count('audit_events');
    const response = await post('PcpChange', { memberId, caseId, reason: 'Closer to home', formData: pcpForm() });
    expect(response.statusCode, response.body).toBe(200);
    const workflow = response.json<WorkflowRow>();
    expect(workflow).toMatchObject({
      memberId,
      caseId,
      workflowType: 'PcpChange',
      workflowTypeString: 'PCP Change',
      owner: 'crm.admin',
      status: 'Open',
    });
    const stored = await one<{ type: string }>('select workflow_type as type from crm_workflows where id = $1', [
      workflow.id,
    ]);
    expect(stored.type).toBe('PcpChange');
    expect(await count('audit_events')).toBeGreaterThan(audits);
  });

  it('takes the type from the path: another type’s form is a 400 and writes nothing', async () => {
    const caseId = await newCase(memberId);
    const workflows = await count('crm_workflows');
    const wrongForm = await post('DemographicChange', {
      memberId,
      caseId,
      workflowType: 'PcpChange',
      formData: pcpForm(),
    });
    expect(wrongForm.statusCode).toBe(400);
    expect(await count('crm_workflows')).toBe(workflows);
  });

  it('refuses users without My Queue write', async () => {
    const caseId = await newCase(memberId);
    for (const user of ['no.modules', 'network.viewer'])
      expect((await post('PcpChange', { memberId, caseId, formData: pcpForm() }, user)).statusCode).toBe(403);
  });
});
