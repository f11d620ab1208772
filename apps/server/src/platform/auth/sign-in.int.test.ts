import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postSignIn, startSignIn } from '../../test/oidc-flow.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import { connect } from '../db/client.ts';
import { loadOrCreateSigningKey, loadPortalSecret, SigningKeyLocked } from './signing-keys.ts';
import { signInModeProblem } from './sign-in-mode.ts';
import { PRUNE_FAILURES_CRON, PRUNE_FAILURES_JOB, pruneFailures } from './sign-in-throttle.ts';
import { closeJobQueuesOf, startJobQueue } from '../jobs/job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInRateLimit: 8 });
});
afterAll(async () => t.close());

describe('the sign-in page (built-in provider)', () => {
  it('an unknown user and a wrong password get the same answer and message, both recorded as failed sign-ins', async () => {
    const start = await startSignIn(t.app, t.config);
    const wrong = await postSignIn(t.app, start, 'network.viewer', 'not-the-password');
    const unknown = await postSignIn(t.app, start, 'nobody.here', 'demo');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain(MESSAGES.signInFailed);
    expect(unknown.body.replace('nobody.here', 'network.viewer')).toBe(wrong.body);
    const events = await t.database.pool.query(
      "select user_id, client_ip from audit_events where event_type = 'SignInFailed' order by id",
    );
    expect(events.rows).toEqual([
      { user_id: 'network.viewer', client_ip: '127.0.0.1' },
      { user_id: 'nobody.here', client_ip: '127.0.0.1' },
    ]);
  });

  it('repeated failures lock the account for a while, on every instance, even with the right password', async () => {
    const start = await startSignIn(t.app, t.config, '10.1.0.1');
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await postSignIn(t.app, start, 'claims.dept', `guess-${attempt}`, {}, `10.1.0.${attempt + 1}`)).statusCode,
      ).toBe(401);
    const locked = await postSignIn(t.app, start, 'claims.dept', 'demo', {}, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(MESSAGES.signInLocked);
    // A second instance on the same database agrees.
    const database = connect(t.database.url, { max: 2 });
    const second = await buildApp({ config: t.config, database, logger: false, serveWeb: false });
    try {
      const elsewhere = await startSignIn(second, t.config, '10.2.0.1');
      expect((await postSignIn(second, elsewhere, 'claims.dept', 'demo', {}, '10.2.0.1')).statusCode).toBe(429);
    } finally {
      await second.close();
      await database.close();
    }
    // When the lock has passed, the right password works and clears the count.
    await t.database.pool.query(
      "update sign_in_failures set locked_until = now() - interval '1 second' where account = 'claims.dept'",
    );
    const ok = await postSignIn(t.app, start, 'claims.dept', 'demo', {}, '10.1.0.9');
    expect(ok.statusCode).toBe(303);
    expect((await t.database.pool.query("select 1 from sign_in_failures where account = 'claims.dept'")).rowCount).toBe(
      0,
    );
  });

  it('the per-address throttle (SIGNIN_RATE_LIMIT) ignores X-Forwarded-For by default', async () => {
    const start = await startSignIn(t.app, t.config, '10.3.0.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push(
        (
          await postSignIn(
            t.app,
            start,
            `someone-${attempt}`,
            'x',
            { 'x-forwarded-for': `198.51.100.${attempt}` },
            '10.3.0.1',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    const addresses = await t.database.pool.query(
      "select distinct client_ip from audit_events where event_type = 'SignInFailed' and user_id like 'someone-%'",
    );
    expect(addresses.rows).toEqual([{ client_ip: '10.3.0.1' }]);
  });
});

describe('failed sign-ins that no longer count', () => {
  it('are deleted (no failure within the window and no lock running); the others stay', async () => {
    await t.database.pool.query(
      `insert into sign_in_failures (account, failures, last_failure_at, locked_until) values
         ('prune.stale', 3, now() - interval '20 minutes', null),
         ('prune.lock-over', 7, now() - interval '20 minutes', now() - interval '1 minute'),
         ('prune.still-locked', 9, now() - interval '20 minutes', now() + interval '5 minutes'),
         ('prune.recent', 2, now() - interval '1 minute', null)`,
    );
    expect(await pruneFailures(t.database.pool)).toBe(2);
    const left = await t.database.pool.query<{ account: string }>(
      "select account from sign_in_failures where account like 'prune.%' order by account",
    );
    expect(left.rows.map((row) => row.account)).toEqual(['prune.recent', 'prune.still-locked']);
  });

  it('are pruned every hour by a scheduled job once the server works its queue', async () => {
    await startJobQueue(t.database);
    try {
      const scheduled = async () =>
        (
          await t.database.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [
            PRUNE_FAILURES_JOB,
          ])
        ).rows;
      await expect.poll(scheduled).toEqual([{ cron: PRUNE_FAILURES_CRON }]);
    } finally {
      await closeJobQueuesOf(t.database);
    }
  });
});

describe('TRUST_PROXY', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: ['10.9.0.0/16'], signInRateLimit: 3 });
  });
  afterAll(async () => proxied.close());

  it('believes X-Forwarded-For from a configured proxy only (audit address and sign-in throttle)', async () => {
    const viaProxy = await proxied.as('network.viewer', {
      method: 'POST',
      url: '/api/me/track',
      payload: { eventType: 'PortalOpened' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '10.9.0.5',
    });
    expect(viaProxy.statusCode).toBe(200);
    const direct = await proxied.as('network.viewer', {
      method: 'POST',
      url: '/api/me/track',
      payload: { eventType: 'PortalOpened' },
      headers: { 'x-forwarded-for': '203.0.113.8' },
      remoteAddress: '192.0.2.44',
    });
    expect(direct.statusCode).toBe(200);
    const rows = await proxied.database.pool.query(
      "select client_ip from audit_events where event_type = 'Track:PortalOpened' order by id",
    );
    expect(rows.rows).toEqual([{ client_ip: '203.0.113.7' }, { client_ip: '192.0.2.44' }]);

    // Through the proxy, each browser's address has its own allowance.
    const start = await startSignIn(proxied.app, proxied.config, '10.9.0.5');
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await postSignIn(
        proxied.app,
        start,
        `user-${attempt}`,
        'x',
        { 'x-forwarded-for': `203.0.113.${attempt + 20}` },
        '10.9.0.5',
      );
      expect(answer.statusCode).toBe(401);
    }
  });

  it('is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});

describe('safe by default', () => {
  it('refuses to start with neither OIDC_ISSUER nor DEMO_MODE, and demo mode in production', async () => {
    expect(signInModeProblem(loadConfig({}))).toMatch(/OIDC_ISSUER.*DEMO_MODE=on/);
    expect(signInModeProblem(loadConfig({ DEMO_MODE: 'on' }))).toBeUndefined();
    expect(signInModeProblem(loadConfig({ OIDC_ISSUER: 'https://login.example/tenant' }))).toBeUndefined();
    expect(signInModeProblem(loadConfig({ DEMO_MODE: 'on', NODE_ENV: 'production' }))).toMatch(/NODE_ENV=production/);
    await expect(
      buildApp({ config: { ...t.config, demoMode: false }, database: t.database, logger: false, serveWeb: false }),
    ).rejects.toThrow(/DEMO_MODE/);
  });

  it('keeps the signing key encrypted with the installation secret; another secret cannot open it', async () => {
    const { rows } = await t.database.pool.query('select private_jwk from signing_keys');
    expect(rows).toHaveLength(1);
    const stored = rows[0].private_jwk as Record<string, unknown>;
    expect(stored.sealed).toBe('A256GCM');
    expect(stored).not.toHaveProperty('d');
    expect(JSON.stringify(stored)).not.toContain(String(t.app.ctx.signingKey!.privateJwk.d));
    await expect(loadOrCreateSigningKey(t.database.db, 'another-installation')).rejects.toBeInstanceOf(
      SigningKeyLocked,
    );
    expect((await loadOrCreateSigningKey(t.database.db, 'test-installation-secret')).kid).toBe(
      t.app.ctx.signingKey!.kid,
    );
  });

  it('generates the installation secret once, in a file only its owner can read', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
    try {
      const first = loadPortalSecret({ portalSecret: undefined, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadPortalSecret({ portalSecret: undefined, dataDir })).toBe(first);
      expect(fs.statSync(path.join(dataDir, 'portal-secret')).mode & 0o777).toBe(0o600);
      expect(loadPortalSecret({ portalSecret: 'from-settings', dataDir })).toBe('from-settings');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('Content-Security-Policy', () => {
  it('allows no inline script and connects only to the portal (and its websocket form) and the identity provider', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'http://localhost:8080', 'ws://localhost:8080']);
    expect(csp).not.toMatch(/\bwss?:(\s|;|$)/);
    // The user guides show a fetched PDF in a frame at a blob: address; plugins stay refused.
    expect(directives['frame-src']).toEqual(["'self'", 'blob:']);
    expect(directives['object-src']).toEqual(["'none'"]);

    const external = await createTestApp({
      oidcIssuer: 'https://login.example.com/tenant/v2.0',
      demoMode: false,
      publicUrl: 'https://portal.plan.example',
    });
    try {
      const header = String(
        (await external.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(header).toContain(
        "connect-src 'self' https://portal.plan.example wss://portal.plan.example https://login.example.com;",
      );
    } finally {
      await external.close();
    }
  });

  it('the sign-in page names an empty icon, so the browser asks for no /favicon.ico (a 404 in its console)', async () => {
    const start = await startSignIn(t.app, t.config);
    const page = await t.app.inject({
      method: 'GET',
      url: `/oidc/interaction/${start.uid}`,
      headers: { cookie: start.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="icon" href="data:,">');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });

  it('the sign-out page submits through a script file, not an inline script', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/signout-submit.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});
