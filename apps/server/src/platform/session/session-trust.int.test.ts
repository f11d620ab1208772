import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSessionTrust, type SessionTrust } from './session-trust.ts';
import { endSession } from './sessions.ts';

let t: TestApp;
const trusts: SessionTrust[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(trusts.map((trust) => trust.close()));
  await t.close();
});

/** Waits for what another instance would see once PostgreSQL has delivered the notification. */
async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}

/** Another server instance's trust, listening. */
async function listeningTrust(url = t.database.url): Promise<SessionTrust> {
  const trust = createSessionTrust(url);
  trusts.push(trust);
  await until(() => {
    trust.trusted('warm-up', 0);
    return trust.ticket() !== undefined;
  });
  return trust;
}

async function newSession(username: string): Promise<{ id: string; userId: number }> {
  const id = `trust-${username}-${Date.now()}`;
  const { rows } = await t.database.pool.query<{ user_id: number }>(
    "insert into user_sessions (id, user_id, issuer) select $1, id, 'test' from users where username = $2 returning user_id",
    [id, username],
  );
  return { id, userId: rows[0]!.user_id };
}

describe('sessions seen valid are trusted briefly, never after they end', () => {
  it('another instance stops trusting a session as soon as it hears it ended', async () => {
    const other = await listeningTrust();
    const session = await newSession('enroll.viewer');
    other.trust(session.id, session.userId, other.ticket());
    expect(other.trusted(session.id, session.userId)).toBe(true);
    expect(other.trusted(session.id, session.userId + 1)).toBe(false);

    expect(await endSession(t.database.pool, session.id, 'signed-out')).toBe(true);
    await until(() => !other.trusted(session.id, session.userId));
  });

  it('a read of the row made before the session ended is not trusted after the ending is heard', async () => {
    const other = await listeningTrust();
    const session = await newSession('crm.agent');
    const ticket = other.ticket(); // the row is read now, still valid ...
    await endSession(t.database.pool, session.id, 'signed-out'); // ... and the session ends meanwhile
    await until(() => {
      other.trust(session.id, session.userId, ticket);
      return !other.trusted(session.id, session.userId);
    });
    other.trust(session.id, session.userId, ticket);
    expect(other.trusted(session.id, session.userId)).toBe(false);
  });

  it('trusts nothing while it cannot listen, so every request reads the row', () => {
    const deaf = createSessionTrust('postgres://nobody@127.0.0.1:1/none');
    trusts.push(deaf);
    expect(deaf.trusted('s', 1)).toBe(false);
    deaf.trust('s', 1, deaf.ticket());
    expect(deaf.ticket()).toBeUndefined();
    expect(deaf.trusted('s', 1)).toBe(false);
  });

  it('the server refuses a signed-out token at once, though it had just trusted the session', async () => {
    const token = await t.tokenFor('claims.dept', 600);
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/me/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
