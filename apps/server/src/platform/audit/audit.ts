import type { FastifyRequest } from 'fastify';
import { MEMBER_DATA_READ_EVENT } from '@portal/contracts/audit/audit-history';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { CurrentUser } from '../access/current-user.ts';
import { auditEvents } from './audit.tables.ts';

/** Who is acting, from where: what every write and every read of member data records. */
export interface Actor {
  user: CurrentUser;
  clientIp: string;
}

/**
 * The actor of what a background job records on someone's behalf (no signed-in request): a user with that name and no
 * grants, from no address.
 */
export function jobActor(username: string, name = username): Actor {
  const user: CurrentUser = {
    id: 0,
    username,
    name,
    email: '',
    givenName: null,
    familyName: null,
    talkdeskEnabled: false,
    organizationId: null,
    groups: [],
    grants: new Map(),
    isAdmin: false,
  };
  return { user, clientIp: '' };
}

/** The request an actor was made from: an audit row recorded with that actor counts as the request's read audit. */
const requestOfActor = new WeakMap<Actor, FastifyRequest>();
const auditedRequests = new WeakSet<FastifyRequest>();

export function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw new Error('actorOf needs a signed-in route');
  const actor = { user: request.user, clientIp: request.ip };
  requestOfActor.set(actor, request);
  return actor;
}

/** True when the handler of this request already recorded an audit row (a more specific one than a generic read). */
export function requestWasAudited(request: FastifyRequest): boolean {
  return auditedRequests.has(request);
}

function markAudited(actor: Actor): void {
  const request = requestOfActor.get(actor);
  if (request) auditedRequests.add(request);
}

export interface AuditEvent {
  itemId?: string | number | null;
  eventType: string;
  moduleId?: number;
  companyIds?: string[];
  details?: Record<string, unknown>;
}

/**
 * The audit event of a read that answered a list of members (a search page, a panel, a FHIR search): the member ids in
 * the details, the member as the item when there is exactly one, and the health plans of the members that carry one.
 */
export function membersReadEvent(
  eventType: string,
  members: readonly { memberId: string; companyId?: string | null }[],
  event: { moduleId?: number | undefined; details?: Record<string, unknown> } = {},
): AuditEvent {
  // Plain loops: this runs for every member search and page of members (one pass, no intermediate arrays).
  const memberIdSet = new Set<string>();
  const companyIdSet = new Set<string>();
  for (const member of members) {
    memberIdSet.add(member.memberId);
    if (member.companyId) companyIdSet.add(member.companyId);
  }
  const memberIds = [...memberIdSet];
  const companyIds = [...companyIdSet];
  return {
    eventType,
    itemId: memberIds.length === 1 ? memberIds[0] : null,
    ...(event.moduleId === undefined ? {} : { moduleId: event.moduleId }),
    ...(companyIds.length > 0 ? { companyIds } : {}),
    details: { memberIds, ...event.details },
  };
}

/** Records one audit event; call it with the transaction of the write it describes. */
export async function recordAudit(db: DbOrTx, actor: Actor, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    itemId: event.itemId === undefined || event.itemId === null ? null : String(event.itemId),
    userId: actor.user.username,
    eventType: event.eventType,
    moduleId: event.moduleId ?? null,
    clientIp: actor.clientIp,
    companyIds: event.companyIds ?? null,
    details: event.details ?? null,
  });
  markAudited(actor);
}

export async function recordAuditMany(db: DbOrTx, actor: Actor, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(
    events.map((event) => ({
      itemId: event.itemId === undefined || event.itemId === null ? null : String(event.itemId),
      userId: actor.user.username,
      eventType: event.eventType,
      moduleId: event.moduleId ?? null,
      clientIp: actor.clientIp,
      companyIds: event.companyIds ?? null,
      details: event.details ?? null,
    })),
  );
  markAudited(actor);
}

/**
 * Records the audit row of a read of member data in one statement that does not wait for the WAL flush: the statement's
 * own transaction sets `synchronous_commit` off for itself (`set_config(..., true)`), so the commit returns once the row is
 * in PostgreSQL's WAL buffers instead of on disk (1 round trip and no flush wait, against 4 round trips and a 3-10 ms flush).
 * A database crash can lose the last fraction of a second of read-audit rows (at most 3 x wal_writer_delay, 600 ms by
 * default); data and the audit rows of writes keep full durability (docs/decisions.md, issue 10). The caller still awaits
 * the row: when it cannot be written the answer is an error, never unaudited data.
 */
export async function recordReadAudit(db: DbOrTx, actor: Actor, event: AuditEvent): Promise<void> {
  await readAuditWriter(db).write(readAuditRow(actor, event));
  markAudited(actor);
}

/**
 * Audits one page of a member search as a read (`MemberSearch`): the members it shows, the filter it was asked with
 * (without its paging), how many matched and where the page starts; `narrowedBy` adds what else limited it (the
 * provider, the panel's scope).
 */
export async function recordMemberSearchRead(
  db: DbOrTx,
  actor: Actor,
  search: {
    moduleId: number;
    request: { skip?: number | undefined; take?: number | undefined };
    result: { items: readonly { memberId: string; companyId?: string | null }[]; total: number };
    narrowedBy?: Record<string, unknown>;
  },
): Promise<void> {
  const { skip, take: _take, ...filter } = search.request;
  const details = { filter, ...search.narrowedBy, total: search.result.total, skip };
  await recordReadAudit(
    db,
    actor,
    membersReadEvent('MemberSearch', search.result.items, { moduleId: search.moduleId, details }),
  );
}

/**
 * Starts writing the audit row of a read before the read has its answer, so the row's statement runs beside the read's
 * queries instead of after them (platform/audit/read-audit.ts). Resolves to the row's id once it is written, with the
 * same no-flush commit and group commit as recordReadAudit. Unlike recordReadAudit it does not count as the request's own
 * audit row: the caller awaits it before the answer leaves, and withdraws it when the read fails.
 */
export function startReadAudit(db: DbOrTx, actor: Actor, event: AuditEvent): Promise<number> {
  return readAuditWriter(db).write(readAuditRow(actor, event));
}

/** Withdraws a row started by startReadAudit whose read then failed (nothing left the server) or was audited otherwise. */
export async function withdrawReadAudit(db: DbOrTx, id: number): Promise<void> {
  const client = (db as { $client?: Queryable }).$client;
  const text = 'delete from audit_events where id = $1';
  if (client) await client.query({ name: 'portal_read_audit_withdraw', text, values: [id] });
  else await db.execute(drizzleStatement(text, [id]));
}

const readAuditRow = (actor: Actor, event: AuditEvent): ReadAuditRow => {
  const details = withRouteWords(actor, event);
  return [
    event.itemId === undefined || event.itemId === null ? null : String(event.itemId),
    actor.user.username,
    event.eventType,
    event.moduleId ?? null,
    actor.clientIp,
    event.companyIds ?? null,
    details === undefined ? null : JSON.stringify(details),
  ];
};

/**
 * A member data read that its handler records itself (to name the member the query did not) says what was read in the
 * words its route declares (`access(..., { memberData })`), as the generic row does, unless it brings words of its own.
 */
function withRouteWords(actor: Actor, event: AuditEvent): Record<string, unknown> | undefined {
  if (event.eventType !== MEMBER_DATA_READ_EVENT || typeof event.details?.message === 'string') return event.details;
  const message = requestOfActor.get(actor)?.routeOptions.config.memberData;
  return message === undefined ? event.details : { message, ...event.details };
}

/** A read-audit row's values, in the order of READ_AUDIT_COLUMNS. */
type ReadAuditRow = [string | null, string, string, number | null, string, string[] | null, string | null];

/** Read-audit rows written in one statement at most. */
const READ_AUDIT_BATCH = 200;
/** Statements of up to this many rows are prepared once per connection (named); larger batches are rare and planned each time. */
const READ_AUDIT_PREPARED_UP_TO = 8;
const READ_AUDIT_CASTS = ['text', 'text', 'text', 'integer', 'text', 'text[]', 'jsonb'];

/**
 * The insert of `count` read-audit rows: `insert ... select` from a VALUES list with the no-flush setting in the same
 * statement. The text depends on the count only, so PostgreSQL parses and plans it once per connection (a named prepared
 * statement): planning was two thirds of the statement's time (0.15 ms unnamed, 0.05 ms prepared, on this machine).
 */
function readAuditStatement(count: number): { name: string | undefined; text: string } {
  const rows = Array.from(
    { length: count },
    (_, row) =>
      `(${READ_AUDIT_CASTS.map((cast, column) => `$${row * READ_AUDIT_CASTS.length + column + 1}::${cast}`).join(', ')})`,
  );
  return {
    name: count <= READ_AUDIT_PREPARED_UP_TO ? `portal_read_audit_${count}` : undefined,
    text: `insert into audit_events (item_id, user_id, event_type, module_id, client_ip, company_ids, details)
      select v.* from (values ${rows.join(', ')}) as v,
      (select set_config('synchronous_commit', 'off', true)) as no_flush_wait
      returning id`,
  };
}

const readAuditStatements = new Map<number, { name: string | undefined; text: string }>();
const statementFor = (count: number) => {
  let statement = readAuditStatements.get(count);
  if (!statement) readAuditStatements.set(count, (statement = readAuditStatement(count)));
  return statement;
};

/** A statement text with `$n` placeholders as a drizzle SQL object (the values bound as parameters, in order). */
function drizzleStatement(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$\d+/);
  return sql.join(
    parts.map((part, index) =>
      index < values.length ? sql`${sql.raw(part)}${sql.param(values[index])}` : sql.raw(part),
    ),
    sql``,
  );
}

/** pg's query interface of a pool or a client, as drizzle's node-postgres database holds it (`$client`). */
interface Queryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Group commit of read-audit rows: a row is written at once when no write is in flight on this database handle;
 * rows that arrive while one is (concurrent requests) go together in the next statement. Every caller still waits for
 * the statement holding its own row, so the guarantee stays the same (no answer before its audit row is written, a
 * failed write fails every request of that statement); under load, 32 concurrent reads cost a few statements, not 32.
 */
function readAuditWriter(db: DbOrTx) {
  let writer = readAuditWriters.get(db);
  if (!writer) {
    writer = createReadAuditWriter(db);
    readAuditWriters.set(db, writer);
  }
  return writer;
}

const readAuditWriters = new WeakMap<DbOrTx, { write(row: ReadAuditRow): Promise<number> }>();

function createReadAuditWriter(db: DbOrTx) {
  // The pool (or client) under drizzle, for a named statement; a transaction handle goes through drizzle unnamed.
  const client = (db as { $client?: Queryable }).$client;
  /** Writes the rows and answers their ids in the rows' order (ids are taken in insertion order, which is the list's). */
  const insert = async (rows: ReadAuditRow[]): Promise<number[]> => {
    const { name, text } = statementFor(rows.length);
    const values = rows.flat();
    const result = client
      ? await client.query(name ? { name, text, values } : { text, values })
      : await db.execute(drizzleStatement(text, values));
    return (result.rows as { id: number | string }[]).map((row) => Number(row.id)).sort((a, b) => a - b);
  };
  const waiting: { row: ReadAuditRow; resolve: (id: number) => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  const writeWaiting = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, READ_AUDIT_BATCH);
      try {
        const ids = await insert(batch.map((entry) => entry.row));
        if (ids.length !== batch.length) throw new Error('read-audit rows and their ids differ in number');
        batch.forEach((entry, index) => entry.resolve(ids[index] ?? Number.NaN));
      } catch (error) {
        // One row the database refuses must not fail the other requests of its statement: each is tried alone.
        if (batch.length === 1) batch[0]?.reject(error);
        else
          for (const entry of batch)
            await insert([entry.row]).then((ids) => entry.resolve(ids[0] ?? Number.NaN), entry.reject);
      }
    }
    writing = false;
  };
  return {
    write: (row: ReadAuditRow) =>
      new Promise<number>((resolve, reject) => {
        waiting.push({ row, resolve, reject });
        if (!writing) void writeWaiting();
      }),
  };
}
