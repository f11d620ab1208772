import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { EMAIL_MESSAGE } from '@portal/contracts/platform/rules/email';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function groupId(name: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>('select id from groups where name = $1', [name]);
  return rows[0]!.id;
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'jamie.intake',
  name: 'Jamie Intake',
  email: 'jamie.intake@portal.example',
  organizationId: 1,
  domainId: 1,
  isActive: true,
  talkdeskEnabled: false,
  groupIds: [] as number[],
  password: 'demo-pass-1',
  ...overrides,
});

describe('the administrator manages users', () => {
  it('creates a user in a group; the new user signs in with the grants of that group', async () => {
    const viewers = await groupId('Provider Data Viewers');
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ groupIds: [viewers] }),
    });
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({ username: 'jamie.intake', groupIds: [viewers], hasPassword: true, version: 1 });

    const me = (await t.as('jamie.intake', { method: 'GET', url: '/api/me' })).json();
    expect(me.groups).toEqual(['Provider Data Viewers']);
    expect(me.permissions['191']).toEqual(['read', 'export']);

    const audit = await t.database.pool.query(
      "select user_id, item_id, module_id, details from audit_events where event_type = 'UserCreated'",
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ user_id: 'admin', item_id: String(user.id), module_id: 18 }),
    ]);
    expect(audit.rows[0].details).toMatchObject({
      username: 'jamie.intake',
      groups: ['Provider Data Viewers'],
      passwordSet: true,
    });
  });

  it('finds users by the start of their name, username or email, a page at a time', async () => {
    const byName = (
      await t.as('admin', { method: 'GET', url: '/api/usermanagement/users?search=jamie&pageSize=25' })
    ).json();
    expect(byName.items.map((u: { username: string }) => u.username)).toEqual(['jamie.intake']);
    expect(byName.items[0].groups).toEqual(['Provider Data Viewers']);
    const page = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/users?pageSize=25&page=1' })).json();
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.items.length).toBeLessThanOrEqual(25);
    const percent = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/users?search=%25' })).json();
    expect(percent.total).toBe(0);
  });

  it('refuses a bad email with the shared email rule message and creates nothing', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'bad.email', email: 'not-an-email' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EMAIL_MESSAGE);
    const { rowCount } = await t.database.pool.query("select 1 from users where username = 'bad.email'");
    expect(rowCount).toBe(0);
  });

  it('refuses a username or email that is already taken', async () => {
    const sameName = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'JAMIE.INTAKE', email: 'other@portal.example' }),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toBe(M.usernameTaken);
    const sameEmail = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'jamie2', email: 'Jamie.Intake@portal.example' }),
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().message).toBe(M.emailTaken);
  });

  it('refuses a missing name and an unknown group', async () => {
    const noName = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'no.name', name: '  ' }),
    });
    expect(noName.json().message).toBe(M.nameRequired);
    const noGroup = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'no.group', email: 'ng@portal.example', groupIds: [99999] }),
    });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().message).toBe(M.groupMissing);
  });

  it('edits a user with the version read; a second edit with the old version gets 409 and changes nothing', async () => {
    const user = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/users?search=jamie.intake' })).json()
      .items[0];
    const detail = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/users/${user.id}` })).json();
    const { id: _id, username: _u, hasPassword: _h, ...form } = detail;
    const first = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/users/${user.id}`,
      payload: { ...form, name: 'Jamie Intake-Lopez', talkdeskEnabled: true },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Jamie Intake-Lopez', talkdeskEnabled: true, version: 2 });
    const stale = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/users/${user.id}`,
      payload: { ...form, name: 'Stale Name' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    const after = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/users/${user.id}` })).json();
    expect(after.name).toBe('Jamie Intake-Lopez');
    const audit = await t.database.pool.query(
      "select details from audit_events where event_type = 'UserUpdated' and item_id = $1",
      [String(user.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].details.changes).toMatchObject({
      name: { from: 'Jamie Intake', to: 'Jamie Intake-Lopez' },
      talkdeskEnabled: { from: false, to: true },
    });
  });

  it('deactivates a user, who can then no longer call the API', async () => {
    const detail = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/users?search=jamie.intake' })).json()
      .items[0];
    const current = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/users/${detail.id}` })).json();
    const response = await t.as('admin', {
      method: 'POST',
      url: `/api/usermanagement/users/${detail.id}/deactivate`,
      payload: { version: current.version },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isActive).toBe(false);
    const me = await t.as('jamie.intake', { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(401);
    const audit = await t.database.pool.query(
      "select 1 from audit_events where event_type = 'UserDeactivated' and item_id = $1",
      [String(detail.id)],
    );
    expect(audit.rowCount).toBe(1);
  });

  it('the administrator cannot take away their own admin rights by accident', async () => {
    const admin = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/users?search=admin' }))
      .json()
      .items.find((u: { username: string }) => u.username === 'admin');
    const detail = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/users/${admin.id}` })).json();
    const { id: _id, username: _u, hasPassword: _h, ...form } = detail;
    const removeGroup = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/users/${admin.id}`,
      payload: { ...form, groupIds: [] },
    });
    expect(removeGroup.statusCode).toBe(400);
    expect(removeGroup.json().message).toBe(M.ownAdminRights);
    const deactivate = await t.as('admin', {
      method: 'POST',
      url: `/api/usermanagement/users/${admin.id}/deactivate`,
      payload: { version: detail.version },
    });
    expect(deactivate.json().message).toBe(M.ownAdminRights);
    const me = (await t.as('admin', { method: 'GET', url: '/api/me' })).json();
    expect(me.isAdmin).toBe(true);
    const audit = await t.database.pool.query(
      "select 1 from audit_events where item_id = $1 and event_type in ('UserUpdated', 'UserDeactivated')",
      [String(admin.id)],
    );
    expect(audit.rowCount).toBe(0);
  });
});

describe('users without the admin action', () => {
  it('a network manager cannot list, create or change users (403)', async () => {
    expect((await t.as('network.manager', { method: 'GET', url: '/api/usermanagement/users' })).statusCode).toBe(403);
    const create = await t.as('network.manager', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'sneaky' }),
    });
    expect(create.statusCode).toBe(403);
    expect(
      (await t.as('network.manager', { method: 'PUT', url: '/api/usermanagement/users/1', payload: {} })).statusCode,
    ).toBe(403);
  });

  it('a reader of User Management sees users but cannot change them', async () => {
    const readers = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/groups',
      payload: {
        name: 'User Directory Readers',
        description: '',
        memberIds: [],
        grants: [{ moduleId: 18, actions: ['read'] }],
      },
    });
    expect(readers.statusCode).toBe(200);
    const reader = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({
        username: 'ria.reader',
        email: 'ria@portal.example',
        groupIds: [readers.json().id],
        password: '',
      }),
    });
    expect(reader.json().hasPassword).toBe(false);
    expect((await t.as('ria.reader', { method: 'GET', url: '/api/usermanagement/users' })).statusCode).toBe(200);
    const create = await t.as('ria.reader', {
      method: 'POST',
      url: '/api/usermanagement/users',
      payload: newUser({ username: 'by.reader', email: 'br@portal.example' }),
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('sign-in provider', () => {
  it('tells the user form that this server runs the built-in provider, so a password set on creation works', async () => {
    const settings = await t.as('admin', { method: 'GET', url: '/api/usermanagement/settings' });
    expect(settings.json()).toEqual({ builtInIdentityProvider: true });
    const { rows } = await t.database.pool.query("select password_hash from users where username = 'jamie.intake'");
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
  });
});
