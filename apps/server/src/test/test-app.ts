import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../platform/config/config.ts';
import { connect, type Database } from '../platform/db/client.ts';
import { createDemoSessionToken } from '../platform/session/sessions.ts';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** A valid bearer token for a demo user, of a new signed-in session (as the sign-in page would start). */
  tokenFor(username: string, ttlSeconds?: number): Promise<string>;
  /** app.inject as that user. */
  as(username: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated, seeded template, and the real app on it (no network). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const database = connect(withDatabase(adminUrl, name), { max: 10 });
  // Demo mode (the built-in provider and demo users) with a fixed installation secret for the test databases.
  const config: AppConfig = {
    ...loadConfig({
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '8080',
      DEMO_MODE: 'on',
      PORTAL_SECRET: 'test-installation-secret',
    }),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    serveWeb: false,
  });
  await app.ready();
  const tokens = new Map<string, string>();
  const tokenFor = async (username: string, ttlSeconds = 3600) => {
    const cached = ttlSeconds === 3600 ? tokens.get(username) : undefined;
    if (cached) return cached;
    const token = await createDemoSessionToken(database.pool, app.ctx.signingKey!, config, username, ttlSeconds);
    if (ttlSeconds === 3600) tokens.set(username, token);
    return token;
  };
  return {
    app,
    database,
    config,
    tokenFor,
    as: async (username, options) =>
      app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), authorization: `Bearer ${await tokenFor(username)}` },
      }),
    close: async () => {
      await app.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}
