import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/contracts/platform/messages';

/** An error whose message is meant for the user; the status says what kind of refusal it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.staleRecord) => new HttpError(409, message);
export const unauthorized = (message: string = MESSAGES.sessionExpired) => new HttpError(401, message);

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001', '08003']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (!e) return false;
  if (e.code && CONNECTION_ERRORS.has(e.code)) return true;
  if (typeof e.message === 'string' && /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== error ? isDatabaseUnavailable(e.cause) : false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      return reply.status(400).send({
        message: first?.message ?? MESSAGES.invalidRequest,
        errors: error.validation.map((issue) => ({ field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: issue.message })),
        field,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return reply.status(503).send({ message: MESSAGES.databaseUnavailable });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message = code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error as { type?: string }).type === 'entity.parse.failed'
        ? MESSAGES.invalidRequest
        : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.unexpected });
  });
}
