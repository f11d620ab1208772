import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'wss://portal.example'] } },
  crossOriginEmbedderPolicy: false,
};

describe('security headers', () => {
  it("are helmet's, computed once: the policy as configured and the usual hardening headers", () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("connect-src 'self' wss://portal.example");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age=') as unknown,
      'referrer-policy': 'no-referrer',
    });
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('go out on every answer, a refusal included', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.status(403).send({ message: 'no' }));
    for (const url of ['/ok', '/refused', '/missing']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    await app.close();
  });
});
