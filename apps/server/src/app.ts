import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './platform/http/response-serializer.ts';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { AppConfig } from './platform/config/config.ts';
import type { Database } from './platform/db/client.ts';
import { registerErrorHandler, serializeErrorForLog } from './platform/errors/errors.ts';
import { registerRouteAccess, type RegisteredRoute } from './platform/access/route-access.ts';
import { registerMemberDataAudit } from './platform/audit/read-audit.ts';
import { createAuthenticate, type AuthenticateFn } from './platform/auth/authenticate.ts';
import { loadOrCreateSigningKey, loadPortalSecret, type SigningKey } from './platform/auth/signing-keys.ts';
import { createTokenVerifier } from './platform/auth/verify-token.ts';
import { signInModeProblem, usesBuiltInProvider } from './platform/auth/sign-in-mode.ts';
import { registerSecurityEvents } from './platform/audit/security-events-hook.ts';
import { contentSecurityPolicy } from './platform/http/content-security-policy.ts';
import { registerSessionRetention } from './platform/session/session-retention.ts';
import { registerStaticApp } from './platform/http/static-app.ts';
import { PortalLogController } from './platform/http/log-controller.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { registerMalformedInputGuard } from './platform/http/malformed-input.ts';
import { registerModules } from './modules/register-modules.ts';
import { sharedRateLimitStore } from './platform/access/shared-rate-limits.ts';
import { registerServerTiming } from './platform/flags/server-timing.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { isApiPath } from './platform/http/api-path.ts';

export interface AppContext {
  config: AppConfig;
  database: Database;
  authenticate: AuthenticateFn;
  signingKey: SigningKey | undefined;
  routes: RegisteredRoute[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Where the JSON log goes (default: standard output); the tests read it back. */
  logStream?: NodeJS.WritableStream;
  /** Extra browser origins allowed to sign in (the Vite dev server). */
  extraOrigins?: string[];
  serveWeb?: boolean;
}

/** pino serializers: a request is its method only, an error its kind and code (platform/errors loggableError). */
const logSerializers = {
  req: (request: { method?: string }) => ({ method: request.method }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  err: serializeErrorForLog,
};

/** TRUST_PROXY as a hop count: believe the nearest n proxies (what Fastify does for a number). */
const hopCount = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const problem = signInModeProblem(config);
  if (problem) throw new Error(problem);
  const app = Fastify({
    // The log never holds member data (ARCHITECTURE §3.9): no URL or query string (search terms, member ids, names), no
    // bodies, no error messages; one line per request with the route pattern (platform/http/log-controller.ts).
    logger:
      options.logger === false
        ? false
        : ({
            level: config.logLevel,
            serializers: logSerializers,
            // process.stdout writes synchronously to a file, a pipe (Linux) or a terminal: a log line costs one write(2)
            // of a few µs. pino's own default destination writes asynchronously through libuv's thread pool, which costs
            // 15-50 µs of CPU per line in the handoff on this machine (docs/decisions.md, issue 10).
            stream: options.logStream ?? process.stdout,
          } as Exclude<FastifyServerOptions['logger'], boolean | undefined>),
    logController: new PortalLogController(),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    // X-Forwarded-For/-Proto/-Host are believed only from the proxies TRUST_PROXY names (default: nobody).
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry member data: no browser or proxy keeps a copy (exports included, they are under /api).
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  const signingKey = usesBuiltInProvider(config)
    ? await loadOrCreateSigningKey(database.db, loadPortalSecret(config))
    : undefined;
  const authenticate = createAuthenticate(database, config, createTokenVerifier(config, signingKey));
  app.addHook('onClose', async () => authenticate.close());
  const routes: RegisteredRoute[] = [];
  app.decorate('ctx', { config, database, authenticate, signingKey, routes });

  registerErrorHandler(app);
  registerRouteAccess(app, authenticate, routes);
  registerMemberDataAudit(app, database.db);
  registerServerTiming(app, database.db);
  registerMalformedInputGuard(app);
  registerSecurityEvents(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config, options.extraOrigins ?? []),
    crossOriginEmbedderPolicy: false,
  });
  // API answers (JSON pages, spreadsheets, PDFs) are none of the types compressed below: their routes skip the compression
  // hooks (one before and one after the handler, on every request) instead of running them to compress nothing. The API
  // documentation's pages under /api/docs are HTML and JavaScript, and stay compressed.
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url) && !route.url.startsWith('/api/docs') && route.compress === undefined)
      route.compress = false;
  });
  // The web app's files are compressed (the shell is about a megabyte of JavaScript uncompressed); API JSON pages are small
  // and latency-bound, and exports are zip files already, so they are left as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    customTypes: (type: string) => /^(text\/(html|css|javascript)|application\/javascript|image\/svg\+xml)/.test(type),
  });
  await app.register(formbody);
  // Per-user limits counted across instances (platform/access/shared-rate-limits.ts).
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(app, database.pool) });
  await registerApiDocs(app, config);

  if (usesBuiltInProvider(config) && signingKey) {
    // Loaded only when it runs: a portal signing in through the plan's identity provider never loads oidc-provider, and
    // a start refused for a bad setting prints only its one sentence (oidc-provider warns on a Node line it has not met).
    const { registerDemoProvider } = await import('./platform/auth/demo-provider.ts');
    registerDemoProvider(app, config, database, signingKey, options.extraOrigins);
  }
  registerSessionRetention(config);
  await registerModules(app);
  if (options.serveWeb !== false) await registerStaticApp(app, config);
  return app;
}
