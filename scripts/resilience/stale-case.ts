import type { HttpAnswer } from '../bench/http-client.ts';

/** An answer's JSON object. */
export type Json = Record<string, unknown>;

/** A record picked by SQL: its id and version, and whatever other columns the case reads. */
export interface Row {
  id: number;
  version: number;
  [column: string]: unknown;
}
export type Call = (method: string, url: string, body?: unknown) => Promise<HttpAnswer>;

/**
 * One versioned endpoint: a record to change (with the version it was read at), and a valid change to send twice.
 * The first change (current version, one client) must succeed; the second, sent by another client still carrying
 * the version it read before the first, must get 409 with a message and leave the record as the first change left it.
 *
 * To cover a new versioned endpoint, add a case to its module's stale-cases-*.ts: `pick` reads the record (SQL on the demo data, with its
 * id and version), `request` builds the call from it (`change` 1 is the fresh one, 2 the stale one).
 */
export interface StaleCase {
  name: string;
  /** The endpoint as the OpenAPI document lists it (method and path): the coverage check matches on it. */
  endpoint: string;
  user: string;
  /** The table the record lives in, compared before and after the stale write (by `id`). */
  table: string;
  pick: string;
  /** The answer the fresh change gets (200 unless the endpoint answers otherwise, e.g. 204). */
  okStatus?: number;
  request(row: Row, change: 1 | 2, call: Call): Promise<{ method: string; url: string; body?: unknown }>;
  /**
   * For a batch endpoint that answers 200 with a result per item: the stale item's refusal message, or undefined
   * when the answer does not refuse it. Other endpoints must answer 409.
   */
  staleItemMessage?(answer: HttpAnswer): string | undefined;
}

export const put = (url: string, body: unknown) => ({ method: 'PUT', url, body });
export const post = (url: string, body: unknown) => ({ method: 'POST', url, body });
export const json = async <T = Json>(answer: Promise<HttpAnswer>): Promise<T> =>
  JSON.parse((await answer).body.toString('utf8')) as T;
export const itemsOf = (value: unknown): Json[] =>
  (Array.isArray(value) ? value : ((value as { items?: unknown[] } | undefined)?.items ?? [])) as Json[];

/** A DTO as a request body: nulls left out (the forms send an absent optional field, not null). */
export function withoutNulls(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}
