import { post, type StaleCase } from './stale-case.ts';

const CRM = '/odata/crm/myqueue/default';

/** The CRM's member escalations, the member portal's Admin Console (on the simulator's accounts) and the panel settings. */
export const CRM_ADMIN_PORTAL_STALE_CASES: StaleCase[] = [
  {
    name: 'CRM member escalation update',
    endpoint: `POST ${CRM}.UpdateMemberEscalation`,
    user: 'crm.admin',
    table: 'crm_member_escalations',
    // The first unresolved escalation an agent raised (the resolve case takes the last).
    pick: `select id, version from crm_member_escalations where status <> 'Resolved' and source = 'Agent'
      order by id limit 1`,
    request: async (row, change) =>
      post(`${CRM}.UpdateMemberEscalation`, {
        id: row.id,
        version: row.version,
        assignedTo: change === 1 ? 'crm.agent' : null,
        status: change === 1 ? 'In Progress' : 'Open',
      }),
  },
  {
    name: 'CRM member escalation resolution',
    endpoint: `POST ${CRM}.ResolveMemberEscalation`,
    user: 'crm.admin',
    table: 'crm_member_escalations',
    pick: `select id, version from crm_member_escalations where status <> 'Resolved' and source = 'Agent'
      order by id desc limit 1`,
    request: async (row, change) =>
      post(`${CRM}.ResolveMemberEscalation`, {
        id: row.id,
        version: row.version,
        resolutionNote: `Stale check ${change}`,
      }),
  },
  {
    name: 'member portal account unlock',
    endpoint: `POST ${CRM}.UnlockMemberPortalAccount`,
    user: 'crm.admin',
    table: 'member_portal_accounts',
    // A locked account (the demo data locks a few); once unlocked, the stale unlock must be refused as stale.
    pick: `select id, version from member_portal_accounts where status = 'Locked' order by id limit 1`,
    request: async (row) => post(`${CRM}.UnlockMemberPortalAccount`, { accountId: row.id, version: row.version }),
  },
  {
    name: 'member portal verification resend',
    endpoint: `POST ${CRM}.ResendMemberPortalVerification`,
    user: 'crm.admin',
    table: 'member_portal_accounts',
    // An account still waiting for its e-mail to be verified.
    pick: `select id, version from member_portal_accounts
      where not email_verified and status = 'Pending Verification' order by id limit 1`,
    request: async (row) => post(`${CRM}.ResendMemberPortalVerification`, { accountId: row.id, version: row.version }),
  },
  {
    name: 'panel settings update',
    endpoint: 'POST /api/panelManagement/admin/UpdatePanel',
    user: 'panel.manager',
    table: 'panel_provider_settings',
    // A set panel of an active contracted primary care provider: its status switched, capacity and user kept. Its
    // portal user, if any, must be active (the user deactivation case deactivates care.provider, linked to a panel).
    pick: `select s.id, s.version, p.npi, s.panel_status, s.panel_capacity, s.portal_user_id
      from panel_provider_settings s join providers p on p.id = s.provider_id
      where p.is_pcp and p.contracted and (p.term_date is null or p.term_date >= current_date)
        and (s.portal_user_id is null or exists (select 1 from users u where u.id = s.portal_user_id and u.is_active))
      order by s.id limit 1`,
    request: async (row, change) => {
      const switched = row.panel_status === 'Open' ? 'Closed' : 'Open';
      return post('/api/panelManagement/admin/UpdatePanel', {
        npi: row.npi,
        newPanelStatus: change === 1 ? switched : row.panel_status,
        panelCapacity: row.panel_capacity ?? null,
        portalUserId: row.portal_user_id ?? null,
        version: row.version,
      });
    },
  },
];
