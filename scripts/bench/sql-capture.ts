import pg from 'pg';

/** One SQL statement as the server sent it to PostgreSQL. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
  rowMode: 'array' | undefined;
  /** The name of a prepared statement (parsed and planned once per connection): the replay prepares it the same way. */
  name?: string;
  /** Milliseconds since capture started, when the query was sent and when its answer came back. */
  startedAt: number;
  endedAt: number;
}

/** Statements that run together (sent before the previous one answered) form one wave. */
export type QueryWave = Pick<CapturedQuery, 'text' | 'values' | 'rowMode' | 'name'>[];

interface QueryConfigLike {
  text?: string;
  values?: unknown[];
  rowMode?: string;
  name?: string;
}

let recording: CapturedQuery[] | undefined;
let origin = 0;

/**
 * Wraps pg's Client.query so every statement the server runs (through the pool, drizzle or a transaction)
 * is recorded while a capture is open. The benchmark replays exactly these statements as "the same SQL".
 */
export function installSqlCapture(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __benchWrapped?: boolean };
  if (proto.__benchWrapped) return;
  const original = proto.query;
  proto.query = function wrappedQuery(this: unknown, ...args: unknown[]) {
    const target = recording;
    const first = args[0];
    if (!target || first === undefined || first === null) return original.apply(this, args);
    // query(text, values), query(config) and query(config, values) (drizzle passes its values beside the config).
    const config: QueryConfigLike = typeof first === 'string' ? { text: first } : first;
    const values = config.values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
    const entry: CapturedQuery = {
      text: config.text ?? '',
      values,
      rowMode: config.rowMode === 'array' ? 'array' : undefined,
      ...(config.name ? { name: config.name } : {}),
      startedAt: performance.now() - origin,
      endedAt: Number.NaN,
    };
    target.push(entry);
    const ended = () => (entry.endedAt = performance.now() - origin);
    // pg-pool (and so drizzle) calls query(config, values, callback): the answer comes to the callback, not a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function')
      args[last] = function capturedCallback(this: unknown, ...answer: unknown[]) {
        ended();
        return (callback as (...values: unknown[]) => unknown).apply(this, answer);
      };
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(ended, ended);
    }
    return result;
  };
  proto.__benchWrapped = true;
}

export function startCapture(): void {
  recording = [];
  origin = performance.now();
}

export function stopCapture(): CapturedQuery[] {
  const captured = recording ?? [];
  recording = undefined;
  return captured;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start transaction|set )/i;
const WRITE = /^\s*(insert|update|delete|with\s[\s\S]*\b(insert|update|delete)\b)/i;
/**
 * The platform's sign-in lookups: drizzle's builder quotes their tables (`from "users"`), and the session check reads
 * user_sessions. A module's own SQL that joins the users table (a case's owner name) is the module's query and is kept.
 */
const AUTH_TABLES = /\b(from|join)\s+("(users|user_groups|module_grants|groups|signing_keys)"|user_sessions\b)/i;
/** Statements of the background services (hub adapter, job queue) that happen to run during a captured request. */
const BACKGROUND = /pg_notify|\bpgboss\.|socket_io_attachments|hub_connections/i;

/**
 * The data SQL of a read request: the selects the module runs. Transaction control, writes (the audit row)
 * and the sign-in lookups (cached by the server after the warm-up) are the API's own overhead, not the query.
 */
export function dataQueries(captured: CapturedQuery[]): CapturedQuery[] {
  return captured.filter(
    (query) =>
      !TRANSACTION_CONTROL.test(query.text) &&
      !WRITE.test(query.text) &&
      !AUTH_TABLES.test(query.text) &&
      !BACKGROUND.test(query.text),
  );
}

const replayable = ({ text, values, rowMode, name }: CapturedQuery): QueryWave[number] =>
  name ? { text, values, rowMode, name } : { text, values, rowMode };

/** Groups statements into waves: one sent before the previous answered runs alongside it (Promise.all in the module). */
export function toWaves(queries: CapturedQuery[]): QueryWave[] {
  const waves: QueryWave[] = [];
  let current: CapturedQuery[] = [];
  for (const query of queries) {
    const overlaps = current.some((previous) => !(previous.endedAt <= query.startedAt));
    if (current.length > 0 && !overlaps) {
      waves.push(current.map(replayable));
      current = [];
    }
    current.push(query);
  }
  if (current.length > 0) waves.push(current.map(replayable));
  return waves;
}

/** Runs waves the way the module did: statements of one wave together, waves one after another. */
export async function runWaves(pool: pg.Pool, waves: QueryWave[]): Promise<unknown[][]> {
  const results: unknown[][] = [];
  for (const wave of waves) {
    const answers = await Promise.all(
      wave.map((query) =>
        pool.query({
          text: query.text,
          values: query.values,
          ...(query.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
          // A statement the server prepared (named) is replayed prepared under the same name, planned once per connection.
          ...(query.name ? { name: query.name } : {}),
        }),
      ),
    );
    for (const answer of answers) results.push(answer.rows as unknown[]);
  }
  return results;
}
