import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('session and configuration', () => {
  it('serves the auth configuration the spec lists', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/Config/B2C' })).json();
    expect(body).toMatchObject({
      clientId: 'portal-web',
      cacheLocation: 'sessionStorage',
      userSessionSettings: { userMaxInactiveSeconds: 30 * 60 },
    });
    expect(body.authority).toMatch(/\/oidc$/);
  });

  it('tells the network viewer who they are, with their groups and modules', async () => {
    const me = (await t.as('network.viewer', { method: 'GET', url: '/api/me' })).json();
    expect(me.groups).toEqual(['Provider Data Viewers']);
    expect(me.modules).toContain(191);
    expect(me.permissions['191']).toEqual(['read', 'export']);
  });

  it('signed-in user without modules has an empty module list', async () => {
    const me = (await t.as('no.modules', { method: 'GET', url: '/api/me' })).json();
    expect(me.modules).toEqual([]);
  });

  it('records what the browser reports (PortalOpened) with the address the server saw', async () => {
    const response = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/me/track',
      payload: { eventType: 'PortalOpened', browser: 'chromium' },
    });
    expect(response.statusCode).toBe(200);
    const events = await t.database.pool.query(
      "select e.event_type, e.client_ip from user_events e join users u on u.id = e.user_id where u.username = 'crm.agent'",
    );
    expect(events.rows).toContainEqual({ event_type: 'PortalOpened', client_ip: '127.0.0.1' });
    const audit = await t.database.pool.query(
      "select event_type, client_ip from audit_events where user_id = 'crm.agent'",
    );
    expect(audit.rows[0]).toMatchObject({ event_type: 'Track:PortalOpened', client_ip: '127.0.0.1' });
  });

  it('refuses a browser-posted SignIn event and a client-supplied address (400)', async () => {
    const signIn = await t.as('crm.agent', { method: 'POST', url: '/api/me/track', payload: { eventType: 'SignIn' } });
    expect(signIn.statusCode).toBe(400);
    const address = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/me/track',
      payload: { eventType: 'PortalOpened', clientIp: '10.9.9.9' },
    });
    expect(address.statusCode).toBe(400);
    const forged = await t.database.pool.query(
      "select 1 from user_events where event_type = 'SignIn' or client_ip = '10.9.9.9'",
    );
    expect(forged.rowCount).toBe(0);
  });

  it('refuses a track event without an event type (400)', async () => {
    const response = await t.as('crm.agent', { method: 'POST', url: '/api/me/track', payload: { eventType: '' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('feature flags', () => {
  it('an admin turns a flag off; a stale second change gets 409', async () => {
    const list = (await t.as('admin', { method: 'GET', url: '/api/admin/feature-flags' })).json();
    const flag = list.items.find((f: { name: string }) => f.name === 'enable-dofr-tab');
    expect(flag.isActive).toBe(true);
    const first = await t.as('admin', {
      method: 'PUT',
      url: `/api/admin/feature-flags/${flag.id}`,
      payload: { isActive: false, version: flag.version },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.as('admin', {
      method: 'PUT',
      url: `/api/admin/feature-flags/${flag.id}`,
      payload: { isActive: true, version: flag.version },
    });
    expect(stale.statusCode).toBe(409);
    const read = (
      await t.as('network.viewer', { method: 'GET', url: '/api/config/GetFeatureFlags/enable-dofr-tab' })
    ).json();
    expect(read).toEqual({ name: 'enable-dofr-tab', isActive: false });
    const audit = await t.database.pool.query("select * from audit_events where event_type = 'FeatureFlagChanged'");
    expect(audit.rowCount).toBe(1);
  });

  it('a network manager cannot change flags', async () => {
    const response = await t.as('network.manager', {
      method: 'PUT',
      url: '/api/admin/feature-flags/1',
      payload: { isActive: true, version: 1 },
    });
    expect(response.statusCode).toBe(403);
  });
});
