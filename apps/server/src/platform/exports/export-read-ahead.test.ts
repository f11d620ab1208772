import { describe, expect, it } from 'vitest';
import { primed } from './excel-export.ts';

/** A database-like source: batches of rows, each batch after a pause; records how far it was read and whether it was closed. */
function batchedSource(total: number, options: { failAfter?: number } = {}) {
  const state = { produced: 0, closed: false };
  async function* rows() {
    try {
      while (state.produced < total) {
        await new Promise((resolve) => setImmediate(resolve));
        for (let i = 0; i < 1000 && state.produced < total; i++) {
          if (options.failAfter !== undefined && state.produced === options.failAfter)
            throw new Error('value out of range');
          yield { n: state.produced++ };
        }
      }
    } finally {
      state.closed = true;
    }
  }
  return { rows: rows(), state };
}

describe('export rows read ahead of the writer', () => {
  it('hands over every row once, in order, beyond the read-ahead window', async () => {
    const source = batchedSource(10_500);
    const seen: number[] = [];
    for await (const row of await primed(source.rows)) seen.push((row as { n: number }).n);
    expect(seen).toEqual(Array.from({ length: 10_500 }, (_, n) => n));
  });

  it('reads at most the window ahead, and closes the source when the writer stops early (the browser went away)', async () => {
    const source = batchedSource(50_000);
    let taken = 0;
    for await (const row of await primed(source.rows)) {
      expect(row).toBeDefined();
      if (++taken === 10) break;
    }
    expect(source.state.closed).toBe(true);
    expect(source.state.produced).toBeLessThanOrEqual(10 + 4_000 + 1_000);
  });

  it('passes a failure of the source on after the rows read before it', async () => {
    const source = batchedSource(10_000, { failAfter: 4_500 });
    let taken = 0;
    await expect(async () => {
      for await (const row of await primed(source.rows)) {
        expect(row).toBeDefined();
        taken++;
      }
    }).rejects.toThrow('value out of range');
    expect(taken).toBe(4_500);
  });

  it('fails before the first byte when the first row cannot be read', async () => {
    const source = batchedSource(10, { failAfter: 0 });
    await expect(primed(source.rows)).rejects.toThrow('value out of range');
  });
});
