import { vi } from 'vitest';

/** A server that never answers: each call ends only when its signal aborts (timeouts, with fake timers). */
export function stubServerThatNeverAnswers(): void {
  vi.stubGlobal(
    'fetch',
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
}
