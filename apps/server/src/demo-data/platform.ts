import {
  FEATURE_FLAG_DESCRIPTIONS,
  FEATURE_FLAGS,
  FLAGS_ON_BY_DEFAULT,
} from '@portal/contracts/platform/feature-flags';
import { MODULES, type Action } from '@portal/contracts/platform/modules';
import { GROUPS } from '@portal/contracts/platform/groups';
import type { Database } from '../platform/db/client.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { returnedRow } from '../platform/db/returned-row.ts';

const ALL: Action[] = ['read', 'write', 'approve', 'export', 'admin'];
const byGroup = (group: string) => MODULES.filter((entry) => entry.group === group).map((entry) => entry.id);

/** Module grants per group: which modules, which actions. */
const GROUP_GRANTS: Record<string, { modules: number[]; actions: Action[] }[]> = {
  [GROUPS.administrators]: [{ modules: MODULES.map((entry) => entry.id), actions: ALL }],
  [GROUPS.providerNetworkManager]: [
    { modules: [191, 192, 193, 194, 195, 196, 197, 198, 199], actions: ['read', 'write', 'approve', 'export'] },
  ],
  [GROUPS.providerDataViewers]: [{ modules: [191, 192, 193, 194, 195, 198], actions: ['read', 'export'] }],
  [GROUPS.claimDepartment]: [{ modules: [191], actions: ['read', 'write', 'export'] }],
  [GROUPS.enrollmentProcessors]: [
    { modules: [...byGroup('Member Enrollment 360')], actions: ['read', 'write', 'export'] },
    { modules: [12], actions: ['read'] },
  ],
  [GROUPS.enrollmentManagers]: [
    { modules: [...byGroup('Member Enrollment 360')], actions: ['read', 'write', 'approve', 'export', 'admin'] },
    { modules: [12, 36], actions: ['read', 'export'] },
  ],
  [GROUPS.enrollmentViewers]: [{ modules: [...byGroup('Member Enrollment 360'), 12], actions: ['read', 'export'] }],
  // Agents work the queue and its reports; the CRM's configuration screens (campaign and benefit configuration, campaign
  // statistics, queue reports, the member portal's accounts and audit history) they may read but not change.
  [GROUPS.crmAgents]: [
    { modules: [49, 50, 122, 123, 131, 12, 59, 47], actions: ['read', 'write', 'export'] },
    { modules: [124, 125, 126, 127, 128, 130], actions: ['read', 'export'] },
  ],
  [GROUPS.crmAdmins]: [
    {
      modules: [...byGroup('CRM'), ...byGroup('CRM Admin'), ...byGroup('Member Portal Admin'), 12, 59, 47],
      actions: ['read', 'write', 'approve', 'export', 'admin'],
    },
  ],
  // Member services: the member record's screens (Patient 360, clinical journey, eligibility and benefits with the
  // specialist variant, claims, authorizations, the agent worklists, provider search); they change a member's
  // communication preferences in Patient 360.
  [GROUPS.memberServices]: [
    { modules: [12], actions: ['read', 'write', 'export'] },
    { modules: [100, 28, 31, 29, 30, 104, 105, 210], actions: ['read', 'export'] },
    // The Supplemental Benefits editor (Benefit Editor): they keep the benefits' display texts.
    { modules: [177], actions: ['read', 'write'] },
  ],
  [GROUPS.careProviders]: [
    { modules: [...byGroup('Care on Demand'), 59], actions: ['read', 'write', 'export'] },
    // The member record they read before and during a visit; a member's communication preferences (consents, do not
    // call) are member services' to change, so Patient 360 is read-only for them.
    { modules: [12], actions: ['read', 'export'] },
    // A provider sees their own panel (My Panel) and exports it; changing members' APC is the panel manager's.
    { modules: [155], actions: ['read', 'export'] },
  ],
  // Panel managers (care coordinators): any provider's or IPA's panel, Change APC, the panel settings; the member view.
  [GROUPS.panelManagers]: [
    { modules: [155, 156], actions: ['read', 'write', 'export'] },
    { modules: [12], actions: ['read'] },
  ],
};

const DEMO_USERS: { username: string; name: string; groups: string[]; talkdesk?: boolean; city: string }[] = [
  { username: 'admin', name: 'Avery Admin', groups: [GROUPS.administrators], city: 'Sacramento' },
  { username: 'network.manager', name: 'Nora Network', groups: [GROUPS.providerNetworkManager], city: 'Fresno' },
  { username: 'network.approver', name: 'April Approver', groups: [GROUPS.providerNetworkManager], city: 'Stockton' },
  { username: 'network.viewer', name: 'Victor Viewer', groups: [GROUPS.providerDataViewers], city: 'Oakland' },
  { username: 'claims.dept', name: 'Clara Claims', groups: [GROUPS.claimDepartment], city: 'San Jose' },
  { username: 'enroll.processor', name: 'Paula Processor', groups: [GROUPS.enrollmentProcessors], city: 'Long Beach' },
  { username: 'enroll.manager', name: 'Manny Manager', groups: [GROUPS.enrollmentManagers], city: 'Irvine' },
  { username: 'enroll.viewer', name: 'Vera Reader', groups: [GROUPS.enrollmentViewers], city: 'Riverside' },
  { username: 'crm.agent', name: 'Alex Agent', groups: [GROUPS.crmAgents], talkdesk: true, city: 'Pasadena' },
  { username: 'crm.admin', name: 'Casey Admin', groups: [GROUPS.crmAdmins], talkdesk: true, city: 'Glendale' },
  // Her city becomes her practice's (the provider record she is linked to in Panel Management, demo-data/panel-management.ts).
  { username: 'care.provider', name: 'Dr. Priya Provider', groups: [GROUPS.careProviders], city: 'High Point' },
  { username: 'panel.manager', name: 'Paige Panel', groups: [GROUPS.panelManagers], city: 'Santa Monica' },
  { username: 'member.services', name: 'Morgan Services', groups: [GROUPS.memberServices], city: 'Burbank' },
  { username: 'no.modules', name: 'Nick Nomodule', groups: [], city: 'Ontario' },
];

/** The demo users' names, as the server's start-up line and the README list them. */
export const DEMO_USERNAMES: readonly string[] = DEMO_USERS.map((user) => user.username);

export async function seedPlatform(database: Database): Promise<void> {
  const { pool } = database;
  const orgs = await pool.query<{ id: number }>(
    `insert into organizations (name, org_type, reference_id, facets_id) values
      ('Golden State Health Plan', 'HEALTHPLAN', 'HP01', 'F-HP01'),
      ('Pacific Care Network', 'HEALTHPLAN', 'HP02', 'F-HP02')
     returning id`,
  );
  const planOrg = returnedRow(orgs.rows).id;
  await pool.query(
    `insert into domains (name, description) values ('portal.example', 'Plan staff'), ('partners.example', 'Partner offices')`,
  );
  for (const name of Object.values(GROUPS)) {
    await pool.query('insert into groups (name, description) values ($1, $2)', [name, `${name} (demo group)`]);
  }
  const groupIds = new Map(
    (await pool.query<{ id: number; name: string }>('select id, name from groups')).rows.map((row) => [
      row.name,
      row.id,
    ]),
  );
  for (const [group, grants] of Object.entries(GROUP_GRANTS)) {
    for (const grant of grants) {
      for (const moduleId of new Set(grant.modules)) {
        await pool.query('insert into module_grants (group_id, module_id, actions) values ($1, $2, $3)', [
          groupIds.get(group),
          moduleId,
          grant.actions,
        ]);
      }
    }
  }
  const password = hashPassword('demo');
  for (const user of DEMO_USERS) {
    const [given, ...rest] = user.name.replace('Dr. ', '').split(' ');
    const { rows } = await pool.query<{ id: number }>(
      `insert into users (username, email, name, given_name, family_name, city, country, password_hash, talkdesk_enabled, organization_id, domain_id)
       values ($1, $2, $3, $4, $5, $6, 'US', $7, $8, $9, 1) returning id`,
      [
        user.username,
        `${user.username}@portal.example`,
        user.name,
        given,
        rest.join(' '),
        user.city,
        password,
        user.talkdesk ?? false,
        planOrg,
      ],
    );
    for (const group of user.groups)
      await pool.query('insert into user_groups (user_id, group_id) values ($1, $2)', [
        returnedRow(rows).id,
        groupIds.get(group),
      ]);
  }
  const on = new Set<string>(FLAGS_ON_BY_DEFAULT);
  for (const name of Object.values(FEATURE_FLAGS)) {
    await pool.query(
      'insert into feature_flags (name, is_active, description) values ($1, $2, $3) on conflict (name) do nothing',
      [name, on.has(name), FEATURE_FLAG_DESCRIPTIONS[name]],
    );
  }
}
