import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerStaticApp } from './static-app.ts';
import type { AppConfig } from '../config/config.ts';

/** index.html is revalidated on every visit (a fix must reach the browser); hashed assets are cached for a year. */
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("portal");');
  app = Fastify({ logger: false });
  await registerStaticApp(app, { webDist: dist } as AppConfig);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('caching of the web app', () => {
  it('serves index.html no-cache at the root, by its name and for client routes', async () => {
    for (const url of ['/', '/index.html', '/MemberEnrollment/Worklist', '/usermanagement/users?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect({
        url,
        status: response.statusCode,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
      }).toEqual({
        url,
        status: 200,
        type: expect.stringContaining('text/html'),
        cache: 'no-cache',
      });
    }
  });

  it('keeps long immutable caching for hashed assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
