import { post, type StaleCase } from './stale-case.ts';

/** Member Inquiries: assign, respond and close at the version read (secure messages carry no version: per-user state). */
export const MESSAGES_STALE_CASES: StaleCase[] = [
  {
    name: 'member inquiry assignment',
    endpoint: 'POST /api/memberInquiries/{id}/Assign',
    user: 'crm.agent',
    table: 'member_inquiries',
    pick: `select id, version from member_inquiries where status = 'In Progress' order by id limit 1`,
    request: async (row, change) =>
      post(`/api/memberInquiries/${row.id}/Assign`, {
        assignedTo: change === 1 ? 'crm.admin' : 'crm.agent',
        version: row.version,
      }),
  },
  {
    name: 'member inquiry response',
    endpoint: 'POST /api/memberInquiries/{id}/Respond',
    user: 'crm.agent',
    table: 'member_inquiries',
    pick: `select id, version from member_inquiries where status = 'New' order by id desc limit 1`,
    request: async (row, change) =>
      post(`/api/memberInquiries/${row.id}/Respond`, { response: `Stale check ${change}`, version: row.version }),
  },
  {
    name: 'member inquiry close',
    endpoint: 'POST /api/memberInquiries/{id}/Close',
    user: 'crm.agent',
    table: 'member_inquiries',
    pick: `select id, version from member_inquiries where status = 'Responded' order by id limit 1`,
    request: async (row) => post(`/api/memberInquiries/${row.id}/Close`, { version: row.version }),
  },
];
