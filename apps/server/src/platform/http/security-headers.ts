import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (helmet's: Content-Security-Policy, Strict-Transport-Security, X-Content-Type-Options, ...),
 * computed once at start-up and set on every answer. Ours are the same for every request (no per-request CSP nonce), so
 * building helmet's middleware again for each request (what @fastify/helmet does) is pure per-request cost.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  // helmet's middleware reads nothing of the request and only sets or removes headers on the response.
  const request = Object.create(null) as IncomingMessage;
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  helmet(options)(request, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
