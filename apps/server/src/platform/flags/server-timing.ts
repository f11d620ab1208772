import type { FastifyInstance } from 'fastify';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { Db } from '../db/client.ts';
import { isFlagOnRecently } from './flags.ts';
import { isApiPath } from '../http/api-path.ts';

/**
 * Shell spec §9: "Server timing of API calls is recorded when its flag is on". With enable-server-timing on, every
 * API answer carries the time the server spent on it (Server-Timing: app;dur=...), which the browser's developer tools
 * and the Resource Timing API record; off, no answer carries it.
 */
export function registerServerTiming(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url) || !(await timingWanted(db))) return;
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    reply.header('timing-allow-origin', 'self');
  });
}

/**
 * Whether the flag is on; a flag that cannot be read (the database is away) counts as off. This hook runs on every
 * answer, the error answers included: a failure here would replace an answer already decided (the 503 of an
 * unavailable database) with the raw error.
 */
async function timingWanted(db: Db): Promise<boolean> {
  try {
    return await isFlagOnRecently(db, FEATURE_FLAGS.serverTiming);
  } catch {
    return false;
  }
}
