import { post, type Row, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

const CRM = '/odata/crm/myqueue/default';

/** The form template's definition as the form builder sends it back: what it read, with a new description. */
const formTemplateChange = (row: Row, description: string) =>
  post(`${CRM}.updateFormTemplate`, {
    id: row.id,
    version: row.version,
    name: row.name,
    description,
    isActive: row.is_active === true,
    fields: row.fields,
  });

/** The live form template (the demo has one): its definition and version. */
const FORM_TEMPLATE = `select id, version, name, is_active, fields from crm_form_templates where not is_deleted
  order by id limit 1`;

/** A communication template as its editor sends it back: what it read, switched on or off. */
const communicationTemplateChange = (row: Row, isActive: boolean) =>
  post(`${CRM}.updateCommunicationTemplate`, {
    id: row.id,
    version: row.version,
    channel: row.channel,
    name: row.name,
    subject: row.subject,
    body: row.body,
    isActive,
  });

const COMMUNICATION_TEMPLATE = `select id, version, channel, name, subject, body, is_active
  from crm_communication_templates where not is_deleted`;

/**
 * The CRM's configuration (form builder, queues, case auto-assign, plan materials, communications): each write at the
 * version read; a second admin's write still carrying the version before the first's is refused (409) and changes
 * nothing. A delete is checked after another admin changed the record (the record still there: 409, not deleted).
 */
export const CRM_ADMIN_CONFIG_STALE_CASES: StaleCase[] = [
  {
    name: 'CRM form template update',
    endpoint: `POST ${CRM}.updateFormTemplate`,
    user: 'crm.admin',
    table: 'crm_form_templates',
    pick: FORM_TEMPLATE,
    request: async (row, change) => formTemplateChange(row, `Stale check ${change}`),
  },
  {
    // Client A changes the template; client B, still holding the version read before, deletes it: 409, the template kept.
    name: 'CRM form template delete',
    endpoint: `POST ${CRM}.deleteFormTemplate`,
    user: 'crm.admin',
    table: 'crm_form_templates',
    pick: FORM_TEMPLATE,
    request: async (row, change) =>
      change === 1
        ? formTemplateChange(row, 'Changed before the stale delete')
        : post(`${CRM}.deleteFormTemplate`, { id: row.id, version: row.version }),
  },
  {
    name: 'CRM queue update (AddQueueItem)',
    endpoint: `POST ${CRM}.AddQueueItem`,
    user: 'crm.admin',
    table: 'crm_queues',
    pick: 'select id, version, name, is_active from crm_queues order by id limit 1',
    request: async (row, change) =>
      post(`${CRM}.AddQueueItem`, {
        queue: {
          id: row.id,
          version: row.version,
          name: row.name,
          description: `Stale check ${change}`,
          isActive: row.is_active === true,
        },
      }),
  },
  {
    // A queue worked by the CRM's own users only (every member must be an active CRM user): its turn order reversed.
    name: 'CRM queue members (PushQueues)',
    endpoint: `POST ${CRM}.PushQueues`,
    user: 'crm.admin',
    table: 'crm_queues',
    pick: `select q.id, q.version,
        json_agg(json_build_object('username', m.username, 'isActive', m.is_active) order by m.position) as members
      from crm_queues q join crm_queue_members m on m.queue_id = q.id
      where not exists (select 1 from crm_queue_members o where o.queue_id = q.id
        and o.username not in ('crm.agent', 'crm.admin'))
      group by q.id having count(*) > 1 order by q.id desc limit 1`,
    request: async (row, change) => {
      const members = row.members as { username: string; isActive: boolean }[];
      return post(`${CRM}.PushQueues`, {
        queues: [{ queueId: row.id, version: row.version, members: change === 1 ? [...members].reverse() : members }],
      });
    },
  },
  {
    // A queue that receives case types: A stops routing one of them there; B, stale, sends the full list back.
    name: 'CRM case auto-assign structure',
    endpoint: `POST ${CRM}.UpdateCaseReassignmentStructureByQueue`,
    user: 'crm.admin',
    table: 'crm_queues',
    pick: `select q.id, q.version, array_agg(t.case_type order by t.case_type) as case_types
      from crm_queues q join crm_queue_case_types t on t.queue_id = q.id group by q.id order by q.id limit 1`,
    request: async (row, change) => {
      const caseTypes = row.case_types as string[];
      return post(`${CRM}.UpdateCaseReassignmentStructureByQueue`, {
        queueId: row.id,
        version: row.version,
        caseTypes: change === 1 ? caseTypes.slice(1) : caseTypes,
      });
    },
  },
  {
    // A plan material under an active mail type (and active subtype, if any): switched off, then stale back on.
    name: 'CRM plan material option',
    endpoint: `POST ${CRM}.updateRequestPlanMaterialOptions`,
    user: 'crm.admin',
    table: 'crm_plan_materials',
    pick: `select m.id, m.version, m.contract_code, m.plan_code, m.material, m.mail_type, m.mail_sub_type, m.is_active
      from crm_plan_materials m join crm_mail_types t on t.name = m.mail_type and t.is_active
      where m.mail_sub_type is null or exists (select 1 from crm_mail_sub_types s
        where s.mail_type = m.mail_type and s.name = m.mail_sub_type and s.is_active)
      order by m.id limit 1`,
    request: async (row, change) =>
      post(`${CRM}.updateRequestPlanMaterialOptions`, {
        id: row.id,
        version: row.version,
        contractCode: row.contract_code,
        planCode: row.plan_code,
        material: row.material,
        mailType: row.mail_type,
        mailSubType: row.mail_sub_type ?? null,
        isActive: change === 1 ? row.is_active !== true : row.is_active === true,
      }),
  },
  {
    name: 'CRM mail type',
    endpoint: `POST ${CRM}.UpdateMailTypes`,
    user: 'crm.admin',
    table: 'crm_mail_types',
    pick: 'select id, version, name, is_active from crm_mail_types order by id limit 1',
    request: async (row, change) =>
      post(`${CRM}.UpdateMailTypes`, {
        id: row.id,
        version: row.version,
        name: row.name,
        description: `Stale check ${change}`,
        isActive: row.is_active === true,
      }),
  },
  {
    name: 'CRM mail subtype',
    endpoint: `POST ${CRM}.UpdateMailSubTypes`,
    user: 'crm.admin',
    table: 'crm_mail_sub_types',
    // A subtype of an active mail type (a change names an active mail type).
    pick: `select s.id, s.version, s.mail_type, s.name, s.is_active from crm_mail_sub_types s
      join crm_mail_types t on t.name = s.mail_type and t.is_active order by s.id limit 1`,
    request: async (row, change) =>
      post(`${CRM}.UpdateMailSubTypes`, {
        id: row.id,
        version: row.version,
        mailType: textOf(row.mail_type),
        name: row.name,
        description: `Stale check ${change}`,
        isActive: row.is_active === true,
      }),
  },
  {
    name: 'CRM communication template update',
    endpoint: `POST ${CRM}.updateCommunicationTemplate`,
    user: 'crm.admin',
    table: 'crm_communication_templates',
    pick: `${COMMUNICATION_TEMPLATE} order by id limit 1`,
    request: async (row, change) =>
      communicationTemplateChange(row, change === 1 ? row.is_active !== true : row.is_active === true),
  },
  {
    // Client A switches the template off; client B, still holding the version read before, deletes it: 409, kept.
    name: 'CRM communication template delete',
    endpoint: `POST ${CRM}.deleteCommunicationTemplate`,
    user: 'crm.admin',
    table: 'crm_communication_templates',
    pick: `${COMMUNICATION_TEMPLATE} order by id desc limit 1`,
    request: async (row, change) =>
      change === 1
        ? communicationTemplateChange(row, row.is_active !== true)
        : post(`${CRM}.deleteCommunicationTemplate`, { id: row.id, version: row.version }),
  },
];
