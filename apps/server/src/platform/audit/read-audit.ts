import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { grantedModule, type RouteAccess } from '../access/route-access.ts';
import { actorOf, recordReadAudit, requestWasAudited } from './audit.ts';

/** The audit event of a read of member data that the route's handler did not describe more specifically. */
export const MEMBER_DATA_READ_EVENT = 'MemberDataRead';

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
 * Every read of member data is audited (ARCHITECTURE §3.5, HIPAA §164.312(b)). A route that declares
 * `config: { memberData: true }` gets a 'MemberDataRead' row (who, from where, which route, which filters) before a
 * successful answer leaves the server, unless its handler already recorded an audit row of its own (MemberSearch,
 * EnrollmentRead ...). When the row cannot be written the answer is an error, never unaudited data.
 */
export function registerMemberDataAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.memberData !== true) return;
    const access = (route.config as { access?: RouteAccess }).access;
    const auditRead = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300 || !request.user || requestWasAudited(request))
        return payload;
      const body = request.method === 'GET' ? undefined : request.body;
      const bodyText = body === undefined ? '' : JSON.stringify(body);
      const actor = actorOf(request);
      // The module the reader used: the first of the route's modules they hold.
      const moduleId = typeof access === 'object' ? grantedModule(request.user, access) : undefined;
      // A read's audit row does not wait for the WAL flush (recordReadAudit, docs/decisions.md issue 10).
      await recordReadAudit(db, actor, {
        eventType: MEMBER_DATA_READ_EVENT,
        itemId: itemIdOf(request.params, request.query, body),
        ...(moduleId === undefined ? {} : { moduleId }),
        details: {
          route: `${request.method} ${request.routeOptions.url ?? route.url}`,
          query: request.query ?? {},
          params: request.params ?? {},
          ...(body !== undefined && bodyText.length <= BODY_DETAIL_LIMIT ? { body } : {}),
        },
      });
      return payload;
    };
    const existing = route.onSend;
    route.onSend = existing ? [...(Array.isArray(existing) ? existing : [existing]), auditRead] : [auditRead];
  });
}
