import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root: apps/server/src/platform/config -> five levels up. */
export const repoRoot = path.resolve(here, '../../../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Public origin the browser uses, e.g. http://localhost:8080. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /** External OpenID Connect issuer; when unset the built-in demo provider runs. */
  oidcIssuer: string | undefined;
  oidcAudience: string;
  oidcClientId: string;
  environment: string;
  buildNumber: string;
  tokenRefreshPeriodSeconds: number;
  userMaxInactiveSeconds: number;
  accessTokenTtlSeconds: number;
  seedScale: string;
  logLevel: string;
  webDist: string;
  /** Minutes without activity after which an enrollment work item's lock lapses (WORK_ITEM_LOCK_IDLE_MINUTES, default 30). */
  workItemLockIdleMinutes: number;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? '.data'),
    production: env.NODE_ENV === 'production',
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcAudience: env.OIDC_AUDIENCE ?? 'portal-api',
    oidcClientId: env.OIDC_CLIENT_ID ?? 'portal-web',
    environment: env.PORTAL_ENVIRONMENT ?? 'LOCAL DEV',
    buildNumber: env.BUILD_NUMBER ?? `1.0.0-${process.env.GIT_SHA ?? 'local'}`,
    tokenRefreshPeriodSeconds: int(env.TOKEN_REFRESH_PERIOD_SECONDS, 600),
    userMaxInactiveSeconds: int(env.USER_MAX_INACTIVE_SECONDS, 3600),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    seedScale: env.SEED_SCALE ?? 'small',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(repoRoot, 'apps/web/dist'),
    workItemLockIdleMinutes: Math.max(1, int(env.WORK_ITEM_LOCK_IDLE_MINUTES, 30)),
  };
}
