import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { loadCurrentUser, type CurrentUser } from '../access/current-user.ts';
import { unauthorized } from '../errors/errors.ts';
import { TokenRejected, type TokenVerifier } from './verify-token.ts';

const USER_CACHE_MS = 10_000;

/**
 * Reads the bearer token, verifies it and loads the user with groups and grants.
 * The user is cached for a few seconds per process so a burst of calls costs one lookup;
 * a grant change reaches every instance within that time.
 */
export function createAuthenticate(db: Db, verify: TokenVerifier) {
  const cache = new Map<string, { user: CurrentUser; until: number }>();
  const authenticate = async (request: FastifyRequest): Promise<CurrentUser> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized();
    let login: string;
    try {
      ({ login } = await verify(token));
    } catch (error) {
      if (error instanceof TokenRejected) throw unauthorized();
      throw error;
    }
    const now = Date.now();
    const hit = cache.get(login);
    if (hit && hit.until > now) return hit.user;
    const user = await loadCurrentUser(db, login);
    if (!user) throw unauthorized();
    if (cache.size > 5000) cache.clear();
    cache.set(login, { user, until: now + USER_CACHE_MS });
    return user;
  };
  return Object.assign(authenticate, { forget: (login?: string) => (login ? cache.delete(login) : cache.clear()) });
}

export type AuthenticateFn = ReturnType<typeof createAuthenticate>;
