import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../platform/config/config.ts';

/** The cookies of one browser, by name (paths ignored: one flow at a time). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SignInStart {
  uid: string;
  jar: CookieJar;
  verifier: string;
  redirectUri: string;
  clientId: string;
}

/** Another client of the built-in provider than the portal's (the demo FHIR app), with the scope it asks for. */
export interface OtherClient {
  clientId: string;
  redirectUri: string;
  scope: string;
}

/** Starts the browser's authorization-code + PKCE request at the built-in provider and returns its sign-in interaction. */
export async function startSignIn(
  app: FastifyInstance,
  config: AppConfig,
  remoteAddress = '127.0.0.1',
  client?: OtherClient,
): Promise<SignInStart> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = client?.redirectUri ?? `${config.publicUrl}/signin-oidc`;
  const clientId = client?.clientId ?? config.oidcClientId;
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: client?.scope ?? `openid profile email offline_access ${config.oidcScope}`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'test',
    prompt: 'consent',
  });
  const auth = await app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}`, remoteAddress });
  jar.take(auth);
  const location = auth.headers.location ?? '';
  const uid = /\/oidc\/interaction\/([^/?]+)/.exec(location)?.[1];
  if (!uid) throw new Error(`no sign-in interaction: ${auth.statusCode} ${auth.body.slice(0, 300)}`);
  return { uid, jar, verifier, redirectUri, clientId };
}

/** Posts the sign-in form of an interaction. */
export async function postSignIn(
  app: FastifyInstance,
  start: SignInStart,
  username: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/oidc/interaction/${start.uid}/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: start.jar.header(), ...headers },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });
  start.jar.take(response);
  return response;
}

export interface ProviderTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** Signs in through the real sign-in page and exchanges the code for tokens, as the browser does. */
export async function signInThroughProvider(
  app: FastifyInstance,
  config: AppConfig,
  username: string,
  password = 'demo',
  client?: OtherClient,
): Promise<ProviderTokens> {
  return (await signInWithCookies(app, config, username, password, client)).tokens;
}

/** signInThroughProvider, also answering the browser's cookies (the provider's session), for a sign-out after it. */
export async function signInWithCookies(
  app: FastifyInstance,
  config: AppConfig,
  username: string,
  password = 'demo',
  client?: OtherClient,
): Promise<{ tokens: ProviderTokens; jar: CookieJar }> {
  const start = await startSignIn(app, config, '127.0.0.1', client);
  let response = await postSignIn(app, start, username, password);
  for (let hops = 0; hops < 5; hops++) {
    const location = response.headers.location ?? '';
    if (location.startsWith(start.redirectUri)) {
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`no code: ${location}`);
      const token = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: start.redirectUri,
          client_id: start.clientId,
          code_verifier: start.verifier,
        }).toString(),
      });
      if (token.statusCode !== 200) throw new Error(`token endpoint: ${token.statusCode} ${token.body}`);
      return { tokens: token.json<ProviderTokens>(), jar: start.jar };
    }
    if (!location) throw new Error(`sign-in stopped: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const url = location.startsWith('http') ? new URL(location).pathname + new URL(location).search : location;
    response = await app.inject({ method: 'GET', url, headers: { cookie: start.jar.header() } });
    start.jar.take(response);
  }
  throw new Error('sign-in did not reach the redirect URI');
}

/** Uses a refresh token at the provider's token endpoint. */
export const refreshAtProvider = (app: FastifyInstance, config: AppConfig, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: config.oidcClientId,
    }).toString(),
  });

/**
 * The web app's Sign Out at the provider (RP-initiated logout): its sign-out page, whose form the browser submits with
 * logout=yes. Answers the confirmation's response.
 */
export async function signOutAtProvider(
  app: FastifyInstance,
  config: AppConfig,
  jar: CookieJar,
  idToken: string,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${config.publicUrl}/`,
    client_id: config.oidcClientId,
  });
  const page = await app.inject({
    method: 'GET',
    url: `/oidc/session/end?${query.toString()}`,
    headers: { cookie: jar.header() },
  });
  jar.take(page);
  const fields = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]) => [name!, value!] as [string, string],
  );
  if (!fields.some(([name]) => name === 'xsrf')) throw new Error(`no sign-out form: ${page.statusCode} ${page.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/oidc/session/end/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    payload: new URLSearchParams(fields).toString(),
  });
  jar.take(confirmed);
  return confirmed;
}
