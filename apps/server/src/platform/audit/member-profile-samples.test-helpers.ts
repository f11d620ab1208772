import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { TAG_CALLS } from '@portal/contracts/patient-360/member-profile';

/**
 * The read-audit walk's calls of the member profile (issue 11): contacts, POAs and their documents, communication
 * preferences (read and update), tags, medications, the OnePass code and the potential household. The member is read
 * from the seeded test database when the call is made.
 */
export function memberProfileSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const first = async <T extends Record<string, unknown>>(text: string): Promise<T> =>
    (await pool().query<T>(text)).rows[0]!;
  const memberId = async () =>
    (await first<{ memberId: string }>('select member_id as "memberId" from members order by id limit 1')).memberId;
  return {
    ...Object.fromEntries(
      [
        'GetMemberContacts',
        'GetPoaMembers',
        'getmembercommunicationpreferences',
        ...Object.keys(TAG_CALLS),
        'GetStarMeasureMedications',
        'GetMemberOnePassCode',
        'getDmeProcedureCategories',
      ].map((name) => [
        `GET ${CRM}/default.${name}`,
        {
          user: 'member.services',
          request: async () => ({ url: `${CRM}/default.${name}?memberId=${await memberId()}` }),
        },
      ]),
    ),
    [`GET ${CRM}/medications`]: {
      user: 'member.services',
      request: async () => ({ url: `${CRM}/medications?memberid=${await memberId()}` }),
    },
    [`GET ${CRM}/default.GetMembershipDocByFilePath`]: {
      user: 'member.services',
      request: async () => {
        const { path } = await first<{ path: string }>(
          'select document_path as path from member_poas where document_path is not null order by id limit 1',
        );
        return { url: `${CRM}/default.GetMembershipDocByFilePath?filePath=${encodeURIComponent(path)}` };
      },
    },
    [`POST ${CRM}/default.updatemembercommunicationpreferences`]: {
      user: 'member.services',
      request: async () => {
        const row = await first<Record<string, unknown>>(
          `select member_id as "memberId", company_code as "companyCode", preferred_channel as "preferredChannel",
             preferred_language as "preferredLanguage", preferred_time as "preferredTime", do_not_call as "doNotCall",
             email_opt_in as "emailOptIn", sms_opt_in as "smsOptIn", mail_opt_in as "mailOptIn", version
           from member_communication_preferences order by member_id limit 1`,
        );
        return { method: 'POST', url: `${CRM}/default.updatemembercommunicationpreferences`, payload: row };
      },
    },
    'GET /api/:module/getpotentialhousehold': {
      user: 'member.services',
      request: async () => ({ url: `/api/patient360/getpotentialhousehold?memberIds=${await memberId()}` }),
    },
  };
}
