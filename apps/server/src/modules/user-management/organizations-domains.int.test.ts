import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInThroughProvider } from '../../test/oidc-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('organizations', () => {
  let parentId = 0;
  let childId = 0;

  it('the administrator creates an MSO and an IPA under it', async () => {
    const mso = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/organizations',
      payload: { name: 'Sierra Valley MSO', orgType: 'MSO', referenceId: 'MSO-77', facetsId: '', parentId: null },
    });
    expect(mso.statusCode).toBe(200);
    parentId = mso.json().id;
    const ipa = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/organizations',
      payload: { name: 'Sierra Valley IPA', orgType: 'IPA', referenceId: 'IPA-77', facetsId: 'F77', parentId },
    });
    expect(ipa.json()).toMatchObject({
      name: 'Sierra Valley IPA',
      orgType: 'IPA',
      parentId,
      parentName: 'Sierra Valley MSO',
      facetsId: 'F77',
      version: 1,
    });
    childId = ipa.json().id;
    const list = (
      await t.as('admin', {
        method: 'GET',
        url: '/api/usermanagement/organizations?search=sierra%20valley&orgType=IPA',
      })
    ).json();
    expect(list.items.map((o: { name: string }) => o.name)).toEqual(['Sierra Valley IPA']);
    const byReference = (
      await t.as('admin', { method: 'GET', url: '/api/usermanagement/organizations?search=mso-77' })
    ).json();
    expect(byReference.total).toBe(1);
    const audit = await t.database.pool.query(
      "select module_id from audit_events where event_type = 'OrganizationCreated'",
    );
    expect(audit.rows).toEqual([{ module_id: 23 }, { module_id: 23 }]);
  });

  it('refuses a parent that would make a cycle, a missing type and a blank name', async () => {
    const mso = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/organizations/${parentId}` })).json();
    const cycle = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/organizations/${parentId}`,
      payload: { ...mso, referenceId: 'MSO-77', facetsId: '', parentId: childId },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(M.parentCycle);
    const self = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/organizations/${parentId}`,
      payload: { ...mso, referenceId: 'MSO-77', facetsId: '', parentId },
    });
    expect(self.json().message).toBe(M.parentIsSelf);
    const noType = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/organizations',
      payload: { name: 'X', orgType: '', referenceId: '', facetsId: '', parentId: null },
    });
    expect(noType.json().message).toBe(M.organizationTypeRequired);
    const noName = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/organizations',
      payload: { name: '', orgType: 'IPA', referenceId: '', facetsId: '', parentId: null },
    });
    expect(noName.json().message).toBe(M.organizationNameRequired);
  });

  it('an edit with an old version gets 409', async () => {
    const ipa = (await t.as('admin', { method: 'GET', url: `/api/usermanagement/organizations/${childId}` })).json();
    const form = {
      name: 'Sierra Valley IPA North',
      orgType: 'IPA',
      referenceId: 'IPA-77',
      facetsId: 'F77',
      parentId,
      version: ipa.version,
    };
    expect(
      (await t.as('admin', { method: 'PUT', url: `/api/usermanagement/organizations/${childId}`, payload: form }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as('admin', { method: 'PUT', url: `/api/usermanagement/organizations/${childId}`, payload: form }))
        .statusCode,
    ).toBe(409);
    const audit = await t.database.pool.query(
      "select details from audit_events where event_type = 'OrganizationUpdated'",
    );
    expect(audit.rows[0].details.changes).toEqual({
      name: { from: 'Sierra Valley IPA', to: 'Sierra Valley IPA North' },
    });
  });

  it('a network viewer cannot read or change organizations here (403)', async () => {
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/usermanagement/organizations' })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as('network.viewer', { method: 'POST', url: '/api/usermanagement/organizations', payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as('network.viewer', { method: 'DELETE', url: '/api/usermanagement/organizations/1?version=1' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('domains', () => {
  it('the administrator adds a domain (stored lower-case) and renames it; duplicates and bad names are refused', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/domains',
      payload: { name: 'Brokers.Example.org', description: 'Broker partners' },
    });
    expect(created.json()).toMatchObject({ name: 'brokers.example.org', userCount: 0, version: 1 });
    const duplicate = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/domains',
      payload: { name: 'brokers.example.org', description: '' },
    });
    expect(duplicate.json().message).toBe(M.domainNameTaken);
    const bad = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/domains',
      payload: { name: 'not a domain', description: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.domainNameFormat);
    const renamed = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/domains/${created.json().id}`,
      payload: { name: 'agents.example.org', description: 'Agents', version: 1 },
    });
    expect(renamed.json()).toMatchObject({ name: 'agents.example.org', version: 2 });
    const stale = await t.as('admin', {
      method: 'PUT',
      url: `/api/usermanagement/domains/${created.json().id}`,
      payload: { name: 'x.example.org', description: '', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const seeded = (await t.as('admin', { method: 'GET', url: '/api/usermanagement/domains?search=portal' })).json();
    const users = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from users u join domains d on d.id = u.domain_id where d.name = 'portal.example'",
    );
    expect(users.rows[0]!.n).toBeGreaterThan(10);
    expect(seeded.items[0]).toMatchObject({ name: 'portal.example', userCount: users.rows[0]!.n });
    const audit = await t.database.pool.query('select event_type from audit_events where module_id = 119 order by id');
    expect(audit.rows.map((row) => row.event_type)).toEqual(['DomainCreated', 'DomainUpdated']);
  });

  it('the enrollment manager cannot add domains (403)', async () => {
    expect(
      (
        await t.as('enroll.manager', {
          method: 'POST',
          url: '/api/usermanagement/domains',
          payload: { name: 'x.example.org', description: '' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.as('enroll.manager', { method: 'DELETE', url: '/api/usermanagement/domains/1?version=1' })).statusCode,
    ).toBe(403);
  });
});

describe('user events', () => {
  it('lists sign-in and sign-out events by user and date range, newest first', async () => {
    // Sign-in events are recorded by the server when a user signs in through the provider; the browser cannot post them.
    const agent = await signInThroughProvider(t.app, t.config, 'crm.agent');
    await t.app.inject({
      method: 'POST',
      url: '/api/me/logout',
      headers: { authorization: `Bearer ${agent.access_token}` },
    });
    await signInThroughProvider(t.app, t.config, 'care.provider');
    const { rows } = await t.database.pool.query<{ id: number }>("select id from users where username = 'crm.agent'");
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    const response = await t.as('admin', {
      method: 'GET',
      url: `/api/usermanagement/userevents?userId=${rows[0]!.id}&start=${today}&end=${today}`,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().items.map((e: { eventType: string; username: string }) => [e.username, e.eventType]),
    ).toEqual([
      ['crm.agent', 'SignOut'],
      ['crm.agent', 'SignIn'],
    ]);
    const yesterday = (
      await t.as('admin', { method: 'GET', url: `/api/usermanagement/userevents?start=2020-01-01&end=2020-01-02` })
    ).json();
    expect(yesterday.total).toBe(0);
  });

  it('refuses an end date before the start date', async () => {
    const response = await t.as('admin', {
      method: 'GET',
      url: '/api/usermanagement/userevents?start=2024-02-01&end=2024-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.dateRangeOrder);
  });

  it('users without the module get 403', async () => {
    expect(
      (
        await t.as('crm.admin', {
          method: 'GET',
          url: '/api/usermanagement/userevents?start=2024-01-01&end=2024-01-02',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('deleting organizations and domains', () => {
  const idOf = async (table: string, name: string) =>
    (
      await t.database.pool.query<{ id: number; version: number }>(`select id, version from ${table} where name = $1`, [
        name,
      ])
    ).rows[0]!;
  const remove = (username: string, kind: string, id: number, version: number) =>
    t.as(username, { method: 'DELETE', url: `/api/usermanagement/${kind}/${id}?version=${version}` });
  const usersNaming = async (column: string, id: number) =>
    (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from users where ${column} = $1`, [id]))
      .rows[0]!.n;

  it('refuses an organization still named by users or by child organizations, saying how many; nothing changes', async () => {
    const plan = await idOf('organizations', 'Golden State Health Plan');
    const users = await usersNaming('organization_id', plan.id);
    expect(users).toBeGreaterThan(1);
    const planAnswer = await remove('admin', 'organizations', plan.id, plan.version);
    expect(planAnswer.statusCode).toBe(400);
    expect(planAnswer.json().message).toBe(M.organizationInUse(users, 0));
    const mso = await idOf('organizations', 'Sierra Valley MSO');
    const msoAnswer = await remove('admin', 'organizations', mso.id, mso.version);
    expect(msoAnswer.json().message).toBe(M.organizationInUse(0, 1));
    expect(M.organizationInUse(3, 1)).toContain('3 users and 1 child organization still name it');
    expect(
      (await t.database.pool.query('select 1 from organizations where id in ($1, $2)', [plan.id, mso.id])).rowCount,
    ).toBe(2);
    expect(await usersNaming('organization_id', plan.id)).toBe(users);
  });

  it('deletes an organization nobody names at the version read (an old one gets 409), then its former parent', async () => {
    const ipa = await idOf('organizations', 'Sierra Valley IPA North');
    expect((await remove('admin', 'organizations', ipa.id, ipa.version - 1)).statusCode).toBe(409);
    const deleted = await remove('admin', 'organizations', ipa.id, ipa.version);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: ipa.id, name: 'Sierra Valley IPA North' });
    const mso = await idOf('organizations', 'Sierra Valley MSO');
    expect((await remove('admin', 'organizations', mso.id, mso.version)).statusCode).toBe(200);
    const audit = await t.database.pool.query(
      "select item_id, module_id, details from audit_events where event_type = 'OrganizationDeleted' order by id",
    );
    expect(audit.rows).toEqual([
      {
        item_id: String(ipa.id),
        module_id: 23,
        details: expect.objectContaining({
          name: 'Sierra Valley IPA North',
          orgType: 'IPA',
          facetsId: 'F77',
          parentId: mso.id,
        }),
      },
      expect.objectContaining({ item_id: String(mso.id) }),
    ]);
    expect(
      (await t.database.pool.query('select 1 from organizations where id in ($1, $2)', [ipa.id, mso.id])).rowCount,
    ).toBe(0);
  });

  it('refuses a domain users still belong to; deletes an unused one at its version (an old one gets 409)', async () => {
    const portal = await idOf('domains', 'portal.example');
    const users = await usersNaming('domain_id', portal.id);
    const refused = await remove('admin', 'domains', portal.id, portal.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.domainInUse(users));
    expect((await t.database.pool.query('select 1 from domains where id = $1', [portal.id])).rowCount).toBe(1);
    const agents = await idOf('domains', 'agents.example.org');
    expect((await remove('admin', 'domains', agents.id, agents.version - 1)).statusCode).toBe(409);
    expect((await remove('admin', 'domains', agents.id, agents.version)).json()).toEqual({
      id: agents.id,
      name: 'agents.example.org',
    });
    const audit = await t.database.pool.query(
      "select item_id, details from audit_events where event_type = 'DomainDeleted'",
    );
    expect(audit.rows).toEqual([
      { item_id: String(agents.id), details: { name: 'agents.example.org', description: 'Agents' } },
    ]);
  });

  it('the database itself refuses a user or an organization naming one that does not exist, and deleting one still named', async () => {
    const plan = await idOf('organizations', 'Golden State Health Plan');
    const portal = await idOf('domains', 'portal.example');
    const refused = async (statement: string, values: unknown[]) =>
      t.database.pool.query(statement, values).then(
        () => 'accepted',
        (error: unknown) => (error as { code?: string }).code,
      );
    const missing = 2_000_000_000;
    expect(await refused("update users set organization_id = $1 where username = 'admin'", [missing])).toBe('23503');
    expect(await refused("update users set domain_id = $1 where username = 'admin'", [missing])).toBe('23503');
    expect(
      await refused("update organizations set parent_id = $1 where name = 'Golden State Health Plan'", [missing]),
    ).toBe('23503');
    expect(await refused('delete from organizations where id = $1', [plan.id])).toBe('23503');
    expect(await refused('delete from domains where id = $1', [portal.id])).toBe('23503');
  });

  it('a reader of Organizations and Domains without the admin action cannot delete them (403)', async () => {
    const viewer = await t.database.pool.query<{ id: number }>(
      "select id from users where username = 'network.viewer'",
    );
    const readers = await t.as('admin', {
      method: 'POST',
      url: '/api/usermanagement/groups',
      payload: {
        name: 'Organization Readers',
        description: '',
        memberIds: [viewer.rows[0]!.id],
        grants: [
          { moduleId: 23, actions: ['read'] },
          { moduleId: 119, actions: ['read'] },
        ],
      },
    });
    expect(readers.statusCode).toBe(200);
    expect((await t.as('network.viewer', { method: 'GET', url: '/api/usermanagement/domains' })).statusCode).toBe(200);
    const partners = await idOf('domains', 'partners.example');
    expect((await remove('network.viewer', 'domains', partners.id, partners.version)).statusCode).toBe(403);
    const plan = await idOf('organizations', 'Pacific Care Network');
    expect((await remove('network.viewer', 'organizations', plan.id, plan.version)).statusCode).toBe(403);
    expect((await t.database.pool.query("select 1 from domains where name = 'partners.example'")).rowCount).toBe(1);
  });
});
