import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { fileUpload } from '../../test/file-upload.ts';

/**
 * The read-audit walk's calls of CRM Admin > Sticky Notes, Member Escalation and the member portal's administration
 * (issue 13): the lists, a bulk upload, raising and handling an escalation, searching accounts, unlocking one and
 * reading their events. Records are read from the seeded test database when the call is made.
 */
export function crmAdminPortalSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const API = '/api/crm/myqueue';
  const admin = 'crm.admin';
  const first = async <T extends Record<string, unknown>>(text: string): Promise<T> =>
    (await pool().query<T>(text)).rows[0]!;
  const member = () => first<{ memberId: string }>('select member_id as "memberId" from members order by id limit 1');
  const account = (status: string) =>
    first<{ id: number; version: number; memberId: string; email: string }>(
      `select id::int, version, member_id as "memberId", email from member_portal_accounts
        where status = '${status}' order by id limit 1`,
    );
  const openEscalation = () =>
    first<{ id: number; version: number }>(
      `select id::int, version from crm_member_escalations where status <> 'Resolved' order by id desc limit 1`,
    );
  const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
  return {
    [`GET ${API}/getCrmAdminStickyNotes`]: {
      user: admin,
      request: async () => ({ url: `${API}/getCrmAdminStickyNotes` }),
    },
    [`GET ${API}/getCrmAdminBulkStickyNotes`]: {
      user: admin,
      request: async () => ({ url: `${API}/getCrmAdminBulkStickyNotes` }),
    },
    [`POST ${API}/UploadBulkStickyNotes`]: {
      user: admin,
      request: async () => {
        await pool().query(`update feature_flags set is_active = true where name = 'enable-sticky-note-bulk-upload'`);
        const csv = Buffer.from(`Member ID,Note\n${(await member()).memberId},Audit walk upload\n`);
        return { method: 'POST', url: `${API}/UploadBulkStickyNotes`, ...fileUpload('notes.csv', csv, 'text/csv') };
      },
    },
    [`GET ${API}/GetMemberEscalations`]: { user: admin, request: async () => ({ url: `${API}/GetMemberEscalations` }) },
    [`POST ${CRM}/default.CreateMemberEscalation`]: {
      user: 'crm.agent',
      request: async () =>
        post(`${CRM}/default.CreateMemberEscalation`, { memberId: (await member()).memberId, reason: 'Audit walk' }),
    },
    [`POST ${CRM}/default.UpdateMemberEscalation`]: {
      user: admin,
      request: async () =>
        post(`${CRM}/default.UpdateMemberEscalation`, {
          ...(await openEscalation()),
          assignedTo: admin,
          status: 'In Progress',
        }),
    },
    [`POST ${CRM}/default.ResolveMemberEscalation`]: {
      user: admin,
      request: async () =>
        post(`${CRM}/default.ResolveMemberEscalation`, { ...(await openEscalation()), resolutionNote: 'Audit walk' }),
    },
    [`GET ${API}/SearchMemberPortalAccounts`]: {
      user: 'crm.agent',
      request: async () => ({
        url: `${API}/SearchMemberPortalAccounts?searchTerm=${(await account('Active')).memberId}`,
      }),
    },
    [`GET ${API}/GetMemberPortalAccountStatus`]: {
      user: admin,
      request: async () => ({
        url: `${API}/GetMemberPortalAccountStatus?memberId=${(await account('Active')).memberId}`,
      }),
    },
    [`POST ${CRM}/default.UnlockMemberPortalAccount`]: {
      user: admin,
      request: async () => {
        const locked = await account('Locked');
        return post(`${CRM}/default.UnlockMemberPortalAccount`, { accountId: locked.id, version: locked.version });
      },
    },
    [`POST ${CRM}/default.ResendMemberPortalVerification`]: {
      user: admin,
      request: async () => {
        const pending = await account('Pending Verification');
        return post(`${CRM}/default.ResendMemberPortalVerification`, {
          accountId: pending.id,
          version: pending.version,
        });
      },
    },
    [`GET ${CRM}/default.GetMemberPortalEventsById`]: {
      user: 'crm.agent',
      request: async () => ({
        url: `${CRM}/default.GetMemberPortalEventsById?memberEmail=${encodeURIComponent((await account('Active')).email)}`,
      }),
    },
    [`GET ${CRM}/default.GetMemberPortalAccountEvents`]: {
      user: 'crm.agent',
      request: async () => ({ url: `${CRM}/default.GetMemberPortalAccountEvents` }),
    },
  };
}
