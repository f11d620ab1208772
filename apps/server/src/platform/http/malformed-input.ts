import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { badRequest } from '../errors/errors.ts';

const NUL = '\u0000';

/**
 * Whether a parsed value (query, path parameters or JSON body) holds a NUL character in a string or a key. Walked
 * with a stack, not recursion, so a deeply nested body cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  // Parsed JSON has no cycles, but a body built by a plugin (multipart fields) may point back at itself.
  const seen = new Set<object>();
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NUL)) return true;
    } else if (Array.isArray(next) || isPlainObject(next)) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (Array.isArray(next)) {
        for (const item of next) pending.push(item);
      } else {
        for (const [key, child] of Object.entries(next)) {
          if (key.includes(NUL)) return true;
          pending.push(child);
        }
      }
    }
  }
  return false;
}

/**
 * A parsed JSON object, query string or path parameters: a plain object, one without a prototype, or (the query
 * parser's) one whose prototype has none. Not a Buffer, stream or file of an upload.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

async function rejectNul(request: FastifyRequest): Promise<void> {
  if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body))
    throw badRequest(MESSAGES.nulCharacter);
}

/**
 * PostgreSQL cannot store a NUL character in text (SQLSTATE 22021), and no field of the portal means one: a request
 * carrying one in its query, path or JSON body is refused with a 400 before validation, on every route. The check
 * runs after the route's access guard, so a caller without access still gets 401 or 403 first.
 */
export function registerMalformedInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = route.preValidation;
    route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), rejectNul] : [rejectNul];
  });
}
