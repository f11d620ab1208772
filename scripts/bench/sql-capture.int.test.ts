import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { installSqlCapture, startCapture, stopCapture, toWaves } from './sql-capture.ts';

/**
 * The benchmark replays "the same SQL" the server ran: statements sent together (one sent before another's answer came back)
 * stay together. pg-pool answers through a callback, so the capture must time the callback too; a prepared statement keeps
 * its name.
 */
let pool: pg.Pool;

beforeAll(() => {
  installSqlCapture();
  pool = new pg.Pool({ connectionString: inject('adminDatabaseUrl'), max: 3 });
});
afterAll(async () => pool.end());

describe('sql capture', () => {
  it('groups statements sent together through the pool, and keeps one after another apart', async () => {
    // Two open connections first, so both statements are sent at once rather than each after its connection opens.
    await Promise.all([pool.query('select 1'), pool.query('select 1')]);
    startCapture();
    await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select 1')]);
    await pool.query({ name: 'bench_capture_test', text: 'select $1::int as n', values: [2] });
    const captured = stopCapture();
    expect(captured.every((query) => Number.isFinite(query.endedAt))).toBe(true);
    const waves = toWaves(captured);
    expect(waves.map((wave) => wave.map((query) => query.text))).toEqual([
      ['select pg_sleep(0.05)', 'select 1'],
      ['select $1::int as n'],
    ]);
    expect(waves[1]?.[0]).toMatchObject({ name: 'bench_capture_test', values: [2] });
  });
});
