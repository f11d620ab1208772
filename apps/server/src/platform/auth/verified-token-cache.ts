import { LRUCache } from 'lru-cache';
import type { TokenClaims, TokenVerifier } from './verify-token.ts';

export interface VerifiedTokenCacheOptions {
  /** Most tokens remembered (least recently used go first). */
  max: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * Remembers a verified token's claims, keyed by the token string, until the token's `exp` and never longer: the signature
 * check (RS256) is the largest fixed cost of a request, and a browser sends the same token for minutes. Only the
 * verification is remembered; the session is still read on every request (platform/session), so a sign-out or an idle
 * session ends access at once. A refused token is not remembered (it is checked again, and refused again).
 */
export function cacheVerifiedTokens(verify: TokenVerifier, options: VerifiedTokenCacheOptions): TokenVerifier {
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, TokenClaims>({ max: options.max });
  return async (token) => {
    const hit = cache.get(token);
    if (hit) {
      if (hit.expiresAt * 1000 > now()) return hit;
      cache.delete(token);
    }
    const claims = await verify(token);
    const remaining = claims.expiresAt * 1000 - now();
    if (remaining > 0) cache.set(token, claims);
    return claims;
  };
}
