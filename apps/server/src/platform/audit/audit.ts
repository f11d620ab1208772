import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import type { CurrentUser } from '../access/current-user.ts';
import { auditEvents } from './audit.tables.ts';

/** Who is acting, from where: what every write and every read of member data records. */
export interface Actor {
  user: CurrentUser;
  clientIp: string;
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

/**
 * Records the audit event of a read of member data in a transaction of its own that does not wait for the WAL flush
 * (docs/decisions.md "Reference data"): a database crash could lose the last fraction of a second of read-audit rows,
 * never data or the audit rows of writes.
 */
export async function recordReadAudit(db: Db, actor: Actor, event: AuditEvent): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await recordAudit(tx, actor, event);
  });
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
