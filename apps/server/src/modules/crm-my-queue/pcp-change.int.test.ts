import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { FEATURE_FLAGS, featureOffMessage } from '@portal/contracts/platform/feature-flags';
import { PANEL_ADMIN_MESSAGES } from '@portal/contracts/panel-admin/panel-admin';
import { firstOfNextMonth, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { workflowTestKit } from './workflows.test-helpers.ts';

let t: TestApp;
const { post, one, count, failure, newCase } = workflowTestKit(() => t);

const create = async (memberId: string, workflowType: string, formData: object) =>
  post('CreateWorkflow', { memberId, caseId: await newCase(memberId), workflowType, formData });
const setFlag = (name: string, on: boolean) =>
  t.database.pool.query('update feature_flags set is_active = $2 where name = $1', [name, on]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PcpChange', () => {
  it('takes effect on the first of next month unless PCP change v2 lets the agent choose the date', async () => {
    const { memberId, npi } = await one<{ memberId: string; npi: string }>(
      `select (select member_id from members order by member_id desc limit 1) as "memberId",
        (select npi from providers where is_pcp order by npi limit 1) as npi`,
    );
    const form = (effectiveDate: string) => ({
      providerNpi: npi,
      providerName: 'Chosen provider',
      effectiveDate,
      changeReason: 'Member request',
    });
    const fixedDate = firstOfNextMonth(todayInLosAngeles());
    const chosenDate = firstOfNextMonth(fixedDate);
    await setFlag(FEATURE_FLAGS.pcpChangeV2, false);
    const workflows = await count('crm_workflows');
    expect(failure(await create(memberId, 'PcpChange', form(chosenDate)))).toEqual({
      status: 403,
      message: featureOffMessage(FEATURE_FLAGS.pcpChangeV2),
    });
    expect(await count('crm_workflows')).toBe(workflows);
    const fixed = await create(memberId, 'PcpChange', form(fixedDate));
    expect(fixed.statusCode, fixed.body).toBe(200);
    await setFlag(FEATURE_FLAGS.pcpChangeV2, true);
    const chosen = await create(memberId, 'PcpChange', form(chosenDate));
    expect(chosen.statusCode, chosen.body).toBe(200);
    // A workflow saved with a chosen date keeps it when it is updated after the flag is turned off.
    await setFlag(FEATURE_FLAGS.pcpChangeV2, false);
    const saved = chosen.json<WorkflowRow>();
    const update = await post('UpdateWorkflow', {
      id: saved.id,
      version: saved.version,
      workflowType: 'PcpChange',
      status: 'In Progress',
      reason: 'Closer to home',
      formData: form(chosenDate),
    });
    expect(update.statusCode, update.body).toBe(200);
  });

  it('refuses a provider whose panel Panel Management closed, when saved and again when it takes effect', async () => {
    const { memberId, providerId, npi } = await one<{ memberId: string; providerId: number; npi: string }>(
      `select (select member_id from members order by member_id desc limit 1) as "memberId",
        p.id as "providerId", p.npi from providers p where p.is_pcp order by p.npi offset 1 limit 1`,
    );
    const form = {
      providerNpi: npi,
      providerName: 'Chosen provider',
      effectiveDate: firstOfNextMonth(todayInLosAngeles()),
      changeReason: 'Member request',
    };
    const setPanel = (status: 'Open' | 'Closed') =>
      t.database.pool.query(
        `insert into panel_provider_settings (provider_id, panel_status) values ($1, $2)
         on conflict (provider_id) do update set panel_status = excluded.panel_status`,
        [providerId, status],
      );
    try {
      await setPanel('Closed');
      const workflows = await count('crm_workflows');
      expect(failure(await create(memberId, 'PcpChange', form))).toEqual({
        status: 400,
        message: PANEL_ADMIN_MESSAGES.panelClosed,
      });
      expect(await count('crm_workflows')).toBe(workflows);
      await setPanel('Open');
      const saved = await create(memberId, 'PcpChange', form);
      expect(saved.statusCode, saved.body).toBe(200);
      await setPanel('Closed');
      const { id, version } = saved.json<WorkflowRow>();
      expect(failure(await post('CloseWorkflow', { workflowId: id, version }))).toEqual({
        status: 400,
        message: PANEL_ADMIN_MESSAGES.panelClosed,
      });
      await setPanel('Open');
      const closed = await post('CloseWorkflow', { workflowId: id, version });
      expect(closed.statusCode, closed.body).toBe(200);
    } finally {
      await t.database.pool.query('delete from panel_provider_settings where provider_id = $1', [providerId]);
    }
  });
});
