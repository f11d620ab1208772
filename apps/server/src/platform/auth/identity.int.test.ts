import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mintAccessToken } from './signing-keys.ts';
import { createDemoSessionToken } from '../session/sessions.ts';
import { builtInIssuer, createTokenVerifier, DiscoveryFailed, TokenRejected } from './verify-token.ts';

/** A small OpenID provider: discovery document and JWKS only, as Entra ID, Okta or Keycloak serve them. */
async function startProvider(): Promise<{
  issuer: string;
  sign(claims: Record<string, unknown>): Promise<string>;
  requests: string[];
  close(): Promise<void>;
}> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'outside-1', alg: 'RS256', use: 'sig' };
  const requests: string[] = [];
  let issuer = '';
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url === '/tenant/.well-known/openid-configuration')
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys-somewhere-else` }));
    else if (request.url === '/tenant/keys-somewhere-else') response.end(JSON.stringify({ keys: [jwk] }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant`;
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'outside-1' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  return { issuer, sign, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let provider: Awaited<ReturnType<typeof startProvider>>;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => provider.close());

describe('signing keys through discovery', () => {
  it('finds the keys from the discovery document (jwks_uri), whatever path the provider uses', async () => {
    const t = await createTestApp();
    try {
      const verify = createTokenVerifier(
        { ...t.config, oidcIssuer: provider.issuer, oidcScope: 'api://portal/access_as_user' },
        undefined,
      );
      const token = await provider.sign({
        sub: 'abc-123',
        aud: 'portal-api',
        azp: 'portal-web',
        scp: 'access_as_user',
        sid: 'outside-session',
        preferred_username: 'someone@plan.example',
      });
      const claims = await verify(token);
      expect(claims).toMatchObject({
        issuer: provider.issuer,
        subject: 'abc-123',
        sessionId: 'outside-session',
        username: 'someone@plan.example',
      });
      expect(provider.requests).toEqual(['/tenant/.well-known/openid-configuration', '/tenant/keys-somewhere-else']);
      await expect(
        verify(
          await provider.sign({
            sub: 'abc-123',
            aud: 'portal-api',
            azp: 'another-app',
            scp: 'access_as_user',
            sid: 's',
          }),
        ),
      ).rejects.toBeInstanceOf(TokenRejected);
      await expect(
        verify(
          await provider.sign({ sub: 'abc-123', aud: 'portal-api', azp: 'portal-web', scp: 'User.Read', sid: 's' }),
        ),
      ).rejects.toBeInstanceOf(TokenRejected);
      await expect(
        verify(
          await provider.sign({ sub: 'abc-123', aud: 'graph', azp: 'portal-web', scp: 'access_as_user', sid: 's' }),
        ),
      ).rejects.toBeInstanceOf(TokenRejected);
      // No session id at all (no sid, session_state or auth_time): a sign-out could not be honoured, so it is refused.
      await expect(
        verify(await provider.sign({ sub: 'abc-123', aud: 'portal-api', azp: 'portal-web', scp: 'access_as_user' })),
      ).rejects.toBeInstanceOf(TokenRejected);
      const fromAuthTime = await verify(
        await provider.sign({
          sub: 'abc-123',
          aud: 'portal-api',
          azp: 'portal-web',
          scp: 'access_as_user',
          auth_time: 1_700_000_000,
        }),
      );
      expect(fromAuthTime.sessionId).toMatch(/^auth:/);
      // A provider that cannot be reached is not the caller's fault: 503, and the next token tries discovery again.
      const unreachable = createTokenVerifier({ ...t.config, oidcIssuer: 'http://127.0.0.1:9/nowhere' }, undefined);
      await expect(unreachable(token)).rejects.toBeInstanceOf(DiscoveryFailed);
    } finally {
      await t.close();
    }
  });

  it('the API with an outside provider: the first token links a pre-created user by e-mail and starts a session (SignIn)', async () => {
    const t = await createTestApp({ oidcIssuer: provider.issuer, demoMode: false });
    try {
      const email = (await t.database.pool.query("select email from users where username = 'network.viewer'")).rows[0]
        .email as string;
      const signed = await provider.sign({
        sub: 'entra-oid-1',
        aud: 'portal-api',
        azp: 'portal-web',
        scp: 'api',
        sid: 'entra-session-1',
        email: email.toUpperCase(),
      });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${signed}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('network.viewer');
      const linked = await t.database.pool.query("select issuer, subject from users where username = 'network.viewer'");
      expect(linked.rows[0]).toEqual({ issuer: provider.issuer, subject: 'entra-oid-1' });
      const signIn = await t.database.pool.query(
        "select client_ip from audit_events where event_type = 'SignIn' and user_id = 'network.viewer'",
      );
      expect(signIn.rows).toEqual([{ client_ip: '127.0.0.1' }]);
      // The built-in provider is not mounted and a built-in token is refused.
      expect((await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});

describe('users are identified by issuer and subject', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ oidcAcceptedIssuers: ['http://other-instance:9999/oidc'] });
  });
  afterAll(async () => t.close());

  const token = (options: {
    subject: string;
    issuer?: string;
    audience?: string;
    clientId?: string;
    scope?: string;
    sid?: string;
  }) =>
    mintAccessToken(t.app.ctx.signingKey!, {
      subject: options.subject,
      issuer: options.issuer ?? builtInIssuer(t.config),
      audience: options.audience ?? t.config.oidcAudience,
      clientId: options.clientId ?? t.config.oidcClientId,
      scope: options.scope ?? t.config.oidcScope,
      sessionId: options.sid ?? `s-${Math.random()}`,
      ttlSeconds: 300,
    });
  const me = async (bearer: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });

  it('checks the issuer in demo mode too (the built-in one, or one listed in OIDC_ACCEPTED_ISSUERS)', async () => {
    expect((await me(await token({ subject: 'network.viewer', issuer: 'http://elsewhere/oidc' }))).statusCode).toBe(
      401,
    );
    expect(
      (await me(await token({ subject: 'network.viewer', issuer: 'http://other-instance:9999/oidc' }))).statusCode,
    ).toBe(200);
  });

  it('refuses a token for another client, for another audience or without the portal scope', async () => {
    expect((await me(await token({ subject: 'network.viewer', clientId: 'another-app' }))).statusCode).toBe(401);
    expect((await me(await token({ subject: 'network.viewer', audience: 'another-api' }))).statusCode).toBe(401);
    expect((await me(await token({ subject: 'network.viewer', scope: 'profile' }))).statusCode).toBe(401);
    const reasons = await t.database.pool.query(
      "select details->>'reason' as reason from audit_events where event_type = 'Unauthorized' order by id",
    );
    expect(reasons.rows.map((row) => row.reason)).toEqual(
      expect.arrayContaining([expect.stringContaining('another client'), expect.stringContaining('scope')]),
    );
  });

  it('a renamed user stays the same user: once linked, the subject decides, not the name', async () => {
    expect((await me(await token({ subject: 'crm.agent' }))).statusCode).toBe(200);
    const linked = await t.database.pool.query("select issuer, subject from users where username = 'crm.agent'");
    expect(linked.rows[0]).toEqual({ issuer: 'urn:portal:built-in', subject: 'crm.agent' });
    await t.database.pool.query("update users set username = 'crm.agent.renamed' where username = 'crm.agent'");
    t.app.ctx.authenticate.forget();
    const again = await me(await token({ subject: 'crm.agent' }));
    expect(again.json().username).toBe('crm.agent.renamed');
  });

  it('never links ambiguously: two candidate users are refused with a security event', async () => {
    const email = (await t.database.pool.query("select email from users where username = 'enroll.viewer'")).rows[0]
      .email as string;
    // Another user without a subject whose username is the first one's e-mail: two candidates for one sign-in.
    await t.database.pool.query(
      "insert into users (username, email, name) values ($1, 'someone.else@demo.example', 'Someone Else')",
      [email],
    );
    // An outside provider's token with preferred_username and email (signed with a key the test app accepts).
    const { importJWK } = await import('jose');
    const key = await importJWK(t.app.ctx.signingKey!.privateJwk, 'RS256');
    const ambiguous = await new SignJWT({
      scope: 'api',
      client_id: t.config.oidcClientId,
      sid: 'amb-2',
      preferred_username: email,
      email,
    })
      .setProtectedHeader({ alg: 'RS256', kid: t.app.ctx.signingKey!.kid })
      .setIssuer('http://other-instance:9999/oidc')
      .setSubject('x-2')
      .setAudience(t.config.oidcAudience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const refused = await me(ambiguous);
    expect(refused.statusCode).toBe(401);
    const event = await t.database.pool.query(
      "select details from audit_events where event_type = 'SignInFailed' and details->>'reason' = 'ambiguous'",
    );
    expect(event.rowCount).toBe(1);
    const stillUnlinked = await t.database.pool.query(
      'select count(*)::int as n from users where subject is not null and username in ($1, $2)',
      ['enroll.viewer', email],
    );
    expect(stillUnlinked.rows[0].n).toBe(0);
  });
});

describe('first calls of a user in parallel', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('ten first calls of one demo user at once (several tabs, several instances) all get in: the one that links the user lets the others find it', async () => {
    for (const username of ['network.viewer', 'enroll.processor']) {
      const tokens = await Promise.all(
        Array.from({ length: 10 }, () =>
          createDemoSessionToken(app.database.pool, app.app.ctx.signingKey!, app.config, username),
        ),
      );
      const answers = await Promise.all(
        tokens.map((token) =>
          app.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    }
  });
});
