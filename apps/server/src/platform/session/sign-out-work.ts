import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { loggableError } from '../errors/errors.ts';

type SignOutWork = (database: Database, sessionId: string) => Promise<unknown>;

/** Work a module does as soon as a user signs out, by name (registering a name again replaces its work). */
const works = new Map<string, SignOutWork>();

/**
 * Asks for `work` after every sign-out that ends a session (api/me/logout, or the built-in provider's Sign Out for a
 * tab whose token had run out): the CRM ends the calls the session left open then and there, where its sweep job would
 * come within a minute or two. The work must be safe to repeat and to run beside the module's own jobs; it is not the
 * guarantee (a session that lapses by its limits is never signed out, so each module keeps its sweep).
 */
export function onSignOut(name: string, work: SignOutWork): void {
  works.set(name, work);
}

/** Starts each module's sign-out work once the session's end has committed; a failure is logged, never the caller's. */
export function afterSignOut(database: Database, sessionId: string, log: FastifyBaseLogger): void {
  for (const [name, work] of works) {
    void work(database, sessionId).catch((error: unknown) =>
      log.warn({ err: loggableError(error), work: name }, 'work after a sign-out failed'),
    );
  }
}
