import { MEMBER_DATA_READ_EVENT } from '@portal/contracts/audit/audit-history';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { loggableError } from '../errors/errors.ts';
import { grantedModule, type RouteAccess } from '../access/route-access.ts';
import {
  actorOf,
  recordReadAudit,
  requestWasAudited,
  startReadAudit,
  withdrawReadAudit,
  type AuditEvent,
} from './audit.ts';

/** The audit event of a read of member data that the route's handler did not describe more specifically. */
export { MEMBER_DATA_READ_EVENT };

const ITEM_ID_KEYS = ['id', 'memberId', 'workItemId', 'documentId', 'enrollmentId'];
const BODY_DETAIL_LIMIT = 8_000;

function itemIdOf(...sources: unknown[]): string | null {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const key of ITEM_ID_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return null;
}

/**
 * Routes whose answers list audit rows (audit and history searches) write their read row after the answer is built, so
 * an answer never lists the read that produced it (an early row might or might not be seen by the read's own queries).
 */
const READS_AUDIT_TRAIL = /audit|history/i;

/**
 * Every read of member data is audited (ARCHITECTURE §3.5, HIPAA §164.312(b)). A route that declares
 * `access(module, action, { memberData: 'Member's claims viewed.' })` gets a 'MemberDataRead' row (who, from where, what
 * was read in the route's words, which route, which filters) before a
 * successful answer leaves the server, unless its handler already recorded an audit row of its own (MemberSearch,
 * EnrollmentRead ...). When the row cannot be written the answer is an error, never unaudited data.
 *
 * The row says nothing the handler computes, so it is started when the handler starts and written beside the read's own
 * queries (another pool connection), not after them: the answer waits for it in onSend as before, usually without waiting
 * at all (docs/decisions.md, issue 10). A read that fails (any answer but 2xx) withdraws its row before the error answer
 * leaves, so as before only answered reads have rows. A handler that records its own row withdraws the generic one, and
 * its route writes no early row from then on. Routes that read the audit trail write theirs after the answer is built.
 */
export function registerMemberDataAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const message = route.config?.memberData;
    if (typeof message !== 'string') return;
    const access = (route.config as { access?: RouteAccess }).access;
    const readOf = (request: FastifyRequest): AuditEvent => {
      const body = request.method === 'GET' ? undefined : request.body;
      const bodyText = body === undefined ? '' : JSON.stringify(body);
      // The module the reader used: the first of the route's modules they hold.
      const moduleId = request.user && typeof access === 'object' ? grantedModule(request.user, access) : undefined;
      return {
        eventType: MEMBER_DATA_READ_EVENT,
        itemId: itemIdOf(request.params, request.query, body),
        ...(moduleId === undefined ? {} : { moduleId }),
        details: {
          // What was read, in the route's declared words for people (every Audit History shows them); the route stays
          // for auditors.
          message,
          route: `${request.method} ${request.routeOptions.url ?? route.url}`,
          query: request.query ?? {},
          params: request.params ?? {},
          ...(body !== undefined && bodyText.length <= BODY_DETAIL_LIMIT ? { body } : {}),
        },
      };
    };
    // Cleared for good when the route's handler turns out to record its own row.
    let writeEarly = !READS_AUDIT_TRAIL.test(route.url);
    const early = new WeakMap<FastifyRequest, Promise<number>>();
    const handler = route.handler;
    route.handler = function auditedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (writeEarly && request.user) {
        // The actor is not actorOf's: this row must not count as the handler's own audit row.
        const row = startReadAudit(db, { user: request.user, clientIp: request.ip }, readOf(request));
        // Awaited in onSend; an answer that never gets there (a hijacked reply) must not leave the rejection unhandled.
        row.catch(() => undefined);
        early.set(request, row);
      }
      return handler.call(this, request, reply);
    };
    const auditRead = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const answered = reply.statusCode >= 200 && reply.statusCode < 300;
      const started = early.get(request);
      if (started) {
        early.delete(request);
        if (answered && !requestWasAudited(request)) {
          await started; // a row that could not be written fails the answer
          return payload;
        }
        if (answered) writeEarly = false;
        await withdraw(request, started);
        return payload;
      }
      if (!answered || !request.user || requestWasAudited(request)) return payload;
      // A read's audit row does not wait for the WAL flush (recordReadAudit, docs/decisions.md issue 10).
      await recordReadAudit(db, actorOf(request), readOf(request));
      return payload;
    };
    const existing = route.onSend;
    route.onSend = existing ? [...(Array.isArray(existing) ? existing : [existing]), auditRead] : [auditRead];
  });

  /** Withdraws an early row (its read failed, or its handler wrote a more specific one). */
  const withdraw = async (request: FastifyRequest, started: Promise<number>) => {
    const id = await started.catch(() => undefined);
    if (id === undefined) return; // never written: nothing to withdraw
    // A row left over (the database refused the delete) says a read happened that answered nothing: too much, not too little.
    await withdrawReadAudit(db, id).catch((error: unknown) => {
      request.log.warn({ err: loggableError(error) }, 'an early read-audit row was not withdrawn');
    });
  };
}
