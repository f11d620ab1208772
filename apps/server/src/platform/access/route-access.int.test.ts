import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { needsDeclaration } from './route-access.ts';
import { can } from './current-user.ts';

/** Routes anyone may call, signed in or not. A change here is a permission change and reads as one. */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/Config/B2C',
  'GET /api/Config/GetBuildNumber',
  'GET /api/Config/ConfigVariables',
  // A member or attendee joining a virtual visit from an invite: the visit link's token is the credential.
  'GET /api/visit/join-info',
  'POST /api/visit/join',
  // The FHIR API's CapabilityStatement and SMART configuration: public by the FHIR and SMART specifications.
  'GET /fhir/metadata',
  'GET /fhir/.well-known/smart-configuration',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sample = (url: string) => url.replace(/:([A-Za-z]+)\??/g, '1').replace(/\*/g, 'x');

describe('every route declares its module and action', () => {
  it('has no API route without a declaration', () => {
    const undeclared = t.app.ctx.routes.filter((route) => needsDeclaration(route.url) && route.access === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('lists the public routes explicitly', () => {
    const publicRoutes = t.app.ctx.routes
      .filter((route) => needsDeclaration(route.url) && route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('refuses every module route to a signed-in user without modules (403)', async () => {
    const moduleRoutes = t.app.ctx.routes.filter(
      (route) => needsDeclaration(route.url) && typeof route.access === 'object',
    );
    expect(moduleRoutes.length).toBeGreaterThan(0);
    for (const route of moduleRoutes) {
      const response = await t.as('no.modules', {
        method: route.method,
        url: sample(route.url),
        payload: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  // Role users who hold some actions of some modules: every route asking for an action they lack on every module it
  // names refuses them, e.g. the CRM agent on each configuration write of CRM administration.
  it.each(['crm.agent', 'network.viewer', 'enroll.viewer'])(
    'refuses %s every route whose action they do not hold (403)',
    async (username) => {
      const user = await t.app.ctx.authenticate({
        headers: { authorization: `Bearer ${await t.tokenFor(username)}` },
        ip: '127.0.0.1',
      } as unknown as Parameters<typeof t.app.ctx.authenticate>[0]);
      const refused = t.app.ctx.routes.filter((route) => {
        const access = route.access;
        if (!needsDeclaration(route.url) || typeof access !== 'object') return false;
        return !(access.anyOf ?? [access.module]).some((module) => can(user, module, access.action));
      });
      expect(refused.length).toBeGreaterThan(0);
      for (const route of refused) {
        const response = await t.as(username, {
          method: route.method,
          url: sample(route.url),
          payload: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
        });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
        });
      }
    },
  );

  it('answers 401 to every guarded route without a token', async () => {
    const guarded = t.app.ctx.routes.filter(
      (route) => needsDeclaration(route.url) && route.access !== 'public' && route.access !== undefined,
    );
    for (const route of guarded) {
      const response = await t.app.inject({ method: route.method as 'GET', url: sample(route.url) });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });
});

describe('tokens', () => {
  it('rejects an expired token with 401 and the session-expired message', async () => {
    const token = await t.tokenFor('admin', -60);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Session Expired: Please login again to re-authorize');
  });

  it('rejects a forged token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: t.app.ctx.signingKey!.kid })
      .setSubject('admin')
      .setAudience(t.config.oidcAudience)
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a token for another audience', async () => {
    const { mintAccessToken } = await import('../auth/signing-keys.ts');
    const token = await mintAccessToken(t.app.ctx.signingKey!, {
      subject: 'admin',
      issuer: 'x',
      audience: 'someone-else',
      ttlSeconds: 60,
      clientId: 'x',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a valid token and routes case-insensitively', async () => {
    const response = await t.as('admin', { method: 'GET', url: '/API/ME' });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('admin');
  });
});
