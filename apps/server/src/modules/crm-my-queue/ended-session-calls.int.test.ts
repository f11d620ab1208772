import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { INTERACTION_MESSAGES as M, type Interaction } from '@portal/contracts/crm-my-queue/interactions';
import { closeJobQueuesOf, enqueueJob, startJobQueue } from '../../platform/jobs/job-queue.ts';
import { createDemoSessionToken, sessionLimits } from '../../platform/session/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ENDED_SESSION_CALLS_CRON, ENDED_SESSION_CALLS_JOB } from './ended-session-calls.job.ts';
import { endCallsOfEndedSessions } from './interactions.service.ts';

/**
 * crm.agent is on calls in several sign-in sessions. The server ends the call of a session that is over and that no tab
 * ended: lapsed by the inactivity limit (the end is the session's last activity), signed out elsewhere (the end is the
 * sign-out), past its lifetime. A live session's call stays open, a contact that is not a call is never touched, and a
 * second run changes nothing.
 */
let t: TestApp;
let member: string;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  member = (await t.database.pool.query<{ id: string }>('select member_id as id from members limit 1')).rows[0]!.id;
});
afterAll(async () => t.close());

/** A new sign-in session of crm.agent, with the token of it. */
async function newSession(): Promise<{ token: string; id: string }> {
  const token = await createDemoSessionToken(t.database.pool, t.app.ctx.signingKey!, t.config, 'crm.agent');
  return { token, id: decodeJwt(token).sid as string };
}

async function openCall(token: string, ctiId: string | null, startedAt = minutesAgo(45)): Promise<Interaction> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${CRM_ODATA}/default.createinteraction`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      memberId: member,
      direction: 'Inbound',
      interactionType: 'Phone',
      startedAt: startedAt.toISOString(),
      ...(ctiId ? { ctiId } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Interaction>();
}

const sessionTimes = (id: string, times: { startedAt?: Date; lastSeenAt: Date }) =>
  t.database.pool.query(
    'update user_sessions set last_seen_at = $2, started_at = coalesce($3, started_at) where id = $1',
    [id, times.lastSeenAt, times.startedAt ?? null],
  );
const row = async (id: number) =>
  (
    await t.database.pool.query<{ ended_at: Date | null; version: number; session_id: string | null }>(
      'select ended_at, version, session_id from crm_interactions where id = $1',
      [id],
    )
  ).rows[0]!;
const serverEnds = async () =>
  (
    await t.database.pool.query<{ item_id: string; user_id: string; details: Record<string, unknown> }>(
      `select item_id, user_id, details from audit_events where event_type = 'CrmCallEndedByServer' order by id`,
    )
  ).rows;

describe('calls left open by a sign-in session that is over', () => {
  it('the server ends them at the session’s last activity or sign-out, audited; live calls stay open; twice is once', async () => {
    const limits = sessionLimits(t.config);
    const agentName = (
      await t.database.pool.query<{ name: string }>(`select name from users where username = 'crm.agent'`)
    ).rows[0]!.name;

    // Lapsed by the inactivity limit: nobody ended the session's row, its last activity is 32 minutes (past the limit) ago.
    const idle = await newSession();
    const idleCall = await openCall(idle.token, 'SIM-session-idle');
    const notACall = await openCall(idle.token, null);
    expect((await row(idleCall.id)).session_id).toBe(idle.id);
    const lastActivity = new Date(Date.now() - limits.idleSeconds * 1000 - 2 * 60_000);
    await sessionTimes(idle.id, { lastSeenAt: lastActivity });

    // Signed out (on an instance whose own run after the sign-out failed): its tab could not end the call.
    const signedOut = await newSession();
    const signedOutCall = await openCall(signedOut.token, 'SIM-session-signed-out');
    await t.database.pool.query(
      `update user_sessions set ended_at = now() - interval '3 minutes', end_reason = 'signed-out' where id = $1`,
      [signedOut.id],
    );
    const signOutTime = (
      await t.database.pool.query<{ ended_at: Date }>('select ended_at from user_sessions where id = $1', [
        signedOut.id,
      ])
    ).rows[0]!.ended_at;

    // Past its absolute lifetime however active: the end is its last activity, a minute ago.
    const old = await newSession();
    const oldCall = await openCall(old.token, 'SIM-session-lifetime');
    const lastSeenOld = minutesAgo(1);
    await sessionTimes(old.id, {
      startedAt: new Date(Date.now() - limits.maxSeconds * 1000 - 60_000),
      lastSeenAt: lastSeenOld,
    });

    // A live session's call, and a call its lapsed session's tab ended itself, stay as they are.
    const live = await newSession();
    const liveCall = await openCall(live.token, 'SIM-session-live');
    const idleTwo = await newSession();
    const endedByTab = await openCall(idleTwo.token, 'SIM-session-tab-ended');
    await t.database.pool.query('update crm_interactions set ended_at = $2 where id = $1', [
      endedByTab.id,
      minutesAgo(40),
    ]);
    await sessionTimes(idleTwo.id, { lastSeenAt: lastActivity });

    const ended = await endCallsOfEndedSessions(t.database.db, limits);
    expect(ended.sort((a, b) => a - b)).toEqual([idleCall.id, signedOutCall.id, oldCall.id]);
    expect((await row(idleCall.id)).ended_at?.getTime()).toBe(lastActivity.getTime());
    expect((await row(signedOutCall.id)).ended_at?.getTime()).toBe(signOutTime.getTime());
    expect((await row(oldCall.id)).ended_at?.getTime()).toBe(lastSeenOld.getTime());
    expect((await row(idleCall.id)).version).toBe(idleCall.version + 1);
    expect((await row(liveCall.id)).ended_at).toBeNull();
    expect((await row(notACall.id)).ended_at).toBeNull();
    expect((await row(endedByTab.id)).version).toBe(endedByTab.version);

    const audits = await serverEnds();
    expect(audits.map((audit) => Number(audit.item_id)).sort((a, b) => a - b)).toEqual(ended);
    const auditOf = (id: number) => audits.find((audit) => Number(audit.item_id) === id)!;
    expect(auditOf(idleCall.id)).toMatchObject({
      user_id: 'system',
      details: {
        agent: 'crm.agent',
        memberId: member,
        reason: M.callEndedSessionOver(agentName, 'inactivity limit'),
        before: { endedAt: null },
        after: { endedAt: lastActivity.toISOString() },
      },
    });
    expect(auditOf(signedOutCall.id).details.reason).toBe(M.callEndedSessionOver(agentName, 'signed out'));
    expect(auditOf(oldCall.id).details.reason).toBe(M.callEndedSessionOver(agentName, 'session lifetime'));

    // A second run (or the other instance's) finds nothing to do and writes nothing.
    expect(await endCallsOfEndedSessions(t.database.db, limits)).toEqual([]);
    expect(await serverEnds()).toHaveLength(3);
    expect((await row(idleCall.id)).version).toBe(idleCall.version + 1);
  });

  it('two sweeps at once (two server instances) end each call once, with one audit', async () => {
    const limits = sessionLimits(t.config);
    const session = await newSession();
    const calls = [
      await openCall(session.token, 'SIM-session-race-1'),
      await openCall(session.token, 'SIM-session-race-2'),
    ];
    await t.database.pool.query(`update user_sessions set ended_at = now(), end_reason = 'signed-out' where id = $1`, [
      session.id,
    ]);
    const [first, second] = await Promise.all([
      endCallsOfEndedSessions(t.database.db, limits),
      endCallsOfEndedSessions(t.database.db, limits),
    ]);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(calls.map((call) => call.id));
    for (const call of calls) {
      expect((await row(call.id)).version).toBe(call.version + 1);
      expect((await serverEnds()).filter((audit) => Number(audit.item_id) === call.id)).toHaveLength(1);
    }
  });

  it('runs every minute as a scheduled job once the server works its queue', async () => {
    const session = await newSession();
    const call = await openCall(session.token, 'SIM-session-job');
    await t.database.pool.query(`update user_sessions set ended_at = now(), end_reason = 'idle' where id = $1`, [
      session.id,
    ]);
    await startJobQueue(t.database);
    try {
      const scheduled = async () =>
        (
          await t.database.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [
            ENDED_SESSION_CALLS_JOB,
          ])
        ).rows;
      await expect.poll(scheduled).toEqual([{ cron: ENDED_SESSION_CALLS_CRON }]);
      await enqueueJob(ENDED_SESSION_CALLS_JOB, {}, { database: t.database });
      await expect.poll(async () => (await row(call.id)).ended_at, { timeout: 20_000 }).not.toBeNull();
    } finally {
      await closeJobQueuesOf(t.database);
    }
  });

  it('a sign-out ends the session’s call then and there, at the sign-out, without waiting for the schedule', async () => {
    const session = await newSession();
    const call = await openCall(session.token, 'SIM-session-sign-out');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/me/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(logout.statusCode).toBe(200);
    const signOutTime = (
      await t.database.pool.query<{ ended_at: Date }>('select ended_at from user_sessions where id = $1', [session.id])
    ).rows[0]!.ended_at;
    // No job queue runs in this test app: only the sign-out's own run can end the call.
    await expect.poll(async () => (await row(call.id)).ended_at?.getTime()).toBe(signOutTime.getTime());
    const audits = (await serverEnds()).filter((audit) => Number(audit.item_id) === call.id);
    expect(audits).toHaveLength(1);
    const agentName = (
      await t.database.pool.query<{ name: string }>(`select name from users where username = 'crm.agent'`)
    ).rows[0]!.name;
    expect(audits[0]!.details.reason).toBe(M.callEndedSessionOver(agentName, 'signed out'));
  });
});
