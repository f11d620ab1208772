import { post, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

const CRM = '/odata/crm/myqueue/default';

/** The CRM's cases and interactions: the close/reopen switch, reassignment and the interaction's update. */
export const CRM_CASE_STALE_CASES: StaleCase[] = [
  {
    name: 'CRM case close/reopen switch',
    endpoint: `POST ${CRM}.SwitchIsCaseClosed`,
    user: 'crm.admin',
    table: 'crm_cases',
    // An open case without open workflows: closing it is allowed.
    pick: `select c.id, c.version from crm_cases c where not c.is_closed
      and not exists (select 1 from crm_workflows w where w.case_id = c.id and w.closed_at is null)
      order by c.id limit 1`,
    request: async (row) => post(`${CRM}.SwitchIsCaseClosed`, { id: row.id, version: row.version }),
  },
  {
    name: 'CRM case reassignment',
    endpoint: `POST ${CRM}.ReassignCase`,
    // A supervisor may reassign anyone's case.
    user: 'crm.admin',
    table: 'crm_cases',
    pick: `select id, version, owner from crm_cases where not is_closed order by id desc limit 1`,
    request: async (row) =>
      post(`${CRM}.ReassignCase`, {
        id: row.id,
        version: row.version,
        owner: textOf(row.owner) === 'crm.agent' ? 'crm.admin' : 'crm.agent',
      }),
  },
  {
    name: 'CRM interaction update',
    endpoint: `POST ${CRM}.UpdateInteraction`,
    user: 'crm.admin',
    table: 'crm_interactions',
    pick: `select id, version from crm_interactions order by id limit 1`,
    request: async (row, change) =>
      post(`${CRM}.UpdateInteraction`, { id: row.id, version: row.version, notes: `Stale check ${change}` }),
  },
];
