import pg from 'pg';

/** The PostgreSQL channel on which every instance hears that a session ended (its id is the payload). */
export const SESSION_ENDED_CHANNEL = 'portal_session_ended';

/** How long a session seen valid in its row is believed without reading the row again. */
export const SESSION_TRUST_MS = 5_000;

/**
 * Sessions recently seen valid, so a burst of requests reads the session row once rather than once per request.
 *
 * The guarantee: a session ended anywhere (a sign-out on any instance) is refused by every instance from the moment the
 * ending commits, as before. The instance that ends it forgets it at once; the others hear it on SESSION_ENDED_CHANNEL
 * (LISTEN on a connection of their own) and forget it then. While that connection is not listening (not yet open,
 * lost, being reopened) nothing is trusted and every request reads the row. Idle and lifetime limits are checked on
 * every read of the row, so they are enforced within SESSION_TRUST_MS of the limit (the limits are minutes and hours).
 */
export interface SessionTrust {
  /** Whether this session of this user was seen valid less than SESSION_TRUST_MS ago and has not ended since. */
  trusted(sessionId: string, userId: number, now?: number): boolean;
  /** Taken before the row is read: trust() believes the read only if the listening went on unbroken since. */
  ticket(): number | undefined;
  trust(sessionId: string, userId: number, ticket: number | undefined, now?: number): void;
  /** Forgets a session (ended here, or heard ended elsewhere). */
  forget(sessionId: string): void;
  close(): Promise<void>;
}

const MAX_TRUSTED = 10_000;
const RECONNECT_MS = 1_000;

export function createSessionTrust(databaseUrl: string): SessionTrust {
  const seen = new Map<string, { userId: number; until: number }>();
  // Sessions heard ended lately: a request that read the row just before the ending must not trust it just after.
  const ended = new Map<string, number>();
  const end = (sessionId: string, now = Date.now()) => {
    seen.delete(sessionId);
    if (ended.size >= MAX_TRUSTED) ended.clear();
    ended.set(sessionId, now + SESSION_TRUST_MS * 2);
  };
  let listener: pg.Client | undefined;
  let listening = false;
  let generation = 0;
  let closed = false;
  let connecting: Promise<void> | undefined;
  const isClosed = () => closed;

  const lost = () => {
    listening = false;
    seen.clear();
    ended.clear();
    const client = listener;
    listener = undefined;
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
  };

  const listen = async (): Promise<void> => {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    listener = client;
    client.on('error', lost);
    client.on('end', () => {
      if (listener === client) lost();
    });
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL && message.payload) end(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_ENDED_CHANNEL}`);
      // close() may have run while connecting.
      if (listener === client && !isClosed()) {
        generation += 1;
        listening = true;
      }
    } catch {
      if (listener === client) lost();
    }
  };

  return {
    trusted(sessionId, userId, now = Date.now()) {
      if (!listening) {
        connecting ??= listen().finally(() => (connecting = undefined));
        return false;
      }
      const entry = seen.get(sessionId);
      return entry !== undefined && entry.userId === userId && entry.until > now;
    },
    ticket() {
      return listening ? generation : undefined;
    },
    trust(sessionId, userId, ticket, now = Date.now()) {
      if (!listening || ticket !== generation) return;
      const endedUntil = ended.get(sessionId);
      if (endedUntil !== undefined) {
        if (endedUntil > now) return;
        ended.delete(sessionId);
      }
      if (seen.size >= MAX_TRUSTED) seen.clear();
      seen.set(sessionId, { userId, until: now + SESSION_TRUST_MS });
    },
    forget(sessionId) {
      end(sessionId);
    },
    async close() {
      closed = true;
      listening = false;
      seen.clear();
      const client = listener;
      listener = undefined;
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
