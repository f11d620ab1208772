import { describe, expect, it } from 'vitest';
import { joinPhoneElection, PHONE_LOCK_NAME } from './phone-tab.ts';

type Grant = (lock: Lock | null) => unknown;
interface Waiter {
  grant: Grant;
  signal: AbortSignal | undefined;
}

/** The browser's Web Locks as the tabs of one browser share them: one holder of a name, the others queued in turn. */
function browserLocks(): LockManager {
  let held = false;
  const queue: Waiter[] = [];
  const lock = { name: PHONE_LOCK_NAME, mode: 'exclusive' } as Lock;
  const run = (grant: Grant) => {
    held = true;
    return Promise.resolve(grant(lock)).finally(() => {
      held = false;
      const next = queue.shift();
      if (next) void run(next.grant);
    });
  };
  const request = (name: string, options: LockOptions | Grant, callback?: Grant): Promise<unknown> => {
    const grant = typeof options === 'function' ? options : callback!;
    const settings = typeof options === 'function' ? {} : options;
    if (!held) return run(grant);
    if (settings.ifAvailable) return Promise.resolve(grant(null));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { grant: (granted) => resolve(grant(granted)), signal: settings.signal };
      queue.push(waiter);
      settings.signal?.addEventListener('abort', () => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
  const manager: Pick<LockManager, 'query'> & { request: typeof request } = {
    request,
    query: () => Promise.resolve({ held: [], pending: [] }),
  };
  return manager as LockManager;
}

describe('one phone among the agent’s tabs (Web Locks)', () => {
  it('makes the first tab the phone; a second tab answers nothing until the first closes or signs out', async () => {
    const locks = browserLocks();
    const first = joinPhoneElection(locks);
    const second = joinPhoneElection(locks);
    expect([await first.isPhone(), await second.isPhone()]).toEqual([true, false]);
    first.release();
    await expect.poll(() => second.isPhone()).toBe(true);
    expect(await first.isPhone()).toBe(false);
  });

  it('lets a tab that left the queue never become the phone', async () => {
    const locks = browserLocks();
    const first = joinPhoneElection(locks);
    const second = joinPhoneElection(locks);
    const third = joinPhoneElection(locks);
    await second.isPhone();
    second.release();
    first.release();
    await expect.poll(() => third.isPhone()).toBe(true);
    expect(await second.isPhone()).toBe(false);
  });

  it('lets every tab answer where the browser has no Web Locks (the server keeps one interaction per call)', async () => {
    expect(await joinPhoneElection(undefined).isPhone()).toBe(true);
  });
});
