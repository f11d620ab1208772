import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readyItem } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('PCP assignment', () => {
  it('assigns the nearest PCP automatically and audits it', async () => {
    const item = await readyItem(t);
    const response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/AssignPcp',
      payload: { id: item.id, version: item.version },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'Allowed', notAssignableReason: null });
    expect(response.json().distanceMiles).toBeLessThanOrEqual(35);
    const kinds = (
      await t.database.pool.query('select event_type from audit_events where item_id = $1', [String(item.id)])
    ).rows.map((row) => row.event_type);
    expect(kinds).toContain('autoPcpAssignment');
  });

  it("a PCP over 35 miles from the member's ZIP is 'Over 35 Miles' and lands in the PCP assignment tasks", async () => {
    const item = await readyItem(t);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select p.id from providers p, zip_codes z where z.zip = '90802' and p.is_pcp and p.contracted and p.ipa_code is not null and p.state_code = 'CA' and p.term_date is null
        order by (p.latitude - z.latitude)^2 + (p.longitude - z.longitude)^2 desc limit 1`,
    );
    const far = rows[0];
    expect(far).toBeDefined();
    const response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/AssignPcp',
      payload: { id: item.id, version: item.version, providerId: far?.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      notAssignableReason: 'Over35Miles',
      message: 'PCP could not be assigned: Over 35 Miles.',
    });
    const tasks = (
      await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollment/GetPcpAssignmentTasks?pageSize=100' })
    ).json();
    const task = tasks.items.find((row: { workItemId: number }) => row.workItemId === item.id);
    expect(task).toMatchObject({ reason: 'Over35Miles', reasonLabel: 'Over 35 Miles', status: 'Open' });
    expect(
      (
        await t.as('enroll.viewer', {
          method: 'PUT',
          url: '/api/MemberEnrollment/ResolvePcpAssignmentTask',
          payload: { id: task.id, version: task.version, providerId: far?.id },
        })
      ).statusCode,
    ).toBe(403);
    const resolved = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/ResolvePcpAssignmentTask',
      payload: { id: task.id, version: task.version, providerId: far?.id },
    });
    expect(resolved.statusCode).toBe(200);
    expect(
      (
        await t.as('enroll.processor', {
          method: 'PUT',
          url: '/api/MemberEnrollment/ResolvePcpAssignmentTask',
          payload: { id: task.id, version: task.version, providerId: far?.id },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('keeps one open task per work item and resolves it when a later assignment succeeds', async () => {
    const item = await readyItem(t);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select p.id from providers p, zip_codes z where z.zip = '90802' and p.is_pcp and p.contracted and p.ipa_code is not null and p.state_code = 'CA' and p.term_date is null
        order by (p.latitude - z.latitude)^2 + (p.longitude - z.longitude)^2 desc limit 1`,
    );
    let response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/AssignPcp',
      payload: { id: item.id, version: item.version, providerId: rows[0]?.id },
    });
    response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/AssignPcp',
      payload: { id: item.id, version: response.json().version, providerId: rows[0]?.id },
    });
    const open = (
      await t.database.pool.query(
        "select count(*)::int as n from enrollment_pcp_assignment_tasks where work_item_id = $1 and status = 'Open'",
        [item.id],
      )
    ).rows[0];
    expect(open?.n).toBe(1);
    response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/AssignPcp',
      payload: { id: item.id, version: response.json().version },
    });
    expect(response.json().outcome).toBe('Allowed');
    const statuses = (
      await t.database.pool.query('select status from enrollment_pcp_assignment_tasks where work_item_id = $1', [
        item.id,
      ])
    ).rows.map((row) => row.status);
    expect(statuses).toEqual(['Resolved']);
  });
});
