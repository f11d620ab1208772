import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AppConfig } from '../config/config.ts';
import { identifyUser, loadCurrentUser, type CurrentUser } from '../access/current-user.ts';
import { HttpError, forbidden, unauthorized } from '../errors/errors.ts';
import { recordSecurityEvent } from '../audit/security-events.ts';
import { checkSession, sessionLimits } from '../session/sessions.ts';
import { ownIssuer, DiscoveryFailed, TokenRejected, type TokenClaims, type TokenVerifier } from './verify-token.ts';
import { usesBuiltInProvider } from './sign-in-mode.ts';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createSessionTrust } from '../session/session-trust.ts';

/**
 * The issuer users of the built-in provider are filed under, whatever URL (port) an instance was reached at: every
 * instance of one installation shares the provider's key and its demo users.
 */
export const BUILT_IN_IDENTITY_ISSUER = 'urn:portal:built-in';

const USER_CACHE_MS = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's token, once authenticated. */
    sessionId?: string;
    /** Why the request was refused with 401, for its security event. */
    authFailure?: { reason: string; username?: string; userId?: number };
    /** The scopes and SMART `patient` claim of the request's token, once authenticated (the FHIR API reads them). */
    tokenGrant?: { scopes: string[]; patient?: string };
  }
}

function refuse(request: FastifyRequest, reason: string, who: { username?: string; userId?: number } = {}): never {
  request.authFailure = { reason, ...who };
  throw unauthorized();
}

/**
 * Reads the bearer token, verifies it, finds the user by issuer and subject and checks the token's session in the
 * database (signed out, idle or past its lifetime: 401 'Session Expired'). The user with groups and grants is cached for a
 * few seconds per process (a grant change reaches every instance within that time); the session is read every time, so a
 * sign-out ends access on every instance at once.
 */
export function createAuthenticate(database: Database, config: AppConfig, verify: TokenVerifier) {
  const { db, pool } = database;
  const limits = sessionLimits(config);
  const builtIn = usesBuiltInProvider(config);
  // Every accepted issuer signs with the configured provider's keys: they are names of one provider, so its users are
  // filed under the first (OIDC_ISSUER), or under the built-in provider's fixed name.
  const identityIssuer = builtIn ? BUILT_IN_IDENTITY_ISSUER : ownIssuer(config);
  const cache = new Map<string, { user: CurrentUser; until: number }>();
  const sessions = createSessionTrust(database.url);

  const userFor = async (request: FastifyRequest, claims: TokenClaims): Promise<CurrentUser> => {
    const key = claims.subject;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.user;
    // The built-in provider's subject is the username; an outside provider's names come from its claims.
    const username = claims.username ?? (builtIn ? claims.subject : undefined);
    const identified = await identifyUser(db, {
      issuer: identityIssuer,
      subject: claims.subject,
      username,
      email: claims.email,
    });
    if ('refused' in identified) {
      if (identified.refused === 'ambiguous') {
        await recordSecurityEvent(db, {
          eventType: 'SignInFailed',
          username: username ?? claims.email,
          clientIp: request.ip,
          details: { reason: 'ambiguous', candidates: identified.candidates, issuer: claims.issuer },
        });
      }
      refuse(request, `user ${identified.refused}`, { username: username ?? claims.email });
    }
    const user = await loadCurrentUser(db, identified.userId);
    if (!user) refuse(request, 'user inactive', { username, userId: identified.userId });
    if (cache.size > 5000) cache.clear();
    cache.set(key, { user, until: now + USER_CACHE_MS });
    return user;
  };

  const authenticate = async (request: FastifyRequest): Promise<CurrentUser> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) refuse(request, 'no token');
    let claims: TokenClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof TokenRejected) refuse(request, error.message);
      if (error instanceof DiscoveryFailed) {
        request.log.warn({ err: { message: error.message } }, 'identity provider discovery failed');
        throw new HttpError(503, MESSAGES.identityProviderUnavailable);
      }
      throw error;
    }
    // A FHIR app's token (a member app's, or the demo FHIR client's) opens the FHIR API and nothing else: not the
    // portal's API, not the live hub.
    if (claims.fhirOnly && !request.url.startsWith('/fhir/')) throw forbidden(MESSAGES.forbidden);
    const user = await userFor(request, claims);
    request.tokenGrant = { scopes: claims.scopes ?? [], ...(claims.patient ? { patient: claims.patient } : {}) };
    if (sessions.trusted(claims.sessionId, user.id)) {
      request.sessionId = claims.sessionId;
      return user;
    }
    const ticket = sessions.ticket();
    const session = await checkSession(
      pool,
      {
        id: claims.sessionId,
        userId: user.id,
        issuer: claims.issuer,
        startedAt: claims.authTime ? new Date(claims.authTime * 1000) : undefined,
        clientIp: request.ip,
      },
      limits,
    );
    if (!session.ok) {
      sessions.forget(claims.sessionId);
      refuse(request, `session ${session.reason}`, { username: user.username, userId: user.id });
    }
    // An outside provider's session starts when the server first sees it: that is its sign-in.
    if (session.started)
      await recordSecurityEvent(db, {
        eventType: 'SignIn',
        userId: user.id,
        username: user.username,
        clientIp: request.ip,
        details: { issuer: claims.issuer },
      });
    sessions.trust(claims.sessionId, user.id, ticket);
    request.sessionId = claims.sessionId;
    return user;
  };
  /** Drops a user's cached grants (after an edit), or everyone's. */
  const forget = (username?: string) => {
    if (!username) {
      cache.clear();
      return;
    }
    for (const [key, entry] of cache) if (entry.user.username === username) cache.delete(key);
  };
  return Object.assign(authenticate, {
    forget,
    /** Reads the session's row again at its next request (it ended here, or changed outside the server). */
    forgetSession: (sessionId: string) => sessions.forget(sessionId),
    close: () => sessions.close(),
  });
}

export type AuthenticateFn = ReturnType<typeof createAuthenticate>;
