import { json, post, type Call, type Json, type Row, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

const CRM = '/odata/crm/myqueue/default';
const CRM_API = '/api/crm/myqueue';

/** A setting of crm_settings (keyed by its name) with the version the screen reads: 1 until its first save. */
const SETTING = (key: string) =>
  `select '${key}' as id, coalesce((select version from crm_settings where id = '${key}'), 1) as version`;

/** A service action as its editor sends it back: every field read, with a new description. */
async function serviceFlowForm(row: Row, change: 1 | 2, call: Call) {
  const flow = await json(call('GET', `${CRM}.GetServiceFlow?id=${row.id}`));
  return {
    id: row.id,
    version: row.version,
    name: flow.name,
    description: `Stale check ${change}`,
    workflowType: flow.workflowType,
    tasks: flow.tasks,
    effectiveFrom: flow.effectiveFrom,
    effectiveTo: flow.effectiveTo,
    plans: flow.plans,
    isActive: flow.isActive,
  };
}

/** A campaign as its dialog sends it back: the fields read, with a new description. */
const campaignForm = (row: Row, change: 1 | 2) => ({
  id: row.id,
  version: row.version,
  name: row.name,
  description: `Stale check ${change}`,
  queueId: row.queue_id,
  script: row.script,
  outcomes: row.outcomes,
  criteria: row.criteria,
});
const CAMPAIGN_COLUMNS = 'id, version, name, queue_id, script, outcomes, criteria';

/**
 * CRM administration: service actions (update, delete, switch, their configuration), the text replace options, the
 * inbound script, the CRM benefit info, and campaigns (update, delete, switch, their defaults). A delete (and the
 * campaign switch) is refused when stale only while the record is still there: client A changes the record, then
 * client B, still holding the version read before, deletes or switches it (a deleted record answers 404, not 409).
 */
export const CRM_ADMIN_FLOW_STALE_CASES: StaleCase[] = [
  {
    name: 'CRM service action update',
    endpoint: `POST ${CRM}.UpdateServiceFlow`,
    user: 'crm.admin',
    table: 'crm_service_flows',
    pick: 'select id, version from crm_service_flows where not is_deleted order by id limit 1',
    request: async (row, change, call) => post(`${CRM}.UpdateServiceFlow`, await serviceFlowForm(row, change, call)),
  },
  {
    name: 'CRM service action switch',
    endpoint: `POST ${CRM}.SwitchIsActiveServiceFlow`,
    user: 'crm.admin',
    table: 'crm_service_flows',
    pick: 'select id, version from crm_service_flows where not is_deleted order by id limit 1 offset 1',
    request: async (row) => post(`${CRM}.SwitchIsActiveServiceFlow`, { id: row.id, version: row.version }),
  },
  {
    // Client A switches the service action; client B deletes it at the version read before: 409, the action kept.
    name: 'CRM service action delete',
    endpoint: `POST ${CRM}.DeleteServiceFlow`,
    user: 'crm.admin',
    table: 'crm_service_flows',
    pick: 'select id, version from crm_service_flows where not is_deleted order by id desc limit 1',
    request: async (row, change) =>
      post(`${CRM}.${change === 1 ? 'SwitchIsActiveServiceFlow' : 'DeleteServiceFlow'}`, {
        id: row.id,
        version: row.version,
      }),
  },
  {
    // One row (id 1), made with the defaults at version 1 on the first save; the stale save would hide the actions.
    name: 'CRM service action configuration',
    endpoint: `POST ${CRM}.UpdateServiceFlowConfig`,
    user: 'crm.admin',
    table: 'crm_service_flow_config',
    pick: 'select 1 as id, coalesce((select version from crm_service_flow_config where id = 1), 1) as version',
    request: async (row, change, call) => {
      const config = await json(call('GET', `${CRM_API}/GetServiceFlowConfig`));
      return post(`${CRM}.UpdateServiceFlowConfig`, {
        activeTaskTypes: config.activeTaskTypes,
        showInWorkspace: change === 1 ? config.showInWorkspace : config.showInWorkspace !== true,
        version: row.version,
      });
    },
  },
  {
    name: 'CRM text replace options',
    endpoint: `POST ${CRM}.UpdateTextReplaceOptions`,
    user: 'crm.admin',
    table: 'crm_settings',
    pick: SETTING('textReplaceOptions'),
    request: async (row, change, call) => {
      const current = await json<{ options: Json[] }>(call('GET', `${CRM_API}/GetTextReplaceOptions`));
      const options = current.options.filter((option) => option.shortcut !== ';stale');
      return post(`${CRM}.UpdateTextReplaceOptions`, {
        options: [...options, { shortcut: ';stale', expansion: `Stale check ${change}` }],
        version: row.version,
      });
    },
  },
  {
    name: 'CRM inbound script',
    endpoint: `POST ${CRM}.UpdateInboundScript`,
    user: 'crm.admin',
    table: 'crm_settings',
    pick: SETTING('inboundScript'),
    request: async (row, change, call) => {
      const current = await json(call('GET', `${CRM_API}/getInboundScript`));
      return post(`${CRM}.UpdateInboundScript`, {
        script: `${textOf(current.script).slice(0, 7000)} (stale check ${change})`,
        version: row.version,
      });
    },
  },
  {
    name: 'CRM benefit info',
    endpoint: `POST ${CRM}.UpdateCrmBenefitInfo`,
    user: 'crm.admin',
    table: 'crm_settings',
    pick: SETTING('crmBenefitInfo'),
    request: async (row, change, call) => {
      const current = await json<{ topics: Json[] }>(call('GET', `${CRM_API}/GetCrmBenefitInfo`));
      const topics = current.topics.filter((topic) => topic.topic !== 'Stale check').slice(0, 49);
      return post(`${CRM}.UpdateCrmBenefitInfo`, {
        topics: [...topics, { topic: 'Stale check', details: `Stale check ${change}` }],
        version: row.version,
      });
    },
  },
  {
    name: 'CRM campaign update',
    endpoint: `POST ${CRM}.updateCampaign`,
    user: 'crm.admin',
    table: 'crm_campaigns',
    pick: `select ${CAMPAIGN_COLUMNS} from crm_campaigns where not is_deleted order by id limit 1`,
    request: async (row, change) => post(`${CRM}.updateCampaign`, campaignForm(row, change)),
  },
  {
    // Client A edits the campaign; client B switches it at the version read before: 409, the campaign stays off.
    // (A fresh activation would queue the outreach job and its cases, so client A's change is an edit instead.)
    name: 'CRM campaign switch',
    endpoint: `POST ${CRM}.SwitchIsActiveCampaign`,
    user: 'crm.admin',
    table: 'crm_campaigns',
    pick: `select ${CAMPAIGN_COLUMNS} from crm_campaigns where not is_deleted and not is_active
      order by id limit 1 offset 1`,
    request: async (row, change) =>
      change === 1
        ? post(`${CRM}.updateCampaign`, campaignForm(row, change))
        : post(`${CRM}.SwitchIsActiveCampaign`, { id: row.id, version: row.version }),
  },
  {
    // Client A edits the campaign; client B deletes it at the version read before: 409, the campaign kept.
    name: 'CRM campaign delete',
    endpoint: `POST ${CRM}.deleteCampaign`,
    user: 'crm.admin',
    table: 'crm_campaigns',
    pick: `select ${CAMPAIGN_COLUMNS} from crm_campaigns where not is_deleted and not is_active
      order by id desc limit 1`,
    request: async (row, change) =>
      change === 1
        ? post(`${CRM}.updateCampaign`, campaignForm(row, change))
        : post(`${CRM}.deleteCampaign`, { id: row.id, version: row.version }),
  },
  {
    name: 'CRM campaign defaults',
    endpoint: `POST ${CRM_API}/UpdateCampaignConfig`,
    user: 'crm.admin',
    table: 'crm_campaign_config',
    pick: `select id, version, default_queue_id, default_script, default_outcomes from crm_campaign_config
      where id = 1`,
    request: async (row, change) =>
      post(`${CRM_API}/UpdateCampaignConfig`, {
        version: row.version,
        defaultQueueId: row.default_queue_id,
        defaultScript: `${textOf(row.default_script).slice(0, 3900)} (stale check ${change})`,
        defaultOutcomes: row.default_outcomes,
      }),
  },
  {
    // The demo data holds no outreach (only an active campaign's job makes it), so the pick makes one for the first
    // inactive demo campaign and a member, as the job would; both agents then record an outcome of its list.
    name: 'CRM campaign outcome',
    endpoint: `POST ${CRM_API}/RecordCampaignOutcome`,
    user: 'crm.admin',
    // The outreach is keyed by campaign and member: compared by that pair as its id.
    table: `(select o.*, o.campaign_id || ':' || o.member_id as id from crm_campaign_outreach o)`,
    pick: `with made as (
        insert into crm_campaign_outreach (campaign_id, member_id)
        select c.id, (select member_id from members order by member_id limit 1) from crm_campaigns c
        where not c.is_deleted and not c.is_active order by c.id limit 1
        on conflict (campaign_id, member_id) do nothing returning campaign_id, member_id, version),
      picked as (select campaign_id, member_id, version from made
        union all select campaign_id, member_id, version from crm_campaign_outreach)
      select p.campaign_id || ':' || p.member_id as id, p.version, p.campaign_id as "campaignId",
        p.member_id as "memberId", coalesce(c.outcomes, d.default_outcomes) as outcomes
      from picked p join crm_campaigns c on c.id = p.campaign_id cross join crm_campaign_config d
      where d.id = 1 order by p.campaign_id, p.member_id limit 1`,
    request: async (row, change) => {
      const outcomes = row.outcomes as string[];
      return post(`${CRM_API}/RecordCampaignOutcome`, {
        campaignId: row.campaignId,
        memberId: row.memberId,
        outcome: outcomes[change - 1] ?? outcomes[0],
        version: row.version,
      });
    },
  },
];
