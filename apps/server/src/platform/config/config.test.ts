import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig, repoRoot, settingsSchema } from './config.ts';

const startWith = (env: NodeJS.ProcessEnv) => () => loadConfig(env);

describe('settings', () => {
  it("README's settings table names every setting the server reads", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    // Named in backticks, alone or with a value (`NODE_ENV=production`).
    const named = (name: string) => readme.includes(`\`${name}\``) || readme.includes(`\`${name}=`);
    const missing = Object.keys(settingsSchema.shape).filter((name) => !named(name));
    expect(missing).toEqual([]);
  });

  it('an empty environment gives every documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      dataDir: path.join(repoRoot, '.data'),
      production: false,
      oidcIssuer: undefined,
      oidcAudience: 'portal-api',
      oidcClientId: 'portal-web',
      oidcScope: 'api',
      oidcAcceptedIssuers: [],
      environment: 'LOCAL DEV',
      buildNumber: '1.0.0-local',
      tokenRefreshPeriodSeconds: 600,
      accessTokenTtlSeconds: 3600,
      seedScale: 'small',
      logLevel: 'info',
      viteDevOrigin: undefined,
      memberSearchRateLimit: 120,
      exportRateLimit: 30,
      demoMode: false,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      sessionRetentionDays: undefined,
      trustProxy: false,
      signInRateLimit: 20,
      portalSecret: undefined,
      workItemLockIdleMinutes: 30,
    });
  });

  it('reads each variable by its name; an empty one counts as unset', () => {
    const config = loadConfig({
      PORT: '9090',
      PUBLIC_URL: 'https://portal.example.org/',
      DATABASE_URL: 'postgres://portal@db.example.org:5432/portal',
      EMBEDDED_PG_PORT: '55000',
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://login.example.org/tenant/',
      OIDC_ACCEPTED_ISSUERS: 'https://a.example.org/, https://b.example.org',
      GIT_SHA: 'abc123',
      SEED_SCALE: 'large',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'on',
      SESSION_IDLE_MINUTES: '15',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8, loopback',
      WORK_ITEM_LOCK_IDLE_MINUTES: '45',
      PORTAL_ENVIRONMENT: '',
    });
    expect(config).toMatchObject({
      port: 9090,
      publicUrl: 'https://portal.example.org',
      databaseUrl: 'postgres://portal@db.example.org:5432/portal',
      embeddedPgPort: 55000,
      production: true,
      oidcIssuer: 'https://login.example.org/tenant/',
      oidcAcceptedIssuers: ['https://a.example.org', 'https://b.example.org'],
      buildNumber: '1.0.0-abc123',
      seedScale: 'large',
      logLevel: 'warn',
      demoMode: true,
      sessionIdleMinutes: 15,
      trustProxy: ['10.0.0.1', '10.0.0.0/8', 'loopback'],
      workItemLockIdleMinutes: 45,
      environment: 'LOCAL DEV',
    });
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'off' }).demoMode).toBe(false);
  });

  it('a bad value stops the start with one sentence naming the variable and what it expects', () => {
    expect(startWith({ PORT: 'abc' })).toThrow(
      new ConfigError("The setting PORT must be a whole number from 1 to 65535, not 'abc'."),
    );
    expect(startWith({ PORT: '70000' })).toThrow(
      "The setting PORT must be a whole number from 1 to 65535, not '70000'.",
    );
    expect(startWith({ SESSION_IDLE_MINUTES: '-1' })).toThrow(
      "The setting SESSION_IDLE_MINUTES must be a whole number of at least 1, not '-1'.",
    );
    expect(startWith({ WORK_ITEM_LOCK_IDLE_MINUTES: '0' })).toThrow(
      'The setting WORK_ITEM_LOCK_IDLE_MINUTES must be a whole number of at least 1',
    );
    expect(startWith({ SESSION_RETENTION_DAYS: '0' })).toThrow(
      "The setting SESSION_RETENTION_DAYS must be a whole number of at least 1, not '0'.",
    );
    expect(startWith({ SESSION_RETENTION_DAYS: '2', SESSION_MAX_HOURS: '72' })).toThrow(
      "The setting SESSION_RETENTION_DAYS must be at least a session's lifetime (SESSION_MAX_HOURS, 72 hours: 3 days), not '2'.",
    );
    expect(loadConfig({ SESSION_RETENTION_DAYS: '3', SESSION_MAX_HOURS: '72' }).sessionRetentionDays).toBe(3);
    expect(startWith({ TRUST_PROXY: 'nonsense' })).toThrow(
      "The setting TRUST_PROXY must be off, on, a hop count, or a comma list of proxy addresses or CIDR ranges (such as 10.0.0.0/8), not 'nonsense'.",
    );
    expect(startWith({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('The setting TRUST_PROXY must be');
    expect(startWith({ DEMO_MODE: 'maybe' })).toThrow("The setting DEMO_MODE must be on or off, not 'maybe'.");
    expect(startWith({ SEED_SCALE: 'huge' })).toThrow("The setting SEED_SCALE must be small or large, not 'huge'.");
    expect(startWith({ LOG_LEVEL: 'verbose' })).toThrow(
      'The setting LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(startWith({ PUBLIC_URL: 'portal.example.org' })).toThrow(
      'The setting PUBLIC_URL must be an http(s) address',
    );
    expect(startWith({ OIDC_ACCEPTED_ISSUERS: 'https://a.example.org, nope' })).toThrow(
      'The setting OIDC_ACCEPTED_ISSUERS must be a comma list of http(s) addresses',
    );
    expect(startWith({ EMBEDDED_PG_PORT: '0' })).toThrow(
      'The setting EMBEDDED_PG_PORT must be a whole number from 1 to 65535',
    );
  });

  it('never repeats the value of a secret setting in the message', () => {
    expect(startWith({ DATABASE_URL: 'mysql://admin:hunter2@db' })).toThrow(
      new ConfigError('The setting DATABASE_URL must be a postgres:// connection address.'),
    );
  });
});

describe('the start with a bad setting', () => {
  it('stops at once with exit code 1 and the one sentence on stderr', () => {
    const main = path.join(repoRoot, 'apps/server/src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DEMO_MODE: 'on', SESSION_IDLE_MINUTES: '-1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "The portal could not start: The setting SESSION_IDLE_MINUTES must be a whole number of at least 1, not '-1'.",
    );
  });
});
