import type { FastifyInstance } from 'fastify';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { Db } from '../db/client.ts';
import { isFlagOnRecently } from './flags.ts';

const isApiPath = (url: string) => /^\/(api|odata)(\/|\?|$)/i.test(url);

/**
 * Shell spec §9: "Server timing of API calls is recorded when its flag is on". With enable-server-timing on, every
 * API answer carries the time the server spent on it (Server-Timing: app;dur=...), which the browser's developer tools
 * and the Resource Timing API record; off, no answer carries it.
 */
export function registerServerTiming(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url) || !(await isFlagOnRecently(db, FEATURE_FLAGS.serverTiming))) return;
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    reply.header('timing-allow-origin', 'self');
  });
}
