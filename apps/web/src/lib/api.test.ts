import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import {
  API_TIMEOUT_MS,
  ApiError,
  SECONDARY_TIMEOUT_MS,
  PROGRESS_TIMEOUT_MS,
  api,
  buildUrl,
  configureApi,
  resetApi,
  secondaryApi,
} from './api.ts';
import { stubServerThatNeverAnswers } from '../test/silent-server.ts';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetApi();
});

describe('API client', () => {
  it('sends the bearer token and JSON, and returns the parsed body', async () => {
    const fetchMock = respond(200, { items: [], total: 0 });
    configureApi({ getAccessToken: () => ({ accessToken: 'abc', expiresAt: Date.now() / 1000 + 60 }) });
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ items: [], total: 0 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('sends a keepalive call (one that outlives the closing page) with the bearer token, and no other call as one', async () => {
    const fetchMock = respond(200, { ok: true });
    configureApi({ getAccessToken: () => ({ accessToken: 'abc', expiresAt: Date.now() / 1000 + 60 }) });
    await api.post('/api/things/close', { id: 7 }, { keepalive: true });
    await api.post('/api/things', { id: 7 });
    const [closing, ordinary] = fetchMock.mock.calls.map((call) => call[1]);
    expect(closing?.keepalive).toBe(true);
    expect(new Headers(closing?.headers).get('authorization')).toBe('Bearer abc');
    expect(ordinary?.keepalive).toBeUndefined();
  });

  it("turns failures into ApiError with the server's message", async () => {
    respond(400, { message: 'Start date is required' });
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 400, message: 'Start date is required' });
  });

  it('does not send a call whose token has expired and reports the session as expired', async () => {
    const fetchMock = respond(200, {});
    const onSessionExpired = vi.fn();
    configureApi({
      getAccessToken: () => ({ accessToken: 'old', expiresAt: Date.now() / 1000 - 1 }),
      onSessionExpired,
    });
    await expect(api.get('/api/things')).rejects.toEqual(new ApiError(0, MESSAGES.sessionExpired));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports a 401 as an expired session', async () => {
    respond(401, { message: 'Unauthorized' });
    const onSessionExpired = vi.fn();
    configureApi({ getAccessToken: () => ({ accessToken: 'abc', expiresAt: undefined }), onSessionExpired });
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401, message: MESSAGES.sessionExpired });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('hands a 409 to the screen that made the call, with the server message (the screen shows it once)', async () => {
    respond(409, { message: MESSAGES.staleRecord });
    await expect(api.put('/api/things/1', { version: 1 })).rejects.toMatchObject({
      status: 409,
      message: MESSAGES.staleRecord,
    });
  });

  it('builds query strings without empty values and with repeated keys for lists', () => {
    expect(buildUrl('/odata/members', { searchTerm: 'smi', memberIds: undefined, $top: 10 })).toBe(
      '/odata/members?searchTerm=smi&%24top=10',
    );
    expect(buildUrl('/x', { id: [1, 2] })).toBe('/x?id=1&id=2');
  });

  it('gives up on a secondary call after 30 s and on any other call after 120 s (shell spec §9)', async () => {
    vi.useFakeTimers();
    try {
      stubServerThatNeverAnswers();
      const secondary = secondaryApi.get('/api/Config/GetBuildNumber').then(
        () => 'answered',
        (error: unknown) => error,
      );
      const main = api.get('/api/things').then(
        () => 'answered',
        (error: unknown) => error,
      );
      let mainDone = false;
      let secondaryDone = false;
      void main.then(() => (mainDone = true));
      void secondary.then(() => (secondaryDone = true));
      await vi.advanceTimersByTimeAsync(SECONDARY_TIMEOUT_MS - 1);
      expect(secondaryDone).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await secondary).toMatchObject({ status: 0, message: 'The request took too long. Please try again.' });
      expect(mainDone).toBe(false);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - SECONDARY_TIMEOUT_MS);
      expect(await main).toMatchObject({ status: 0, message: 'The request took too long. Please try again.' });
      expect(SECONDARY_TIMEOUT_MS).toBe(30_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change that timed out says it may have been saved all the same, so it is not simply sent twice', async () => {
    vi.useFakeTimers();
    try {
      stubServerThatNeverAnswers();
      const change = api.post(
        '/odata/crm/myqueue/default.AddNoteToCase',
        { caseId: 1 },
        { timeoutMs: PROGRESS_TIMEOUT_MS },
      );
      const outcome = change.then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(PROGRESS_TIMEOUT_MS);
      expect(await outcome).toMatchObject({ status: 0, message: MESSAGES.changeTimedOut });
      expect(PROGRESS_TIMEOUT_MS).toBe(60_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
