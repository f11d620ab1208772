import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueReport } from '@portal/contracts/crm-admin-queues/queue-reports';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { CRM_REPORT_MESSAGES } from '@portal/contracts/crm-my-queue/reports';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { exportBody } from '../../test/export-request.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let queueId: number;
const today = todayInLosAngeles();

/** A case of the queue created now, owned by `owner`: open, or closed (before or after its SLA due time). */
async function caseOf(owner: string, state: 'open' | 'open-late' | 'closed-on-time' | 'closed-late'): Promise<void> {
  const due =
    state === 'open-late' || state === 'closed-late' ? "now() - interval '1 hour'" : "now() + interval '1 day'";
  const closed = state.startsWith('closed');
  await t.database.pool.query(
    `insert into crm_cases (member_id, queue_id, case_type, subject, owner, sla_due_at, created_by, modified_by,
       is_closed, status, closed_at, closed_by)
     values ((select member_id from members order by member_id limit 1), $1, 'General Inquiry', 'Report case', $2,
       ${due}, $2, $2, $3, $4, ${closed ? 'now()' : 'null'}, ${closed ? '$2' : 'null'})`,
    [queueId, owner, closed, closed ? 'Closed' : 'Open'],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  queueId = (
    await t.database.pool.query<{ id: number }>(`insert into crm_queues (name) values ('Report Queue') returning id`)
  ).rows[0]!.id;
  await caseOf('crm.agent', 'open');
  await caseOf('crm.agent', 'open-late');
  await caseOf('crm.agent', 'closed-late');
  await caseOf('crm.admin', 'closed-on-time');
});
afterAll(async () => {
  await t.close();
});

describe('queue reports: per queue and per agent, with the Excel export', () => {
  it('counts open, closed, SLA exceeded and within per queue and per agent', async () => {
    const answer = await t.as('crm.admin', {
      method: 'GET',
      url: `${CRM_API}/GetQueueReport?fromDate=${today}&toDate=${today}&queueId=${queueId}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<QueueReport>();
    expect(report.queues).toEqual([
      expect.objectContaining({
        queueName: 'Report Queue',
        openCases: 2,
        closedCases: 2,
        slaExceeded: 2,
        slaWithin: 2,
        oldestOpenDate: expect.any(String),
      }),
    ]);
    expect(report.agents.map((row) => [row.owner, row.openCases, row.closedCases, row.slaExceeded])).toEqual(
      expect.arrayContaining([
        ['crm.agent', 2, 1, 2],
        ['crm.admin', 0, 1, 0],
      ]),
    );
    expect(report.agents.find((row) => row.owner === 'crm.admin')?.oldestOpenDate).toBeNull();
  });

  it('exports each table to Excel; the agent reads and exports too', async () => {
    for (const view of ['queues', 'agents'] as const) {
      const file = await t.as('crm.agent', {
        method: 'POST',
        url: `${CRM_API}/QueueReportExcelExport`,
        payload: exportBody({ fromDate: today, toDate: today, queueId, view }),
      });
      expect(file.statusCode, file.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from(file.rawPayload));
      const text = JSON.stringify(workbook.worksheets[0]!.getSheetValues());
      expect(text).toContain('Report Queue');
      expect(text).toContain('SLA Exceeded');
      if (view === 'agents') expect(text).toContain('crm.agent');
    }
  });

  it('refuses a backwards range with the CRM reports’ message', async () => {
    const answer = await t.as('crm.admin', {
      method: 'GET',
      url: `${CRM_API}/GetQueueReport?fromDate=2026-02-01&toDate=2026-01-01`,
    });
    expect([answer.statusCode, answer.json().message]).toEqual([400, CRM_REPORT_MESSAGES.rangeOrder]);
    const nobody = await t.as('member.services', {
      method: 'GET',
      url: `${CRM_API}/GetQueueReport?fromDate=${today}&toDate=${today}`,
    });
    expect(nobody.statusCode).toBe(403);
  });
});
