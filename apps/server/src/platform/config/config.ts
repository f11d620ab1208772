import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_ROW_CAP } from '@portal/contracts/platform/exports';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root: apps/server/src/platform/config -> five levels up. */
export const repoRoot = path.resolve(here, '../../../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Public origin the browser uses, e.g. http://localhost:8080. */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** EMBEDDED_PG_PORT: the port the embedded PostgreSQL asks for first (another one when it is held). */
  embeddedPgPort: number;
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
  seedScale: 'small' | 'large';
  logLevel: string;
  webDist: string;
  /** VITE_DEV_ORIGIN: the Vite dev server's origin, allowed as a further sign-in redirect origin in development. */
  viteDevOrigin: string | undefined;
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
  /** SESSION_RETENTION_DAYS: how long a session's row outlives the session (undefined: not set). */
  sessionRetentionDays: number | undefined;
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

/** A setting that stops the start: the message is one sentence naming the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Every builder below gives each of its checks the same message: what the variable expects, in words.
function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const expected =
    max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\s*\d+\s*$/, { error: expected })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: expected });
}

const portNumber = () => wholeNumber(1, 65535);

const ON = /^(on|true|yes|1)$/i;
const OFF = /^(off|false|no|0)$/i;
const onOff = () =>
  z
    .string()
    .refine((text) => ON.test(text.trim()) || OFF.test(text.trim()), { error: 'on or off' })
    .transform((text) => ON.test(text.trim()));

/** The address's scheme ('https:'), or '' when the text is no address. */
function schemeOf(text: string): string {
  try {
    return new URL(text.trim()).protocol;
  } catch {
    return '';
  }
}

/** An http(s) address; PUBLIC_URL and origins lose a trailing slash, an issuer keeps it (tokens carry it exactly). */
const httpUrl = (expected = 'an http(s) address such as https://portal.example.org', { keepSlash = false } = {}) =>
  z
    .string()
    .refine((text) => /^https?:$/.test(schemeOf(text)), { error: expected })
    .transform((text) => (keepSlash ? text.trim() : text.trim().replace(/\/$/, '')));

const urlList = () =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine((parts) => parts.every((part) => /^https?:$/.test(schemeOf(part))), {
      error: 'a comma list of http(s) addresses',
    });

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(part: string): boolean {
  if (PROXY_RANGE_NAMES.has(part)) return true;
  const [address = '', bits, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (isIP(bits) === family) return true; // address/netmask
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: off/false = trust nobody; a number = hop count; on/true = every proxy; else a comma list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || OFF.test(text)) return false;
  if (ON.test(text)) return true;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const trustProxy = () =>
  z
    .string()
    .transform(parseTrustProxy)
    .refine((value) => !Array.isArray(value) || value.every(isProxyAddress), {
      error: 'off, on, a hop count, or a comma list of proxy addresses or CIDR ranges (such as 10.0.0.0/8)',
    });

const text = () => z.string().transform((value) => value.trim());

/** Settings whose value never appears in a start-up message (passwords and keys). */
const SECRET_SETTINGS = new Set(['DATABASE_URL', 'PORTAL_SECRET']);

/**
 * Every setting the server reads, by its variable name, with its default. An empty variable counts as unset.
 * README's settings table lists the same names.
 */
export const settingsSchema = z.object({
  PORT: portNumber().default(8080),
  HOST: text().default('0.0.0.0'),
  PUBLIC_URL: httpUrl().optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:$/.test(schemeOf(value)), { error: 'a postgres:// connection address' })
    .optional(),
  EMBEDDED_PG_PORT: portNumber().default(54329),
  DATA_DIR: text().default('.data'),
  NODE_ENV: text().optional(),
  OIDC_ISSUER: httpUrl('the http(s) address of the identity provider', { keepSlash: true }).optional(),
  OIDC_AUDIENCE: text().default('portal-api'),
  OIDC_CLIENT_ID: text().default('portal-web'),
  OIDC_SCOPE: text().default('api'),
  OIDC_ACCEPTED_ISSUERS: urlList().default([]),
  PORTAL_ENVIRONMENT: text().default('LOCAL DEV'),
  BUILD_NUMBER: text().optional(),
  GIT_SHA: text().default('local'),
  TOKEN_REFRESH_PERIOD_SECONDS: wholeNumber(1).default(600),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(1).default(3600),
  SEED_SCALE: z.enum(['small', 'large'], { error: 'small or large' }).default('small'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  VITE_DEV_ORIGIN: httpUrl('an http(s) origin such as http://localhost:5173').optional(),
  MEMBER_SEARCH_RATE_LIMIT: wholeNumber(1).default(120),
  EXPORT_RATE_LIMIT: wholeNumber(1).default(30),
  // Only lowers the spec's 25,000-row cap (tests use a small one).
  EXPORT_ROW_CAP: wholeNumber(1, EXPORT_ROW_CAP).default(EXPORT_ROW_CAP),
  DEMO_MODE: onOff().default(false),
  SESSION_IDLE_MINUTES: wholeNumber(1).default(30),
  SESSION_MAX_HOURS: wholeNumber(1).default(12),
  // Days a session's row is kept after it ended or was last seen; at least the identity provider's longest refresh-token
  // lifetime (platform/session/session-retention.ts). Unset: kept for good with an outside provider.
  SESSION_RETENTION_DAYS: wholeNumber(1).optional(),
  TRUST_PROXY: trustProxy().default(false),
  SIGNIN_RATE_LIMIT: wholeNumber(1).default(20),
  PORTAL_SECRET: z.string().optional(),
  WORK_ITEM_LOCK_IDLE_MINUTES: wholeNumber(1).default(30),
});

export type Settings = z.output<typeof settingsSchema>;

/** The one sentence a bad setting stops the start with, e.g. "The setting PORT must be a whole number from 1 to 65535, not 'abc'." */
function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? 'unknown');
  const value = env[name];
  const shown = value === undefined || SECRET_SETTINGS.has(name) ? '' : `, not '${value}'`;
  return `The setting ${name} must be ${issue.message}${shown}.`;
}

/** Reads the settings once, at start. Throws a ConfigError naming the first bad variable and what it expects. */
export function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const known = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((name) => {
      const value = env[name];
      return [name, value === undefined || value.trim() === '' ? undefined : value];
    }),
  );
  const result = settingsSchema.safeParse(known);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(issue ? describeIssue(issue, known) : 'The settings could not be read.');
  }
  return result.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const settings = parseSettings(env);
  const retention = settings.SESSION_RETENTION_DAYS;
  if (retention !== undefined && retention * 24 < settings.SESSION_MAX_HOURS)
    throw new ConfigError(
      `The setting SESSION_RETENTION_DAYS must be at least a session's lifetime (SESSION_MAX_HOURS, ${settings.SESSION_MAX_HOURS} hours: ${Math.ceil(settings.SESSION_MAX_HOURS / 24)} days), not '${retention}'.`,
    );
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    databaseUrl: settings.DATABASE_URL,
    embeddedPgPort: settings.EMBEDDED_PG_PORT,
    dataDir: path.resolve(repoRoot, settings.DATA_DIR),
    production: settings.NODE_ENV === 'production',
    oidcIssuer: settings.OIDC_ISSUER,
    oidcAudience: settings.OIDC_AUDIENCE,
    oidcClientId: settings.OIDC_CLIENT_ID,
    environment: settings.PORTAL_ENVIRONMENT,
    buildNumber: settings.BUILD_NUMBER ?? `1.0.0-${settings.GIT_SHA}`,
    tokenRefreshPeriodSeconds: settings.TOKEN_REFRESH_PERIOD_SECONDS,
    accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    seedScale: settings.SEED_SCALE,
    logLevel: settings.LOG_LEVEL,
    webDist: path.resolve(repoRoot, 'apps/web/dist'),
    viteDevOrigin: settings.VITE_DEV_ORIGIN,
    memberSearchRateLimit: settings.MEMBER_SEARCH_RATE_LIMIT,
    exportRateLimit: settings.EXPORT_RATE_LIMIT,
    exportRowCap: settings.EXPORT_ROW_CAP,
    demoMode: settings.DEMO_MODE,
    sessionIdleMinutes: settings.SESSION_IDLE_MINUTES,
    sessionMaxHours: settings.SESSION_MAX_HOURS,
    sessionRetentionDays: settings.SESSION_RETENTION_DAYS,
    oidcScope: settings.OIDC_SCOPE,
    oidcAcceptedIssuers: settings.OIDC_ACCEPTED_ISSUERS,
    trustProxy: settings.TRUST_PROXY,
    signInRateLimit: settings.SIGNIN_RATE_LIMIT,
    portalSecret: settings.PORTAL_SECRET,
    workItemLockIdleMinutes: settings.WORK_ITEM_LOCK_IDLE_MINUTES,
  };
}
