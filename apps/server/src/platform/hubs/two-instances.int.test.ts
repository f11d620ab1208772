import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connectHub, type Socket } from 'socket.io-client';
import {
  HUB_EVENTS,
  HUB_MESSAGES,
  HUB_METHODS,
  HUB_OCCUPIED,
  HUB_PATH,
  type HubMessage,
  type HubNotification,
} from '@portal/contracts/platform/hub';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../db/client.ts';
import { startPlatformServices, type PlatformServices } from '../services.ts';
import { enqueueJob, registerWorker } from '../jobs/job-queue.ts';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { TELEPHONY_HUB_EVENT, type TelephonyCall } from '@portal/contracts/platform/telephony';
import { forgetFlagReads } from '../flags/flags.ts';

/**
 * Two server instances on two loopback ports sharing one database, as behind a load balancer: the hub's 'Occupied'
 * warning and the job queue must work across them.
 */
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let services: PlatformServices[] = [];
const urls: string[] = [];
const sockets: Socket[] = [];

/** Every run of the test job, by job id: proves a job runs once although both instances work the queue. */
const runs = new Map<string, number>();
registerWorker<{ n: number }>('platform-test-count', async (job) => {
  runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
  await job.database.pool.query('select 1');
  await job.reportProgress(50, 'half way');
  return { doubled: job.data.n * 2 };
});

beforeAll(async () => {
  t = await createTestApp();
  const database = connect(t.database.url, { max: 10 });
  second = { app: await buildApp({ config: t.config, database, logger: false, serveWeb: false }), database };
  for (const app of [t.app, second.app]) {
    services.push(await startPlatformServices(app));
    await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const service of services) await service.stop();
  services = [];
  await second.app.close();
  await second.database.close();
  await t.close();
});

async function openHub(instance: 0 | 1, username: string): Promise<Socket> {
  const socket = connectHub(urls[instance], {
    path: HUB_PATH,
    auth: { token: await t.tokenFor(username) },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

async function until(check: () => Promise<boolean>, timeoutMs = 15000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('notification hub across two instances', () => {
  it('refuses a socket without a valid token', async () => {
    const socket = connectHub(urls[0], {
      path: HUB_PATH,
      auth: { token: 'forged' },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });

  it('closes the connection when its token expires, so the client must reconnect with a fresh token', async () => {
    const socket = connectHub(urls[0], {
      path: HUB_PATH,
      auth: { token: await t.tokenFor('crm.admin', 2) },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await nextEvent<string>(socket, 'disconnect', 6000)).toBe('transport close');
  });

  it('the enrollment viewer opens a member another user has open on the other instance and is told it is Occupied', async () => {
    const processor = await openHub(0, 'enroll.processor');
    const viewer = await openHub(1, 'enroll.viewer');

    const first = await processor.emitWithAck(HUB_METHODS.saveConnection, { memberId: 'M100000001', tabId: 'tab-a' });
    expect(first).toMatchObject({ ok: true, occupied: false, others: [] });

    const occupiedMessage = nextEvent<HubMessage>(viewer, HUB_EVENTS.message);
    const processorNotified = nextEvent<HubNotification>(processor, HUB_EVENTS.notification);
    const second = await viewer.emitWithAck(HUB_METHODS.saveConnection, { memberId: 'M100000001', tabId: 'tab-b' });
    expect(second).toMatchObject({ ok: true, occupied: true });
    expect(second.others[0]).toMatchObject({ username: 'enroll.processor', memberId: 'M100000001', tabId: 'tab-a' });
    expect(await occupiedMessage).toEqual({
      message: HUB_OCCUPIED,
      member: 'M100000001',
      status: HUB_OCCUPIED,
      tabId: 'tab-b',
    });
    // The notification crosses from instance 2 to instance 1 through the PostgreSQL adapter.
    expect(await processorNotified).toMatchObject({
      memberId: 'M100000001',
      addOrRemove: 'add',
      triggerAddOrRemove: true,
      providerName: 'Vera Reader',
    });

    const onMember = await processor.emitWithAck(HUB_METHODS.getProvidersOnThisMember, { memberId: 'M100000001' });
    expect(onMember.items.map((item: { username: string }) => item.username)).toEqual(['enroll.viewer']);
    const mine = await viewer.emitWithAck(HUB_METHODS.getConnections);
    expect(mine.items).toHaveLength(1);

    // The state lives in PostgreSQL, not in either process.
    const rows = await t.database.pool.query(
      "select username from hub_connections where member_id = 'M100000001' order by username",
    );
    expect(rows.rows.map((row) => row.username)).toEqual(['enroll.processor', 'enroll.viewer']);

    // Closing the tab tells the other user; a disconnect clears the socket's rows.
    const removed = nextEvent<HubNotification>(processor, HUB_EVENTS.notification);
    expect(await viewer.emitWithAck(HUB_METHODS.freeConnection, { memberId: 'M100000001', tabId: 'tab-b' })).toEqual({
      ok: true,
    });
    expect(await removed).toMatchObject({ addOrRemove: 'remove', memberId: 'M100000001' });
    processor.disconnect();
    await until(
      async () =>
        (await t.database.pool.query("select 1 from hub_connections where member_id = 'M100000001'")).rowCount === 0,
    );
  });

  it('the same user in two tabs is not Occupied', async () => {
    const socket = await openHub(0, 'crm.agent');
    const other = await openHub(1, 'crm.agent');
    await socket.emitWithAck(HUB_METHODS.saveConnection, { memberId: 'M100000002', tabId: 'one' });
    expect(await other.emitWithAck(HUB_METHODS.saveConnection, { memberId: 'M100000002', tabId: 'two' })).toMatchObject(
      { ok: true, occupied: false },
    );
  });

  it('a user without the module of member tabs (Patient 360) gets nothing recorded and learns nothing', async () => {
    const processor = await openHub(0, 'enroll.processor');
    expect(
      await processor.emitWithAck(HUB_METHODS.saveConnection, { memberId: 'M100000003', tabId: 'tab-p' }),
    ).toMatchObject({ ok: true, occupied: false });
    for (const username of ['no.modules', 'network.viewer']) {
      const outsider = await openHub(1, username);
      const told: unknown[] = [];
      outsider.on(HUB_EVENTS.message, (payload: unknown) => told.push(payload));
      outsider.on(HUB_EVENTS.notification, (payload: unknown) => told.push(payload));
      const refused = { ok: false, message: 'You do not have access to this module or action.' };
      expect(
        await outsider.emitWithAck(HUB_METHODS.saveConnection, { memberId: 'M100000003', tabId: 'tab-x' }),
      ).toEqual(refused);
      expect(await outsider.emitWithAck(HUB_METHODS.getProvidersOnThisMember, { memberId: 'M100000003' })).toEqual(
        refused,
      );
      expect(await outsider.emitWithAck(HUB_METHODS.getConnections)).toEqual(refused);
      expect(
        await outsider.emitWithAck(HUB_METHODS.freeConnection, { memberId: 'M100000003', tabId: 'tab-x' }),
      ).toEqual(refused);
      expect(
        (await t.database.pool.query('select 1 from hub_connections where username = $1', [username])).rowCount,
      ).toBe(0);
      // The processor, who has the member open, is not told that anyone joined; the outsider is told nothing.
      expect(
        (await processor.emitWithAck(HUB_METHODS.getProvidersOnThisMember, { memberId: 'M100000003' })).items,
      ).toEqual([]);
      expect(told).toEqual([]);
    }
  });

  it('answers a method with a bad payload with the message, and saves nothing', async () => {
    const socket = await openHub(0, 'care.provider');
    expect(await socket.emitWithAck(HUB_METHODS.saveConnection, { memberId: '', tabId: 'x' })).toEqual({
      ok: false,
      message: HUB_MESSAGES.memberRequired,
    });
    expect(
      (await t.database.pool.query("select 1 from hub_connections where username = 'care.provider'")).rowCount,
    ).toBe(0);
  });
});

describe('a call rung on one instance reaches the agent connected to the other', () => {
  it('says it was not delivered while the agent has no tab open, and delivers it once one is', async () => {
    const flags = [FEATURE_FLAGS.telephony, FEATURE_FLAGS.inboundCalls, FEATURE_FLAGS.simulatedInboundCall];
    await t.database.pool.query('update feature_flags set is_active = true where name = any($1)', [flags]);
    for (const app of [t.app, second.app]) forgetFlagReads(app.ctx.database.db);
    const ring = async () => {
      const response = await t.as('crm.admin', { method: 'POST', url: '/api/telephony/SimulateInboundCall' });
      expect(response.statusCode).toBe(200);
      return response.json<TelephonyCall>();
    };
    expect(await ring()).toMatchObject({ direction: 'inbound', delivered: false });

    const tab = await openHub(1, 'crm.admin');
    const arrived = nextEvent<TelephonyCall>(tab, TELEPHONY_HUB_EVENT);
    const call = await ring();
    expect(call.delivered).toBe(true);
    expect(await arrived).toMatchObject({ ctiId: call.ctiId, phoneNumber: call.phoneNumber });
  });
});

describe('jobs across two instances', () => {
  it('a job queued on one instance runs exactly once; its owner and admins can read its status', async () => {
    const owner = (await t.as('enroll.processor', { method: 'GET', url: '/api/me' })).json();
    const ids: string[] = [];
    for (let n = 1; n <= 6; n++) {
      const id = await enqueueJob(
        'platform-test-count',
        { n },
        { database: second.database, queuedBy: { id: owner.userId, username: owner.username } },
      );
      ids.push(id!);
    }
    await until(
      async () =>
        ids.every((id) => runs.has(id)) &&
        (
          await t.database.pool.query(
            "select count(*)::int as n from pgboss.job where name = 'platform-test-count' and state = 'completed'",
          )
        ).rows[0].n === 6,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500)); // both instances keep polling: still no second run
    expect(ids.map((id) => runs.get(id))).toEqual([1, 1, 1, 1, 1, 1]);

    const status = await t.as('enroll.processor', { method: 'GET', url: `/api/jobs/${ids[2]}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      id: ids[2],
      name: 'platform-test-count',
      state: 'completed',
      progress: 100,
      output: { doubled: 6 },
    });
    expect((await t.as('admin', { method: 'GET', url: `/api/jobs/${ids[2]}` })).statusCode).toBe(200);
    expect((await t.as('enroll.viewer', { method: 'GET', url: `/api/jobs/${ids[2]}` })).statusCode).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: '/api/jobs/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${ids[2]}` })).statusCode).toBe(401);
  });
});
