import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_HISTORY_MESSAGES } from '@portal/contracts/audit/audit-history-lookup';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /odata/sessionorganizations', () => {
  it('lists IPAs ordered by name, and IPAs under given MSOs', async () => {
    const ipas = (
      await t.as('network.viewer', { method: 'GET', url: '/odata/sessionorganizations?OrgType=IPA&$orderby=name' })
    ).json();
    expect(ipas.total).toBeGreaterThan(5);
    expect(ipas.items.every((org: { orgType: string }) => org.orgType === 'IPA')).toBe(true);
    const names = ipas.items.map((org: { name: string }) => org.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ipas.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      referenceId: expect.stringMatching(/^IPA\d{4}$/),
      facetsId: expect.any(String),
      orgType: 'IPA',
      parentId: expect.any(Number),
    });

    const msos = (
      await t.as('network.viewer', { method: 'GET', url: '/odata/sessionorganizations?OrgType=MSO' })
    ).json();
    const mso = msos.items[0].id;
    const children = (
      await t.as('network.viewer', {
        method: 'GET',
        url: `/odata/sessionorganizations?OrgType=IPA&ParentOrgIds=${mso}`,
      })
    ).json();
    expect(children.items.every((org: { parentId: number }) => org.parentId === mso)).toBe(true);
  });

  it('a user of an IPA sees only that IPA (and what is under it)', async () => {
    const ipa = (await t.database.pool.query("select id from organizations where org_type = 'IPA' order by id limit 1"))
      .rows[0].id;
    await t.database.pool.query("update users set organization_id = $1 where username = 'claims.dept'", [ipa]);
    t.app.ctx.authenticate.forget('claims.dept');
    const seen = (await t.as('claims.dept', { method: 'GET', url: '/odata/sessionorganizations' })).json();
    expect(seen.items.map((org: { id: number }) => org.id)).toEqual([ipa]);
  });

  it('answers a bad ParentOrgIds with 400 and needs a token', async () => {
    const bad = await t.as('network.viewer', { method: 'GET', url: '/odata/sessionorganizations?ParentOrgIds=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Organization ids must be whole numbers');
    expect((await t.app.inject({ method: 'GET', url: '/odata/sessionorganizations' })).statusCode).toBe(401);
  });
});

describe('filter lists', () => {
  it('lists groups that have users, users of a group, and the first users to User Report readers', async () => {
    const groups = (await t.as('admin', { method: 'GET', url: '/api/filters/nonemptygroups' })).json();
    const viewers = groups.items.find((group: { name: string }) => group.name === 'Provider Data Viewers');
    expect(viewers.userCount).toBe(1);
    const users = (
      await t.as('admin', { method: 'GET', url: `/api/filters/groupusers?groupids=${viewers.id}` })
    ).json();
    expect(users.items.map((user: { username: string }) => user.username)).toEqual(['network.viewer']);
    const top = (await t.as('admin', { method: 'GET', url: '/api/filters/groupusers?$top=100' })).json();
    expect(top.items.length).toBeGreaterThanOrEqual(11);
  });

  it('keeps the staff directory (user report, groups and users with e-mails) from users without the User Report module', async () => {
    for (const username of ['no.modules', 'enroll.processor', 'network.viewer']) {
      for (const url of [
        '/api/filters/nonemptygroups',
        '/api/filters/groupusers?$top=100',
        '/api/userreport',
        '/api/usermanagement/users',
        '/api/usermanagement/groupmemberoptions',
      ]) {
        const response = await t.as(username, { method: 'GET', url });
        expect({ username, url, status: response.statusCode, leaks: response.body.includes('@') }).toEqual({
          username,
          url,
          status: 403,
          leaks: false,
        });
      }
    }
  });

  it('lists contract types and the active counties of a state', async () => {
    const types = (await t.as('no.modules', { method: 'GET', url: '/api/CommonData/ContractTypes' })).json();
    expect(types.items.map((type: { code: string }) => type.code)).toEqual(expect.arrayContaining(['C', 'F']));
    // One meaning of each code: the IPA form's Contract Type list (GetIpaRisks) and CommonData/ContractTypes agree.
    expect(types.items.find((type: { code: string }) => type.code === 'F').description).toBe('Full Risk');
    const risks = (await t.as('network.viewer', { method: 'GET', url: '/api/MedicalGroup/GetIpaRisks' })).json<
      {
        value: string;
        text: string;
      }[]
    >();
    expect(risks.find((risk) => risk.value === 'F')?.text).toBe('Full Risk');
    expect(risks.map((risk) => [risk.value, risk.text])).toEqual(
      types.items.map((type: { code: string; description: string }) => [type.code, type.description]),
    );
    const counties = (
      await t.as('no.modules', { method: 'GET', url: '/api/CommonData/ActiveCounties?state=CA' })
    ).json();
    expect(counties.total).toBeGreaterThan(0);
    expect(
      counties.items.every(
        (county: { stateCode: string; fips: string }) => county.stateCode === 'CA' && county.fips.startsWith('06'),
      ),
    ).toBe(true);
  });
});

describe('GET /api/audithistory?module=vpcp', () => {
  it('an audit reader sees the Care on Demand (virtual PCP) events newest first, paged', async () => {
    await t.database.pool.query(`insert into audit_events (user_id, event_type, module_id, item_id, timestamp) values
      ('care.provider', 'VisitStarted', 157, 'A1', now() - interval '2 hours'), ('care.provider', 'VisitEnded', 157, 'A1', now() - interval '1 hour'),
      ('admin', 'IpaUpdated', 191, 'A1', now())`);
    // The item narrows the answer to this test's events (the demo's visits have events of their own); the IPA event of
    // the same item shows the module filter at work.
    const body = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/audithistory?module=vpcp&itemId=A1&$top=25' })
    ).json();
    expect(body.items.map((row: { eventType: string }) => row.eventType)).toEqual(['VisitEnded', 'VisitStarted']);
    expect(body.total).toBe(2);
    const byUser = (
      await t.as('admin', { method: 'GET', url: '/api/audithistory?module=ipa-admin&userId=admin' })
    ).json();
    expect(byUser.items.map((row: { eventType: string }) => row.eventType)).toContain('IpaUpdated');
  });

  it('answers 400 for an unknown module or an end before the start; 403 without Audit History', async () => {
    const unknown = await t.as('admin', { method: 'GET', url: '/api/audithistory?module=nothing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(AUDIT_HISTORY_MESSAGES.unknownModule);
    const range = await t.as('admin', {
      method: 'GET',
      url: '/api/audithistory?module=vpcp&start=2026-02-01&end=2026-01-01',
    });
    expect(range.json().message).toBe(AUDIT_HISTORY_MESSAGES.endBeforeStart);
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/audithistory?module=vpcp' })).statusCode).toBe(
      403,
    );
  });
});
