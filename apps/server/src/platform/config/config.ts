import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_ROW_CAP } from '@portal/contracts/platform/exports';

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
  accessTokenTtlSeconds: number;
  seedScale: string;
  logLevel: string;
  webDist: string;
  /** Member searches a user may run per minute (MEMBER_SEARCH_RATE_LIMIT); more answer 429. */
  memberSearchRateLimit: number;
  /** Exports a user may start per minute (EXPORT_RATE_LIMIT); more answer 429. */
  exportRateLimit: number;
  /** Rows an export stops at (EXPORT_ROW_CAP, default the spec's 25,000); a cut export carries the x-export-warning header. */
  exportRowCap: number;
  /** DEMO_MODE=on: the built-in sign-in provider and demo users (never in production). */
  demoMode: boolean;
  /** Server-side session limits: idle minutes and absolute hours (NIST 800-63B AAL2 defaults 30 / 12). */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** The scope a token must carry to call the API (the built-in provider grants it). */
  oidcScope: string;
  /** Further issuers whose tokens are accepted (comma list), besides OIDC_ISSUER or the built-in one. */
  oidcAcceptedIssuers: string[];
  /** Fastify's trustProxy: false (default), a hop count, or proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Sign-in attempts per minute per client address on the built-in sign-in page. */
  signInRateLimit: number;
  /** Secret that encrypts the built-in provider's private key and derives its cookie keys; else a file in the data folder. */
  portalSecret: string | undefined;
  /** Minutes without activity after which an enrollment work item's lock lapses (WORK_ITEM_LOCK_IDLE_MINUTES, default 30). */
  workItemLockIdleMinutes: number;
}

/** TRUST_PROXY: unset/off/false = trust nobody; a number = hop count; 'true' = every proxy; else a comma list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || /^(off|false|no|0)$/i.test(text)) return false;
  if (/^(on|true|yes)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

const list = (value: string | undefined) => (value ?? '').split(',').map((part) => part.trim().replace(/\/$/, '')).filter(Boolean);

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
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    seedScale: env.SEED_SCALE ?? 'small',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(repoRoot, 'apps/web/dist'),
    memberSearchRateLimit: int(env.MEMBER_SEARCH_RATE_LIMIT, 120),
    exportRateLimit: int(env.EXPORT_RATE_LIMIT, 30),
    exportRowCap: Math.max(1, Math.min(EXPORT_ROW_CAP, int(env.EXPORT_ROW_CAP, EXPORT_ROW_CAP))),
    demoMode: /^(on|true|yes|1)$/i.test(env.DEMO_MODE ?? ''),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: int(env.SESSION_MAX_HOURS, 12),
    oidcScope: env.OIDC_SCOPE || 'api',
    oidcAcceptedIssuers: list(env.OIDC_ACCEPTED_ISSUERS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signInRateLimit: int(env.SIGNIN_RATE_LIMIT, 20),
    portalSecret: env.PORTAL_SECRET || undefined,
    workItemLockIdleMinutes: Math.max(1, int(env.WORK_ITEM_LOCK_IDLE_MINUTES, 30)),
  };
}
