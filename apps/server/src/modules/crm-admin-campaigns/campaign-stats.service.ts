import type { z } from 'zod';
import {
  CAMPAIGN_MESSAGES as M,
  type CampaignStatsRow,
  type recordCampaignOutcomeSchema,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { badRequest, conflict } from '../../platform/errors/errors.ts';
import { outreachCaseProgress } from '../crm-my-queue/campaign-outreach.service.ts';
import { cohortCount } from '../patient-360/member-cohort.service.ts';
import { CAMPAIGNS_MODULE_ID, campaign, criteriaOf, listCampaigns } from './campaigns.service.ts';
import * as repository from './campaigns.repository.ts';

/**
 * Campaign statistics (/crm/campaign-stats): per campaign, its eligible members now, the outreach cases created, the
 * members contacted (an outcome recorded, or an interaction on the case), the cases closed and the count per outcome.
 */

async function statsOf(db: DbOrTx, found: Awaited<ReturnType<typeof campaign>>): Promise<CampaignStatsRow> {
  const [eligible, summary] = await Promise.all([
    cohortCount(db, criteriaOf(found)),
    repository.outreachSummary(db, found.id),
  ]);
  const [all, uncontacted] = await Promise.all([
    outreachCaseProgress(db, summary.caseIds),
    outreachCaseProgress(db, summary.uncontactedCaseIds),
  ]);
  const withOutcome = summary.outcomes.reduce((sum, row) => sum + row.count, 0);
  return {
    id: found.id,
    name: found.name,
    isActive: found.isActive,
    eligible,
    outreachCreated: summary.caseIds.length,
    contacted: withOutcome + uncontacted.contacted,
    closed: all.closed,
    outcomes: summary.outcomes,
  };
}

/** The statistics of every campaign (or of one), in name order. */
export async function campaignStats(db: DbOrTx, id?: number): Promise<{ items: CampaignStatsRow[]; total: number }> {
  const campaigns =
    id === undefined
      ? (await listCampaigns(db, { $skip: 0, $top: 1000, $count: false })).value
      : [await campaign(db, id)];
  const items: CampaignStatsRow[] = [];
  for (const found of campaigns) items.push(await statsOf(db, found));
  return { items, total: items.length };
}

/** The statistics as export rows: one per campaign and outcome (a campaign with none: one row). */
export function statsExportRows(stats: CampaignStatsRow[]): Record<string, unknown>[] {
  return stats.flatMap((row) => {
    const base = {
      name: row.name,
      status: row.isActive ? 'Active' : 'Inactive',
      eligible: row.eligible,
      outreachCreated: row.outreachCreated,
      contacted: row.contacted,
      closed: row.closed,
    };
    if (row.outcomes.length === 0) return [{ ...base, outcome: '', outcomeCount: 0 }];
    return row.outcomes.map((outcome) => ({ ...base, outcome: outcome.outcome, outcomeCount: outcome.count }));
  });
}

/** RecordCampaignOutcome: the agent records the member's outcome, one of the campaign's outcomes. */
export async function recordOutcome(db: Db, actor: Actor, input: z.output<typeof recordCampaignOutcomeSchema>) {
  const found = await campaign(db, input.campaignId);
  if (!found.outcomes.includes(input.outcome)) throw badRequest(M.outcomeNotInList);
  return db.transaction(async (tx) => {
    const before = await repository.outreachOf(tx, input.campaignId, input.memberId);
    if (!before) throw badRequest(M.noOutreach);
    if (before.version !== input.version) throw conflict();
    const after = await repository.setOutcome(tx, input.campaignId, input.memberId, input.outcome, actor.user.username);
    await recordAudit(tx, actor, {
      eventType: 'CrmCampaignOutcomeRecorded',
      itemId: input.campaignId,
      moduleId: CAMPAIGNS_MODULE_ID,
      details: { memberId: input.memberId, before, after },
    });
    return after;
  });
}
