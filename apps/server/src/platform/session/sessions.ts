import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { mintAccessToken, type SigningKey } from '../auth/signing-keys.ts';
import { builtInIssuer } from '../auth/verify-token.ts';
import { SESSION_ENDED_CHANNEL } from './session-trust.ts';

/** Why a session ended; also the reason a token of it is refused. */
export type SessionEndReason = 'signed-out' | 'idle' | 'lifetime';

export interface SessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

export const sessionLimits = (config: AppConfig): SessionLimits => ({
  idleSeconds: config.sessionIdleMinutes * 60,
  maxSeconds: config.sessionMaxHours * 3600,
});

/** last_seen_at is written at most this often per session, so a burst of requests costs reads only. */
export const LAST_SEEN_WRITE_SECONDS = 60;

export type SessionCheck = { ok: true; started: boolean } | { ok: false; reason: SessionEndReason | 'other-user' };

interface SessionRow {
  user_id: number;
  started_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  end_reason: SessionEndReason | null;
  grant_id: string | null;
}

/**
 * Checks the session a token belongs to against the database row every instance shares: a signed-out session, one idle
 * past the idle limit or one past its absolute lifetime is refused (and ended, with its refresh grant revoked).
 * A session the server has not seen yet (an outside provider's first token) starts here.
 */
export async function checkSession(
  pool: pg.Pool,
  session: { id: string; userId: number; issuer: string; startedAt?: Date; clientIp: string },
  limits: SessionLimits,
  now = new Date(),
): Promise<SessionCheck> {
  const { rows } = await pool.query<SessionRow>(
    'select user_id, started_at, last_seen_at, ended_at, end_reason, grant_id from user_sessions where id = $1',
    [session.id],
  );
  const row = rows[0];
  if (!row) {
    const startedAt = session.startedAt && session.startedAt < now ? session.startedAt : now;
    if (now.getTime() - startedAt.getTime() > limits.maxSeconds * 1000) return { ok: false, reason: 'lifetime' };
    const inserted = await pool.query(
      'insert into user_sessions (id, user_id, issuer, started_at, last_seen_at, client_ip) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing',
      [session.id, session.userId, session.issuer, startedAt, now, session.clientIp],
    );
    if (inserted.rowCount === 1) return { ok: true, started: true };
    return checkSession(pool, session, limits, now);
  }
  if (row.user_id !== session.userId) return { ok: false, reason: 'other-user' };
  if (row.ended_at) return { ok: false, reason: row.end_reason ?? 'signed-out' };
  const reason: SessionEndReason | undefined =
    now.getTime() - row.started_at.getTime() > limits.maxSeconds * 1000
      ? 'lifetime'
      : now.getTime() - row.last_seen_at.getTime() > limits.idleSeconds * 1000
        ? 'idle'
        : undefined;
  if (reason) {
    await endSession(pool, session.id, reason);
    return { ok: false, reason };
  }
  if (now.getTime() - row.last_seen_at.getTime() > LAST_SEEN_WRITE_SECONDS * 1000) {
    await pool.query('update user_sessions set last_seen_at = $2 where id = $1 and ended_at is null', [
      session.id,
      now,
    ]);
  }
  return { ok: true, started: false };
}

/**
 * Ends a session for every instance and revokes the built-in provider's grant (its refresh tokens), so a refresh cannot
 * revive it. Returns false when it had already ended.
 */
export async function endSession(pool: pg.Pool, id: string, reason: SessionEndReason): Promise<boolean> {
  const { rows } = await pool.query<{ grant_id: string | null }>(
    'update user_sessions set ended_at = now(), end_reason = $2 where id = $1 and ended_at is null returning grant_id',
    [id, reason],
  );
  if (rows.length === 0) return false;
  // Every instance stops believing the session (session-trust.ts); this one at once, through the caller's forgetSession.
  await pool.query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, id]);
  // The built-in provider forgets the session too (its record's uid is the session id): the next visit asks for the password.
  const grantId = rows[0]?.grant_id ?? null;
  await pool.query(
    "delete from oidc_records where (kind = 'Session' and uid = $1) or ($2::text is not null and (grant_id = $2 or id = 'Grant:' || $2))",
    [id, grantId],
  );
  return true;
}

/** The built-in provider calls this when it issues a token of a session: the session starts at sign-in, with its grant. */
export async function recordProviderSession(
  pool: pg.Pool,
  session: { id: string; username: string; issuer: string; grantId: string | undefined },
): Promise<void> {
  await pool.query(
    `insert into user_sessions (id, user_id, issuer, grant_id)
     select $1, id, $3, $4 from users where username = $2
     on conflict (id) do update set grant_id = coalesce(excluded.grant_id, user_sessions.grant_id)`,
    [session.id, session.username, session.issuer, session.grantId ?? null],
  );
}

/**
 * A signed-in session for a demo user without the sign-in page: the session row and an access token of it, exactly as the
 * built-in provider would issue (API tests, `npm run token`, benchmarks, the resilience suite).
 */
export async function createSessionToken(
  pool: pg.Pool,
  key: SigningKey,
  options: {
    username: string;
    issuer: string;
    audience: string;
    clientId: string;
    scope: string;
    ttlSeconds: number;
    claims?: Record<string, unknown>;
  },
): Promise<string> {
  const sid = `script-${randomUUID()}`;
  // An unknown user still gets a token (API tests prove it is refused): no session row is written for it.
  await pool.query('insert into user_sessions (id, user_id, issuer) select $1, id, $3 from users where username = $2', [
    sid,
    options.username,
    options.issuer,
  ]);
  return mintAccessToken(key, {
    subject: options.username,
    issuer: options.issuer,
    audience: options.audience,
    ttlSeconds: options.ttlSeconds,
    clientId: options.clientId,
    scope: options.scope,
    sessionId: sid,
    ...(options.claims ? { claims: options.claims } : {}),
  });
}

/** createSessionToken with the settings of a configured built-in provider. */
export const createDemoSessionToken = (
  pool: pg.Pool,
  key: SigningKey,
  config: AppConfig,
  username: string,
  ttlSeconds = config.accessTokenTtlSeconds,
) =>
  createSessionToken(pool, key, {
    username,
    issuer: builtInIssuer(config),
    audience: config.oidcAudience,
    clientId: config.oidcClientId,
    scope: config.oidcScope,
    ttlSeconds,
  });
