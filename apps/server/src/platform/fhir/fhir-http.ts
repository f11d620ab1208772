import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOutcome, Resource } from '@medplum/fhirtypes';
import { HttpError, loggableError } from '../errors/errors.ts';
import { FhirError } from './fhir-resource.ts';

export const FHIR_JSON = 'application/fhir+json';

/** An OperationOutcome with one issue (FHIR R4 issue-type codes: not-found, not-supported, invalid, login, forbidden...). */
export function operationOutcome(
  code: string,
  diagnostics: string,
  severity: 'error' | 'fatal' | 'warning' = 'error',
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity, code: code as 'invalid', diagnostics }],
  };
}

/** Sends a FHIR resource as application/fhir+json; FHIR answers hold member data, so no cache keeps a copy. */
export function sendFhir(reply: FastifyReply, status: number, resource: Resource): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type(`${FHIR_JSON}; charset=utf-8`)
    .send(JSON.stringify(resource));
}

const CODE_OF_STATUS: Record<number, string> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  406: 'not-supported',
  415: 'not-supported',
  429: 'throttled',
  501: 'not-supported',
  503: 'transient',
};

/**
 * The FHIR routes' error handler: every refusal is an OperationOutcome (401 without a valid token, 403 for a scope or
 * module grant missing, 404, 400, 501). Unexpected errors are logged without their message (it could hold member data).
 */
export function fhirErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  void sendFhir(reply, ...outcomeOf(error, request, reply));
}

function outcomeOf(error: unknown, request: FastifyRequest, reply: FastifyReply): [number, OperationOutcome] {
  if (error instanceof FhirError) return [error.status, operationOutcome(error.code, error.message)];
  if (error instanceof HttpError) {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="fhir"');
    return [error.statusCode, operationOutcome(CODE_OF_STATUS[error.statusCode] ?? 'exception', error.message)];
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return [status, operationOutcome(CODE_OF_STATUS[status] ?? 'invalid', 'The request is not valid.')];
  request.log.error({ err: loggableError(error) }, 'FHIR request failed');
  return [500, operationOutcome('exception', 'The server could not answer the request.', 'fatal')];
}

const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json', 'application/json+fhir']);

/**
 * The answer's format: JSON only. `_format` (json, application/fhir+json ...) wins over Accept; XML or another format
 * is refused with 406 Not Acceptable (FHIR R4 http.html#mime-type).
 */
export function checkFormat(format: unknown, accept: string | undefined): void {
  if (format !== undefined) {
    const value = (Array.isArray(format) ? format[0] : format) as string;
    const mime = (value.split(';')[0] ?? '').trim().toLowerCase();
    if (JSON_FORMATS.has(mime)) return;
    throw new FhirError(406, 'not-supported', `The format ${mime} is not supported: this server answers JSON only.`);
  }
  if (!accept) return;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((type) => type === '*/*' || type === 'application/*' || type.includes('json'))) return;
  throw new FhirError(406, 'not-supported', 'This server answers application/fhir+json only.');
}
