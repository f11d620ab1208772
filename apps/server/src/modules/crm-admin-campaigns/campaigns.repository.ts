import { sql, type SQL } from 'drizzle-orm';
import type { Campaign, CampaignCriteria } from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { type ODataFields, odataField } from '../../platform/odata/odata-compile.ts';

/** The SQL of campaigns, their outreach rows and the campaign defaults. */

/** A campaign row without its queue's name (the service adds it from the CRM's queues). */
export type CampaignRow = Omit<Campaign, 'queueName'>;

const COLUMNS = sql`c.id, c.name, c.description, c.is_active as "isActive", c.queue_id as "queueId", c.script,
  coalesce(c.outcomes, '[]'::jsonb) as outcomes, c.outcomes is null as "usesDefaultOutcomes", c.criteria,
  (select count(*) from crm_campaign_outreach o where o.campaign_id = c.id and o.case_id is not null)::int
    as "outreachCount",
  ${isoText(sql`c.activated_at`)} as "activatedAt", c.created_by as "createdBy", ${isoText(sql`c.created_at`)} as "createdDate",
  c.modified_by as "modifiedBy", ${userNameOf(sql`c.modified_by`)} as "modifiedByName", ${isoText(sql`c.modified_at`)} as "modifiedDate",
  c.version`;

/** The campaigns with the name of the user who changed each last (the grids name people). */
const CAMPAIGNS = sql`crm_campaigns c`;

/** The fields the campaigns list may filter and sort by. */
export const CAMPAIGN_FIELDS: ODataFields = {
  id: odataField(sql`c.id`, 'number'),
  name: odataField(sql`c.name`, 'string'),
  description: odataField(sql`c.description`, 'string', false),
  isActive: odataField(sql`c.is_active`, 'boolean'),
  queueId: odataField(sql`c.queue_id`, 'number'),
  createdBy: odataField(sql`c.created_by`, 'string'),
  createdDate: odataField(sql`c.created_at`, 'datetime'),
  modifiedBy: odataField(sql`c.modified_by`, 'string'),
  modifiedDate: odataField(sql`c.modified_at`, 'datetime'),
};
export const CAMPAIGN_TIE_BREAKER = sql`c.id`;

export type CampaignDbRow = CampaignRow;

export async function campaignPage(
  db: DbOrTx,
  page: { where: SQL; orderBy: SQL; skip: number; top: number; count: boolean },
): Promise<{ rows: CampaignDbRow[]; count?: number }> {
  const where = sql`not c.is_deleted and (${page.where})`;
  const [rows, counted] = await Promise.all([
    queryRows<CampaignDbRow>(
      db,
      sql`select ${COLUMNS} from ${CAMPAIGNS} where ${where} order by ${page.orderBy}
        limit ${page.top} offset ${page.skip}`,
    ),
    page.count
      ? queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_campaigns c where ${where}`)
      : Promise.resolve(undefined),
  ]);
  return counted === undefined ? { rows } : { rows, count: counted[0]?.n ?? 0 };
}

export async function campaignById(db: DbOrTx, id: number): Promise<CampaignDbRow | undefined> {
  const [row] = await queryRows<CampaignDbRow>(
    db,
    sql`select ${COLUMNS} from ${CAMPAIGNS} where c.id = ${id} and not c.is_deleted`,
  );
  return row;
}

export interface CampaignValues {
  name: string;
  description: string;
  queueId: number | null;
  script: string;
  outcomes: string[] | null;
  criteria: CampaignCriteria;
}

export async function insertCampaign(tx: DbOrTx, values: CampaignValues, username: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into crm_campaigns (name, description, queue_id, script, outcomes, criteria, created_by, modified_by)
      values (${values.name}, ${values.description}, ${values.queueId}, ${values.script},
        ${values.outcomes === null ? null : JSON.stringify(values.outcomes)}::jsonb,
        ${JSON.stringify(values.criteria)}::jsonb, ${username}, ${username})
      returning id`,
  );
  if (!row) throw new Error('the campaign inserted was not returned');
  return row.id;
}

/** The county FIPS codes the live campaigns' criteria name. */
export async function savedCountyFips(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ fips: string }>(
    db,
    sql`select distinct jsonb_array_elements_text(c.criteria -> 'countyFips') as fips from crm_campaigns c
      where not c.is_deleted and jsonb_typeof(c.criteria -> 'countyFips') = 'array'`,
  );
  return rows.map((row) => row.fips);
}

// ---- Outreach ----------------------------------------------------------------------------------------------------------

/** Claims outreach for these members (one row per campaign and member); the members newly claimed. */
export async function claimOutreach(tx: DbOrTx, campaignId: number, memberIds: readonly string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await queryRows<{ memberId: string }>(
    tx,
    sql`insert into crm_campaign_outreach (campaign_id, member_id)
      select ${campaignId}, unnest(${sql.param(memberIds)}::text[])
      on conflict do nothing returning member_id as "memberId"`,
  );
  return rows.map((row) => row.memberId);
}

export async function setOutreachCase(tx: DbOrTx, campaignId: number, memberId: string, caseId: number): Promise<void> {
  await tx.execute(
    sql`update crm_campaign_outreach set case_id = ${caseId} where campaign_id = ${campaignId} and member_id = ${memberId}`,
  );
}

/** Whether the campaign is active now; locks it against a switch until the batch's transaction ends. */
export async function lockActiveCampaign(tx: DbOrTx, campaignId: number): Promise<boolean> {
  const [row] = await queryRows<{ isActive: boolean }>(
    tx,
    sql`select is_active as "isActive" from crm_campaigns where id = ${campaignId} and not is_deleted for share`,
  );
  return row?.isActive ?? false;
}

export interface OutreachRow {
  campaignId: number;
  memberId: string;
  caseId: number | null;
  outcome: string | null;
  contactedBy: string | null;
  /** The name of who recorded the outcome (screens name people), null when no user has the username. */
  contactedByName: string | null;
  contactedDate: string | null;
  version: number;
}

const OUTREACH_COLUMNS = sql`o.campaign_id as "campaignId", o.member_id as "memberId", o.case_id::int as "caseId",
  o.outcome, o.contacted_by as "contactedBy", ${userNameOf(sql`o.contacted_by`)} as "contactedByName",
  ${isoText(sql`o.contacted_at`)} as "contactedDate", o.version`;

export async function outreachOf(db: DbOrTx, campaignId: number, memberId: string): Promise<OutreachRow | undefined> {
  const [row] = await queryRows<OutreachRow>(
    db,
    sql`select ${OUTREACH_COLUMNS} from crm_campaign_outreach o
      where o.campaign_id = ${campaignId} and o.member_id = ${memberId} for update`,
  );
  return row;
}

/** The outreach a case was made for (crm_campaign_outreach_case_idx), if the case is a campaign's. */
export async function outreachOfCase(db: DbOrTx, caseId: number): Promise<OutreachRow | undefined> {
  const [row] = await queryRows<OutreachRow>(
    db,
    sql`select ${OUTREACH_COLUMNS} from crm_campaign_outreach o where o.case_id = ${caseId} limit 1`,
  );
  return row;
}

export async function setOutcome(
  tx: DbOrTx,
  campaignId: number,
  memberId: string,
  outcome: string,
  username: string,
): Promise<OutreachRow> {
  const [row] = await queryRows<OutreachRow>(
    tx,
    sql`update crm_campaign_outreach o set outcome = ${outcome}, contacted_by = ${username}, contacted_at = now(),
        version = o.version + 1
      where o.campaign_id = ${campaignId} and o.member_id = ${memberId} returning ${OUTREACH_COLUMNS}`,
  );
  if (!row) throw new Error('the outreach updated was not returned');
  return row;
}

/** Per campaign: its cases, which of them have an outcome, and the count per outcome. */
export async function outreachSummary(
  db: DbOrTx,
  campaignId: number,
): Promise<{ caseIds: number[]; uncontactedCaseIds: number[]; outcomes: { outcome: string; count: number }[] }> {
  const [cases] = await queryRows<{ caseIds: number[]; uncontacted: number[] }>(
    db,
    sql`select coalesce(array_agg(case_id::int) filter (where case_id is not null), '{}') as "caseIds",
        coalesce(array_agg(case_id::int) filter (where case_id is not null and outcome is null), '{}') as uncontacted
      from crm_campaign_outreach where campaign_id = ${campaignId}`,
  );
  const outcomes = await queryRows<{ outcome: string; count: number }>(
    db,
    sql`select outcome, count(*)::int as count from crm_campaign_outreach
      where campaign_id = ${campaignId} and outcome is not null group by outcome order by count(*) desc, outcome`,
  );
  return { caseIds: cases?.caseIds ?? [], uncontactedCaseIds: cases?.uncontacted ?? [], outcomes };
}

// ---- Defaults ----------------------------------------------------------------------------------------------------------

export interface ConfigRow {
  defaultQueueId: number | null;
  defaultScript: string;
  defaultOutcomes: string[];
  modifiedBy: string | null;
  modifiedByName: string | null;
  modifiedDate: string | null;
  version: number;
}

export async function configRow(db: DbOrTx, lock = false): Promise<ConfigRow | undefined> {
  const [row] = await queryRows<ConfigRow>(
    db,
    sql`select c.default_queue_id as "defaultQueueId", c.default_script as "defaultScript",
        c.default_outcomes as "defaultOutcomes", c.modified_by as "modifiedBy", ${userNameOf(sql`c.modified_by`)} as "modifiedByName",
        ${isoText(sql`c.modified_at`)} as "modifiedDate", c.version
      from crm_campaign_config c
      where c.id = 1 ${lock ? sql`for update of c` : sql``}`,
  );
  return row;
}

/** Writes the defaults at the version read (the first write inserts the row at version 2); false when stale. */
export async function saveConfig(
  tx: DbOrTx,
  version: number,
  values: { defaultQueueId: number | null; defaultScript: string; defaultOutcomes: string[] },
  username: string,
): Promise<boolean> {
  const outcomes = JSON.stringify(values.defaultOutcomes);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into crm_campaign_config as c (id, default_queue_id, default_script, default_outcomes, modified_by,
        modified_at, version)
      values (1, ${values.defaultQueueId}, ${values.defaultScript}, ${outcomes}::jsonb, ${username}, now(), 2)
      on conflict (id) do update set default_queue_id = excluded.default_queue_id,
        default_script = excluded.default_script, default_outcomes = excluded.default_outcomes,
        modified_by = excluded.modified_by, modified_at = now(), version = c.version + 1
      where c.version = ${version}
      returning id`,
  );
  return rows.length > 0;
}
