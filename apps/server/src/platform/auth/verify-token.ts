import { createHash } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../config/config.ts';
import type { SigningKey } from './signing-keys.ts';
import { cacheVerifiedTokens } from './verified-token-cache.ts';
import { usesBuiltInProvider } from './sign-in-mode.ts';

/** The built-in provider's demo SMART on FHIR app (docs/fhir.md): its tokens are accepted beside the portal's own. */
export const DEMO_FHIR_CLIENT_ID = 'fhir-demo-app';

/** What the API needs from a verified access token. */
export interface TokenClaims {
  issuer: string;
  subject: string;
  /** Names that may link a first sign-in to a pre-created user without a subject yet. */
  username: string | undefined;
  email: string | undefined;
  /** The identity provider's session: `sid`, else Keycloak's `session_state`, else derived from `auth_time`. */
  sessionId: string;
  /** When the user signed in at the provider (seconds), when the token says so. */
  authTime: number | undefined;
  expiresAt: number;
  /** Every scope the token grants (SMART on FHIR scopes such as `patient/*.read` among them). */
  scopes?: string[];
  /** SMART's `patient` claim: the plan member id a patient-scoped (member app) token is limited to. */
  patient?: string;
  /** A FHIR app's token (another client than the portal's, or a patient-scoped one): it reaches the FHIR API only. */
  fhirOnly?: boolean;
}

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/** A token the API refuses (401); the reason goes to the security event, never to the caller. */
export class TokenRejected extends Error {}

/** The identity provider's discovery document or keys could not be read: the API answers 503, not 401. */
export class DiscoveryFailed extends Error {}

export function builtInIssuer(config: AppConfig): string {
  return `${config.publicUrl}/oidc`;
}

/** The issuers whose tokens the API accepts: the configured provider (or the built-in one) and OIDC_ACCEPTED_ISSUERS. */
export function acceptedIssuers(config: AppConfig): string[] {
  return [...new Set([ownIssuer(config), ...config.oidcAcceptedIssuers])];
}

/** The provider's own issuer (OIDC_ISSUER, or the built-in provider's), the first of the accepted ones. */
export function ownIssuer(config: AppConfig): string {
  return config.oidcIssuer ? config.oidcIssuer.replace(/\/$/, '') : builtInIssuer(config);
}

/**
 * The signing keys of an OpenID Connect provider, found through its discovery document
 * (`<issuer>/.well-known/openid-configuration` -> `jwks_uri`), so any standard provider works.
 * A failed discovery is retried on the next token rather than remembered.
 */
export function discoveredKeys(issuer: string, fetchImpl: typeof fetch = fetch): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new DiscoveryFailed(`OpenID discovery of ${issuer} failed: ${(error as Error).message}`);
    });
    if (!response.ok) throw new DiscoveryFailed(`OpenID discovery of ${issuer} answered ${response.status}`);
    const document = (await response.json().catch(() => ({}))) as { issuer?: unknown; jwks_uri?: unknown };
    if (typeof document.jwks_uri !== 'string')
      throw new DiscoveryFailed(`OpenID discovery of ${issuer} has no jwks_uri`);
    if (typeof document.issuer === 'string' && document.issuer.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) {
      throw new DiscoveryFailed(`OpenID discovery of ${issuer} names another issuer (${document.issuer})`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

const stringClaim = (payload: JWTPayload, name: string): string | undefined => {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** Scopes from `scope` (space separated) or `scp` (Entra ID: string; Okta: array). */
function scopesOf(payload: JWTPayload): string[] {
  const raw = payload.scope ?? payload.scp;
  if (typeof raw === 'string') return raw.split(' ').filter(Boolean);
  if (Array.isArray(raw)) return raw.filter((entry): entry is string => typeof entry === 'string');
  return [];
}

/** The portal's scope, also in its short form (Entra ID requests `api://portal/access_as_user` and issues `scp: access_as_user`). */
const hasScope = (scopes: string[], wanted: string) =>
  scopes.some((scope) => scope === wanted || wanted.endsWith(`/${scope}`));

/** The session a token belongs to; a provider that names none cannot have its sign-out honoured, so it is refused. */
export function sessionIdOf(payload: JWTPayload, issuer: string, subject: string): string {
  const sid = stringClaim(payload, 'sid') ?? stringClaim(payload, 'session_state');
  if (sid) return sid;
  if (typeof payload.auth_time === 'number')
    return `auth:${createHash('sha256').update(`${issuer}\n${subject}\n${payload.auth_time}`).digest('base64url')}`;
  throw new TokenRejected('token names no session (sid, session_state or auth_time)');
}

/** Tokens whose verification is remembered per process: about 1 KB each, so a few MB at most. */
const VERIFIED_TOKENS_REMEMBERED = 5_000;

/**
 * Verifies an access token: signature (keys from the provider's discovery document, or the built-in provider's key),
 * issuer, audience, expiry, the client it was issued to (azp, client_id or cid) and the portal's scope. A verified token
 * is remembered until its expiry (verified-token-cache.ts); the session behind it is still checked on every request.
 */
export function createTokenVerifier(
  config: AppConfig,
  localKey: SigningKey | undefined,
  keysOverride?: JWTVerifyGetKey,
): TokenVerifier {
  let keys: JWTVerifyGetKey;
  if (keysOverride) keys = keysOverride;
  else if (config.oidcIssuer) keys = discoveredKeys(config.oidcIssuer);
  else {
    if (!localKey) throw new Error('The built-in provider needs its signing key');
    keys = createLocalJWKSet({ keys: [localKey.publicJwk] });
  }
  const issuers = acceptedIssuers(config);
  const clients = new Set([config.oidcClientId, ...(usesBuiltInProvider(config) ? [DEMO_FHIR_CLIENT_ID] : [])]);
  const verifyOnce: TokenVerifier = async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        audience: config.oidcAudience,
        issuer: issuers,
        clockTolerance: 5,
      });
      const subject = payload.sub;
      const issuer = payload.iss;
      if (!subject || !issuer || !payload.exp) throw new TokenRejected('token has no subject');
      const client = stringClaim(payload, 'azp') ?? stringClaim(payload, 'client_id') ?? stringClaim(payload, 'cid');
      if (client === undefined || !clients.has(client))
        throw new TokenRejected(`token was issued to another client (${client ?? 'none'})`);
      const scopes = scopesOf(payload);
      if (!hasScope(scopes, config.oidcScope)) throw new TokenRejected(`token lacks the scope ${config.oidcScope}`);
      const patient = stringClaim(payload, 'patient');
      return {
        issuer,
        subject,
        username: stringClaim(payload, 'preferred_username'),
        email: stringClaim(payload, 'email'),
        sessionId: sessionIdOf(payload, issuer, subject),
        authTime: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
        expiresAt: payload.exp,
        scopes,
        ...(patient ? { patient } : {}),
        ...(patient || client !== config.oidcClientId ? { fhirOnly: true } : {}),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TokenRejected) throw new TokenRejected(error.message);
      throw error;
    }
  };
  return cacheVerifiedTokens(verifyOnce, { max: VERIFIED_TOKENS_REMEMBERED });
}
