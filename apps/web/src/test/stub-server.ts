import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown };
/** A fetch stub answering by path; it records every request. */
export function stubServer(routes: Record<string, (body: unknown, url: URL) => Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://portal.test');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname + url.search, body });
    const route = Object.entries(routes).find(([prefix]) => url.pathname.endsWith(prefix));
    const answer = route ? route[1](body, url) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
