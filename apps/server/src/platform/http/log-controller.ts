import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableError } from '../errors/errors.ts';

/**
 * Fastify's own log lines without member data (ARCHITECTURE §3.9). Fastify logs the full URL of every request (search
 * terms, member ids and names travel in query strings and paths) and an error's message; here a request is logged
 * once, when it completes, by its route pattern (`/api/users/:id`, never the URL or query string), method, status,
 * time and request id (the logger's `reqId`), and an error by its kind, code and constraint (platform/errors).
 */
export class PortalLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      route: request.routeOptions.url ?? '(no route)',
      statusCode: reply.statusCode,
      err: loggableError(error),
    };
    if (reply.statusCode >= 500) reply.log.error(line, 'request failed');
    else reply.log.info(line, 'request refused');
  }

  override streamError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.info({ statusCode: reply.statusCode }, 'stream closed prematurely');
    else reply.log.warn({ err: loggableError(error) }, 'response terminated with an error with headers already sent');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method }, 'route not found');
  }

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ err: loggableError(error) }, 'writing the response head failed');
  }

  override serializerError(
    error: Error,
    _request: FastifyRequest,
    reply: FastifyReply,
    metadata: { statusCode: number },
  ): void {
    reply.log.error(
      { err: loggableError(error), statusCode: metadata.statusCode },
      'The serializer for the given status code failed',
    );
  }
}
