import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { atScale, type ScaleTable } from './pick.ts';
import { mayMoveIntoHousehold } from './member-profile-details.ts';
import { seedEnrollmentLookups } from './web-enrollment-lookups.ts';

const SIZES: ScaleTable<number> = { test: 60, small: 400, large: 500_000 };

/**
 * Enrollment work items in every status, across sources and processors, some locked; their documents, change
 * history, audit rows, submissions (most completed, some failed automation), fax rows, voice recordings and PCP
 * assignment tasks. Set-based SQL (generate_series), deterministic from the row number; synthetic people only.
 * MBIs follow the CMS format (letters exclude S, L, O, I, B, Z). Plans are the reference seeder's (H0541 001-003 ...).
 * Two items in five came through a broker (BR0001..BR0011, the active brokers of the enrollment lookups). A plan change
 * (ContractChange, PbpChange) is an existing member's: their member id, MBI, name, birth date, address and phone from
 * the member record, and a plan of their company they are not in. A new member's application the enrollment system
 * accepted carries the member id it produced, as the simulated service bus gives it (M + the work item id in nine digits,
 * outside the reference members' M1xxxxxxxx range); like the live flow, nothing writes a member record for it (the
 * system of record holds the member; the portal's members are its copy). The home address's county is the one the
 * reference ZIP data gives its ZIP, as the form fills it; gender and language are codes of the Gender and Language
 * lists, so the form's boxes name them.
 */
export async function seedEnrollment(database: Database, options: SeedOptions): Promise<void> {
  const { pool } = database;
  const count = atScale(SIZES, options.scale);
  const users = await pool.query<{ id: number; username: string; name: string }>(
    `select id, username, name from users where username in ('enroll.processor', 'enroll.manager')`,
  );
  const processor = users.rows.find((u) => u.username === 'enroll.processor');
  const manager = users.rows.find((u) => u.username === 'enroll.manager');
  if (!processor || !manager) return;
  const plans = await pool.query<{ contract_code: string; pbp_code: string }>(
    `select distinct contract_code, pbp_code from plans where plan_year = extract(year from now())::int order by contract_code, pbp_code`,
  );
  const contracts = plans.rows.map((p) => p.contract_code);
  const pbps = plans.rows.map((p) => p.pbp_code);
  if (contracts.length === 0) {
    contracts.push('H0541');
    pbps.push('001');
  }
  const zips = await pool.query<{ zip: string; city: string; state_code: string }>(
    `select zip, city, state_code from zip_codes where state_code = 'CA' order by zip limit 200`,
  );
  // The sales reps and brokers the items name (idempotent: the web-enrollment seeder runs it again).
  await seedEnrollmentLookups(database);
  const reps = await pool.query<{ full_name: string }>(
    `select full_name from enrollment_sales_reps where code between 'SR0001' and 'SR0012' order by code`,
  );
  const zipList = zips.rows.length > 0 ? zips.rows : [{ zip: '90802', city: 'Long Beach', state_code: 'CA' }];

  await pool.query(
    `with letters as (select 'ACDEFGHJKMNPQRTUVWXY'::text as l),
     generated as (
       select i,
              (array['Maria','James','Linda','Robert','Patricia','Michael','Barbara','William','Elizabeth','David','Susan','Richard','Jessica','Joseph','Sarah','Thomas','Karen','Charles','Nancy','Daniel'])[1 + i % 20] as first_name,
              (array['Garcia','Smith','Nguyen','Johnson','Martinez','Brown','Lopez','Davis','Hernandez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis'])[1 + (i / 20) % 25] as last_name,
              date '1940-01-01' + ((i::bigint * 7919) % 9500)::int as birthdate,
              -- CMS MBI: digit 1-9, letter, alnum, digit, letter, alnum, digit, letter, letter, digit, digit
              ((i % 9) + 1)::text || substr(l, 1 + i % 20, 1) || substr(l, 1 + (i / 7) % 20, 1) || (i % 10)::text || substr(l, 1 + (i / 3) % 20, 1)
                || ((i / 11) % 10)::text || ((i / 13) % 10)::text || substr(l, 1 + (i / 17) % 20, 1) || substr(l, 1 + (i / 19) % 20, 1)
                || lpad(((i * 37) % 100)::text, 2, '0') as mbi,
              (array['New','InProgress','InProgress','WaitingForInfo','RequestForInfo','Completed','Completed','Completed','RejectedAsDuplicate','InvalidMember','ManagerApprovalRequired','Void'])[1 + i % 12] as status,
              (array['Paper Enrollment','Paper Enrollment','Web Enrollment','Web Enrollment','Form','Phone','Email','Other'])[1 + (i / 3) % 8] as source,
              ($2::text[])[1 + i % cardinality($2::text[])] as contract_code,
              ($3::text[])[1 + i % cardinality($3::text[])] as pbp_code,
              ($4::text[])[1 + i % cardinality($4::text[])] as zip,
              ($5::text[])[1 + i % cardinality($5::text[])] as city,
              case when i % 5 in (1, 3) then 'BR' || lpad((1 + (i / 5) % 11)::text, 4, '0') end as broker_code,
              now() - ((i % 120) * interval '1 day') - ((i * 53) % 1440) * interval '1 minute' as created_at
         from generate_series(1, $1::int) as i, letters
     ),
     typed as (
       select g.*,
              case when g.status = 'RejectedAsDuplicate' then 'DuplicateEnrollment' when g.status = 'New' then null
                   else (array['NewEnrollment','ContractChange','PbpChange','NewMember'])[1 + g.i % 4] end as request_type
         from generated g
     ),
     -- A plan change is an existing member's: an active member (odd ids change contract, even ids change PBP within
     -- theirs) whose address stays as it is (no move into a household later) and a plan of their company this year
     -- they are not in.
     movers as (
       select distinct on (k.kind, m.id) k.kind, m.id, m.member_id, m.mbi, m.first_name, m.last_name, m.date_of_birth, m.gender,
              m.address1, m.address2, m.city, m.state_code, m.zip5, m.phone, m.email, p.contract_code, p.pbp_code
         from members m
         cross join (values ('ContractChange', 1), ('PbpChange', 0)) as k(kind, parity)
         join plans p on p.plan_year = extract(year from now())::int and p.company_code = m.company_code
                     and case when k.kind = 'PbpChange' then p.contract_code = m.contract_code and p.pbp_code <> m.pbp_code
                              else p.contract_code <> m.contract_code end
        where m.is_active and m.term_date is null and m.id % 2 = k.parity and not ${mayMoveIntoHousehold('m.id')}
        order by k.kind, m.id, p.contract_code, p.pbp_code
     ),
     -- Members in a scrambled order (the ids run company by company), so plan changes come from every company.
     numbered_movers as (
       select v.*, row_number() over (partition by v.kind order by hashint8extended(v.id, 11), v.id) as rn,
              count(*) over (partition by v.kind) as n
         from movers v
     ),
     src as (
       select t.i, t.status, t.source, t.broker_code, t.created_at, t.request_type, v.member_id,
              coalesce(v.first_name, t.first_name) as first_name, coalesce(v.last_name, t.last_name) as last_name,
              -- The generated first names alternate: Maria, James, Linda, Robert ...
              coalesce(v.gender, case when t.i % 2 = 0 then 'F' else 'M' end) as gender,
              coalesce(v.date_of_birth, t.birthdate) as birthdate, coalesce(v.mbi, t.mbi) as mbi,
              coalesce(v.contract_code, t.contract_code) as contract_code, coalesce(v.pbp_code, t.pbp_code) as pbp_code,
              coalesce(v.address1, (100 + t.i % 900)::text || ' ' || (array['Ocean Blvd','Pine Ave','Elm St','Atlantic Ave','Main St'])[1 + t.i % 5]) as street1,
              v.address2 as street2, coalesce(v.city, t.city) as city, coalesce(v.state_code, 'CA') as state_code,
              coalesce(v.zip5, t.zip) as zip, coalesce(v.phone, '562555' || lpad((t.i % 10000)::text, 4, '0')) as phone, v.email
         from (select t.*, row_number() over (partition by t.request_type order by t.i) as kind_rn from typed t) t
         left join numbered_movers v on v.kind = t.request_type and v.rn = 1 + (t.kind_rn - 1) % v.n
     )
     insert into enrollment_work_items (received_via, file_name, member_id, first_name, last_name, birthdate, medicare_id, proposed_effective_date, coverage_year,
       contract_code, pbp_code, company_code, sales_rep_code, sales_rep_name, broker_code, assigned_to, assigned_to_name, created_by, created_by_name, created_at,
       processing_status, request_type, online_enroll_reference_no, form, cms_verification_status, duplicate_check_status, medicaid_verification_status,
       manager_approval, manager_approval_reason, locked_by, locked_by_name, locked_at, submitted_at, updated_at, updated_by_name)
     select s.source,
            case when s.source = 'Web Enrollment' then null else 'APP_' || to_char(s.created_at, 'YYYYMMDD') || '_' || lpad(s.i::text, 7, '0') || '.pdf' end,
            s.member_id, s.first_name, s.last_name, s.birthdate, s.mbi,
            date_trunc('month', s.created_at + interval '1 month')::date,
            extract(year from s.created_at + interval '1 month')::int,
            s.contract_code, s.pbp_code, null,
            'SR' || lpad((1 + s.i % 12)::text, 4, '0'), ($10::text[])[1 + s.i % 12], s.broker_code,
            case when s.i % 3 = 2 then $7::int else $6::int end,
            case when s.i % 3 = 2 then $9::text else $8::text end,
            $6::int, $8::text, s.created_at,
            s.status,
            s.request_type,
            case when s.source = 'Web Enrollment' then 'WEB' || lpad((100000 + s.i)::text, 9, '0') else null end,
            jsonb_build_object(
              'firstName', s.first_name, 'lastName', s.last_name, 'birthdate', s.birthdate::text, 'medicareId', s.mbi,
              'homeStreet1', s.street1, 'homeCity', s.city, 'homeState', s.state_code, 'homeZipCode', s.zip, 'homePhone', s.phone,
              'contractCode', s.contract_code, 'pbpCode', s.pbp_code, 'planYear', extract(year from s.created_at + interval '1 month')::int,
              'startDate', date_trunc('month', s.created_at + interval '1 month')::date::text,
              -- Received the day it was created, in the plan's Los Angeles day (never a day the portal calls the future).
              'applicationReceiptDate', (s.created_at at time zone 'America/Los_Angeles')::date::text,
              'applicationSignatureDate', ((s.created_at at time zone 'America/Los_Angeles')::date - 2)::text,
              'electionType', (array['A','I','E','S'])[1 + s.i % 4], 'sepReasonCode', case when s.i % 4 = 3 then 'MOV' else '' end,
              'srep', 'SR' || lpad((1 + s.i % 12)::text, 4, '0'), 'mainLanguage', (array['ENG','SPA','VIE','CHI'])[1 + s.i % 4], 'gender', s.gender)
              || case when ($10::text[])[1 + s.i % 12] is null then '{}'::jsonb else jsonb_build_object('pbpSalesRep', ($10::text[])[1 + s.i % 12]) end
              || case when s.broker_code is null then '{}'::jsonb else jsonb_build_object('brokerCode', s.broker_code) end
              || case when s.street2 is null then '{}'::jsonb else jsonb_build_object('homeStreet2', s.street2) end
              || case when s.email is null then '{}'::jsonb else jsonb_build_object('emailAddress', s.email) end
              || case when home_county.name is null then '{}'::jsonb else jsonb_build_object('homeCounty', home_county.name) end,
            case when s.status in ('New','WaitingForInfo') then 'NotVerified' when s.status = 'InvalidMember' then 'NotEligible' else 'Verified' end,
            case when s.status in ('New','WaitingForInfo','InvalidMember') then 'NotRun' when s.status = 'RejectedAsDuplicate' then 'DuplicatesFound' else 'NoDuplicates' end,
            case when s.pbp_code = '003' and s.status = 'Completed' then 'Verified' else 'NotVerified' end,
            case when s.status = 'ManagerApprovalRequired' then 'Pending' end,
            case when s.status = 'ManagerApprovalRequired' then 'marxOverride: Beneficiary has Part A; Part B letter attached' end,
            case when s.status = 'InProgress' and s.i % 5 = 1 then $7::int end,
            case when s.status = 'InProgress' and s.i % 5 = 1 then $9::text end,
            case when s.status = 'InProgress' and s.i % 5 = 1 then now() - (s.i % 50) * interval '1 minute' end,
            case when s.status in ('Completed','InvalidMember') then s.created_at + interval '2 days' end,
            s.created_at + interval '1 hour', $8::text
       from src s
       -- The home county as the form's ZIP look-up gives it (the reference ZIP data's county of the address's ZIP).
       left join zip_codes home_zip on home_zip.zip = s.zip
       left join counties home_county on home_county.fips = home_zip.county_fips
      order by s.i`,
    [
      count,
      contracts,
      pbps,
      zipList.map((z) => z.zip),
      zipList.map((z) => z.city),
      processor.id,
      manager.id,
      processor.name,
      manager.name,
      reps.rows.map((rep) => rep.full_name),
    ],
  );

  // The processor asked for the waiting overrides (four eyes: a manager decides them).
  await pool.query(
    `update enrollment_work_items set approval_requested_by = $1, approval_requested_by_name = $2 where processing_status = 'ManagerApprovalRequired' and approval_requested_by is null`,
    [processor.id, processor.name],
  );

  // Submissions of completed / invalid-member items: most completed, every 9th exceeded retry, every 13th error assigning rep.
  await pool.query(
    `insert into enrollment_submissions (work_item_id, operation, processing_status, automation_status, automation_failed_reason, retry_count, payload, submitted_by_name, submitted_at, updated_at)
     select w.id, case when w.processing_status = 'InvalidMember' then 'SaveInvalidMemberPortal' else 'SubmitEnrollment' end,
            case when w.id % 9 = 0 or w.id % 13 = 0 then 'Failed' else 'Succeeded' end,
            case when w.id % 9 = 0 then 'ExceededRetry' when w.id % 13 = 0 then 'ErrorAssigningRep' else 'Completed' end,
            case when w.id % 9 = 0 then 'Service bus did not acknowledge the message in time' when w.id % 13 = 0 then 'Sales rep is not known to the enrollment system' end,
            case when w.id % 9 = 0 then 3 else 0 end,
            w.form, w.created_by_name, w.submitted_at, w.submitted_at + interval '5 minutes'
       from enrollment_work_items w where w.processing_status in ('Completed','InvalidMember')`,
  );
  // As the outbound job does: an accepted submission of an item without a member id (a new member) gives it the id the
  // system of record produced, audited as newMemberId by 'system'; a plan change keeps its member's id; a failed one
  // has none yet.
  await pool.query(
    `with assigned as (
       update enrollment_work_items w set member_id = 'M' || lpad(w.id::text, 9, '0')
         from enrollment_submissions s
        where s.work_item_id = w.id and s.operation = 'SubmitEnrollment' and s.processing_status = 'Succeeded'
          and w.member_id is null
       returning w.id, w.member_id, w.submitted_at
     )
     insert into audit_events (item_id, timestamp, user_id, event_type, module_id, client_ip, details)
     select id::text, submitted_at + interval '5 minutes', 'system', 'newMemberId', 165, null,
            jsonb_build_object('feature', 'EnrollmentAutomation', 'message', 'Member ID ' || member_id || ' assigned by the enrollment system.', 'memberId', member_id)
       from assigned`,
  );
  await pool.query(
    `insert into enrollment_transaction_events (submission_id, work_item_id, automation_status, automation_notes, created_on, is_requeued, requeue_order)
     select s.id, s.work_item_id, 'Pending', s.operation || ' queued for the enrollment service bus', s.submitted_at, false, 0 from enrollment_submissions s
     union all
     select s.id, s.work_item_id, s.automation_status, coalesce(s.automation_failed_reason, s.operation || ' accepted by the enrollment service bus'), s.updated_at, false, 0 from enrollment_submissions s
     union all
     select s.id, s.work_item_id, 'Pending', 'Requeued by Manny Manager', s.updated_at + interval '1 hour', true, 1 from enrollment_submissions s where s.automation_status = 'ExceededRetry' and s.work_item_id % 2 = 0
     union all
     select s.id, s.work_item_id, 'ExceededRetry', 'Attempt 3: Service bus did not acknowledge the message in time', s.updated_at + interval '2 hours', false, 1 from enrollment_submissions s where s.automation_status = 'ExceededRetry' and s.work_item_id % 2 = 0`,
  );

  // Documents: a small valid PDF for paper items (bytes in bytea), on the small scales only.
  if (options.scale !== 'large') {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await pool.query(
      `insert into enrollment_documents (work_item_id, file_name, content_type, size_bytes, content, uploaded_by_name, uploaded_at)
       select id, file_name, 'application/pdf', length($1::bytea), $1::bytea, created_by_name, created_at from enrollment_work_items where file_name is not null`,
      [pdf],
    );
  }

  // Change history and audit rows: created, and the status reached.
  await pool.query(
    `insert into enrollment_change_history (work_item_id, name, current_value, new_value, last_updated_by_name, last_updated_at)
     select id, 'processingStatus', 'New', processing_status, updated_by_name, updated_at from enrollment_work_items where processing_status <> 'New'`,
  );
  await pool.query(
    `insert into audit_events (item_id, timestamp, user_id, event_type, module_id, client_ip, details)
     select id::text, created_at, 'enroll.processor', 'EnrollmentCreated', 165, '127.0.0.1',
            jsonb_build_object('feature', case when received_via = 'Web Enrollment' then 'EnrollmentAutomation' else 'PaperEnrollment' end,
                               'message', case when received_via = 'Web Enrollment' then 'Online application ' || online_enroll_reference_no || ' received.' else 'Paper application ' || file_name || ' uploaded.' end)
       from enrollment_work_items
     union all
     select id::text, cms_verified_at_or_created, 'enroll.processor', 'cmsVerificationSuccess', 165, '127.0.0.1', jsonb_build_object('feature', 'PaperEnrollment', 'message', 'Passed the Medicare check.', 'simulated', true)
       from (select id, created_at + interval '30 minutes' as cms_verified_at_or_created from enrollment_work_items where cms_verification_status = 'Verified') v
     union all
     select id::text, created_at + interval '40 minutes', 'enroll.processor', 'duplicateFound', 165, '127.0.0.1', jsonb_build_object('feature', 'PaperEnrollment', 'message', 'Duplicate check found 1 possible duplicate(s) (High).')
       from enrollment_work_items where duplicate_check_status = 'DuplicatesFound'`,
  );

  // Fax rows for Form-source items (the faxed paper applications).
  await pool.query(
    `insert into enrollment_fax_transactions (work_item_id, received_time, file_name, pages_received, fax_status, from_number, to_number, ava_processing_date, ava_processing_status)
     select id, created_at - interval '10 minutes', 'FAX_' || to_char(created_at, 'YYYYMMDD_HH24MI') || '_' || lpad(id::text, 6, '0') || '.pdf', 4 + id % 8,
            'RECEIVED', '(562) 555-' || lpad((id % 10000)::text, 4, '0'), '(800) 555-0147', created_at, 'WORKITEMCREATED'
       from enrollment_work_items where received_via = 'Form'`,
  );

  // Faxes not (yet) tied to a work item, across the FaxServerFileStatus / FaxFileProcessingStatus codes, every 97 minutes back.
  await pool.query(
    `insert into enrollment_fax_transactions (received_time, file_name, pages_received, fax_status, from_number, to_number, ava_processing_date, ava_processing_status)
     select now() - (i * interval '97 minutes'), 'FAX_' || to_char(now() - (i * interval '97 minutes'), 'YYYYMMDD_HH24MI') || '_' || lpad(i::text, 6, '0') || '.pdf',
            1 + i % 12, (array['RECEIVED','RECEIVED','PARTIAL','FAILED','DUPLICATE'])[1 + i % 5],
            '(555) ' || lpad((200 + i % 700)::text, 3, '0') || '-' || lpad((i * 37 % 10000)::text, 4, '0'), '(800) 555-0147',
            case when i % 5 = 3 then null else now() - (i * interval '97 minutes') + interval '12 minutes' end,
            case i % 5 when 3 then 'FAILED' when 4 then 'IGNORED' else (array['PROCESSED','PENDING','PROCESSING'])[1 + i % 3] end
       from generate_series(1, $1::int) as i`,
    [Math.max(40, Math.round(count / 8))],
  );

  // Voice recordings of Phone-source applications.
  await pool.query(
    `insert into enrollment_voice_recordings (work_item_id, recording_url, potential_member_id, user_id, user_name, caller_phone_no, start_time, total_call_time, hold_time, attending_phone_no, call_id)
     select id, '/recordings/simulated/' || id || '.mp3', 'PM' || lpad(id::text, 8, '0'), 'enroll.processor', created_by_name,
            '(562) 555-' || lpad((id % 10000)::text, 4, '0'), created_at - interval '20 minutes', 300 + id % 900, id % 120, '(800) 555-0100', 'CALL-' || lpad(id::text, 8, '0')
       from enrollment_work_items where received_via = 'Phone'`,
  );

  // PCP assignment tasks: members whose PCP could not be assigned automatically, with the reason.
  await pool.query(
    `insert into enrollment_pcp_assignment_tasks (work_item_id, member_name, medicare_id, reason, distance_miles, status, created_at)
     select id, first_name || ' ' || last_name, medicare_id,
            (array['Over35Miles','ClosedPanel','NonContracted','Terminated','NotInNetwork','NotInMemberServiceArea','NoPcpAssigned','NotAvailable'])[1 + id % 8],
            case when id % 8 = 0 then 35.5 + (id % 40) end, case when id % 5 = 0 then 'Resolved' else 'Open' end, created_at + interval '1 hour'
       from enrollment_work_items where processing_status in ('InProgress','Completed') and id % 7 = 0`,
  );
  await pool.query('analyze enrollment_work_items');
}
