import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Action, ModuleKey } from '@portal/contracts/platform/modules';
import { MODULES } from '@portal/contracts/platform/modules';
import type { CurrentUser } from './current-user.ts';
import { can } from './current-user.ts';
import { forbidden, unauthorized } from '../errors/errors.ts';
import { exportRateLimit } from './rate-limits.ts';

declare const declared: unique symbol;

/**
 * Every route declares who may call it, with one of the three declarations below (the only way to make a RouteAccess):
 * - publicRoute(): anyone, signed in or not (health checks, sign-in configuration);
 * - signedIn(): any signed-in user (their own profile, session tracking);
 * - access(moduleKey, action): a user holding that action on that module (`can()`); given several module keys, on any
 *   one of them (a call two screens share, e.g. Eligibility and Benefits and its specialist variant).
 * docs/permissions.md lists every route with its declaration; a test fails when it differs from the code.
 */
export type RouteAccess = ('public' | 'signed-in' | { module: number; action: Action; anyOf?: readonly number[] }) & {
  readonly [declared]: true;
};

/** A route's `config`: its access and whether it returns member data (audited on every read). */
export interface AccessConfig {
  access: RouteAccess;
  memberData?: true;
}

const moduleIds = new Map<string, number>(MODULES.map((entry) => [entry.key, entry.id]));

/**
 * The route needs `action` on the module `moduleKey` (a key of contracts' MODULES), or on any one of several modules;
 * `memberData` audits its reads.
 */
export function access(
  moduleKey: ModuleKey | readonly [ModuleKey, ...ModuleKey[]],
  action: Action,
  options: { memberData?: true } = {},
): AccessConfig {
  const modules = (typeof moduleKey === 'string' ? [moduleKey] : moduleKey).map((key) => {
    const id = moduleIds.get(key);
    if (id === undefined) throw new Error(`Unknown module ${key}`);
    return id;
  });
  const [module = 0, ...others] = modules;
  const declaration = (others.length === 0 ? { module, action } : { module, action, anyOf: modules }) as RouteAccess;
  return options.memberData ? { access: declaration, memberData: true } : { access: declaration };
}

/** Anyone may call the route, signed in or not. */
export function publicRoute(): AccessConfig {
  return { access: 'public' as RouteAccess };
}

/** Any signed-in user may call the route. */
export function signedIn(): AccessConfig {
  return { access: 'signed-in' as RouteAccess };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route returns member data (PHI): every successful answer is audited (platform/audit/read-audit.ts) unless
     * the handler recorded a more specific audit row itself, and it needs a module declaration in `access`.
     */
    memberData?: true;
  }
  interface FastifyRequest {
    user?: CurrentUser;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  memberData: boolean;
}

export type Authenticate = (request: FastifyRequest) => Promise<CurrentUser>;

/** Paths outside the API that are not routes of ours to guard (static files, provider, docs UI). */
const UNGUARDED_PREFIXES = ['/oidc', '/api/docs', '/assets', '/socket.io'];

export function needsDeclaration(url: string): boolean {
  return (
    !UNGUARDED_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
    (url.startsWith('/api') ||
      url.startsWith('/odata') ||
      url.startsWith('/fhir') ||
      url.startsWith('/healthz') ||
      url.startsWith('/readyz'))
  );
}

export function registerRouteAccess(app: FastifyInstance, authenticate: Authenticate, routes: RegisteredRoute[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config && (route.config as { access?: RouteAccess }).access;
    const memberData = route.config?.memberData === true;
    if (memberData && typeof access !== 'object')
      throw new Error(`${route.url} returns member data, so it must declare a module and action`);
    // Exports are rate limited per user (EXPORT_RATE_LIMIT), every one of them, including those added later.
    if (typeof access === 'object' && access.action === 'export' && route.config?.rateLimit === undefined)
      route.config = { ...route.config, rateLimit: exportRateLimit(app.ctx.config) };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access, memberData });
    }
    if (access === undefined || access === 'public') return;
    const guard = async (request: FastifyRequest) => {
      const user = await authenticate(request);
      request.user = user;
      if (access === 'signed-in') return;
      if (!grantedModule(user, access)) throw forbidden();
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

/** The module of a route's declaration that the user holds the action on (the first, when several are), if any. */
export function grantedModule(
  user: CurrentUser,
  access: { module: number; action: Action; anyOf?: readonly number[] },
): number | undefined {
  return (access.anyOf ?? [access.module]).find((module) => can(user, module, access.action));
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
