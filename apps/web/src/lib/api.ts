import { MESSAGES } from '@portal/contracts/platform/messages';

/** The typed fetch client every screen uses: bearer token, JSON, 120 s timeout, errors as ApiError (shell spec §7, §9). */
export const API_TIMEOUT_MS = 120_000;
/**
 * Shell spec §9: "120000 ms and 30000 ms for two other HTTP helpers". The 30 s helper (`secondaryApi`) serves the shell's
 * secondary calls, whose failure the page tolerates (build number, environment label, UI flags, activity tracking,
 * member quick search): they give up after 30 s instead of holding a request open for two minutes.
 */
export const SECONDARY_TIMEOUT_MS = 30_000;
/**
 * CRM spec §9: "Progress buttons time out at 60000 ms". The CRM's actions, each started from a button that shows its
 * progress (`useCrmAction`), give up after 60 s: the button stops and says the server did not answer in time.
 */
export const PROGRESS_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body of the failure, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Status 0 marks a call the client aborted (session expired, timeout, network down). */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A call refused because the session is over: the session's own toast says so, and signs the user out. */
export const isSessionExpired = (error: unknown): boolean =>
  isApiError(error) && error.message === MESSAGES.sessionExpired;

/**
 * The message of a failed read to show in place (under the field whose options it loads): none when the session is
 * over, which its toast alone says.
 */
export const messageInPlace = (error: { message: string } | null | undefined): string | undefined =>
  error && !isSessionExpired(error) ? error.message : undefined;

export interface AccessToken {
  accessToken: string;
  /** Seconds since the epoch. */
  expiresAt: number | undefined;
}

export interface ApiHooks {
  /** The current bearer token, or null when signed out. */
  getAccessToken: () => AccessToken | null;
  /** An expired token (client check or 401 from the server): the session is over. */
  onSessionExpired: () => void;
  /** Every API call counts as activity for the inactivity sign-out. */
  onActivity: () => void;
}

const noHooks: ApiHooks = {
  getAccessToken: () => null,
  onSessionExpired: () => undefined,
  onActivity: () => undefined,
};
let hooks: ApiHooks = noHooks;

/** Called once by the session provider. */
export function configureApi(next: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...next };
}

/** Back to the signed-out defaults (tests). */
export function resetApi(): void {
  hooks = noHooks;
}

/** The session's bearer token now (for a socket.io namespace's handshake), or null when signed out. */
export function currentAccessToken(): string | null {
  return hooks.getAccessToken()?.accessToken ?? null;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * The call outlives the page: sent while the tab closes or navigates away (`pagehide`), it still reaches the server,
   * with the bearer token like any other call (the body must stay under the browser's 64 KB keepalive limit).
   */
  keepalive?: boolean;
}

/** path + query string; arrays become repeated keys, empty values are left out. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export const SESSION_EXPIRED_STATUS = 401;

function tokenHasExpired(token: AccessToken): boolean {
  return token.expiresAt !== undefined && token.expiresAt * 1000 <= Date.now();
}

/** Reads the server's `message` from a failure body (JSON or text). */
export async function readErrorMessage(response: Response): Promise<{ message: string; body: unknown }> {
  const text = await response.text().catch(() => '');
  if (!text) return { message: response.statusText || MESSAGES.unexpected, body: undefined };
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return { message: body.message, body };
    return { message: MESSAGES.unexpected, body };
  } catch {
    return { message: text.length < 300 ? text : MESSAGES.unexpected, body: text };
  }
}

/**
 * The raw response of an API call (for downloads). Throws ApiError for failures; a call whose token has expired is
 * not sent at all (shell spec §4 Session: "an expired token on any call replaces the call with an error").
 */
export async function apiFetch(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = hooks.getAccessToken();
  if (token) {
    if (tokenHasExpired(token)) {
      hooks.onSessionExpired();
      throw new ApiError(0, MESSAGES.sessionExpired);
    }
    headers.authorization = `Bearer ${token.accessToken}`;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  // A timer of ours (not AbortSignal.timeout) so the limit also covers reading the body and can be tested.
  const timeout = new AbortController();
  setTimeout(() => timeout.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  hooks.onActivity();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // A change that timed out may still have been made by the server: trying it again blindly could make it twice.
    if (timeout.signal.aborted)
      throw new ApiError(0, method === 'GET' ? MESSAGES.requestTimedOut : MESSAGES.changeTimedOut);
    throw new ApiError(0, 'The server could not be reached. Please check your connection and try again.');
  }
  if (response.ok) return response;
  const { message, body: errorBody } = await readErrorMessage(response);
  if (response.status === SESSION_EXPIRED_STATUS && token) {
    hooks.onSessionExpired();
    throw new ApiError(response.status, MESSAGES.sessionExpired, errorBody);
  }
  throw new ApiError(response.status, message, errorBody);
}

async function json<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await apiFetch(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** JSON calls. The type parameter is the response shape from `@portal/contracts`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => json<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => json<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => json<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => json<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => json<T>('DELETE', path, options),
};

/** The shell's secondary calls: the same client with the 30 s limit. */
export const secondaryApi = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body' | 'timeoutMs'>) =>
    api.get<T>(path, { ...options, timeoutMs: SECONDARY_TIMEOUT_MS }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'timeoutMs'>) =>
    api.post<T>(path, body, { ...options, timeoutMs: SECONDARY_TIMEOUT_MS }),
};
