import { eq } from 'drizzle-orm';
import {
  VIRTUAL_CARE_MESSAGES as M,
  type VirtualCareModule,
  type VisitSummary,
} from '@portal/contracts/care-on-demand/telehealth';
import { SUMMARY_MESSAGES } from '@portal/contracts/care-on-demand/attendees';
import type { visitSummaryInputSchema } from '@portal/contracts/care-on-demand/telehealth';
import type { z } from 'zod';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/errors.ts';
import { insertVisitEvent } from '../visit/visit.repository.ts';
import { appointmentForStaff } from '../visit/visit.service.ts';
import * as repository from './visit-summary.repository.ts';
import { staleWhere } from '../../../platform/db/write-at-version.ts';
import { visitSummaries } from '../care-on-demand.tables.ts';

/**
 * The provider's visit summary: saved as a draft while the visit runs or after it, then sent once (reason, assessment
 * and plan required), when it becomes part of the member's record (the Patient 360 health journey shows sent ones).
 * A sent summary is final. Saves are at the version read and audited with before and after.
 */
type SummaryInput = z.output<typeof visitSummaryInputSchema>;

const contentOf = (summary: VisitSummary | undefined) =>
  summary
    ? {
        reason: summary.reason,
        assessment: summary.assessment,
        plan: summary.plan,
        followUp: summary.followUp,
        status: summary.status,
      }
    : null;

export async function readSummary(db: Db, actor: Actor, appointmentId: number): Promise<VisitSummary | null> {
  const appointment = await appointmentForStaff(db, actor, appointmentId);
  return (await repository.findSummary(db, appointment.id)) ?? null;
}

/** The summary to print; 404 before one was saved. */
export async function summaryForPdf(db: Db, actor: Actor, appointmentId: number) {
  const appointment = await appointmentForStaff(db, actor, appointmentId);
  const summary = await repository.findSummary(db, appointment.id);
  if (!summary) throw notFound('The visit has no summary yet.');
  return { appointment, summary };
}

/** Summary (draft) or SendVisitSummary (send): saves at the version read; a send also records the SummarySent event. */
export async function saveSummary(
  db: Db,
  actor: Actor,
  module: VirtualCareModule,
  input: SummaryInput,
  send: boolean,
): Promise<VisitSummary> {
  if (send && (!input.reason || !input.assessment || !input.plan)) throw badRequest(M.summaryRequired);
  const appointment = await appointmentForStaff(db, actor, input.appointmentId, input.memberId);
  await db.transaction(async (tx) => {
    const before = await repository.findSummary(tx, appointment.id);
    // A save made without seeing the latest one is stale first of all (the sender reloads and sees it was sent).
    if (before && input.version !== undefined && input.version !== before.version)
      throw await staleWhere(tx, visitSummaries, eq(visitSummaries.id, before.id), actor.user.username);
    if (before?.status === 'Sent') throw badRequest(SUMMARY_MESSAGES.alreadySent);
    const values = {
      reason: input.reason,
      assessment: input.assessment,
      plan: input.plan,
      followUp: input.followUp || null,
      status: send ? ('Sent' as const) : ('Draft' as const),
      updatedBy: actor.user.username,
    };
    if (!before) {
      // Another save made the first summary meanwhile: this one was made without seeing it.
      if (input.version !== undefined) throw conflict();
      const inserted = await repository.insertSummary(tx, {
        ...values,
        appointmentId: appointment.id,
        memberId: appointment.memberId,
        providerUserId: appointment.providerUserId,
        providerName: appointment.providerName,
      });
      if (!inserted) throw conflict();
    } else {
      if (input.version === undefined) throw badRequest(SUMMARY_MESSAGES.versionRequired);
      await repository.updateSummary(tx, before.id, input.version, values);
    }
    if (send)
      await insertVisitEvent(tx, {
        appointmentId: appointment.id,
        memberId: appointment.memberId,
        visitEvent: 'SummarySent',
        moduleType: module,
        actor: actor.user.username,
      });
    await recordAudit(tx, actor, {
      eventType: send ? 'VisitSummarySent' : 'VisitSummarySaved',
      itemId: appointment.id,
      moduleId: MODULE_IDS.careOnDemand,
      details: { memberId: appointment.memberId, module, before: contentOf(before), after: values },
    });
  });
  const saved = await repository.findSummary(db, appointment.id);
  if (!saved) throw notFound();
  return saved;
}
