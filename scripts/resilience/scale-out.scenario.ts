import { io as connectHub, type Socket } from 'socket.io-client';
import {
  HUB_EVENTS,
  HUB_METHODS,
  HUB_OCCUPIED,
  HUB_PATH,
  type HubMessage,
  type HubNotification,
} from '@portal/contracts/platform/hub';
import { connect } from '../../apps/server/src/platform/db/client.ts';
import { runClients } from './client-loop.ts';
import {
  cloneDatabase,
  dropDatabase,
  Findings,
  RESILIENCE_PORTS,
  sleep,
  startServer,
  tokenMinter,
  type ResilienceCluster,
} from './harness.ts';
import { accountForWrites, snapshotVersions } from './write-accounting.ts';
import { availableOperations, openApiPaths, pickData } from './workload.ts';
import type { ServerChild } from '../bench/server-child.ts';

const PROBE_JOBS = 20;

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function openHub(server: ServerChild, token: string): Promise<Socket> {
  const socket = connectHub(server.baseUrl, {
    path: HUB_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Two server processes on two loopback ports, one PostgreSQL (issue 6): a hub message reaches a client of the
 * other instance; jobs queued on either run exactly once though both work the queue; and clients spread over
 * both instances write without losing or doubling anything.
 */
export async function scaleOutScenario(cluster: ResilienceCluster, log: (line: string) => void): Promise<Findings> {
  const findings = new Findings();
  const { url, name } = await cloneDatabase(cluster, 'scaleout');
  const database = connect(url, { max: 4 });
  const servers = [
    await startServer(url, RESILIENCE_PORTS[0], 'scale-out-1', { RESILIENCE_JOB_PROBE: '1' }),
    await startServer(url, RESILIENCE_PORTS[1], 'scale-out-2', { RESILIENCE_JOB_PROBE: '1' }),
  ];
  const [one, two] = servers as [ServerChild, ServerChild];
  const sockets: Socket[] = [];
  try {
    const tokenFor = await tokenMinter(database);

    // Hub: a processor on instance 1 has a member open; a viewer opens it on instance 2.
    const memberId = `RES${Date.now() % 1_000_000}`;
    const processor = await openHub(one, await tokenFor('enroll.processor'));
    const viewer = await openHub(two, await tokenFor('enroll.viewer'));
    sockets.push(processor, viewer);
    await processor.emitWithAck(HUB_METHODS.saveConnection, { memberId, tabId: 'tab-1' });
    const occupied = nextEvent<HubMessage>(viewer, HUB_EVENTS.message);
    const notified = nextEvent<HubNotification>(processor, HUB_EVENTS.notification);
    await viewer.emitWithAck(HUB_METHODS.saveConnection, { memberId, tabId: 'tab-2' });
    const message = await occupied;
    const notification = await notified;
    findings.check(
      message?.message === HUB_OCCUPIED,
      `the viewer on instance 2 got ${message ? JSON.stringify(message) : 'no Message'} (expected '${HUB_OCCUPIED}')`,
    );
    findings.check(
      notification?.memberId === memberId && notification.addOrRemove === 'add',
      `the processor on instance 1 got ${notification ? JSON.stringify(notification) : 'no Notification'} from instance 2`,
    );

    // Jobs: queued alternately on both instances, each must run once.
    const probes = Array.from({ length: PROBE_JOBS }, (_, i) => `probe-${name}-${i}`);
    for (const [i, probe] of probes.entries()) {
      const jobId = await (i % 2 === 0 ? one : two).enqueueProbe(probe);
      findings.check(jobId !== null, `probe job ${probe} was not queued`);
    }
    const deadline = Date.now() + 30_000;
    let runs = new Map<string, number>();
    while (Date.now() < deadline) {
      const { rows } = await database.pool.query<{ item_id: string; n: number }>(
        "select item_id, count(*)::int as n from audit_events where event_type = 'ResilienceJobRun' group by item_id",
      );
      runs = new Map(rows.map((row) => [row.item_id, row.n]));
      if (probes.every((probe) => runs.has(probe))) break;
      await sleep(250);
    }
    await sleep(3000); // a second run would show up here
    const { rows: final } = await database.pool.query<{ item_id: string; n: number; ports: number[] }>(
      "select item_id, count(*)::int as n, array_agg(distinct (details->>'port')::int) as ports from audit_events where event_type = 'ResilienceJobRun' group by item_id",
    );
    runs = new Map(final.map((row) => [row.item_id, row.n]));
    for (const probe of probes)
      findings.check(runs.get(probe) === 1, `job ${probe} ran ${runs.get(probe) ?? 0} times (expected exactly once)`);
    const ports = new Set(final.flatMap((row) => row.ports));
    findings.note(
      `${PROBE_JOBS} jobs queued on both instances ran once each, on instance port(s) ${[...ports].join(', ')}`,
    );

    // Writes spread over both instances: nothing lost or doubled.
    const { available } = availableOperations(await openApiPaths(one, await tokenFor('admin')));
    const pick = await pickData(database.pool);
    const before = await snapshotVersions(database.pool);
    const until = Date.now() + 8000;
    const stats = await runClients({
      servers,
      operations: available,
      clients: 8,
      until: () => Date.now() >= until,
      tokenFor,
      pick,
    });
    for (const error of stats.errors.slice(0, 10))
      findings.check(false, `two instances, after ${(error.at / 1000).toFixed(1)} s: ${error.detail}`);
    await accountForWrites(database.pool, before, stats.acknowledged, stats.uncertain, findings);
    findings.note(
      `8 clients over both instances: ${stats.requests} requests, ${stats.acknowledged.length} acknowledged writes, ${stats.conflicts} designed 409s`,
    );
    log(`scale-out: hub ${message?.message ?? 'none'}, ${runs.size} probe jobs`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await one.stop();
    await two.stop();
    await database.close();
    await dropDatabase(cluster, name);
  }
  return findings;
}
