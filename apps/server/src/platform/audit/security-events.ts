import type { DbOrTx } from '../db/client.ts';
import { userEvents } from '../access/access.tables.ts';
import { auditEvents } from './audit.tables.ts';

/** Security events the server records itself, with the client address it saw (never one the browser supplies). */
export type SecurityEventType = 'SignIn' | 'SignInFailed' | 'SignOut' | 'Unauthorized' | 'Forbidden';

export interface SecurityEvent {
  eventType: SecurityEventType;
  /** The portal user, when known. */
  userId?: number;
  /** The username (or the name typed on the sign-in page) the audit row is filed under; '(anonymous)' when none. */
  username?: string;
  clientIp: string;
  details?: Record<string, unknown>;
}

/** Records one security event: an audit row always, and a user event row when the user is known. */
export async function recordSecurityEvent(db: DbOrTx, event: SecurityEvent): Promise<void> {
  await db.insert(auditEvents).values({
    userId: event.username ?? '(anonymous)',
    itemId: event.userId === undefined ? null : String(event.userId),
    eventType: event.eventType,
    clientIp: event.clientIp,
    details: event.details ?? null,
  });
  if (event.userId !== undefined) {
    await db.insert(userEvents).values({
      userId: event.userId,
      eventType: event.eventType,
      clientIp: event.clientIp,
      extras: event.details ? JSON.stringify(event.details) : null,
    });
  }
}
