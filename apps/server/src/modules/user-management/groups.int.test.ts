import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function userId(username: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>('select id from users where username = $1', [username]);
  return rows[0]!.id;
}

describe('the administrator manages groups and their module grants', () => {
  let groupId = 0;

  it('creates a group that grants Audit History to the network viewer, who then sees it on /api/me', async () => {
    const before = (await t.as('network.viewer', { method: 'GET', url: '/api/me' })).json();
    expect(before.modules).not.toContain(36);
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/groups',
      payload: {
        name: 'Compliance Auditors',
        description: 'Read the audit trail',
        memberIds: [await userId('network.viewer')],
        grants: [{ moduleId: 36, actions: ['export', 'read'] }],
      },
    });
    expect(response.statusCode).toBe(200);
    const group = response.json();
    groupId = group.id;
    expect(group).toMatchObject({
      name: 'Compliance Auditors',
      members: [{ username: 'network.viewer' }],
      grants: [{ moduleId: 36, actions: ['read', 'export'] }],
      version: 1,
    });

    const after = (await t.as('network.viewer', { method: 'GET', url: '/api/me' })).json();
    expect(after.modules).toContain(36);
    expect(after.permissions['36']).toEqual(['read', 'export']);
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/audithistory/eventtypes' })).statusCode).toBe(200);

    const audit = await t.database.pool.query(
      "select user_id, module_id, details from audit_events where event_type = 'GroupCreated'",
    );
    expect(audit.rows).toEqual([expect.objectContaining({ user_id: 'admin', module_id: 19 })]);
    expect(audit.rows[0].details.grants).toEqual({ '36': ['export', 'read'] });
  });

  it('lists groups with member and module counts', async () => {
    const list = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/groups?search=compl' })).json();
    expect(list).toEqual({
      total: 1,
      items: [expect.objectContaining({ name: 'Compliance Auditors', memberCount: 1, moduleCount: 1 })],
    });
  });

  it('refuses grants the editor would never send, with clear messages, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [[{ moduleId: 99999, actions: ['read'] }], M.grantUnknownModule],
      [[{ moduleId: 36, actions: [] }], M.grantNeedsAction],
      [[{ moduleId: 36, actions: ['export'] }], M.grantNeedsRead],
      [
        [
          { moduleId: 36, actions: ['read'] },
          { moduleId: 36, actions: ['read', 'export'] },
        ],
        M.grantDuplicateModule,
      ],
    ];
    for (const [grants, message] of cases) {
      const response = await t.as('admin', {
        method: 'POST',
        url: '/api/usermanagement/groups',
        payload: { name: 'Broken', description: '', memberIds: [], grants },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const blank = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/groups',
      payload: { name: ' ', description: '', memberIds: [], grants: [] },
    });
    expect(blank.json().message).toBe(M.groupNameRequired);
    const duplicate = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/groups',
      payload: { name: 'compliance auditors', description: '', memberIds: [], grants: [] },
    });
    expect(duplicate.json().message).toBe(M.groupNameTaken);
    const { rowCount } = await t.database.pool.query(
      "select 1 from groups where name in ('Broken', 'compliance auditors')",
    );
    expect(rowCount).toBe(0);
  });

  it('edits the group with its version; removing the grant takes it away; a stale edit gets 409', async () => {
    const detail = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/groups/${groupId}` })).json();
    const form = {
      name: detail.name,
      description: detail.description ?? '',
      memberIds: detail.members.map((m: { id: number }) => m.id),
      grants: [],
      version: detail.version,
    };
    const saved = await t.as('admin', { method: 'PUT', url: `/api/usermanagement/groups/${groupId}`, payload: form });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/audithistory/eventtypes' })).statusCode).toBe(403);

    const stale = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/groups/${groupId}`,
      payload: { ...form, name: 'Renamed' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.as('admin', { method: 'GET', url: `/api/usermanagement/groups/${groupId}` })).json().name).toBe(
      'Compliance Auditors',
    );
    const audit = await t.database.pool.query("select details from audit_events where event_type = 'GroupUpdated'");
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].details).toMatchObject({ grantsBefore: { '36': ['export', 'read'] }, grantsAfter: {} });
  });

  it('an administrator cannot remove themselves from the Administrators group', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>("select id from groups where name = 'Administrators'");
    const admins = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/groups/${rows[0]!.id}` })).json();
    const response = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/groups/${admins.id}`,
      payload: {
        name: admins.name,
        description: admins.description ?? '',
        memberIds: [],
        grants: admins.grants,
        version: admins.version,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.ownAdminRights);
    const members = await t.database.pool.query('select 1 from user_groups where group_id = $1', [admins.id]);
    expect(members.rowCount).toBe(1);
  });

  it('a network manager cannot see or change groups (403)', async () => {
    expect((await t.as('network.manager', { method: 'GET', url: '/api/usermanagement/groups' })).statusCode).toBe(403);
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/usermanagement/groups',
      payload: { name: 'Mine', description: '', memberIds: [], grants: [{ moduleId: 18, actions: ['read', 'admin'] }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the administrator deletes groups', () => {
  const create = async (name: string, members: string[], grants: unknown[]) =>
    (
      await t.as('admin', {
        method: 'POST',
        url: '/api/usermanagement/groups',
        payload: { name, description: '', memberIds: await Promise.all(members.map(userId)), grants },
      })
    ).json<{ id: number; version: number }>();
  const remove = (username: string, id: number, version: number) =>
    t.as(username, { method: 'DELETE', url: `/api/usermanagement/groups/${id}?version=${version}` });
  const rows = async (table: string, id: number) =>
    (await t.database.pool.query(`select 1 from ${table} where group_id = $1`, [id])).rowCount;

  it('deletes a group with its members and grants: the members lose its access; the audit keeps what went', async () => {
    const group = await create('Claims Auditors', ['claims.dept'], [{ moduleId: 36, actions: ['read'] }]);
    expect((await t.as('claims.dept', { method: 'GET', url: '/api/me' })).json().modules).toContain(36);
    const response = await remove('admin', group.id, group.version);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: group.id, name: 'Claims Auditors' });
    expect(await rows('user_groups', group.id)).toBe(0);
    expect(await rows('module_grants', group.id)).toBe(0);
    expect((await t.as('claims.dept', { method: 'GET', url: '/api/me' })).json().modules).not.toContain(36);
    expect((await t.as('admin', { method: 'GET', url: `/api/usermanagement/groups/${group.id}` })).statusCode).toBe(
      404,
    );
    const audit = await t.database.pool.query(
      "select user_id, module_id, item_id, details from audit_events where event_type = 'GroupDeleted'",
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ user_id: 'admin', module_id: 19, item_id: String(group.id) }),
    ]);
    expect(audit.rows[0].details).toMatchObject({
      name: 'Claims Auditors',
      memberIds: [await userId('claims.dept')],
      grants: { '36': ['read'] },
    });
    expect((await remove('admin', group.id, group.version)).statusCode).toBe(404);
  });

  it('a delete at an old version gets 409 and keeps the group', async () => {
    const group = await create('Stale Deleters', ['crm.agent'], []);
    const detail = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/groups/${group.id}` })).json();
    const edited = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/groups/${group.id}`,
      payload: { name: detail.name, description: 'changed', memberIds: [], grants: [], version: detail.version },
    });
    expect(edited.statusCode).toBe(200);
    expect((await remove('admin', group.id, group.version)).statusCode).toBe(409);
    expect((await t.database.pool.query('select 1 from groups where id = $1', [group.id])).rowCount).toBe(1);
  });

  it("a group the portal's rules read by name (Administrators) is kept: neither deleted nor renamed (400), nothing changes", async () => {
    const { rows: found } = await t.database.pool.query<{ id: number; version: number }>(
      "select id, version from groups where name = 'Administrators'",
    );
    const admins = found[0]!;
    const response = await remove('admin', admins.id, admins.version);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.groupReadByRules('Administrators'));
    const detail = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/groups/${admins.id}` })).json<{
      name: string;
      description: string | null;
      members: { id: number }[];
      grants: unknown[];
      version: number;
    }>();
    const renamed = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/groups/${admins.id}`,
      payload: {
        name: 'Former Administrators',
        description: detail.description ?? '',
        memberIds: detail.members.map((member) => member.id),
        grants: detail.grants,
        version: detail.version,
      },
    });
    expect([renamed.statusCode, renamed.json().message]).toEqual([400, M.groupRenamedByRules('Administrators')]);
    expect((await t.database.pool.query('select name from groups where id = $1', [admins.id])).rows).toEqual([
      { name: 'Administrators' },
    ]);
    expect(await rows('user_groups', admins.id)).toBe(1);
    const audit = await t.database.pool.query("select 1 from audit_events where event_type = 'GroupDeleted'");
    expect(audit.rowCount).toBe(1);
  });

  it('an administrator cannot delete the group their own admin rights come from; nothing changes', async () => {
    const managing = [
      { moduleId: MODULE_IDS.userManagement, actions: ['read', 'admin'] },
      { moduleId: MODULE_IDS.groups, actions: ['read', 'admin'] },
    ];
    const deputies = await create('Deputy Administrators', ['enroll.viewer'], managing);
    const response = await remove('enroll.viewer', deputies.id, deputies.version);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.ownAdminRights);
    expect(await rows('user_groups', deputies.id)).toBe(1);
    expect(await rows('module_grants', deputies.id)).toBe(2);
    const audit = await t.database.pool.query("select 1 from audit_events where event_type = 'GroupDeleted'");
    expect(audit.rowCount).toBe(1);
  });

  it('a reader of Groups without the admin action cannot delete one (403)', async () => {
    // The network viewer reads the Groups module through a group of its own.
    await create('Group Readers', ['network.viewer'], [{ moduleId: 19, actions: ['read'] }]);
    const target = await create('Kept Group', [], []);
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/usermanagement/groups' })).statusCode).toBe(200);
    expect((await remove('network.viewer', target.id, target.version)).statusCode).toBe(403);
    expect((await t.database.pool.query('select 1 from groups where id = $1', [target.id])).rowCount).toBe(1);
  });
});
