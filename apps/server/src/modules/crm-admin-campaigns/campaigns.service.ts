import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAMPAIGN_MESSAGES as M,
  DEFAULT_CAMPAIGN_OUTCOMES,
  campaignCriteriaSchema,
  type Campaign,
  type CampaignConfig,
  type CampaignCriteria,
  type campaignVersionSchema,
  type createCampaignSchema,
  type EligibleMember,
  type updateCampaignConfigSchema,
  type updateCampaignSchema,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { MODULES } from '@portal/contracts/platform/modules';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { uniqueField } from '../../platform/db/unique-field.ts';
import { lockAtVersion, updateAtVersion } from '../../platform/db/write-at-version.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/errors.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { outreachQueueState, queueNames } from '../crm-my-queue/campaign-outreach.service.ts';
import { cohortCount, cohortMembers } from '../patient-360/member-cohort.service.ts';
import { crmCampaigns } from './campaigns.tables.ts';
import * as repository from './campaigns.repository.ts';

/**
 * Campaigns (issue 13): created, updated, soft deleted and switched active by CRM admins; each write is one transaction
 * with its audit row (before and after) and carries the version read (stale: 409). A campaign's members are a cohort
 * of the member module (patient-360 member-cohort.service); activating it queues the outreach job
 * (campaign-outreach.job.ts).
 */

export const CAMPAIGNS_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-campaigns')?.id ?? 135;

/** The stored criteria, read back through the schema (a row written by an older version gets today's defaults). */
export const criteriaOf = (found: Pick<Campaign, 'criteria'>): CampaignCriteria =>
  campaignCriteriaSchema.parse(found.criteria);

async function withQueueNames(db: DbOrTx, rows: repository.CampaignDbRow[]): Promise<Campaign[]> {
  const ids = [...new Set(rows.map((row) => row.queueId).filter((id): id is number => id !== null))];
  const names = await queueNames(db, ids);
  const config = rows.some((row) => row.usesDefaultOutcomes) ? await campaignConfig(db) : undefined;
  return rows.map((row) => ({
    ...row,
    criteria: criteriaOf(row),
    outcomes: row.usesDefaultOutcomes ? (config?.defaultOutcomes ?? []) : row.outcomes,
    queueName: row.queueId === null ? null : (names.get(row.queueId) ?? null),
  }));
}

export async function listCampaigns(
  db: DbOrTx,
  query: { $filter?: string | undefined; $orderby?: string | undefined; $skip: number; $top: number; $count: boolean },
): Promise<ODataAnswer<Campaign>> {
  const where = compileFilter(query.$filter, repository.CAMPAIGN_FIELDS);
  const orderBy = compileOrderBy(
    query.$orderby,
    repository.CAMPAIGN_FIELDS,
    [{ field: 'name', direction: 'asc' }],
    repository.CAMPAIGN_TIE_BREAKER,
  );
  const page = await repository.campaignPage(db, {
    where,
    orderBy,
    skip: query.$skip,
    top: query.$top,
    count: query.$count,
  });
  const value = await withQueueNames(db, page.rows);
  return page.count === undefined ? { value } : { value, '@odata.count': page.count };
}

export async function campaign(db: DbOrTx, id: number): Promise<Campaign> {
  const row = await repository.campaignById(db, id);
  if (!row) throw notFound(M.campaignNotFound);
  const [found] = await withQueueNames(db, [row]);
  if (!found) throw notFound(M.campaignNotFound);
  return found;
}

/** GetMemberCount: the campaign's eligible members now. */
export async function memberCount(db: DbOrTx, id: number): Promise<{ id: number; memberCount: number }> {
  const found = await campaign(db, id);
  return { id, memberCount: await cohortCount(db, criteriaOf(found)) };
}

/** The campaign's eligible members, a page of the OData list. */
export async function eligibleMembers(
  db: DbOrTx,
  query: {
    id: number;
    $filter?: string | undefined;
    $orderby?: string | undefined;
    $skip: number;
    $top: number;
    $count: boolean;
  },
): Promise<ODataAnswer<EligibleMember>> {
  const found = await campaign(db, query.id);
  return cohortMembers(db, criteriaOf(found), query);
}

const audit = (tx: DbOrTx, actor: Actor, eventType: string, id: number, details: Record<string, unknown>) =>
  recordAudit(tx, actor, { eventType, itemId: id, moduleId: CAMPAIGNS_MODULE_ID, details });

async function checkQueue(db: DbOrTx, queueId: number | null): Promise<void> {
  if (queueId === null) return;
  if ((await outreachQueueState(db, queueId)) === 'queueNotFound') throw badRequest(M.queueNotFound);
}

/** A name another live campaign has, also when two admins save it at once (the unique index, ignoring case). */
const NAME_TAKEN = { field: 'name', message: M.nameTaken, index: 'crm_campaigns_name_live_uq' };

type CampaignInput = z.output<typeof createCampaignSchema>;
const valuesOf = (input: CampaignInput): repository.CampaignValues => ({
  name: input.name,
  description: input.description,
  queueId: input.queueId,
  script: input.script,
  outcomes: input.outcomes,
  criteria: input.criteria,
});

export async function createCampaign(db: Db, actor: Actor, input: CampaignInput): Promise<Campaign> {
  await checkQueue(db, input.queueId);
  return uniqueField(NAME_TAKEN, () => db.transaction((tx) => createCampaignIn(tx, actor, input)));
}

/** createCampaign in a transaction already open (a configuration import); the queue is checked by the caller. */
export async function createCampaignIn(tx: Tx, actor: Actor, input: CampaignInput): Promise<Campaign> {
  const id = await repository.insertCampaign(tx, valuesOf(input), actor.user.username);
  const after = await campaign(tx, id);
  await audit(tx, actor, 'CrmCampaignCreated', id, { before: null, after });
  return after;
}

export async function updateCampaign(
  db: Db,
  actor: Actor,
  input: z.output<typeof updateCampaignSchema>,
): Promise<Campaign> {
  await checkQueue(db, input.queueId);
  return uniqueField(NAME_TAKEN, () => db.transaction((tx) => updateCampaignIn(tx, actor, input)));
}

/** updateCampaign in a transaction already open (a configuration import). */
export async function updateCampaignIn(
  tx: Tx,
  actor: Actor,
  input: z.output<typeof updateCampaignSchema>,
): Promise<Campaign> {
  await lockAtVersion(tx, crmCampaigns, { ...input, by: actor.user.username });
  const before = await campaign(tx, input.id);
  const values = valuesOf(input);
  await updateAtVersion(tx, crmCampaigns, input, {
    ...values,
    modifiedBy: actor.user.username,
    modifiedAt: sql`now()`,
  });
  const after = await campaign(tx, input.id);
  await audit(tx, actor, 'CrmCampaignUpdated', input.id, { before, after });
  return after;
}

/** deleteCampaign: a soft delete of an inactive campaign (its outreach cases stay with the agents). */
export async function deleteCampaign(
  db: Db,
  actor: Actor,
  input: z.output<typeof campaignVersionSchema>,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await lockAtVersion(tx, crmCampaigns, { ...input, by: actor.user.username });
    if (row.isActive) throw badRequest(M.campaignActiveDelete);
    const before = await campaign(tx, input.id);
    await updateAtVersion(tx, crmCampaigns, input, {
      isDeleted: true,
      modifiedBy: actor.user.username,
      modifiedAt: sql`now()`,
    });
    await audit(tx, actor, 'CrmCampaignDeleted', input.id, { before, after: { ...before, isDeleted: true } });
    return { id: input.id };
  });
}

/**
 * SwitchIsActiveCampaign: activating needs an outreach queue (the campaign's, else the default) with an active member,
 * and queues the outreach job in the same transaction; deactivating stops new outreach (the job checks each batch).
 */
export async function switchCampaignActive(
  db: Db,
  actor: Actor,
  input: z.output<typeof campaignVersionSchema>,
  queueOutreach: (campaignId: number) => Promise<unknown>,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const row = await lockAtVersion(tx, crmCampaigns, { ...input, by: actor.user.username });
    const before = await campaign(tx, input.id);
    const activating = !row.isActive;
    if (activating) {
      const queueId = row.queueId ?? (await campaignConfig(tx)).defaultQueueId;
      if (queueId === null) throw badRequest(M.queueRequired);
      const state = await outreachQueueState(tx, queueId);
      if (state === 'queueNotFound') throw badRequest(M.queueNotFound);
      if (state === 'noMembers') throw badRequest(M.queueNoMembers);
    }
    await updateAtVersion(tx, crmCampaigns, input, {
      isActive: activating,
      ...(activating ? { activatedBy: actor.user.username, activatedAt: sql`now()` } : {}),
      modifiedBy: actor.user.username,
      modifiedAt: sql`now()`,
    });
    if (activating) await queueOutreach(input.id);
    const after = await campaign(tx, input.id);
    await audit(tx, actor, activating ? 'CrmCampaignActivated' : 'CrmCampaignDeactivated', input.id, {
      before,
      after,
    });
    return after;
  });
}

// ---- Defaults (/crm/campaign-config) -------------------------------------------------------------------------------

export async function campaignConfig(db: DbOrTx): Promise<CampaignConfig> {
  const row = (await repository.configRow(db)) ?? {
    defaultQueueId: null,
    defaultScript: '',
    defaultOutcomes: [...DEFAULT_CAMPAIGN_OUTCOMES],
    modifiedBy: null,
    modifiedByName: null,
    modifiedDate: null,
    version: 1,
  };
  const names = await queueNames(db, row.defaultQueueId === null ? [] : [row.defaultQueueId]);
  return { ...row, defaultQueueName: row.defaultQueueId === null ? null : (names.get(row.defaultQueueId) ?? null) };
}

export async function updateCampaignConfig(
  db: Db,
  actor: Actor,
  input: z.output<typeof updateCampaignConfigSchema>,
): Promise<CampaignConfig> {
  await checkQueue(db, input.defaultQueueId);
  return db.transaction(async (tx) => {
    await repository.configRow(tx, true);
    const before = await campaignConfig(tx);
    if (before.version !== input.version) throw conflict();
    const saved = await repository.saveConfig(tx, input.version, input, actor.user.username);
    if (!saved) throw conflict();
    const after = await campaignConfig(tx);
    await audit(tx, actor, 'CrmCampaignConfigUpdated', 1, { before, after });
    return after;
  });
}
