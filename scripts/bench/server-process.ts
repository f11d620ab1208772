/**
 * A server under measurement, run as a child process of the benchmark so its memory and CPU are its own:
 * - BENCH_MODE=api: the real portal server (buildApp with authentication, access checks, validation, auditing, logging, platform services);
 * - BENCH_MODE=bare: a bare Fastify + pg server with one route per benchmark request that runs the same SQL (the framework floor).
 * It tells the parent over IPC when it listens, and (api) records the SQL of a request on demand.
 */
import Fastify from 'fastify';
import fs from 'node:fs';
import { connect } from '../../apps/server/src/platform/db/client.ts';
import { SCRIPT_PUBLIC_URL } from './server-child.ts';
import { installSqlCapture, runWaves, startCapture, stopCapture, type QueryWave } from './sql-capture.ts';

export type ParentMessage =
  { type: 'capture-start' } | { type: 'capture-stop' } | { type: 'enqueue-probe'; probeId: string };
export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'capture-started' }
  | { type: 'captured'; queries: ReturnType<typeof stopCapture> }
  | { type: 'enqueued'; probeId: string; jobId: string | null; error?: string };

/** The resilience suite's job (RESILIENCE_JOB_PROBE=1): every run leaves one row, so "ran exactly once" can be counted. */
export const PROBE_JOB = 'resilience-probe';

const mode = process.env.BENCH_MODE;
const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
if (!url || (mode !== 'api' && mode !== 'bare')) {
  console.error('server-process needs BENCH_MODE=api|bare and DATABASE_URL');
  process.exit(2);
}

const send = (message: ChildMessage) => process.send?.(message);

async function startApi(databaseUrl: string): Promise<number> {
  installSqlCapture();
  const { loadConfig } = await import('../../apps/server/src/platform/config/config.ts');
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { startPlatformServices } = await import('../../apps/server/src/platform/services.ts');
  // Demo mode (tokens of the built-in provider); every instance shares one public URL, hence one token issuer.
  const config = loadConfig({
    PUBLIC_URL: SCRIPT_PUBLIC_URL,
    ...process.env,
    DEMO_MODE: 'on',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const database = connect(databaseUrl);
  const app = await buildApp({ config, database, serveWeb: false });
  const jobs =
    process.env.RESILIENCE_JOB_PROBE === '1'
      ? await import('../../apps/server/src/platform/jobs/job-queue.ts')
      : undefined;
  jobs?.registerWorker<{ probeId: string }>(PROBE_JOB, async (job) => {
    await database.pool.query(
      "insert into audit_events (user_id, event_type, item_id, details) values ('resilience', 'ResilienceJobRun', $1, $2)",
      [job.data.probeId, { pid: process.pid, port }],
    );
    return { ranOn: port };
  });
  const services = await startPlatformServices(app);
  await app.listen({ port, host: '127.0.0.1' });
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'capture-start') {
      startCapture();
      send({ type: 'capture-started' });
    } else if (message.type === 'capture-stop') {
      send({ type: 'captured', queries: stopCapture() });
    } else if (jobs) {
      jobs
        .enqueueJob(PROBE_JOB, { probeId: message.probeId }, { database })
        .then((jobId) => send({ type: 'enqueued', probeId: message.probeId, jobId }))
        .catch((error: unknown) =>
          send({ type: 'enqueued', probeId: message.probeId, jobId: null, error: String(error) }),
        );
    }
  });
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      await services.stop();
      await database.close();
      process.exit(0);
    })();
  });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}

async function startBare(databaseUrl: string): Promise<number> {
  const wavesFile = process.env.BENCH_WAVES_FILE;
  const requests = wavesFile ? (JSON.parse(fs.readFileSync(wavesFile, 'utf8')) as Record<string, QueryWave[]>) : {};
  const database = connect(databaseUrl);
  const app = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
    const waves = requests[request.params.name];
    if (!waves) return reply.status(404).send({ message: 'no such request' });
    try {
      return { results: await runWaves(database.pool, waves) };
    } catch (error) {
      return reply.status(500).send({ message: (error as Error).message });
    }
  });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}

const listening = mode === 'api' ? await startApi(url) : await startBare(url);
send({ type: 'ready', port: listening });
