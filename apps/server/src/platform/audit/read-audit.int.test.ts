import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { visitSamples } from './visit-samples.test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { needsDeclaration } from '../access/route-access.ts';
import { MEMBER_DATA_READ_EVENT } from './read-audit.ts';
import { connect } from '../db/client.ts';
import { recordReadAudit } from './audit.ts';
import type { CurrentUser } from '../access/current-user.ts';
import { NOT_MEMBER_DATA } from './read-audit.test-helpers.ts';
import { memberRecordSamples } from './member-record-samples.test-helpers.ts';
import { supplementalBenefitsSamples } from './supplemental-benefits-samples.test-helpers.ts';
import { advancedSearchSamples } from './advanced-search-samples.test-helpers.ts';
import { memberProfileSamples } from './member-profile-samples.test-helpers.ts';
import { eligibilitySamples } from './eligibility-samples.test-helpers.ts';
import { crmMemberWorkspaceSamples } from './crm-member-workspace-samples.test-helpers.ts';
import { crmWorkflowsSamples } from './crm-workflows-samples.test-helpers.ts';
import { crmCasesSamples } from './crm-cases-samples.test-helpers.ts';
import { crmQueueSamples } from './crm-queue-samples.test-helpers.ts';
import { crmAdminBenefitsSamples } from './crm-admin-benefits-samples.test-helpers.ts';
import { crmCampaignsSamples } from './crm-campaigns-samples.test-helpers.ts';
import { crmServiceActionsSamples } from './crm-service-actions-samples.test-helpers.ts';
import { crmAdminPortalSamples } from './crm-admin-portal-samples.test-helpers.ts';
import { panelManagementSamples } from './panel-management-samples.test-helpers.ts';
import { messagesSamples } from './messages-samples.test-helpers.ts';
import { careOnDemandAdminSamples } from './care-on-demand-admin-samples.test-helpers.ts';
import { careOnDemandVisitsSamples } from './care-on-demand-visits-samples.test-helpers.ts';
import { telehealthSamples } from './telehealth-samples.test-helpers.ts';

let t: TestApp;
let member: { memberId: string; lastName: string };
let workItemId: number;
let documentId: number;
/** A member with a claim and an approved authorization (member record calls). */
let recordSample: { memberId: string; claimNo: string; authNo: string };

beforeAll(async () => {
  t = await createTestApp();
  const pool = t.database.pool;
  member = (
    await pool.query<{ memberId: string; lastName: string }>(
      'select member_id as "memberId", last_name as "lastName" from members order by member_id limit 1',
    )
  ).rows[0]!;
  const document = (
    await pool.query<{
      id: number;
      workItemId: number;
    }>(`select d.id::int, d.work_item_id::int as "workItemId" from enrollment_documents d join enrollment_work_items w on w.id = d.work_item_id
     where w.locked_by is null and w.processing_status = 'InProgress' order by d.id limit 1`)
  ).rows[0]!;
  documentId = document.id;
  workItemId = document.workItemId;
  recordSample = (
    await pool.query<{ memberId: string; claimNo: string; authNo: string }>(
      `select a.member_id as "memberId", a.auth_no as "authNo", (select c.claim_no from claims c order by c.id limit 1) as "claimNo"
       from authorizations a where a.status = 'Approved' order by a.id limit 1`,
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const versionOf = async (id: number) =>
  (await t.database.pool.query<{ version: number }>('select version from enrollment_work_items where id = $1', [id]))
    .rows[0]!.version;

/**
 * One call per declared route, as a user allowed to make it; the ids come from the seeded test database. The calls on
 * one work item are made by one processor: opening a work item locks it for others.
 */
const SAMPLES: Record<string, { user: string; request: () => Promise<InjectOptions> }> = {
  ...memberRecordSamples(
    () => recordSample,
    () => t.database.pool,
  ),
  ...supplementalBenefitsSamples(() => t.database.pool),
  ...advancedSearchSamples(() => t),
  ...memberProfileSamples(() => t.database.pool),
  ...eligibilitySamples(() => t.database.pool),
  ...crmMemberWorkspaceSamples(() => t.database.pool),
  ...crmWorkflowsSamples(() => t.database.pool),
  ...crmCasesSamples(() => t.database.pool),
  ...crmQueueSamples(),
  ...crmAdminBenefitsSamples(() => t.database.pool),
  ...crmCampaignsSamples(() => t.database.pool),
  ...crmServiceActionsSamples(() => t.database.pool),
  ...crmAdminPortalSamples(() => t.database.pool),
  ...panelManagementSamples(),
  ...messagesSamples(() => t.database.pool),
  ...careOnDemandAdminSamples(),
  ...careOnDemandVisitsSamples(),
  ...telehealthSamples(() => t.database.pool),
  ...visitSamples(() => t.database.pool),
  'GET /odata/members': {
    user: 'admin',
    request: async () => ({ url: `/odata/members?searchTerm=${encodeURIComponent(member.lastName)}&memberStatus=ALL` }),
  },
  'GET /api/MemberEnrollment/SearchEnrollments': {
    user: 'enroll.processor',
    request: async () => ({ url: '/api/MemberEnrollment/SearchEnrollments' }),
  },
  'POST /api/MemberEnrollment/ExportEnrollments': {
    user: 'enroll.manager',
    request: async () => ({ method: 'POST', url: '/api/MemberEnrollment/ExportEnrollments', payload: exportBody() }),
  },
  'GET /api/MemberEnrollment/GetMemberEnrollmentDetailsById': {
    user: 'enroll.processor',
    request: async () => ({ url: `/api/MemberEnrollment/GetMemberEnrollmentDetailsById?id=${workItemId}` }),
  },
  'GET /api/MemberEnrollment/GetEligibilities': {
    user: 'enroll.processor',
    request: async () => ({ url: `/api/MemberEnrollment/GetEligibilities?id=${workItemId}` }),
  },
  'GET /api/MemberEnrollment/CheckDuplicateMember': {
    user: 'enroll.processor',
    request: async () => ({
      url: `/api/MemberEnrollment/CheckDuplicateMember?id=${workItemId}&version=${await versionOf(workItemId)}`,
    }),
  },
  'GET /api/MemberEnrollment/CheckDuplicateEnrollments': {
    user: 'enroll.processor',
    request: async () => ({
      url: `/api/MemberEnrollment/CheckDuplicateEnrollments?id=${workItemId}&version=${await versionOf(workItemId)}`,
    }),
  },
  'GET /api/MemberEnrollment/GetMemberEnrollmentChangeHistoryByEnrollmentId': {
    user: 'enroll.processor',
    request: async () => ({
      url: `/api/MemberEnrollment/GetMemberEnrollmentChangeHistoryByEnrollmentId?id=${workItemId}`,
    }),
  },
  'GET /api/MemberEnrollment/GetMemberEnrollmentAuditHistoryById': {
    user: 'enroll.processor',
    request: async () => ({ url: `/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryById?id=${workItemId}` }),
  },
  'GET /api/MemberEnrollment/GetFaxHistoryById': {
    user: 'enroll.processor',
    request: async () => ({ url: `/api/MemberEnrollment/GetFaxHistoryById?id=${workItemId}` }),
  },
  'GET /api/MemberEnrollment/GetVoiceRecordingDetails': {
    user: 'enroll.processor',
    request: async () => ({ url: `/api/MemberEnrollment/GetVoiceRecordingDetails?id=${workItemId}` }),
  },
  'GET /api/MemberEnrollment/GetLockedWebEnrollments': {
    user: 'enroll.viewer',
    request: async () => ({ url: '/api/MemberEnrollment/GetLockedWebEnrollments' }),
  },
  'GET /api/MemberEnrollment/GetPcpAssignmentTasks': {
    user: 'enroll.processor',
    request: async () => ({ url: '/api/MemberEnrollment/GetPcpAssignmentTasks?pageSize=100' }),
  },
  'GET /api/MemberEnrollment/GetEnrollmentDocumentDetails': {
    user: 'enroll.processor',
    request: async () => ({ url: `/api/MemberEnrollment/GetEnrollmentDocumentDetails?id=${workItemId}` }),
  },
  'GET /api/MemberEnrollmentDocument/DownloadEnrollmentDocuments': {
    user: 'enroll.processor',
    request: async () => ({
      url: `/api/MemberEnrollmentDocument/DownloadEnrollmentDocuments?documentId=${documentId}`,
    }),
  },
  'GET /api/MemberEnrollmentAdmin/LockedWorkItems': {
    user: 'enroll.manager',
    request: async () => ({ url: '/api/MemberEnrollmentAdmin/LockedWorkItems' }),
  },
  'GET /api/MemberEnrollment/LoadFailedEnrollments': {
    user: 'admin',
    request: async () => ({ url: '/api/MemberEnrollment/LoadFailedEnrollments' }),
  },
  'POST /api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory': {
    user: 'enroll.viewer',
    request: async () => ({
      method: 'POST',
      url: '/api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory',
      payload: { start: '2015-03-01', end: '2015-03-04', skip: 0, take: 25 },
    }),
  },
  'POST /api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory': {
    user: 'enroll.viewer',
    request: async () => ({
      method: 'POST',
      url: '/api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory',
      payload: {},
    }),
  },
  'POST /api/MemberEnrollmentAuditHistory/GetMemberEnrollmentProcessingAuditHistory': {
    user: 'enroll.viewer',
    request: async () => ({
      method: 'POST',
      url: '/api/MemberEnrollmentAuditHistory/GetMemberEnrollmentProcessingAuditHistory?start=2015-03-01&end=2015-03-04',
      payload: {},
    }),
  },
  'POST /api/MemberEnrollmentAuditHistory/GetFaxEnrollmentTransactionHistory': {
    user: 'enroll.viewer',
    request: async () => ({
      method: 'POST',
      url: '/api/MemberEnrollmentAuditHistory/GetFaxEnrollmentTransactionHistory',
      payload: {},
    }),
  },
  'GET /api/audithistory': {
    user: 'admin',
    request: async () => ({ url: '/api/audithistory?module=enrollment&$top=25' }),
  },
  'POST /api/audithistory/search': {
    user: 'admin',
    request: async () => ({
      method: 'POST',
      url: '/api/audithistory/search',
      payload: { start: '2024-03-05', end: '2024-03-06', take: 25 },
    }),
  },
  'POST /api/audithistory/excelexport': {
    user: 'admin',
    request: async () => ({
      method: 'POST',
      url: '/api/audithistory/excelexport',
      payload: exportBody({ start: '2024-03-05', end: '2024-03-06' }),
    }),
  },
  'POST /api/memberaudithistory/excelexport': {
    user: 'admin',
    request: async () => ({
      method: 'POST',
      url: '/api/memberaudithistory/excelexport',
      payload: exportBody({ start: '2024-03-01', end: '2024-03-31' }),
    }),
  },
};

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const lastAuditId = async () =>
  (await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')).rows[0]!.id;
const auditRowsAfter = async (id: number) =>
  (
    await t.database.pool.query<{
      eventType: string;
      userId: string;
      itemId: string | null;
      details: Record<string, unknown> | null;
    }>(
      'select event_type as "eventType", user_id as "userId", item_id as "itemId", details from audit_events where id > $1 order by id',
      [id],
    )
  ).rows;

describe('reads of member data are audited', () => {
  it('classifies every GET route of the API as member data or not', () => {
    const getRoutes = t.app.ctx.routes.filter(
      (route) => route.method === 'GET' && needsDeclaration(route.url) && /^\/(api|odata)\//.test(route.url),
    );
    const unclassified = getRoutes
      .filter((route) => !route.memberData && !NOT_MEMBER_DATA.includes(key(route)))
      .map(key);
    expect(unclassified).toEqual([]);
    const declaredAndListed = getRoutes
      .filter((route) => route.memberData && NOT_MEMBER_DATA.includes(key(route)))
      .map(key);
    expect(declaredAndListed).toEqual([]);
  });

  it('exercises every declared route and finds an audit row by the caller after each, in the words the route declares', async () => {
    const wordsOf = new Map(t.app.ctx.routes.map((route) => [key(route), route.memberData]));
    const declared = t.app.ctx.routes
      .filter((route) => route.memberData)
      .map(key)
      .sort();
    expect(declared).toEqual(Object.keys(SAMPLES).sort());
    for (const route of declared) {
      const sample = SAMPLES[route]!;
      const before = await lastAuditId();
      const response = await t.as(sample.user, { method: 'GET', ...(await sample.request()) });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 200 });
      const rows = await auditRowsAfter(before);
      expect({ route, audited: rows.some((row) => row.userId === sample.user) }).toEqual({ route, audited: true });
      // Its member data read rows (the hook's, or the handler's naming the member) say what was read in its words.
      const reads = rows.filter((row) => row.userId === sample.user && row.eventType === MEMBER_DATA_READ_EVENT);
      const messages = reads.map((row) => row.details?.message);
      expect({ route, messages }).toEqual({ route, messages: reads.map(() => wordsOf.get(route)) });
    }
    // Every declared route, one after another: beside the browser tests on a busy machine this outgrows the default
    // minute, and a walk cut off by the timeout would go on writing rows into the next tests' windows.
  }, 300_000);

  it('writes one generic read row with the route and the item where the handler recorded none', async () => {
    const before = await lastAuditId();
    await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollment/GetPcpAssignmentTasks?pageSize=100' });
    await t.as('enroll.viewer', { method: 'GET', url: `/api/MemberEnrollment/GetEligibilities?id=${workItemId}` });
    const rows = await auditRowsAfter(before);
    expect(rows.map((row) => [row.eventType, row.userId, row.itemId, row.details?.route])).toEqual([
      [MEMBER_DATA_READ_EVENT, 'enroll.processor', null, 'GET /api/MemberEnrollment/GetPcpAssignmentTasks'],
      [MEMBER_DATA_READ_EVENT, 'enroll.viewer', String(workItemId), 'GET /api/MemberEnrollment/GetEligibilities'],
    ]);
    // What was read, in the words each route declares.
    const messages = ['PCP assignment tasks viewed.', "Applicant's CMS eligibility results viewed."];
    expect(rows.map((row) => row.details?.message)).toEqual(messages);
  });

  it('keeps the specific row of a handler that audits itself, without a second generic one', async () => {
    const before = await lastAuditId();
    await t.as('admin', {
      method: 'GET',
      url: `/odata/members?memberIds=${encodeURIComponent(member.memberId)}&memberStatus=ALL`,
    });
    expect((await auditRowsAfter(before)).map((row) => row.eventType)).toEqual(['MemberRead']);
  });

  it('writes no read row for a refused or failed request', async () => {
    const before = await lastAuditId();
    expect(
      (await t.as('no.modules', { method: 'GET', url: `/api/MemberEnrollment/GetEligibilities?id=${workItemId}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollment/GetEligibilities?id=999999999' }))
        .statusCode,
    ).toBe(404);
    // The refusal itself is a security event (Forbidden), not a read of member data.
    expect((await auditRowsAfter(before)).filter((row) => row.eventType !== 'Forbidden')).toEqual([]);
  });

  it('stores a read row in one statement whose no-flush setting ends with it (writes on the connection keep full durability)', async () => {
    const single = connect(t.database.url, { max: 1 });
    try {
      const actor = { user: { username: 'enroll.viewer' } as CurrentUser, clientIp: '10.1.2.3' };
      const before = await lastAuditId();
      await recordReadAudit(single.db, actor, {
        eventType: 'MemberRead',
        itemId: 42,
        moduleId: 7,
        companyIds: ['H1234', 'H5678'],
        details: { memberIds: ['M1'], skip: 0 },
      });
      const stored = await t.database.pool.query(
        'select item_id, user_id, event_type, module_id, client_ip, company_ids, details from audit_events where id > $1',
        [before],
      );
      expect(stored.rows).toEqual([
        {
          item_id: '42',
          user_id: 'enroll.viewer',
          event_type: 'MemberRead',
          module_id: 7,
          client_ip: '10.1.2.3',
          company_ids: ['H1234', 'H5678'],
          details: { memberIds: ['M1'], skip: 0 },
        },
      ]);
      // The same (only) connection: the setting was local to the audit statement's own transaction.
      expect((await single.pool.query('show synchronous_commit')).rows[0]).toEqual({ synchronous_commit: 'on' });
      // The statement is prepared once per connection (named), not planned for every read.
      expect((await single.pool.query('select name from pg_prepared_statements')).rows).toEqual([
        { name: 'portal_read_audit_1' },
      ]);
      await recordReadAudit(single.db, actor, { eventType: 'MemberSearch' });
      expect(
        (
          await t.database.pool.query(
            'select item_id, module_id, company_ids, details from audit_events where id > $1 and event_type = $2',
            [before, 'MemberSearch'],
          )
        ).rows,
      ).toEqual([{ item_id: null, module_id: null, company_ids: null, details: null }]);
    } finally {
      await single.close();
    }
  });

  it('writes concurrent reads together and every caller waits for its own row; a refused row fails only its caller', async () => {
    const actor = { user: { username: 'crm.agent' } as CurrentUser, clientIp: '10.9.8.7' };
    const before = await lastAuditId();
    const reads = Array.from({ length: 40 }, (_, index) =>
      recordReadAudit(t.database.db, actor, { eventType: 'MemberRead', itemId: `M${index}`, moduleId: 7 }),
    );
    // A detail PostgreSQL's jsonb refuses (a NUL character), sent among the others.
    const refused = recordReadAudit(t.database.db, actor, { eventType: 'MemberRead', details: { term: 'a\u0000b' } });
    const settled = await Promise.allSettled([...reads, refused]);
    expect(settled.slice(0, 40).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(settled[40]?.status).toBe('rejected');
    const stored = await t.database.pool.query<{ item_id: string }>(
      "select item_id from audit_events where id > $1 and user_id = 'crm.agent' and client_ip = '10.9.8.7' order by item_id",
      [before],
    );
    expect(stored.rows.map((row) => row.item_id).sort()).toEqual(
      Array.from({ length: 40 }, (_, index) => `M${index}`).sort(),
    );
  });
});
