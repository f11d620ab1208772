import { post, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

/** The member record (Patient 360): communication preferences and the benefit editor's display texts. */
export const MEMBER_STALE_CASES: StaleCase[] = [
  {
    name: 'communication preferences',
    endpoint: 'POST /odata/crm/myqueue/default.updatemembercommunicationpreferences',
    user: 'member.services',
    // Keyed by member and company: the row is compared by that pair.
    table: `(select member_id || ':' || company_code as id, p.* from member_communication_preferences p)`,
    pick: `select member_id || ':' || company_code as id, member_id, company_code, version, preferred_time
      from member_communication_preferences where preferred_channel = 'Phone' and not do_not_call
      order by member_id limit 1`,
    request: async (row) =>
      post('/odata/crm/myqueue/default.updatemembercommunicationpreferences', {
        memberId: row.member_id,
        companyCode: row.company_code,
        preferredChannel: 'Phone',
        preferredLanguage: 'English',
        preferredTime: row.preferred_time === 'Evening' ? 'Morning' : 'Evening',
        doNotCall: false,
        emailOptIn: false,
        smsOptIn: false,
        mailOptIn: true,
        version: row.version,
      }),
  },
  {
    name: 'benefit display text',
    endpoint: 'POST /odata/crm/myqueue/default.UpsertSupplementalBenefitConfig',
    user: 'member.services',
    table: 'supplemental_benefits',
    pick: `select id, code, type, extract(year from effective_from)::int as year, version
      from supplemental_benefits order by id limit 1`,
    request: async (row, change) =>
      post('/odata/crm/myqueue/default.UpsertSupplementalBenefitConfig', {
        code: textOf(row.code),
        year: row.year,
        type: textOf(row.type),
        displayText: `<p>Stale check ${change}</p>`,
        version: row.version,
      }),
  },
];
