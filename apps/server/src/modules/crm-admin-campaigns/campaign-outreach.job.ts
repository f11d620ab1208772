import type { PoolClient } from 'pg';
import { CAMPAIGN_OUTREACH_BATCH } from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { Database, Db } from '../../platform/db/client.ts';
import { enqueueJob, registerWorker } from '../../platform/jobs/job-queue.ts';
import { campaignJobActor, createOutreachCase } from '../crm-my-queue/campaign-outreach.service.ts';
import { cohortMemberIds } from '../patient-360/member-cohort.service.ts';
import { campaign, campaignConfig, criteriaOf, memberCount } from './campaigns.service.ts';
import * as repository from './campaigns.repository.ts';

/**
 * The outreach of an active campaign, as a background job (pg-boss) so a campaign of a million members never holds a
 * request: the eligible members in member id order, a batch per transaction, each batch claiming its members in
 * crm_campaign_outreach (one row per campaign and member, so a second run creates nothing twice) and creating their
 * "Campaign Outreach" cases in the campaign's queue through the CRM's case service (round-robin). Each batch first
 * checks, under a share lock, that the campaign is still active: deactivating stops new outreach at the next batch.
 */

export const CAMPAIGN_OUTREACH_JOB = 'crm-campaign-outreach';

export interface OutreachRun {
  created: number;
  stopped: boolean;
}

/** Creates the missing outreach of the campaign; runs in the job, and directly in tests. */
export async function runCampaignOutreach(
  db: Db,
  campaignId: number,
  onProgress?: (created: number) => Promise<void>,
): Promise<OutreachRun> {
  let after: string | null = null;
  let created = 0;
  for (;;) {
    const found = await campaign(db, campaignId).catch(() => undefined);
    if (!found?.isActive) return { created, stopped: true };
    const criteria = criteriaOf(found);
    const memberIds = await cohortMemberIds(db, criteria, after, CAMPAIGN_OUTREACH_BATCH);
    if (memberIds.length === 0) return { created, stopped: false };
    after = memberIds.at(-1) ?? after;
    const batch = await db.transaction(async (tx) => {
      if (!(await repository.lockActiveCampaign(tx, campaignId))) return null;
      const queueId = found.queueId ?? (await campaignConfig(tx)).defaultQueueId;
      if (queueId === null) return null;
      const actor = campaignJobActor(found.modifiedBy);
      const claimed = await repository.claimOutreach(tx, campaignId, memberIds);
      for (const memberId of claimed) {
        const caseId = await createOutreachCase(tx, actor, {
          memberId,
          queueId,
          subject: found.name,
          description: found.script || null,
          campaignId,
        });
        await repository.setOutreachCase(tx, campaignId, memberId, caseId);
      }
      return claimed.length;
    });
    if (batch === null) return { created, stopped: true };
    created += batch;
    await onProgress?.(created);
  }
}

export function registerCampaignOutreachWorker(): void {
  registerWorker<{ campaignId: number }>(
    CAMPAIGN_OUTREACH_JOB,
    async (job) => {
      const { db } = job.database;
      const eligible = await memberCount(db, job.data.campaignId).catch(() => ({ memberCount: 0 }));
      const run = await runCampaignOutreach(db, job.data.campaignId, (created) =>
        job.reportProgress(
          eligible.memberCount > 0 ? Math.min(99, (100 * created) / eligible.memberCount) : 0,
          `${created} outreach cases created`,
        ),
      );
      return { ...run };
    },
    { retryLimit: 3, retryDelay: 30 },
  );
}

/** Queues the campaign's outreach job, in the transaction of `client` when given (only if it commits). */
export async function enqueueCampaignOutreach(
  database: Database,
  campaignId: number,
  client?: PoolClient,
): Promise<string | null> {
  return enqueueJob(
    CAMPAIGN_OUTREACH_JOB,
    { campaignId },
    { database, singletonKey: `campaign-${campaignId}`, ...(client ? { client } : {}) },
  );
}
