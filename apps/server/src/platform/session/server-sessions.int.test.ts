import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { io as connectHub } from 'socket.io-client';
import { HUB_PATH } from '@portal/contracts/platform/hub';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  refreshAtProvider,
  signInThroughProvider,
  signInWithCookies,
  signOutAtProvider,
} from '../../test/oidc-flow.ts';
import { startPlatformServices, type PlatformServices } from '../services.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const sessionOf = (token: string) => String(decodeJwt(token).sid);
/**
 * Changes a session's row behind the server's back (what time does in production) and makes the server read it again
 * at the next request, as the sign-out's notification does on every instance (session-trust.ts).
 */
const changeSession = async (token: string, sql: string) => {
  const result = await t.database.pool.query(sql, [sessionOf(token)]);
  t.app.ctx.authenticate.forgetSession(sessionOf(token));
  return result;
};

describe('server-side sessions', () => {
  it('sign-out ends API access for the token at once: 401 Session Expired, recorded with the address', async () => {
    const token = await t.tokenFor('network.viewer', 600);
    expect((await me(token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/me/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
    const row = await t.database.pool.query('select ended_at, end_reason from user_sessions where id = $1', [
      sessionOf(token),
    ]);
    expect(row.rows[0]).toMatchObject({ end_reason: 'signed-out' });
    const events = await t.database.pool.query(
      "select event_type, client_ip from audit_events where user_id = 'network.viewer' and event_type in ('SignOut', 'Unauthorized') order by id",
    );
    expect(events.rows).toEqual([
      { event_type: 'SignOut', client_ip: '127.0.0.1' },
      { event_type: 'Unauthorized', client_ip: '127.0.0.1' },
    ]);
  });

  it('a session idle past SESSION_IDLE_MINUTES is refused and ended', async () => {
    const token = await t.tokenFor('enroll.viewer', 600);
    expect((await me(token)).statusCode).toBe(200);
    await changeSession(token, "update user_sessions set last_seen_at = now() - interval '31 minutes' where id = $1");
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(MESSAGES.sessionExpired);
    const row = await t.database.pool.query('select end_reason from user_sessions where id = $1', [sessionOf(token)]);
    expect(row.rows[0]).toEqual({ end_reason: 'idle' });
  });

  it('a session past SESSION_MAX_HOURS is refused however active it is', async () => {
    const token = await t.tokenFor('crm.agent', 600);
    await changeSession(
      token,
      "update user_sessions set started_at = now() - interval '12 hours 1 minute', last_seen_at = now() where id = $1",
    );
    const old = await me(token);
    expect(old.statusCode).toBe(401);
    expect(
      (await t.database.pool.query('select end_reason from user_sessions where id = $1', [sessionOf(token)])).rows[0],
    ).toEqual({ end_reason: 'lifetime' });
  });

  it('writes last-seen at most once a minute per session', async () => {
    const token = await t.tokenFor('claims.dept', 600);
    const set = (interval: string) =>
      changeSession(
        token,
        `update user_sessions set last_seen_at = now() - interval '${interval}' where id = $1 returning last_seen_at`,
      );
    const recent = (await set('20 seconds')).rows[0].last_seen_at as Date;
    await me(token);
    const unchanged = await t.database.pool.query('select last_seen_at from user_sessions where id = $1', [
      sessionOf(token),
    ]);
    expect(unchanged.rows[0].last_seen_at).toEqual(recent);
    const older = (await set('2 minutes')).rows[0].last_seen_at as Date;
    await me(token);
    const touched = await t.database.pool.query('select last_seen_at from user_sessions where id = $1', [
      sessionOf(token),
    ]);
    expect((touched.rows[0].last_seen_at as Date).getTime()).toBeGreaterThan(older.getTime());
  });

  it('a token of a session the server never started and that names no session is refused', async () => {
    const { mintAccessToken } = await import('../auth/signing-keys.ts');
    const { builtInIssuer } = await import('../auth/verify-token.ts');
    const token = await mintAccessToken(t.app.ctx.signingKey!, {
      subject: 'admin',
      issuer: builtInIssuer(t.config),
      audience: t.config.oidcAudience,
      ttlSeconds: 60,
      clientId: t.config.oidcClientId,
    });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('the browser idle timer uses the same setting (api/Config/B2C)', async () => {
    const other = await createTestApp({ sessionIdleMinutes: 5 });
    try {
      const body = (await other.app.inject({ method: 'GET', url: '/api/Config/B2C' })).json();
      expect(body.userSessionSettings.userMaxInactiveSeconds).toBe(300);
    } finally {
      await other.close();
    }
  });
});

describe('the built-in provider and the session', () => {
  it('its access tokens carry the session id; sign-out revokes the refresh grant so a refresh cannot revive it', async () => {
    const tokens = await signInThroughProvider(t.app, t.config, 'network.manager');
    const claims = decodeJwt(tokens.access_token);
    expect(typeof claims.sid).toBe('string');
    expect(claims.iss).toBe(`${t.config.publicUrl}/oidc`);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const signIn = await t.database.pool.query(
      "select client_ip from audit_events where user_id = 'network.manager' and event_type = 'SignIn'",
    );
    expect(signIn.rows).toEqual([{ client_ip: '127.0.0.1' }]);

    // A refresh works while the session lives, and its new token belongs to the same session.
    const refreshed = await refreshAtProvider(t.app, t.config, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json<{ access_token: string; refresh_token: string }>();
    expect(decodeJwt(renewed.access_token).sid).toBe(claims.sid);

    const providerSession = await t.database.pool.query(
      "select 1 from oidc_records where kind = 'Session' and uid = $1",
      [claims.sid],
    );
    expect(providerSession.rowCount).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/me/logout',
      headers: { authorization: `Bearer ${renewed.access_token}` },
    });
    expect((await me(renewed.access_token)).statusCode).toBe(401);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    const providerRecords = await t.database.pool.query(
      "select kind from oidc_records where (kind = 'Session' and uid = $1) or kind in ('Grant', 'RefreshToken')",
      [claims.sid],
    );
    expect(providerRecords.rows).toEqual([]);
    const revived = await refreshAtProvider(t.app, t.config, renewed.refresh_token);
    expect(revived.statusCode).toBe(400);
    expect(revived.json().error).toBe('invalid_grant');
  });
});

describe('the built-in provider’s sign-out page', () => {
  it('ends the session on the server too, for a tab whose token ran out and could not call api/me/logout', async () => {
    const { tokens, jar } = await signInWithCookies(t.app, t.config, 'network.manager');
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const confirmed = await signOutAtProvider(t.app, t.config, jar, tokens.id_token);
    expect(confirmed.statusCode).toBe(303);
    const ended = async () =>
      (
        await t.database.pool.query<{ end_reason: string | null }>(
          'select end_reason from user_sessions where id = $1',
          [sessionOf(tokens.access_token)],
        )
      ).rows;
    const signOuts = async () =>
      (
        await t.database.pool.query<{ details: unknown }>(
          "select details from audit_events where user_id = 'network.manager' and event_type = 'SignOut'",
        )
      ).rows;
    // The sign-out is recorded last, after the session has ended and this instance has stopped believing it; the
    // session's end alone can be seen a moment before the instance forgets it.
    await expect.poll(signOuts).toContainEqual({ details: { via: 'provider sign-out' } });
    expect(await ended()).toEqual([{ end_reason: 'signed-out' }]);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('the live hub', () => {
  let services: PlatformServices | undefined;
  let url = '';
  let hubApp: TestApp;
  beforeAll(async () => {
    hubApp = await createTestApp();
    services = await startPlatformServices(hubApp.app);
    await hubApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(hubApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await services?.stop();
    await hubApp.close();
  });

  const connects = (token: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connectHub(url, {
        path: HUB_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      socket.once('connect', () => {
        socket.disconnect();
        resolve(true);
      });
      socket.once('connect_error', () => resolve(false));
    });

  it('refuses a signed-out session token at connect', async () => {
    const token = await hubApp.tokenFor('crm.admin', 600);
    expect(await connects(token)).toBe(true);
    await hubApp.app.inject({ method: 'POST', url: '/api/me/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await connects(token)).toBe(false);
  });
});
