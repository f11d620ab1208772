import type { Database } from '../platform/db/client.ts';

/**
 * Member Inquiries' demo data: 300 inquiries over the last 90 days from 300 members, spread over the four channels and
 * six categories; a quarter New, a quarter In Progress (assigned to crm.agent or crm.admin), 30% Responded with their
 * response and 20% Closed. The agent (crm.agent) logged each one; the last change is the assignee's.
 */
export async function seedMemberInquiries(database: Database): Promise<void> {
  await database.pool.query(
    `insert into member_inquiries (member_id, channel, category, subject, detail, received_at, status, assigned_to,
       response, responded_at, responded_by, closed_at, closed_by, created_by, updated_by, updated_at)
     select m.member_id, (array['Phone', 'Portal', 'Mail', 'Email'])[1 + m.n % 4],
       c.category, c.subject, c.detail, now() - (m.n * 7 || ' hours')::interval - (m.n % 5 || ' minutes')::interval,
       s.status, case when s.status <> 'New' then (array['crm.agent', 'crm.admin'])[1 + m.n % 2] end,
       case when s.status in ('Responded', 'Closed') then c.response end,
       case when s.status in ('Responded', 'Closed') then now() - (m.n * 7 - 4 || ' hours')::interval end,
       case when s.status in ('Responded', 'Closed') then (array['crm.agent', 'crm.admin'])[1 + m.n % 2] end,
       case when s.status = 'Closed' then now() - (m.n * 7 - 6 || ' hours')::interval end,
       case when s.status = 'Closed' then (array['crm.agent', 'crm.admin'])[1 + m.n % 2] end,
       'crm.agent', case when s.status = 'New' then 'crm.agent' else (array['crm.agent', 'crm.admin'])[1 + m.n % 2] end,
       now() - (greatest(m.n * 7 - 6, 0) || ' hours')::interval
     from (select member_id, (row_number() over (order by member_id))::int - 1 as n from members order by member_id limit 300) m
     cross join lateral (select (array['Benefits', 'Claims', 'Billing', 'Provider', 'Pharmacy', 'Other'])[1 + (m.n / 4) % 6] as category) k
     cross join lateral (select k.category,
       case k.category
         when 'Benefits' then 'Dental benefit coverage'
         when 'Claims' then 'Claim denied for a specialist visit'
         when 'Billing' then 'Premium charged twice'
         when 'Provider' then 'Finding an in-network cardiologist'
         when 'Pharmacy' then 'Prior authorization for a prescription'
         else 'Address change on the member ID card' end as subject,
       'The member asked about ' || lower(k.category) || ' and would like a reply by phone or mail.' as detail,
       'We explained the ' || lower(k.category) || ' rules of the plan and sent the details to the member.' as response) c
     cross join lateral (select case when m.n % 20 < 5 then 'New' when m.n % 20 < 10 then 'In Progress'
       when m.n % 20 < 16 then 'Responded' else 'Closed' end as status) s`,
  );
}
