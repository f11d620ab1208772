import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { readPgError } from '../db/pg-errors.ts';

/** An error whose message is meant for the user; the status says what kind of refusal it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    /** The request field the refusal is about (e.g. 'name'), so a form shows the message under that field. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
/** A 400 about one field of the request, e.g. a name another record already has: the form shows it under the field. */
export const fieldRefused = (field: string, message: string) => new HttpError(400, message, undefined, field);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.staleRecord) => new HttpError(409, message);
/** 409 for a record changed since it was read, naming who changed it when the record knows (else 'someone else'). */
export const staleRecord = (changedBy?: string | null) =>
  conflict(changedBy ? MESSAGES.staleRecordBy(changedBy) : MESSAGES.staleRecord);
export const unauthorized = (message: string = MESSAGES.sessionExpired) => new HttpError(401, message);

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e.code && CONNECTION_ERRORS.has(e.code)) return true;
  if (
    typeof e.message === 'string' &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      e.message,
    )
  )
    return true;
  return e.cause !== undefined && e.cause !== error ? isDatabaseUnavailable(e.cause) : false;
}

/** What the log may say about an error: never its message, the SQL, its parameters or pg's detail/where (member data). */
export interface LoggableError {
  type: string;
  /** SQLSTATE of a database error, or a Node/Fastify error code. */
  code?: string;
  /** The constraint a database error names. */
  constraint?: string;
  statusCode?: number;
  /** The stack's frames (file and line) without its first line, which repeats the message. */
  stack?: string;
}

/**
 * Reduces an error to what the server log may hold. A drizzle query error's message carries the SQL and its parameter
 * list, a pg error's message, detail and where can quote values ('invalid input syntax for type integer: "Smith"'),
 * and any message may have been built from member data: none of that is logged, only the kind of error and where.
 */
export function loggableError(error: unknown): LoggableError {
  if (!error || typeof error !== 'object') return { type: typeof error };
  const chain: Record<string, unknown>[] = [];
  for (
    let current: unknown = error;
    current && typeof current === 'object' && chain.length < 5;
    current = (current as { cause?: unknown }).cause
  ) {
    chain.push(current as Record<string, unknown>);
  }
  const pick = (key: string): string | undefined => {
    for (const entry of chain) if (typeof entry[key] === 'string' && entry[key] !== '') return entry[key];
    return undefined;
  };
  const first = error as { constructor?: { name?: string }; name?: unknown; statusCode?: unknown; stack?: unknown };
  const frames =
    typeof first.stack === 'string'
      ? first.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 12)
          .join('\n')
      : undefined;
  const code = pick('code');
  const constraint = pick('constraint');
  return {
    type: typeof first.name === 'string' ? first.name : (first.constructor?.name ?? 'Error'),
    ...(code ? { code } : {}),
    ...(constraint ? { constraint } : {}),
    ...(typeof first.statusCode === 'number' ? { statusCode: first.statusCode } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

/** pino's `err` serializer: whatever a log call passes as `err` goes out as a {@link LoggableError}. */
export function serializeErrorForLog(value: unknown): unknown {
  const already = value as Partial<LoggableError> & { message?: unknown };
  if (
    value &&
    typeof value === 'object' &&
    !(value instanceof Error) &&
    typeof already.type === 'string' &&
    already.message === undefined
  )
    return value;
  return loggableError(value);
}

/**
 * SQLSTATEs with which PostgreSQL refuses a value the request carried (class 22 "data exception" and an index row
 * too large for a key): a NUL byte in text (22021), a number out of a column's range (22003), a malformed number,
 * date or id (22P02, 22007, 22008), a string longer than its column (22001). They answer 400, never 500.
 */
const REFUSED_VALUE_CODES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22015',
  '22019',
  '22021',
  '22025',
  '2201B',
  '22P02',
  '22P05',
  '54000',
]);

export function isRefusedValue(error: unknown): boolean {
  const code = readPgError(error)?.code;
  return code !== undefined && REFUSED_VALUE_CODES.has(code);
}

/**
 * What a client may read of an error that ended one item of a batch (the answer as a whole succeeds): the message of a
 * refusal meant for the user, the generic messages of a refused value or an unavailable database, and otherwise the
 * generic unexpected-error message. `internal` says the error is a defect the server log must record (never its
 * message: it may quote SQL or member data).
 */
export function itemErrorOf(error: unknown): { message: string; internal: boolean } {
  if (error instanceof HttpError) return { message: error.message, internal: false };
  if (isRefusedValue(error)) return { message: MESSAGES.invalidValue, internal: false };
  if (isDatabaseUnavailable(error)) return { message: MESSAGES.databaseUnavailable, internal: true };
  return { message: MESSAGES.unexpected, internal: true };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, details: error.details, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return reply.status(400).send({
        message: first?.message ?? MESSAGES.invalidRequest,
        errors: error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message,
        })),
        field,
      });
    }
    if (isRefusedValue(error)) {
      // The code only: the database's message quotes the refused value, which may be member data.
      request.log.warn({ sqlState: readPgError(error)?.code }, 'the database refused a value of the request');
      return reply.status(400).send({ message: MESSAGES.invalidValue });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.status(503).send({ message: MESSAGES.databaseUnavailable });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message =
        code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
        code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error as { type?: string }).type === 'entity.parse.failed'
          ? MESSAGES.invalidRequest
          : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.unexpected });
  });
}
