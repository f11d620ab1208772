import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { VISIT_JOIN_PATH, VISIT_LINK_GRACE_HOURS } from '@portal/contracts/care-on-demand/telehealth';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';
import { visitLinks } from '../care-on-demand.tables.ts';

/**
 * Visit links: the one way into a visit's room. A member or attendee gets one in an invite (SMS or e-mail), the provider
 * one from AppointmentToken. Each is a random token of 32 bytes, kept only as its SHA-256, valid for one appointment and
 * one room identity until a few hours after the visit's scheduled end; an attendee the provider removed is let in no more. No staff account is involved: the token alone
 * admits its holder to that visit's signalling and nothing else.
 */
export type VisitRole = 'provider' | 'member' | 'attendee';

export interface VisitLinkHolder {
  linkId: number;
  appointmentId: number;
  connectionId: string;
  displayName: string;
  role: VisitRole;
  expiresAt: string;
  memberId: string;
  providerName: string;
  appointmentType: string;
  startTimeUtc: string;
  status: string;
}

/** When a link of the visit `a` expires: a few hours after its scheduled end (from now, for a visit already due). */
const expiryOf = (a: SQL) =>
  sql`greatest(${a}.start_time_utc, now()) + make_interval(mins => ${a}.duration_minutes) + make_interval(hours => ${VISIT_LINK_GRACE_HOURS})`;

export const hashVisitToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Creates a link for one identity of one appointment; answers the relative join URL, the token and its expiry. */
export async function createVisitLink(
  db: DbOrTx,
  link: { appointmentId: number; connectionId: string; displayName: string; role: VisitRole },
): Promise<{ url: string; token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db.execute<{ expiresAt: string }>(sql`
    insert into ${visitLinks} (token_hash, appointment_id, connection_id, display_name, role, expires_at)
    select ${hashVisitToken(token)}, a.id, ${link.connectionId}, ${link.displayName}, ${link.role},
      ${expiryOf(sql`a`)}
    from virtual_appointments a where a.id = ${link.appointmentId}
    returning to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"`);
  const { expiresAt } = returnedRow(rows.rows);
  return { url: `${VISIT_JOIN_PATH}?token=${encodeURIComponent(token)}`, token, expiresAt };
}

/**
 * A visit moved (rescheduled): its links still valid expire by the new time, by the same rule as a new link, so an
 * invite already sent still admits its holder to the visit at its new time. Run in the change's transaction, after the
 * visit's new start and length are written.
 */
export async function moveVisitLinkExpiry(tx: DbOrTx, appointmentId: number): Promise<number> {
  const { rowCount } = await tx.execute(sql`
    update ${visitLinks} l set expires_at = ${expiryOf(sql`a`)}
    from virtual_appointments a
    where a.id = l.appointment_id and l.appointment_id = ${appointmentId} and l.expires_at > now()`);
  return rowCount ?? 0;
}

/**
 * The holder of a token, or undefined when the token is unknown, expired, or its visit has ended or was cancelled (a
 * finished visit's links admit no one).
 */
export async function resolveVisitToken(db: DbOrTx, token: string): Promise<VisitLinkHolder | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const { rows } = await db.execute<VisitLinkHolder & Record<string, unknown>>(sql`
    select l.id as "linkId", l.appointment_id as "appointmentId", l.connection_id as "connectionId",
      l.display_name as "displayName", l.role, l.expires_at as "expiresAt", a.member_id as "memberId",
      a.provider_name as "providerName", a.appointment_type as "appointmentType",
      a.start_time_utc as "startTimeUtc", a.status
    from ${visitLinks} l join virtual_appointments a on a.id = l.appointment_id
    where l.token_hash = ${hashVisitToken(token)} and l.expires_at > now()
      and a.status not in ('Completed', 'Cancelled')
      and not exists (select 1 from appointment_attendees t where t.connection_id = l.connection_id and t.removed_at is not null)`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    expiresAt: new Date(row.expiresAt).toISOString(),
    startTimeUtc: new Date(row.startTimeUtc).toISOString(),
  };
}
