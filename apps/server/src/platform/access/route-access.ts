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

/**
 * What a read of a member-data route showed or did, in words for a compliance reader, as one sentence ('Member's claims
 * viewed.', 'Outbound call placed to the member.'). The read-audit row carries them as its message, and every Audit
 * History shows them; the route itself stays in the row's details for auditors.
 */
export type MemberDataWords = `${string}.`;

/** A route's `config`: its access and, when it returns member data (audited on every read), what a read shows. */
export interface AccessConfig {
  access: RouteAccess;
  memberData?: MemberDataWords;
}

/** Words a read-audit row can carry: a sentence that starts with a capital and ends with a full stop. */
const SENTENCE = /^[A-Z][^\n]*[^\s.]\.$/;

const moduleIds = new Map<string, number>(MODULES.map((entry) => [entry.key, entry.id]));

/**
 * The route needs `action` on the module `moduleKey` (a key of contracts' MODULES), or on any one of several modules;
 * `memberData` says the route returns member data and what a read of it shows, in words: its reads are audited with them.
 */
export function access(
  moduleKey: ModuleKey | readonly [ModuleKey, ...ModuleKey[]],
  action: Action,
  options: { memberData?: MemberDataWords } = {},
): AccessConfig {
  const modules = (typeof moduleKey === 'string' ? [moduleKey] : moduleKey).map((key) => {
    const id = moduleIds.get(key);
    if (id === undefined) throw new Error(`Unknown module ${key}`);
    return id;
  });
  const [module = 0, ...others] = modules;
  const declaration = (others.length === 0 ? { module, action } : { module, action, anyOf: modules }) as RouteAccess;
  if (options.memberData === undefined) return { access: declaration };
  return { access: declaration, memberData: memberDataWords(options.memberData, 'access()') };
}

/** The words checked: a member-data declaration without a sentence to audit with is refused where it is made. */
function memberDataWords(words: unknown, where: string): MemberDataWords {
  if (typeof words !== 'string' || !SENTENCE.test(words))
    throw new Error(
      `${where} returns member data, so it must say in one sentence what a read shows ('Member's claims viewed.')`,
    );
  return words as MemberDataWords;
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
     * The route returns member data (PHI), and what a read of it shows in words: every successful answer is audited
     * with them (platform/audit/read-audit.ts) unless the handler recorded a more specific audit row itself, and it
     * needs a module declaration in `access`.
     */
    memberData?: MemberDataWords;
  }
  interface FastifyRequest {
    user?: CurrentUser;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** What a read shows, in words, when the route returns member data. */
  memberData: MemberDataWords | undefined;
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
    const declared = route.config?.memberData;
    const memberData = declared === undefined ? undefined : memberDataWords(declared, route.url);
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
