import type { FastifyInstance } from 'fastify';
import { recordSecurityEvent } from './security-events.ts';

/**
 * Every 401 and 403 the API answers is recorded as a security event with the client address Fastify determined
 * (X-Forwarded-For only from a configured proxy) and the route pattern (never the URL, which may carry member data).
 * The built-in sign-in pages under /oidc record their own sign-in events.
 */
export function registerSecurityEvents(app: FastifyInstance): void {
  // onSend, not onResponse: the event is written before the caller hears the answer, so nothing is lost or reordered.
  app.addHook('onSend', async (request, reply) => {
    const status = reply.statusCode;
    if (status !== 401 && status !== 403) return;
    if ((request.raw.url ?? '').startsWith('/oidc')) return;
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    const user = request.user;
    const failure = request.authFailure;
    try {
      await recordSecurityEvent(app.ctx.database.db, {
        eventType: status === 401 ? 'Unauthorized' : 'Forbidden',
        userId: user?.id ?? failure?.userId,
        username: user?.username ?? failure?.username,
        clientIp: request.ip,
        details: { route, ...(status === 401 ? { reason: failure?.reason ?? 'refused' } : {}) },
      });
    } catch (error) {
      request.log.warn({ err: { message: (error as Error).message } }, 'security event not recorded');
    }
    return undefined;
  });
}
