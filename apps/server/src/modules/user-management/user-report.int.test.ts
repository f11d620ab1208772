import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { EXPORT_MESSAGES } from '@portal/contracts/platform/exports';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInThroughProvider } from '../../test/oidc-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('user report', () => {
  it('the admin sees users with groups, modules and last sign-in, paged and searchable', async () => {
    await signInThroughProvider(t.app, t.config, 'network.viewer');
    const body = (
      await t.as('admin', { method: 'GET', url: '/api/userreport?searchTerm=network&$orderby=username' })
    ).json();
    const usernames = body.items.map((row: { username: string }) => row.username);
    expect(usernames).toEqual(expect.arrayContaining(['network.manager', 'network.viewer']));
    expect(usernames.every((username: string) => username.startsWith('network'))).toBe(true);
    expect(usernames).toEqual([...usernames].sort());
    const viewer = body.items.find((row: { username: string }) => row.username === 'network.viewer');
    expect(viewer).toMatchObject({
      groups: ['Provider Data Viewers'],
      isActive: true,
      email: 'network.viewer@portal.example',
    });
    expect(viewer.moduleIds).toContain(191);
    expect(viewer.modules.length).toBe(viewer.moduleIds.length);
    expect(new Date(viewer.lastSignIn).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.items.find((row: { username: string }) => row.username === 'network.manager').lastSignIn).toBeNull();

    const page = (await t.as('admin', { method: 'GET', url: '/api/userreport?$top=3&$skip=3' })).json();
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe((await t.database.pool.query('select count(*)::int as n from users')).rows[0].n);
    const admin = (
      await t.as('admin', { method: 'GET', url: '/api/userreport?searchTerm=admin&$orderby=username' })
    ).json().items[0];
    expect(admin.moduleIds.length).toBeGreaterThan(50);
  });

  it('exports the report to Excel (read back), with the export audited', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/userreport/excelexport',
      payload: {
        requestType: 'UserReport',
        filtersAndValues: [{ id: 'searchTerm', value: 'enroll' }],
        columnNames: ['username', 'groups', 'lastSignIn'],
        pageIndex: 0,
        pageSize: 50,
        fileName: 'UserReport.xlsx',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('UserReport.xlsx');
    expect(response.headers['x-export-warning']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.getWorksheet('User Report')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Username', 'Groups', 'Last Sign-In']);
    const expected = (
      await t.database.pool.query(`select u.username, string_agg(g.name, ', ' order by g.name) as groups from users u
      left join user_groups ug on ug.user_id = u.id left join groups g on g.id = ug.group_id
      where u.username like 'enroll%' or u.name ilike 'enroll%' or u.email like 'enroll%' group by u.username order by u.username`)
    ).rows;
    expect(sheet.getColumn(1).values.slice(2)).toEqual(expected.map((row) => row.username));
    expect(sheet.getRow(2).getCell(2).value).toBe(expected[0].groups);
    const audit = await t.database.pool.query(
      "select user_id from audit_events where event_type = 'UserReportExported'",
    );
    expect(audit.rows).toEqual([{ user_id: 'admin' }]);
  });

  it('refuses users without the user report module (403), and a bad file name (400)', async () => {
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/userreport' })).statusCode).toBe(403);
    expect(
      (await t.as('no.modules', { method: 'POST', url: '/api/userreport/excelexport', payload: {} })).statusCode,
    ).toBe(403);
    const bad = await t.as('admin', {
      method: 'POST',
      url: '/api/userreport/excelexport',
      payload: { fileName: '../report' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXPORT_MESSAGES.fileName);
  });
});
