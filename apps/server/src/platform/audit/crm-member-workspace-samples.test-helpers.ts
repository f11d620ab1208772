import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The read-audit walk's calls of the CRM member workspace (issue 12): inbound member searches, sticky notes (read and
 * every change), next best actions, reminders and portal messages. Records are read from the seeded test database when
 * the call is made, so a change is always sent at the version the record has then.
 */
export function crmMemberWorkspaceSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const user = 'crm.agent';
  const first = async <T extends Record<string, unknown>>(text: string): Promise<T> =>
    (await pool().query<T>(text)).rows[0]!;
  const member = () =>
    first<{ memberId: string; lastName: string; phone: string }>(
      `select member_id as "memberId", last_name as "lastName", phone from members where phone is not null order by id limit 1`,
    );
  const note = (order: 'asc' | 'desc') =>
    first<{ id: number; version: number; memberId: string }>(
      `select id::int, version, member_id as "memberId" from crm_sticky_notes order by id ${order} limit 1`,
    );
  const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
  return {
    [`GET ${CRM}/default.searchmembers`]: {
      user,
      request: async () => ({
        url: `${CRM}/default.searchmembers?searchterm=${encodeURIComponent((await member()).lastName)}`,
      }),
    },
    [`GET ${CRM}/default.SearchMembersByPhoneNumber`]: {
      user,
      request: async () => ({ url: `${CRM}/default.SearchMembersByPhoneNumber?phoneNumber=${(await member()).phone}` }),
    },
    [`GET ${CRM}/default.SearchMembersForInbound`]: {
      user,
      request: async () => ({ url: `${CRM}/default.SearchMembersForInbound?memberIds=${(await member()).memberId}` }),
    },
    [`GET ${CRM}/default.GetStickyNotes`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetStickyNotes?memberId=${(await note('asc')).memberId}` }),
    },
    [`POST ${CRM}/default.createStickyNote`]: {
      user,
      request: async () =>
        post(`${CRM}/default.createStickyNote`, { memberId: (await member()).memberId, note: 'Audit walk' }),
    },
    [`POST ${CRM}/default.updateStickyNote`]: {
      user,
      request: async () => {
        const { id, version } = await note('asc');
        return post(`${CRM}/default.updateStickyNote`, { id, version, note: 'Audit walk update', active: true });
      },
    },
    [`POST ${CRM}/default.dismissStickyNote`]: {
      user,
      request: async () => {
        const { id, version } = await note('asc');
        return post(`${CRM}/default.dismissStickyNote`, { id, version, active: false });
      },
    },
    [`POST ${CRM}/default.deleteStickyNote`]: {
      user,
      request: async () => {
        const { id, version } = await note('desc');
        return post(`${CRM}/default.deleteStickyNote`, { id, version });
      },
    },
    [`POST ${CRM}/default.upsertStickyNote`]: {
      user,
      request: async () => {
        // The member's latest note as upsertStickyNote finds it: newest created, then highest id.
        const row = await first<{ memberId: string; version: number }>(
          `select distinct on (member_id) member_id as "memberId", version from crm_sticky_notes
           order by member_id, created_at desc, id desc limit 1`,
        );
        return post(`${CRM}/default.upsertStickyNote`, { ...row, note: 'Audit walk upsert', active: true });
      },
    },
    [`GET ${CRM}/default.GetNextBestActions`]: {
      user,
      request: async () => {
        const { memberId } = await first<{ memberId: string }>(
          'select member_id as "memberId" from crm_next_best_actions order by id limit 1',
        );
        return { url: `${CRM}/default.GetNextBestActions?memberId=${memberId}` };
      },
    },
    [`POST ${CRM}/default.MarkNbaComplete`]: {
      user,
      request: async () => {
        const { id } = await first<{ id: number }>(
          'select id::int from crm_next_best_actions where completed_at is null order by id limit 1',
        );
        return post(`${CRM}/default.MarkNbaComplete`, { id });
      },
    },
    'GET /api/crm/myqueue/GetMyOpenReminders': {
      user,
      request: async () => ({ url: '/api/crm/myqueue/GetMyOpenReminders' }),
    },
    [`POST ${CRM}/default.CreateReminder`]: {
      user,
      request: async () =>
        post(`${CRM}/default.CreateReminder`, {
          memberId: (await member()).memberId,
          note: 'Audit walk reminder',
          remindAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
    },
    [`POST ${CRM}/default.CompleteReminder`]: {
      user,
      request: async () => {
        const { id } = await first<{ id: number }>(
          `select id::int from crm_reminders where username = 'crm.agent' and completed_at is null order by id limit 1`,
        );
        return post(`${CRM}/default.CompleteReminder`, { id });
      },
    },
    [`GET ${CRM}/default.GetMemberPortalMessages`]: {
      user,
      request: async () => {
        const { memberId } = await first<{ memberId: string }>(
          'select member_id as "memberId" from crm_portal_messages order by id limit 1',
        );
        return { url: `${CRM}/default.GetMemberPortalMessages?memberId=${memberId}` };
      },
    },
  };
}
