import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  buildNumberSchema,
  configVariablesSchema,
  currentUserSchema,
  featureFlagNameParamsSchema,
  moduleFlagsParamsSchema,
  trackEventSchema,
  userConfigSchema,
} from '@portal/contracts/platform/session';
import { environmentLabel } from '@portal/contracts/platform/environment';
import { FEATURE_FLAGS, MODULE_FLAG_PREFIXES } from '@portal/contracts/platform/feature-flags';
import { databaseReachable } from '../db/client.ts';
import { grantedModuleIds, type CurrentUser } from '../access/current-user.ts';
import { publicRoute, requireUser, signedIn } from '../access/route-access.ts';
import { actorOf } from '../audit/audit.ts';
import { listFlags, moduleFlags, requireFlag } from '../flags/flags.ts';
import { builtInIssuer } from '../auth/verify-token.ts';
import { organizationNamesOf, recordTrackedEvent } from './session.repository.ts';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { recordSecurityEvent } from '../audit/security-events.ts';
import { endSession } from './sessions.ts';
import { afterSignOut } from './sign-out-work.ts';

const CRM_FLAGS = new Set<string>(MODULE_FLAG_PREFIXES.crm);

function toDto(user: CurrentUser, flags: { name: string; isActive: boolean }[], employers: string[]) {
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    employers,
    modules: grantedModuleIds(user),
    permissions: Object.fromEntries([...user.grants.entries()].map(([id, actions]) => [String(id), [...actions]])),
    groups: user.groups,
    talkdeskEnabled: user.talkdeskEnabled,
    crmFeatureFlags: flags.filter((flag) => CRM_FLAGS.has(flag.name)).map(({ name, isActive }) => ({ name, isActive })),
    isAdmin: user.isAdmin,
  };
}

export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.ctx;
  const db = database.db;

  app.get('/healthz', { config: publicRoute(), schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: publicRoute(), schema: { hide: true } }, async (_request, reply) => {
    if (await databaseReachable(database.pool)) return { status: 'ready' };
    return reply.status(503).send({ status: 'unavailable', message: MESSAGES.databaseUnavailable });
  });

  app.get('/api/Config/B2C', { config: publicRoute(), schema: { response: { 200: authConfigSchema } } }, async () => {
    const authority = config.oidcIssuer ?? builtInIssuer(config);
    return {
      clientId: config.oidcClientId,
      tenantName: config.oidcIssuer ? new URL(config.oidcIssuer).host : 'built-in',
      authority,
      authorityMetadata: `${authority}/.well-known/openid-configuration`,
      cacheLocation: 'sessionStorage' as const,
      // The portal's API scope too: the access token must carry it (OIDC_SCOPE).
      scopes: ['openid', 'profile', 'email', 'offline_access', config.oidcScope],
      instrumentationKey: '',
      gridLicenseKey: '',
      userSessionSettings: {
        tokenRefreshPeriodSeconds: config.tokenRefreshPeriodSeconds,
        userMaxInactiveSeconds: config.sessionIdleMinutes * 60,
      },
    };
  });
  app.get(
    '/api/Config/GetBuildNumber',
    { config: publicRoute(), schema: { response: { 200: buildNumberSchema } } },
    async () => ({ buildNumber: config.buildNumber }),
  );
  app.get(
    '/api/Config/ConfigVariables',
    { config: publicRoute(), schema: { response: { 200: configVariablesSchema } } },
    async () => ({
      environment: config.environment,
      productionLike: environmentLabel(config.environment) === null,
    }),
  );

  app.get('/api/me', { config: signedIn(), schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const user = requireUser(request);
    const flags = await listFlags(db);
    return toDto(user, flags, await organizationNamesOf(database.pool, user.organizationId));
  });
  app.get('/api/me/config', { config: signedIn(), schema: { response: { 200: userConfigSchema } } }, async () => ({
    sessionRecordingEnabled: false,
    liveAssistEnabled: false,
    sessionReplayKey: '',
    ingestUrl: '',
  }));
  // Sign Out ends the server-side session on every instance and revokes the built-in provider's refresh grant.
  app.post('/api/me/logout', { config: signedIn() }, async (request) => {
    const actor = actorOf(request);
    if (request.sessionId) {
      const ended = await endSession(database.pool, request.sessionId, 'signed-out');
      app.ctx.authenticate.forgetSession(request.sessionId);
      if (ended) afterSignOut(database, request.sessionId, request.log);
    }
    await recordSecurityEvent(db, {
      eventType: 'SignOut',
      userId: actor.user.id,
      username: actor.user.username,
      clientIp: actor.clientIp,
    });
    return { ok: true };
  });
  app.post('/api/me/track', { config: signedIn(), schema: { body: trackEventSchema } }, async (request) => {
    const actor = actorOf(request);
    const { eventType, ...extras } = request.body;
    // The one tracked event, the portal opened after a sign-in, is recorded only while the sign-in events flag is on
    // (shell spec §6). A new event type added to TRACK_EVENT_TYPES says here which flag, if any, gates it.
    await requireFlag(db, FEATURE_FLAGS.signInEvents);
    await recordTrackedEvent(db, actor, eventType, extras);
    return { ok: true };
  });

  // Feature flags: read by any signed-in user (the UI hides what a flag turns off); changed by admins.
  app.get(
    '/api/config/GetFeatureFlags/:id',
    { config: signedIn(), schema: { params: featureFlagNameParamsSchema } },
    async (request) => {
      const flags = await listFlags(db);
      const flag = flags.find(
        (f) => f.name.toLowerCase() === request.params.id.toLowerCase() || String(f.id) === request.params.id,
      );
      return flag ? { name: flag.name, isActive: flag.isActive } : { name: request.params.id, isActive: false };
    },
  );
  app.get('/api/config/GetUiFlags', { config: signedIn() }, async () => {
    const flags = await listFlags(db);
    return {
      ...Object.fromEntries(flags.map((f) => [f.name, f.isActive])),
      serverTiming: flags.find((f) => f.name === 'enable-server-timing')?.isActive ?? false,
    };
  });
  app.get(
    '/api/:module/GetFeatureFlags',
    { config: signedIn(), schema: { params: moduleFlagsParamsSchema } },
    async (request) => moduleFlags(db, request.params.module),
  );
}
