import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationOutcome, Resource } from '@medplum/fhirtypes';
import { MODULES } from '@portal/contracts/platform/modules';
import { publicRoute, requireUser, signedIn } from '../access/route-access.ts';
import { can } from '../access/current-user.ts';
import {
  actorOf,
  membersReadEvent,
  recordReadAudit,
  startReadAudit,
  withdrawReadAudit,
  type AuditEvent,
} from '../audit/audit.ts';
import { FhirError, type FhirRequestContext, type FhirResourceType } from './fhir-resource.ts';
import { checkFormat, fhirErrorHandler, operationOutcome, sendFhir } from './fhir-http.ts';
import { fhirGrantOf, grantCovers, type FhirGrant } from './fhir-scopes.ts';
import { MAX_REVINCLUDE, parseSearch, sortOrder, type ParsedSearch } from './fhir-search.ts';
import { searchsetBundle } from './fhir-bundle.ts';
import { capabilityStatement, smartConfiguration, smartEndpoints } from './fhir-capability.ts';
import { FHIR_RESOURCE_TYPES, fhirResourceType } from './fhir-registry.ts';
import { belongsTo, memberIdsOf, namedMember } from './fhir-members.ts';
import { isFhirId } from './fhir-ids.ts';

const moduleIds = new Map<string, number>(MODULES.map((entry) => [entry.key, entry.id]));

type TypeParams = { Params: { type: string }; Querystring: Record<string, unknown> };
type ReadParams = { Params: { type: string; id: string }; Querystring: Record<string, unknown> };

const notSupported = (message: string) => new FhirError(501, 'not-supported', message);

/**
 * The read-only FHIR R4 API (issue 15) under /fhir: metadata, read and search of the registry's resource types.
 * The routes are `signedIn()`: which resource types a token reads depends on its SMART scopes, checked here with the
 * user's module grants (docs/decisions.md, issue 15). Reads of member data are audited (FhirRead, FhirSearch).
 */
export async function fhirRoutes(app: FastifyInstance): Promise<void> {
  const { config, database } = app.ctx;
  const baseUrl = `${config.publicUrl.replace(/\/$/, '')}/fhir`;
  const endpoints = smartEndpoints(config);
  const errorHandler = fhirErrorHandler;
  const includesOf = (type: string) => fhirResourceType(type)?.searchIncludes ?? [];
  const revincludesOf = (type: string) => fhirResourceType(type)?.searchRevIncludes ?? [];

  /** The resource type a request names, and the context the token and the user's grants allow for it. */
  const contextFor = (request: FastifyRequest, typeName: string) => {
    checkFormat((request.query as Record<string, unknown> | undefined)?._format, request.headers.accept);
    const type = fhirResourceType(typeName);
    if (!type) throw new FhirError(404, 'not-supported', `The resource type ${typeName} is not supported.`);
    const user = requireUser(request);
    const grant = fhirGrantOf(request.tokenGrant?.scopes ?? [], request.tokenGrant?.patient);
    if (!grantCovers(grant, type.type))
      throw new FhirError(403, 'forbidden', `The token's scopes do not allow reading ${type.type}.`);
    const moduleId = moduleIds.get(type.staffModule);
    if (grant.kind === 'user' && (moduleId === undefined || !can(user, moduleId, 'read')))
      throw new FhirError(403, 'forbidden', `Reading ${type.type} needs a module you have not been granted.`);
    const ctx: FhirRequestContext = {
      db: database.db,
      user,
      baseUrl,
      ...(grant.kind === 'patient' ? { patientMemberId: grant.memberId } : {}),
    };
    return { type, grant, ctx, moduleId };
  };

  /** A patient token sees only its member's data (another member's reads as not found, so ids cannot be probed). */
  const visible = (type: FhirResourceType, grant: FhirGrant, resource: Resource) =>
    grant.kind !== 'patient' || !type.memberData || belongsTo(resource, grant.memberId);

  const auditEvent = (
    type: FhirResourceType,
    grant: FhirGrant,
    moduleId: number | undefined,
    eventType: 'FhirRead' | 'FhirSearch',
    memberIds: string[],
    details: Record<string, unknown>,
  ): AuditEvent =>
    membersReadEvent(
      eventType,
      memberIds.map((memberId) => ({ memberId })),
      {
        moduleId: grant.kind === 'user' ? moduleId : undefined,
        details: {
          // What was read, in the type's words for people (every Audit History shows them).
          ...(type.memberData ? { message: type.memberData[eventType === 'FhirRead' ? 'read' : 'search'] } : {}),
          resourceType: type.type,
          ...details,
          access: grant.kind,
        },
      },
    );

  /** The search's or read's audit row, naming the members whose resources it answers. */
  const audit = async (
    request: FastifyRequest,
    type: FhirResourceType,
    grant: FhirGrant,
    moduleId: number | undefined,
    eventType: 'FhirRead' | 'FhirSearch',
    memberIds: string[],
    details: Record<string, unknown>,
  ) => {
    if (!type.memberData) return;
    await recordReadAudit(
      database.db,
      actorOf(request),
      auditEvent(type, grant, moduleId, eventType, memberIds, details),
    );
  };

  /** Withdraws a read's early audit row (the read failed or found nothing, so nothing was read). */
  const withdraw = async (row: Promise<number>) => {
    const id = await row.catch(() => undefined);
    if (id !== undefined) await withdrawReadAudit(database.db, id);
  };

  /** A search's matches the token may see, with what `_include` and `_revinclude` bring along. */
  const readSearch = async (
    ctx: FhirRequestContext,
    type: FhirResourceType,
    grant: FhirGrant,
    parsed: ParsedSearch,
  ) => {
    const found = await type.search(ctx, parsed.params, {
      count: parsed.count,
      offset: parsed.offset,
      orderBy: type.sorts && sortOrder(type.sorts, parsed.sort),
    });
    const resources = found.resources.filter((resource) => visible(type, grant, resource));
    const included: Resource[] = [];
    if (type.include)
      for (const include of parsed.include) included.push(...(await type.include(ctx, resources, include)));
    let outcome: OperationOutcome | undefined;
    if (type.revinclude && resources.length > 0)
      for (const revinclude of parsed.revinclude) {
        const referring = await type.revinclude(ctx, resources, revinclude, MAX_REVINCLUDE);
        included.push(...referring.resources);
        if (referring.total > referring.resources.length)
          outcome = operationOutcome(
            'too-costly',
            `_revinclude=${revinclude}: the first ${referring.resources.length} of ${referring.total} are included; ask for fewer matches (_count) to get them all.`,
            'warning',
          );
      }
    return { resources, total: found.total, included, outcome };
  };

  const search = async (request: FastifyRequest, typeName: string, query: Record<string, unknown>) => {
    const { type, grant, ctx, moduleId } = contextFor(request, typeName);
    const lenient = /handling\s*=\s*lenient/i.test([request.headers.prefer ?? ''].flat().join(','));
    const parsed: ParsedSearch = parseSearch(query, type, lenient);
    for (const include of parsed.include)
      if (!includesOf(type.type).includes(include))
        throw new FhirError(400, 'not-supported', `_include=${include} is not supported for ${type.type}.`);
    for (const revinclude of parsed.revinclude)
      if (!revincludesOf(type.type).includes(revinclude))
        throw new FhirError(400, 'not-supported', `_revinclude=${revinclude} is not supported for ${type.type}.`);
    const details = {
      parameters: parsed.linkParams.map(([name]) => name),
      count: parsed.count,
      offset: parsed.offset,
    };
    // A search naming one member (Coverage?beneficiary=Patient/X, the usual app search) is most likely about that
    // member alone: its row starts beside the read, as a read's does, and is kept when the members returned are exactly
    // that one. Otherwise (none, others, a failed read) it is withdrawn and the row of what was returned written after.
    const predicted = type.memberData ? namedMember(type.type, parsed.params) : undefined;
    const early =
      predicted === undefined
        ? undefined
        : startReadAudit(
            database.db,
            actorOf(request),
            auditEvent(type, grant, moduleId, 'FhirSearch', [predicted], details),
          );
    early?.catch(() => undefined);
    const { resources, total, included, outcome } = await readSearch(ctx, type, grant, parsed).catch(
      async (error: unknown) => {
        if (early) await withdraw(early);
        throw error;
      },
    );
    const memberIds = [...new Set(resources.flatMap(memberIdsOf))];
    if (early && memberIds.length === 1 && memberIds[0] === predicted) await early;
    else {
      if (early) await withdraw(early);
      await audit(request, type, grant, moduleId, 'FhirSearch', memberIds, details);
    }
    return searchsetBundle(baseUrl, type.type, parsed, { resources, total }, included, outcome);
  };

  app.get('/fhir/metadata', { config: publicRoute(), errorHandler }, async (request, reply) => {
    checkFormat((request.query as Record<string, unknown>)._format, request.headers.accept);
    return sendFhir(
      reply,
      200,
      capabilityStatement(baseUrl, FHIR_RESOURCE_TYPES, await endpoints(), includesOf, revincludesOf),
    );
  });

  app.get('/fhir/.well-known/smart-configuration', { config: publicRoute(), errorHandler }, async (_request, reply) => {
    const found = await endpoints();
    if (!found) throw new FhirError(503, 'transient', 'The identity provider cannot be reached.');
    return reply.header('cache-control', 'no-store').send(smartConfiguration(found));
  });

  app.get<ReadParams>('/fhir/:type/:id', { config: signedIn(), errorHandler }, async (request, reply) => {
    const { type, grant, ctx, moduleId } = contextFor(request, request.params.type);
    const { id } = request.params;
    // When the id names the member (a Patient), the row is known before the read and is written beside it, as the
    // platform's early read rows are (docs/decisions.md, issue 10); it is withdrawn when nothing is answered.
    const early =
      type.memberData && type.idIsMemberId && isFhirId(id)
        ? startReadAudit(database.db, actorOf(request), auditEvent(type, grant, moduleId, 'FhirRead', [id], { id }))
        : undefined;
    early?.catch(() => undefined);
    let found: Resource | undefined;
    try {
      found = isFhirId(id) ? await type.read(ctx, id) : undefined;
    } catch (error) {
      if (early) await withdraw(early);
      throw error;
    }
    if (!found || !visible(type, grant, found)) {
      if (early) await withdraw(early);
      throw new FhirError(404, 'not-found', `${type.type}/${id} is not known.`);
    }
    if (early) await early;
    else await audit(request, type, grant, moduleId, 'FhirRead', memberIdsOf(found), { id });
    return sendFhir(reply, 200, found);
  });

  app.get<TypeParams>('/fhir/:type', { config: signedIn(), errorHandler }, async (request, reply) =>
    sendFhir(reply, 200, await search(request, request.params.type, request.query)),
  );

  app.post<TypeParams>('/fhir/:type/_search', { config: signedIn(), errorHandler }, async (request, reply) => {
    const contentType = request.headers['content-type'] ?? '';
    if (request.body !== undefined && !contentType.startsWith('application/x-www-form-urlencoded'))
      throw new FhirError(415, 'not-supported', 'POST _search takes application/x-www-form-urlencoded parameters.');
    const body = (request.body ?? {}) as Record<string, unknown>;
    return sendFhir(reply, 200, await search(request, request.params.type, { ...request.query, ...body }));
  });

  // The API is read only: every other interaction answers 501 Not Implemented as an OperationOutcome.
  const unsupported = async (request: FastifyRequest) => {
    throw notSupported(
      `${request.method} ${request.routeOptions.url ?? ''} is not supported: this FHIR API is read only.`,
    );
  };
  const refused: [string, string][] = [
    ['POST', '/fhir'],
    ['POST', '/fhir/:type'],
    ['PUT', '/fhir/:type/:id'],
    ['PATCH', '/fhir/:type/:id'],
    ['DELETE', '/fhir/:type/:id'],
    ['GET', '/fhir/_history'],
    ['GET', '/fhir/:type/_history'],
    ['GET', '/fhir/:type/:id/_history'],
    ['GET', '/fhir/:type/:id/_history/:vid'],
  ];
  for (const [method, url] of refused)
    app.route({ method, url, config: signedIn(), errorHandler, handler: unsupported });
}
