import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import {
  dataQueries,
  installSqlCapture,
  startCapture,
  stopCapture,
  toWaves,
  type CapturedQuery,
} from './sql-capture.ts';

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

describe('the data SQL of a request', () => {
  const captured = (text: string): CapturedQuery => ({
    text,
    values: [],
    rowMode: undefined,
    startedAt: 0,
    endedAt: 1,
  });

  it("leaves out the platform's sign-in lookups, the session check, writes and transaction control", () => {
    const queries = [
      'select "id", "username" from "users" where "users"."username" = $1 limit $2',
      'select "groups"."id" from "user_groups" inner join "groups" on "groups"."id" = "user_groups"."group_id"',
      'select user_id, started_at from user_sessions where id = $1',
      'insert into audit_events (item_id) select v.* from (values ($1::text)) as v returning id',
      'begin',
    ].map(captured);
    expect(dataQueries(queries)).toEqual([]);
  });

  it("keeps a module's own query that joins the users table", () => {
    const page = captured(
      'select c.id, u.name as "ownerName" from crm_cases c left join users u on u.username = c.owner',
    );
    expect(dataQueries([page])).toEqual([page]);
  });
});
