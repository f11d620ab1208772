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

  it('meets the panel Panel Management set: closed or full is a closed panel, skipped by the automatic assignment', async () => {
    const assign = (item: { id: number; version: number }, extra: Record<string, unknown> = {}) =>
      t.as('enroll.processor', {
        method: 'PUT',
        url: '/api/MemberEnrollment/AssignPcp',
        payload: { id: item.id, version: item.version, ...extra },
      });
    const first = await readyItem(t);
    const nearest = (await assign(first)).json<{ providerId: number; outcome: string }>();
    expect(nearest.outcome).toBe('Allowed');
    const settle = (providerId: number, status: string, capacity: number | null) =>
      t.database.pool.query(
        `insert into panel_provider_settings (provider_id, panel_status, panel_capacity) values ($1, $2, $3)
         on conflict (provider_id) do update set panel_status = excluded.panel_status, panel_capacity = excluded.panel_capacity`,
        [providerId, status, capacity],
      );
    try {
      // Closed by a panel manager: refused when chosen, allowed with the closed-panel override, skipped automatically.
      await settle(nearest.providerId, 'Closed', null);
      const closed = await readyItem(t);
      expect((await assign(closed, { providerId: nearest.providerId })).json()).toMatchObject({
        outcome: 'NotAllowedClosedPanel',
        notAssignableReason: 'ClosedPanel',
      });
      const overridden = await readyItem(t);
      expect(
        (await assign(overridden, { providerId: nearest.providerId, overrideClosedPanel: true })).json(),
      ).toMatchObject({ outcome: 'Conditional', notAssignableReason: 'ClosedPanelOverride' });
      const automatic = await readyItem(t);
      const next = (await assign(automatic)).json<{ providerId: number; outcome: string }>();
      expect(next.outcome).toBe('Allowed');
      expect(next.providerId).not.toBe(nearest.providerId);
      // Open but full at its capacity: the same as closed for a new member.
      const size = (
        await t.database.pool.query<{ n: number }>(
          'select count(*)::int as n from members where pcp_provider_id = $1',
          [nearest.providerId],
        )
      ).rows[0]!.n;
      await settle(nearest.providerId, 'Open', Math.max(size, 1));
      if (size === 0)
        await t.database.pool.query(
          'update members set pcp_provider_id = $1 where id = (select min(id) from members)',
          [nearest.providerId],
        );
      const full = await readyItem(t);
      expect((await assign(full, { providerId: nearest.providerId })).json()).toMatchObject({
        notAssignableReason: 'ClosedPanel',
      });
      const details = await t.as('enroll.processor', {
        url: `/api/MemberEnrollment/GetPcpDetails?providerId=${nearest.providerId}`,
      });
      expect(details.json()).toMatchObject({ panelStatus: 'Closed' });
    } finally {
      await t.database.pool.query('delete from panel_provider_settings where provider_id = $1', [nearest.providerId]);
    }
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
