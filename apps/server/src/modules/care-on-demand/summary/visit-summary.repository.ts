import { sql } from 'drizzle-orm';
import type { VisitSummary } from '@portal/contracts/care-on-demand/telehealth';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { visitSummaries } from '../care-on-demand.tables.ts';
import { laDateOf } from '../../../platform/db/los-angeles-day.ts';

/** The visit summaries (one per appointment), with the visit's date in the plan's time zone. */
export async function findSummary(db: DbOrTx, appointmentId: number): Promise<VisitSummary | undefined> {
  const { rows } = await db.execute<VisitSummary & Record<string, unknown>>(sql`
    select s.id, s.appointment_id as "appointmentId", s.member_id as "memberId", s.provider_name as "providerName",
      s.reason, s.assessment, s.plan, s.follow_up as "followUp", s.status,
      to_char(s.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "sentAt",
      ${laDateOf(sql`a.start_time_utc`)}::text as "visitDate", s.version
    from ${visitSummaries} s join virtual_appointments a on a.id = s.appointment_id
    where s.appointment_id = ${appointmentId}`);
  return rows[0];
}

export interface SummaryValues {
  reason: string;
  assessment: string;
  plan: string;
  followUp: string | null;
  status: 'Draft' | 'Sent';
  updatedBy: string;
}

/** The visit's first summary; false when another save made one meanwhile (the caller answers 409). */
export async function insertSummary(
  tx: DbOrTx,
  values: SummaryValues & { appointmentId: number; memberId: string; providerUserId: number; providerName: string },
): Promise<boolean> {
  const rows = await tx
    .insert(visitSummaries)
    .values({ ...values, sentAt: values.status === 'Sent' ? sql`now()` : null })
    .onConflictDoNothing({ target: visitSummaries.appointmentId })
    .returning({ id: visitSummaries.id });
  return rows.length > 0;
}

/** Changes the summary at the version read (409 stale, 404 gone). */
export async function updateSummary(tx: DbOrTx, id: number, version: number, values: SummaryValues): Promise<void> {
  await updateAtVersion(
    tx,
    visitSummaries,
    { id, version },
    { ...values, updatedAt: sql`now()`, ...(values.status === 'Sent' ? { sentAt: sql`now()` } : {}) },
  );
}
