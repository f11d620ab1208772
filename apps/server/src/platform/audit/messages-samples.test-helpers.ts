import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { exportBody } from '../../test/export-request.ts';

type Samples = Record<string, { user: string; request: () => Promise<InjectOptions> }>;

/** A thread the user takes part in (seeded), of the channel when given. */
async function threadOf(pool: pg.Pool, username: string, channel?: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `select t.id from secure_message_threads t join secure_message_participants p on p.thread_id = t.id
     where p.username = $1 and ($2::text is null or t.channel = $2) and t.member_id is not null order by t.id limit 1`,
    [username, channel ?? null],
  );
  return rows[0]!.id;
}

/** The member-data reads of secure messages (Messages, the Message Center) and Member Inquiries. */
export function messagesSamples(pool: () => pg.Pool): Samples {
  return {
    'GET /api/messages/Threads': { user: 'crm.agent', request: async () => ({ url: '/api/messages/Threads' }) },
    'GET /api/messages/Threads/:id': {
      user: 'crm.agent',
      request: async () => ({ url: `/api/messages/Threads/${await threadOf(pool(), 'crm.agent')}` }),
    },
    'GET /api/messages/MemberPortalMessages': {
      user: 'crm.agent',
      request: async () => {
        const { rows } = await pool().query<{ memberId: string }>(
          `select t.member_id as "memberId" from secure_message_threads t
           join secure_message_participants p on p.thread_id = t.id and p.username = 'crm.agent'
           where t.member_id is not null order by t.id limit 1`,
        );
        return { url: `/api/messages/MemberPortalMessages?memberId=${rows[0]!.memberId}` };
      },
    },
    'GET /api/careondemand/messagecenter/Threads': {
      user: 'care.provider',
      request: async () => ({ url: '/api/careondemand/messagecenter/Threads' }),
    },
    'GET /api/careondemand/messagecenter/Threads/:id': {
      user: 'care.provider',
      request: async () => ({
        url: `/api/careondemand/messagecenter/Threads/${await threadOf(pool(), 'care.provider', 'CareOnDemand')}`,
      }),
    },
    'GET /api/careondemand/messagecenter/PanelMembers': {
      user: 'care.provider',
      request: async () => ({ url: '/api/careondemand/messagecenter/PanelMembers' }),
    },
    'GET /api/memberInquiries': { user: 'crm.agent', request: async () => ({ url: '/api/memberInquiries' }) },
    'GET /api/memberInquiries/:id': {
      user: 'crm.agent',
      request: async () => {
        const { rows } = await pool().query<{ id: number }>('select id from member_inquiries order by id limit 1');
        return { url: `/api/memberInquiries/${rows[0]!.id}` };
      },
    },
    'POST /api/memberInquiries/ExcelExport': {
      user: 'crm.admin',
      request: async () => ({ method: 'POST', url: '/api/memberInquiries/ExcelExport', payload: exportBody({}) }),
    },
  };
}
