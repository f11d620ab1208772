import {
  ENROLLMENT_FEATURE_FLAGS,
  ENROLLMENT_FLAG_DESCRIPTIONS,
  ENROLLMENT_FLAGS_ON_BY_DEFAULT,
} from '@portal/contracts/enrollment-admin/enrollment-flags';
import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { seedEnrollmentLookups } from './web-enrollment-lookups.ts';
import { atScale, type ScaleTable } from './pick.ts';

const SIZES: ScaleTable<{ fax: number; failed: number; audit: number }> = {
  test: { fax: 40, failed: 12, audit: 300 },
  small: { fax: 150, failed: 24, audit: 3000 },
  // Benchmark scale: part of the 2,000,000 audit events; fax rows for a few years of intake.
  large: { fax: 60000, failed: 2000, audit: 500000 },
};

/**
 * Enrollment lookup lists and flags, then the Web Enrollment Portal's demo rows: fax server rows of every status, audit
 * rows, and failed automation rows only when the enrollment seeder (which runs first) left none.
 * Deterministic: values come from the row number; times are relative to the seeding time so the default filters find them.
 */
export async function seedWebEnrollment(database: Database, options: SeedOptions): Promise<void> {
  const { pool } = database;
  const size = atScale(SIZES, options.scale);
  await seedEnrollmentLookups(database);

  const on = new Set<string>(ENROLLMENT_FLAGS_ON_BY_DEFAULT);
  for (const name of Object.values(ENROLLMENT_FEATURE_FLAGS)) {
    await pool.query(
      'insert into feature_flags (name, is_active, description) values ($1, $2, $3) on conflict (name) do nothing',
      [name, on.has(name), ENROLLMENT_FLAG_DESCRIPTIONS[name]],
    );
  }

  // Faxes the fax server received whatever became of them (failed, partial, duplicate, ignored): most never made a work item.
  await seedFaxRows(database, size.fax);
  const failedRows = await pool.query<{ n: number }>(
    "select count(*)::int as n from enrollment_submissions where automation_status in ('ExceededRetry', 'ErrorAssigningRep')",
  );
  if ((failedRows.rows[0]?.n ?? 0) === 0) await seedFailedSubmissions(database, size.failed);
  await seedAuditRows(database, size.audit);
}

async function seedFaxRows(database: Database, count: number): Promise<void> {
  // Received status / processing status codes of the FaxServerFileStatus / FaxFileProcessingStatus partitions.
  await database.pool.query(
    `insert into enrollment_fax_transactions (received_time, file_name, pages_received, fax_status, from_number, to_number, ava_processing_date, ava_processing_status)
     select now() - (i * interval '97 minutes'),
            'FAX_' || to_char(now() - (i * interval '97 minutes'), 'YYYYMMDD_HH24MI') || '_' || lpad(i::text, 6, '0') || '.pdf',
            1 + (i % 12),
            (array['RECEIVED', 'RECEIVED', 'RECEIVED', 'PARTIAL', 'FAILED', 'DUPLICATE'])[1 + i % 6],
            '(555) ' || lpad((200 + i % 700)::text, 3, '0') || '-' || lpad((i * 37 % 10000)::text, 4, '0'),
            (array['(555) 010-2000', '(555) 010-2001'])[1 + i % 2],
            case when i % 6 = 4 then null else now() - (i * interval '97 minutes') + interval '12 minutes' end,
            case i % 6 when 4 then 'FAILED' when 5 then 'IGNORED' else (array['WORKITEMCREATED', 'PROCESSED', 'PENDING', 'PROCESSING'])[1 + i % 4] end
       from generate_series(1, $1::int) as i`,
    [count],
  );
}

async function seedFailedSubmissions(database: Database, count: number): Promise<void> {
  const { pool } = database;
  // Work items that were submitted and whose outbound automation failed. MBI letters exclude S, L, O, I, B, Z (CMS).
  await pool.query(
    `with letters as (select 'ACDEFGHJKMNPQRTUVWXY'::text as l),
     items as (
       insert into enrollment_work_items (received_via, first_name, last_name, birthdate, medicare_id, contract_code, pbp_code, coverage_year,
                                          assigned_to_name, created_by_name, processing_status, created_at, submitted_at, updated_at)
       select case when i % 3 = 0 then 'Paper Enrollment' else 'Web Enrollment' end,
              (array['Ana', 'Ben', 'Carmen', 'David', 'Elsa', 'Frank', 'Gloria', 'Hugo'])[1 + i % 8],
              (array['Acosta', 'Bishop', 'Cordero', 'Delgado', 'Ellis', 'Fuentes', 'Gomez', 'Harper', 'Ito', 'Jacobs'])[1 + i % 10],
              date '1940-01-01' + ((i * 389) % 9000),
              ((1 + i % 9)::text || substr(l, 1 + i % 20, 1) || substr(l, 1 + (i * 3) % 20, 1) || ((i * 7) % 10)::text || substr(l, 1 + (i * 5) % 20, 1)
                || ((i * 3) % 10)::text || ((i * 11) % 10)::text || substr(l, 1 + (i * 7) % 20, 1) || substr(l, 1 + (i * 13) % 20, 1)
                || lpad((i % 100)::text, 2, '0')),
              'H' || (1000 + i % 3)::text, lpad((1 + i % 4)::text, 3, '0'), extract(year from now())::int,
              (array['Paula Processor', 'Manny Manager'])[1 + i % 2], 'Paula Processor', 'Completed',
              now() - (i * interval '5 hours') - interval '2 days', now() - (i * interval '5 hours'), now() - (i * interval '5 hours')
         from generate_series(1, $1::int) as i, letters
       returning id, submitted_at
     ),
     numbered as (select id, submitted_at, row_number() over (order by id) as n from items),
     subs as (
       insert into enrollment_submissions (work_item_id, instance_id, operation, processing_status, automation_status, automation_failed_reason, retry_count, payload, submitted_by_name, submitted_at, updated_at)
       select id, md5('web-enrollment-submission-' || n)::uuid, case when n % 5 = 0 then 'SaveInvalidMemberPortal' else 'SubmitEnrollment' end, 'Failed',
              case when n % 3 = 0 then 'ErrorAssigningRep' else 'ExceededRetry' end,
              case when n % 3 = 0 then 'No active sales rep matches the agent NPN on the application'
                   when n % 2 = 0 then 'Enrollment system did not acknowledge the transaction after 3 attempts'
                   else 'Outbound queue timed out after 3 attempts' end,
              3, jsonb_build_object('workItemId', id), 'Paula Processor', submitted_at, submitted_at + interval '45 minutes'
         from numbered
       returning id, work_item_id, submitted_at, automation_status
     )
     insert into enrollment_transaction_events (submission_id, work_item_id, automation_status, automation_notes, created_on, is_requeued, requeue_order)
     select s.id, s.work_item_id, case when a.attempt = 3 then s.automation_status else 'Failed' end,
            'Attempt ' || a.attempt || case when a.attempt = 3 then ': giving up' else ': will retry' end,
            s.submitted_at + (a.attempt * interval '15 minutes'), false, 0
       from subs s cross join generate_series(1, 3) as a(attempt)`,
    [count],
  );
  // A few were requeued once before and failed again: their history shows the requeue order.
  await pool.query(
    `insert into enrollment_transaction_events (submission_id, work_item_id, automation_status, automation_notes, created_on, is_requeued, requeue_order)
     select id, work_item_id, 'Requeued', 'Requeued from the Automation Monitor', updated_at, true, 1
       from enrollment_submissions where automation_status = 'ExceededRetry' and id % 4 = 0`,
  );
}

async function seedAuditRows(database: Database, count: number): Promise<void> {
  // Enrollment audit events as the enrollment module writes them (module 164/165, details.feature and details.message),
  // each about one of the demo work items (taken in turn), so the item an audit row names can be opened.
  await database.pool.query(
    `with items as (select id, row_number() over (order by id) as n, count(*) over () as total from enrollment_work_items)
     insert into audit_events (item_id, timestamp, user_id, event_type, module_id, client_ip, details)
     select w.id::text,
            now() - (i * interval '1 minute' * greatest(1, 60 * 24 * 90 / $1::int)),
            (array['enroll.processor', 'enroll.manager', 'enroll.processor', 'admin'])[1 + i % 4],
            (array['newEnrollment', 'cmsVerificationSuccess', 'duplicateFound', 'autoPcpAssignment', 'EnrollmentSaved', 'EnrollmentStatusChanged', 'homeAddressAutomated', 'EnrollmentSubmitted'])[1 + (i / 4) % 8],
            case when i % 5 = 0 then 164 else 165 end,
            '10.20.' || (i % 250)::text || '.' || (i * 7 % 250)::text,
            jsonb_build_object(
              'feature', case when i % 3 = 0 then 'EnrollmentAutomation' else 'PaperEnrollment' end,
              'message', (array['New enrollment received.', 'Passed the Medicare check.', 'Possible duplicate found.', 'The system selected the PCP automatically.',
                                'Enrollment saved.', 'Status changed.', 'The system verified the home address automatically.', 'Enrollment submitted.'])[1 + (i / 4) % 8])
       from generate_series(1, $1::int) as i join items w on w.n = 1 + i % w.total`,
    [count],
  );
}
