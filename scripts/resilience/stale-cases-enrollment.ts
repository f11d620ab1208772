import { itemsOf, post, put, type Row, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

/** Enrollment: the work item and its queues. */
export const ENROLLMENT_STALE_CASES: StaleCase[] = [
  // ---- enrollment: client A saves the work item's form; client B's action still carries the version read before ----
  workItemCase('verify member', 'PUT /api/MemberEnrollment/VerifyMember', (row) => ({
    method: 'PUT',
    url: '/api/MemberEnrollment/VerifyMember',
    body: { id: row.id, version: row.version },
  })),
  workItemCase('D-SNP details', 'PUT /api/MemberEnrollment/UpdateDsnpDetails', (row) => ({
    method: 'PUT',
    url: '/api/MemberEnrollment/UpdateDsnpDetails',
    body: { id: row.id, version: row.version, medicaidId: 'M1234567', stateCode: 'CA' },
  })),
  workItemCase('duplicate member check', 'GET /api/MemberEnrollment/CheckDuplicateMember', (row) => ({
    method: 'GET',
    url: `/api/MemberEnrollment/CheckDuplicateMember?id=${row.id}&version=${row.version}`,
  })),
  workItemCase('duplicate enrollment check', 'GET /api/MemberEnrollment/CheckDuplicateEnrollments', (row) => ({
    method: 'GET',
    url: `/api/MemberEnrollment/CheckDuplicateEnrollments?id=${row.id}&version=${row.version}`,
  })),
  workItemCase('reset status', 'POST /api/MemberEnrollment/ResetEnrollmentStatus', (row) =>
    post('/api/MemberEnrollment/ResetEnrollmentStatus', { id: row.id, version: row.version, reason: 'stale check' }),
  ),
  workItemCase('override request', 'POST /api/MemberEnrollment/RequestManagerApproval', (row) =>
    post('/api/MemberEnrollment/RequestManagerApproval', {
      id: row.id,
      version: row.version,
      overrideKind: 'marxOverride',
      reason: 'stale check',
    }),
  ),
  workItemCase('override decision', 'POST /api/MemberEnrollment/DecideManagerApproval', (row) =>
    post('/api/MemberEnrollment/DecideManagerApproval', {
      id: row.id,
      version: row.version,
      decision: 'Approved',
      reason: 'stale check',
    }),
  ),
  workItemCase('PCP assignment', 'PUT /api/MemberEnrollment/AssignPcp', (row) =>
    put('/api/MemberEnrollment/AssignPcp', { id: row.id, version: row.version }),
  ),
  workItemCase('submission', 'POST /api/MemberEnrollment/SubmitEnrollment', (row) =>
    post('/api/MemberEnrollment/SubmitEnrollment', { id: row.id, version: row.version }),
  ),
  workItemCase('invalid member portal', 'POST /api/MemberEnrollment/SaveInvalidMemberPortal', (row) =>
    post('/api/MemberEnrollment/SaveInvalidMemberPortal', { id: row.id, version: row.version }),
  ),
  workItemCase('reassignment', 'PUT /api/MemberEnrollment/ReassignEnrollment', (row) =>
    put('/api/MemberEnrollment/ReassignEnrollment', {
      items: [{ id: row.id, version: row.version }],
      assignToUserId: row.processor_id,
    }),
  ),
  {
    ...workItemCase('service bus submission', 'POST /api/MemberEnrollment/SendEnrollmentsToServiceBus', (row) =>
      post('/api/MemberEnrollment/SendEnrollmentsToServiceBus', { items: [{ id: row.id, version: row.version }] }),
    ),
    user: 'admin',
    // A batch answers 200 with one result per item: the stale item is refused with the stale-record message.
    staleItemMessage: (answer) => {
      const items = itemsOf(JSON.parse(answer.body.toString('utf8')) as unknown);
      const [first] = items;
      return first?.ok === false ? textOf(first.message) : undefined;
    },
  },
  {
    // Client A resolves the task; client B, holding the version read before, resolves it too.
    name: 'PCP assignment task',
    endpoint: 'PUT /api/MemberEnrollment/ResolvePcpAssignmentTask',
    user: 'enroll.manager',
    table: 'enrollment_pcp_assignment_tasks',
    pick: "select t.id, t.version, (select id from providers order by id limit 1) as provider_id from enrollment_pcp_assignment_tasks t where t.status = 'Open' order by t.id limit 1",
    request: async (row) =>
      put('/api/MemberEnrollment/ResolvePcpAssignmentTask', {
        id: row.id,
        version: row.version,
        providerId: row.provider_id,
      }),
  },
];

/**
 * A work-item case: client A saves the item's form at the version both clients read (the item is open, unlocked and
 * not yet submitted), then client B's `stale` call, built from that same read, must be refused.
 */
function workItemCase(
  name: string,
  endpoint: string,
  stale: (row: Row) => { method: string; url: string; body?: unknown },
): StaleCase {
  return {
    name: `enrollment work item (${name})`,
    endpoint,
    user: 'enroll.manager',
    table: 'enrollment_work_items',
    pick: `select w.id, w.version, w.form, (select id from users where username = 'enroll.processor') as processor_id from enrollment_work_items w
             where w.processing_status in ('New', 'InProgress') and w.locked_by is null and not exists (select 1 from enrollment_submissions s where s.work_item_id = w.id)
             order by w.id limit 1`,
    request: async (row, change) =>
      change === 1
        ? put('/api/MemberEnrollment/SaveMemberEnrollment', {
            id: row.id,
            version: row.version,
            form: changedForm(row),
          })
        : stale(row),
  };
}

/**
 * The work item's stored form with one field changed (the second address line): a save that changes nothing leaves
 * the item and its version as they are, so client A's save must change something to move the record on.
 */
export function changedForm(row: Row): Record<string, unknown> {
  const form = (row.form ?? {}) as Record<string, unknown>;
  return { ...form, homeStreet2: form.homeStreet2 === 'Apt 2' ? 'Apt 3' : 'Apt 2' };
}
