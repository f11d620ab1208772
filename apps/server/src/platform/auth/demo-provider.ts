import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../access/access.tables.ts';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createOidcAdapter } from './oidc-adapter.ts';
import { verifyAttempt } from './passwords.ts';
import { deriveSecret, loadPortalSecret, type SigningKey } from './signing-keys.ts';
import { builtInIssuer, DEMO_FHIR_CLIENT_ID } from './verify-token.ts';

/** The SMART on FHIR scopes the demo FHIR app may ask for, granted beside the portal's API scope. */
const FHIR_RESOURCE_SCOPES = ['fhirUser', 'launch/patient', 'patient/*.read', 'user/*.read'];
import {
  accountKey,
  clearFailures,
  lockedUntil,
  PRUNE_FAILURES_CRON,
  PRUNE_FAILURES_JOB,
  pruneFailures,
  recordFailure,
} from './sign-in-throttle.ts';
import { registerWorker } from '../jobs/job-queue.ts';
import { endSession, recordProviderSession } from '../session/sessions.ts';
import { afterSignOut } from '../session/sign-out-work.ts';
import { loggableError } from '../errors/errors.ts';
import { recordSecurityEvent } from '../audit/security-events.ts';
import { publicRoute } from '../access/route-access.ts';

/** The sign-out page submits its form with this script (no inline script: the Content-Security-Policy forbids it). */
export const SIGN_OUT_SCRIPT_PATH = '/signout-submit.js';
/** The provider's pages name an empty icon, as the web app does, so the browser asks for no /favicon.ico (a 404). */
const NO_ICON = '<link rel="icon" href="data:,">';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, error?: string, username = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${NO_ICON}<title>Sign in - Health Plan Operations Portal</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#212529}
main{background:#fff;padding:32px 36px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:340px}
h1{font-size:20px;margin:0 0 4px}p.sub{margin:0 0 20px;color:#495057;font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:9px 10px;font-size:15px;border:1px solid #868e96;border-radius:4px}
input:focus{outline:2px solid #1864ab;outline-offset:1px}
button{margin-top:22px;width:100%;padding:10px;font-size:15px;font-weight:600;background:#1864ab;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;padding:8px 10px;border-radius:4px;font-size:14px}
.note{margin-top:18px;font-size:12px;color:#495057}
</style></head>
<body><main>
<h1>Health Plan Operations Portal</h1>
<p class="sub">Sign in with your portal account.</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autofocus required value="${escapeHtml(username)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign In</button>
</form>
<p class="note">Demo sign-in provider: demo users only, never used in production.</p>
</main></body></html>`;
}

export interface DemoProvider {
  provider: Provider;
}

/** The built-in OpenID Connect provider with its sign-in page, mounted under /oidc. Refused in production. */
export function registerDemoProvider(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  key: SigningKey,
  extraRedirectOrigins: string[] = [],
): DemoProvider {
  if (config.production)
    throw new Error('The built-in sign-in provider and demo users are refused in production: set OIDC_ISSUER.');
  const origins = [config.publicUrl, ...extraRedirectOrigins];
  const audience = config.oidcAudience;
  const scope = config.oidcScope;
  const issuer = builtInIssuer(config);
  const sessionSeconds = config.sessionMaxHours * 3600;
  // Failures that no longer count are deleted every hour, so the table holds the accounts failing now.
  registerWorker(
    PRUNE_FAILURES_JOB,
    async (job) => ({ pruned: await pruneFailures(job.database.pool) }),
    {},
    PRUNE_FAILURES_CRON,
  );
  // A resource indicator must be an absolute URI (RFC 8707); the token's audience stays the configured one.
  const resource = /^[a-z][a-z0-9+.-]*:/i.test(audience) ? audience : `urn:${audience}`;
  const configuration: Configuration = {
    adapter: createOidcAdapter(database.pool),
    clients: [
      {
        client_id: config.oidcClientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/signin-oidc`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
      {
        // A demo SMART on FHIR app (docs/fhir.md): a public client with PKCE; the code comes back to the address bar.
        client_id: DEMO_FHIR_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/fhir/demo-callback`),
      },
    ],
    jwks: { keys: [key.privateJwk] },
    // Cookie keys derived from the installation secret: the same on every instance, never a public value.
    cookies: { keys: [deriveSecret(loadPortalSecret(config), 'oidc-cookies').toString('base64url')] },
    pkce: { required: () => true },
    // The browser calls the token endpoint from the portal's own origin(s) only.
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    // The API scope is the resource server's (below), granted with the resource, not an OpenID scope.
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // The access token names its session (`sid`), and the session row the API checks starts here, with its grant.
    // (the provider session's uid, kept by refresh tokens; oidc-provider fills `sid` only for back-channel logout clients).
    extraTokenClaims: async (_ctx, token) => {
      const sid = 'sessionUid' in token ? token.sessionUid : undefined;
      if (token.kind !== 'AccessToken' || !sid || !token.accountId) return undefined;
      await recordProviderSession(database.pool, {
        id: sid,
        username: token.accountId,
        issuer,
        grantId: token.grantId,
      });
      return { sid };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'city', 'country'],
      email: ['email', 'emails'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Sign Out ends the provider session too (logout=yes), so the next visit asks for the password again.
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html lang="en"><head>${NO_ICON}<title>Signing out</title></head><body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}<script src="${SIGN_OUT_SCRIPT_PATH}"></script></body></html>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        // A resource indicator must be an absolute URI (RFC 8707); the token's audience stays the configured one.
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: [scope, ...FHIR_RESOURCE_SCOPES].join(' '),
          audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: config.accessTokenTtlSeconds,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    issueRefreshToken: async () => true,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      // Never longer than the portal's absolute session lifetime (SESSION_MAX_HOURS).
      RefreshToken: sessionSeconds,
      Interaction: 3600,
      Session: sessionSeconds,
      Grant: sessionSeconds,
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const [user] = await database.db.select().from(users).where(eq(users.username, sub)).limit(1);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          preferred_username: user.username,
          name: user.name,
          given_name: user.givenName ?? undefined,
          family_name: user.familyName ?? undefined,
          email: user.email,
          emails: [user.email],
          city: user.city ?? undefined,
          country: user.country ?? undefined,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head>${NO_ICON}<title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(out.error_description ?? out.error)}</p><p><a href="/">Return to the portal</a></p></main></body></html>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // The provider (Koa) reads X-Forwarded-* headers; they are rewritten below from what Fastify concluded under TRUST_PROXY.
  provider.proxy = true;
  // The provider's Sign Out (logout=yes, the only one the portal asks for) ends the portal's session too: a tab whose
  // token had run out could not call api/me/logout, and the session would otherwise stay open on the server (its open
  // calls with it) until the idle limit. Without logout=yes the provider session lives on, and a sign-in reuses its id.
  // A session it ends is recorded as a sign-out, as api/me/logout records one.
  const endAtSignOut = async (sid: string, username: string | undefined, clientIp: string) => {
    if (!(await endSession(database.pool, sid, 'signed-out'))) return;
    // This instance stops believing it at once; the others hear it (session-trust.ts).
    app.ctx.authenticate.forgetSession(sid);
    afterSignOut(database, sid, app.log);
    const [user] = username ? await database.db.select().from(users).where(eq(users.username, username)).limit(1) : [];
    await recordSecurityEvent(database.db, {
      eventType: 'SignOut',
      userId: user?.id,
      username,
      clientIp,
      details: { via: 'provider sign-out' },
    });
  };
  provider.on('end_session.success', (ctx) => {
    const sid = ctx.oidc.session?.uid;
    if (!sid || !ctx.oidc.params?.logout) return;
    endAtSignOut(sid, ctx.oidc.session?.accountId, ctx.ip).catch((error: unknown) =>
      app.log.warn({ err: loggableError(error) }, 'ending the session at the provider sign-out failed'),
    );
  });
  const callback = provider.callback();

  const finishWithGrant = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const nextGrant = grant ?? new provider.Grant({ accountId, clientId: details.params.client_id as string });
    nextGrant.addOIDCScope('openid profile email offline_access');
    // Only what the client asked for is issued (the portal's web client asks for the API scope alone).
    nextGrant.addResourceScope(resource, [scope, ...FHIR_RESOURCE_SCOPES].join(' '));
    const grantId = await nextGrant.save();
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith('/oidc') || url.startsWith('/oidc/interaction/')) return;
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    // Only Fastify decides whom to believe (TRUST_PROXY): a client's own X-Forwarded-Host cannot move the discovery URLs.
    raw.headers['x-forwarded-host'] = request.host;
    raw.headers['x-forwarded-proto'] = request.protocol;
    raw.headers['x-forwarded-for'] = request.ip;
    raw.originalUrl = url;
    raw.url = url.slice('/oidc'.length) || '/';
    void callback(raw, reply.raw);
  });

  app.get('/oidc/interaction/:uid', { config: publicRoute(), schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      return finishWithGrant(request, reply, details.session.accountId);
    }
    return reply.type('text/html').send(signInPage(details.uid));
  });

  app.get(SIGN_OUT_SCRIPT_PATH, { config: publicRoute(), schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send('document.forms[0].submit();\n'),
  );

  // Per client address (the socket's, or a configured proxy's X-Forwarded-For) SIGNIN_RATE_LIMIT attempts a minute; per
  // account, repeated failures lock it for a growing time (sign-in-throttle.ts), the same on every instance.
  app.post(
    '/oidc/interaction/:uid/login',
    {
      config: { ...publicRoute(), rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const body = (request.body ?? {}) as { username?: string; password?: string };
      const username = (body.username ?? '').trim().slice(0, 200);
      const account = accountKey(username);
      if (await lockedUntil(database.pool, account)) {
        await recordSecurityEvent(database.db, {
          eventType: 'SignInFailed',
          username,
          clientIp: request.ip,
          details: { reason: 'account locked' },
        });
        return reply
          .status(429)
          .type('text/html')
          .send(signInPage(details.uid, MESSAGES.signInLocked, username));
      }
      const [user] = username
        ? await database.db.select().from(users).where(eq(users.username, username)).limit(1)
        : [];
      // An unknown user is checked against a dummy hash: the same work, the same time, the same message as a wrong password.
      const passwordOk = verifyAttempt(body.password ?? '', user?.passwordHash);
      if (!user || !user.isActive || !passwordOk) {
        await recordFailure(database.pool, account);
        await recordSecurityEvent(database.db, {
          eventType: 'SignInFailed',
          userId: user?.id,
          username,
          clientIp: request.ip,
          details: { reason: 'bad credentials' },
        });
        return reply
          .status(401)
          .type('text/html')
          .send(signInPage(details.uid, MESSAGES.signInFailed, username));
      }
      await clearFailures(database.pool, account);
      await recordSecurityEvent(database.db, {
        eventType: 'SignIn',
        userId: user.id,
        username: user.username,
        clientIp: request.ip,
        details: { issuer },
      });
      return finishWithGrant(request, reply, user.username);
    },
  );

  return { provider };
}

export const randomSecret = () => randomBytes(24).toString('base64url');
