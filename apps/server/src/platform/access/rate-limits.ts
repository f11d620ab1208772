import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { HttpError } from '../errors/errors.ts';

/**
 * A per-user limit (requests per minute) for a route: keyed by the signed-in user's id, not the address (staff share
 * the plan's outbound addresses), checked after sign-in (preHandler runs after the access guard), and answered with
 * 429 and the given message. The counts are shared by every server instance through the database, exchanged in the
 * background about once a second (shared-rate-limits.ts): another instance's requests may reach the count up to a
 * second late, so this is a ceiling against scraping member data, not an exact quota.
 */
export function perUserRateLimit(max: number, message: string): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: () => new HttpError(429, message),
  };
}

/** Member search (MEMBER_SEARCH_RATE_LIMIT per user and minute). */
export const memberSearchRateLimit = (config: { memberSearchRateLimit: number }): RateLimitOptions =>
  perUserRateLimit(config.memberSearchRateLimit, MESSAGES.tooManyMemberSearches);

/** Every export route (EXPORT_RATE_LIMIT per user and minute); set for all routes declaring the 'export' action. */
export const exportRateLimit = (config: { exportRateLimit: number }): RateLimitOptions =>
  perUserRateLimit(config.exportRateLimit, MESSAGES.tooManyExports);
