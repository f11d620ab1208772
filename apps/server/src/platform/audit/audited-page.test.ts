import { describe, expect, it } from 'vitest';
import { auditedPage, pageOf } from './audited-page.ts';

/** A promise settled from outside, to order the page, the count and the audit row as a test needs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('a page whose audit row names its rows', () => {
  it('starts the row as soon as the page is read, while the count is still running, and answers after both', async () => {
    const count = deferred<number>();
    const row = deferred<undefined>();
    const audited: string[][] = [];
    let settled = false;
    const answer = auditedPage({ rows: Promise.resolve(['M1', 'M2']), total: count.promise }, (items) => {
      audited.push(items);
      return row.promise;
    }).then((page) => {
      settled = true;
      return page;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(audited).toEqual([['M1', 'M2']]);
    count.resolve(12);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    row.resolve(undefined);
    await expect(answer).resolves.toEqual({ items: ['M1', 'M2'], total: 12 });
  });

  it('fails when the row cannot be written: no page without its audit row', async () => {
    const answer = auditedPage({ rows: Promise.resolve(['M1']), total: Promise.resolve(1) }, () =>
      Promise.reject(new Error('audit down')),
    );
    await expect(answer).rejects.toThrow('audit down');
  });

  it('writes no row when the page fails, and leaves no failure of the count unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const count = deferred<number>();
      let audits = 0;
      const answer = auditedPage({ rows: Promise.reject(new Error('page failed')), total: count.promise }, () => {
        audits += 1;
        return Promise.resolve();
      });
      await expect(answer).rejects.toThrow('page failed');
      count.reject(new Error('count failed'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(audits).toBe(0);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('pageOf answers the page with its count', async () => {
    await expect(pageOf({ rows: Promise.resolve([1, 2]), total: Promise.resolve(2) })).resolves.toEqual({
      items: [1, 2],
      total: 2,
    });
  });
});
