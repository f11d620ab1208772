import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AuthConfig } from '@portal/contracts/platform/session';
import { secondsLeft } from './token-clock.ts';

/** Path of the sign-in callback (a client route; shell spec §2.1: /signin-oidc redirects to /). */
export const SIGNIN_CALLBACK_PATH = '/signin-oidc';

/**
 * The OpenID Connect client: authorization code with PKCE (oidc-client-ts adds it for response_type 'code'), the user
 * kept in session storage (spec §7: "All calls send a bearer token read from session storage"). Refresh is driven by the
 * session provider on the spec's own period, so automatic renewal is off.
 */
export function createUserManager(config: AuthConfig, origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${SIGNIN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scopes.join(' '),
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });
}

/** Plain fetch: the auth configuration is public and read before any token exists. */
export async function loadAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/Config/B2C', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sign-in configuration could not be loaded (${response.status}).`);
  return (await response.json()) as AuthConfig;
}

/** Key under which oidc-client-ts keeps the signed-in user in session storage. */
export function storedUserKey(config: AuthConfig): string {
  return `oidc.user:${config.authority}:${config.clientId}`;
}

/**
 * The bearer token as kept in session storage (spec §7: "All calls send a bearer token read from session storage"),
 * read at every call so a token changed or expired there is what the call sees. Its expiry (seconds on the wall clock)
 * is the token's true remaining life added to the wall clock of now, not the wall clock's reading of it.
 */
export function readStoredToken(
  config: AuthConfig,
  storage: Storage = window.sessionStorage,
  clocks: { wallMs: number; steadyMs: number } = { wallMs: Date.now(), steadyMs: performance.now() },
): { accessToken: string; expiresAt: number | undefined } | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storedUserKey(config)) ?? 'null');
    if (!stored || typeof stored !== 'object' || !('access_token' in stored) || typeof stored.access_token !== 'string')
      return null;
    if (!('expires_at' in stored) || typeof stored.expires_at !== 'number')
      return { accessToken: stored.access_token, expiresAt: undefined };
    // The expiry on the wall clock of now, from the seconds left on the steady clock (token-clock.ts): whoever compares
    // it with Date.now() gets the token's true remaining life, however far the tab's clock is off.
    const left = secondsLeft(stored.access_token, stored.expires_at, clocks.wallMs, clocks.steadyMs);
    return { accessToken: stored.access_token, expiresAt: clocks.wallMs / 1000 + left };
  } catch {
    return null;
  }
}
