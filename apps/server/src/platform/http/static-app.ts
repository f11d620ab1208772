import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { AppConfig } from '../config/config.ts';

const API_PREFIXES = ['/api', '/odata', '/fhir', '/oidc', '/socket.io', '/healthz', '/readyz'];

/** Serves the built single-page app; any other GET outside the API gets index.html (client-side routes). */
export async function registerStaticApp(app: FastifyInstance, config: AppConfig | undefined): Promise<void> {
  const dist = config?.webDist;
  const hasWeb = dist !== undefined && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
    });
    // Every file of the build is served by its exact path (hashed names, long cache). The page itself (index.html, at
    // /, /index.html and every client route) names those hashed files, so the browser revalidates it on every visit or
    // a fix would never reach it: no-cache, set after @fastify/static wrote its own max-age header.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
        reply.header('cache-control', 'no-cache');
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url.toLowerCase().startsWith(prefix));
    if (request.method !== 'GET' || isApi) return reply.status(404).send({ message: MESSAGES.notFound });
    if (!hasWeb)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build -w apps/web`.');
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html'))
      return reply.status(404).send({ message: MESSAGES.notFound });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
