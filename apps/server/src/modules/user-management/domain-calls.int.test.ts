import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainAdminListSchema,
  domainOrganizationListSchema,
  domainSchema,
} from '@portal/contracts/user-management/domains';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The domain calls of the CRM data layer (spec §7 "Other"): /api/domains/{id}/rename, /organizations, /admins. */
let t: TestApp;
let domainId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { pool } = t.database;
  const { rows } = await pool.query<{ id: number }>(
    "insert into domains (name, description) values ('walk-domain.example.com', 'Kept on rename') returning id",
  );
  domainId = rows[0]!.id;
  // The administrator and a CRM agent sign in through this domain.
  await pool.query("update users set domain_id = $1 where username in ('admin', 'crm.agent')", [domainId]);
});
afterAll(async () => t.close());

describe('a domain’s calls', () => {
  it('lists the organizations of the domain’s users and its administrators', async () => {
    const organizations = await t.as('admin', { method: 'GET', url: `/api/domains/${domainId}/organizations` });
    expect(organizations.statusCode, organizations.body).toBe(200);
    const { rows } = await t.database.pool.query<{ n: number }>(
      'select count(distinct organization_id)::int as n from users where domain_id = $1',
      [domainId],
    );
    expect(domainOrganizationListSchema.parse(organizations.json()).total).toBe(rows[0]!.n);
    const admins = await t.as('admin', { method: 'GET', url: `/api/domains/${domainId}/admins` });
    expect(admins.statusCode, admins.body).toBe(200);
    expect(domainAdminListSchema.parse(admins.json()).items.map((user) => user.username)).toEqual(['admin']);
    expect((await t.as('admin', { method: 'GET', url: '/api/domains/999999/admins' })).statusCode).toBe(404);
  });

  it('renames a domain at the version read, keeping its description; a stale version is a 409', async () => {
    const rename = (version: number, name = 'renamed-domain.example.com') =>
      t.as('admin', { method: 'POST', url: `/api/domains/${domainId}/rename`, payload: { name, version } });
    const renamed = await rename(1);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(domainSchema.parse(renamed.json())).toMatchObject({
      name: 'renamed-domain.example.com',
      description: 'Kept on rename',
      version: 2,
    });
    expect((await rename(1, 'other-domain.example.com')).statusCode).toBe(409);
    expect((await rename(2, 'not a domain')).statusCode).toBe(400);
  });

  it('refuses users without the domains screen', async () => {
    expect((await t.as('crm.agent', { method: 'GET', url: `/api/domains/${domainId}/admins` })).statusCode).toBe(403);
    expect(
      (
        await t.as('crm.agent', {
          method: 'POST',
          url: `/api/domains/${domainId}/rename`,
          payload: { name: 'x-domain.example.com', version: 2 },
        })
      ).statusCode,
    ).toBe(403);
  });
});
