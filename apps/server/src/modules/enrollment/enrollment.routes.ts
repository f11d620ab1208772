import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveEnrollmentSchema } from '@portal/contracts/enrollment/enrollment-form';
import {
  bulkSubmitSchema,
  closeEnrollmentSchema,
  enrollmentDetailSchema,
  renewWorkItemLockSchema,
  workItemLockSchema,
  managerDecisionSchema,
  requestApprovalSchema,
  resetStatusSchema,
  submitEnrollmentSchema,
  submitResultSchema,
  updateStatusSchema,
} from '@portal/contracts/enrollment/enrollment-detail';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import {
  reassignEnrollmentSchema,
  searchEnrollmentsQuerySchema,
  statusCountListSchema,
  worklistPageSchema,
} from '@portal/contracts/enrollment/worklist';
import {
  duplicateCheckQuerySchema,
  duplicateCheckResultSchema,
  updateDsnpDetailsSchema,
  verifyMemberSchema,
} from '@portal/contracts/enrollment/verification';
import {
  assignPcpSchema,
  pcpAssignmentResultSchema,
  pcpDetailsQuerySchema,
  pcpTaskListSchema,
  pcpTaskQuerySchema,
  resolvePcpTaskSchema,
} from '@portal/contracts/enrollment/pcp';
import type { AutomationOperation } from '@portal/contracts/enrollment/automation';
import { actorOf } from '../../platform/audit/audit.ts';
import { auditedPage } from '../../platform/audit/audited-page.ts';
import { memberSearchRateLimit } from '../../platform/access/rate-limits.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import { exportFilters, sendExport } from '../../platform/exports/send-export.ts';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { closeWorkItem, openWorkItem, saveWorkItem } from './enrollment-detail.service.ts';
import { recordEnrollmentAudit, recordEnrollmentReadAudit } from './enrollment-audit.ts';
import {
  worklistReads,
  worklistExportRows,
  worklistMatchesMoreThan,
  worklistStatusCounts,
} from './enrollment-worklist.repository.ts';
import { decideApproval, reassign, requestApproval, resetStatus, updateStatus } from './enrollment-status.service.ts';
import { updateDsnpDetails, verifyMember } from './enrollment-verification.service.ts';
import { runDuplicateCheck } from './enrollment-duplicates.service.ts';
import { assignPcp, pcpDetails } from './enrollment-pcp.service.ts';
import { listPcpTasks, resolvePcpTask } from './enrollment-pcp-tasks.service.ts';
import { submitWorkItem } from './enrollment-submission.service.ts';
import { submitWorkItems } from './enrollment-bulk-submit.service.ts';
import { enqueueOutbound, registerOutboundWorker } from './enrollment-outbound.job.ts';
import {
  auditHistory,
  changeHistory,
  faxHistory,
  lockedWorkItems,
  voiceRecordings,
} from './enrollment-history.repository.ts';
import { findWorkItem } from './enrollment-work-item.ts';
import { renewLock, setLockIdleMinutes } from './enrollment-lock.service.ts';
import { enrollmentLookupRoutes } from './enrollment-lookup.routes.ts';
import { enrollmentDocumentRoutes } from './enrollment-documents.routes.ts';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';

/** The enrollment work list and work items: enrollment spec §7 "Enrollment (paths under api/MemberEnrollment...)". */
export async function enrollmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  const { db, pool } = database;
  registerOutboundWorker(database);
  setLockIdleMinutes(app.ctx.config.workItemLockIdleMinutes);
  /** A read of one work item (`?id=`), audited in the words given. */
  const workItemRead = (memberData: MemberDataWords) => ({
    config: access('enrollment', 'read', { memberData }),
    schema: { querystring: idParamsSchema },
  });

  await app.register(enrollmentLookupRoutes);
  await app.register(enrollmentDocumentRoutes);

  // ---- work list ----
  app.get(
    '/api/MemberEnrollment/SearchEnrollments',
    {
      config: {
        ...access('enrollment', 'read', { memberData: 'Enrollment work list searched.' }),
        rateLimit: memberSearchRateLimit(app.ctx.config),
      },
      schema: { querystring: searchEnrollmentsQuerySchema, response: { 200: worklistPageSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      // The row names the work items listed; it starts as soon as the page is read, alongside the count.
      return auditedPage(worklistReads(pool, actor, request.query), (items) =>
        recordEnrollmentReadAudit(db, actor, null, 'EnrollmentSearch', `Work list searched (${items.length} listed).`, {
          ids: items.map((item) => item.avaWorkItemId),
        }),
      );
    },
  );
  app.get(
    '/api/MemberEnrollmentStatistic/GetWorklistStatusCount',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: searchEnrollmentsQuerySchema, response: { 200: statusCountListSchema } },
    },
    async (request) => {
      const items = await worklistStatusCounts(db, actorOf(request), request.query);
      return { items, total: items.length };
    },
  );
  app.post(
    '/api/MemberEnrollment/ExportEnrollments',
    {
      config: access('enrollment', 'export', { memberData: 'Enrollment work items exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const filter = exportFilters(request.body, searchEnrollmentsQuerySchema);
      await recordEnrollmentAudit(db, actor, null, 'EnrollmentExported', 'Work list exported.', { filter });
      async function* rows(limit: number) {
        for await (const row of worklistExportRows(pool, actor, filter, limit))
          yield {
            ...row,
            processingStatus: enrollmentStatusLabel(row.processingStatus),
            createdAt: new Date(row.createdAt),
          } as Record<string, unknown>;
      }
      return sendExport(reply, request.body, {
        fileName: 'enrollment-work-list.xlsx',
        sheetName: 'Work List',
        columns: [
          { header: 'Work Item ID', key: 'avaWorkItemId', format: 'integer' },
          { header: 'Source', key: 'receivedVia' },
          { header: 'File Name', key: 'fileName', width: 30 },
          { header: 'Member ID', key: 'memberId' },
          { header: 'First Name', key: 'firstName' },
          { header: 'Last Name', key: 'lastName' },
          { header: 'Birth Date', key: 'birthdate', format: 'date' },
          { header: 'Age (days)', key: 'ageInDays', format: 'integer' },
          { header: 'Status', key: 'processingStatus' },
          { header: 'Medicare ID', key: 'medicareId' },
          { header: 'Medicaid ID', key: 'medicalId' },
          { header: 'Proposed Effective Date', key: 'proposedEffectiveDate', format: 'date' },
          { header: 'Contract', key: 'contractCode' },
          { header: 'PBP', key: 'pbpCode' },
          { header: 'Sales Rep', key: 'salesRepName' },
          { header: 'Assigned To', key: 'assignedTo' },
          { header: 'Created By', key: 'createdByName' },
          { header: 'Created At', key: 'createdAt', format: 'datetime' },
          { header: 'Confirmation Number', key: 'onlineEnrollReferenceNo' },
        ],
        source: { rows, exceeds: (count) => worklistMatchesMoreThan(db, actor, filter, count) },
      });
    },
  );
  app.put(
    '/api/MemberEnrollment/ReassignEnrollment',
    { config: access('enrollment', 'approve'), schema: { body: reassignEnrollmentSchema } },
    async (request) => reassign(db, actorOf(request), request.body),
  );

  // ---- one work item ----
  app.get(
    '/api/MemberEnrollment/GetMemberEnrollmentDetailsById',
    {
      config: access('enrollment', 'read', { memberData: 'Enrollment application viewed.' }),
      schema: { querystring: idParamsSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => openWorkItem(db, actorOf(request), request.query.id),
  );
  app.post(
    '/api/MemberEnrollment/CloseEnrollment',
    { config: access('enrollment', 'read'), schema: { body: closeEnrollmentSchema } },
    async (request) => {
      await closeWorkItem(db, actorOf(request), request.body.id);
      return { ok: true };
    },
  );
  // Keeps the holder's lock alive while they edit without saving (the web calls it while the form changes).
  app.post(
    '/api/MemberEnrollment/RenewWorkItemLock',
    {
      config: access('enrollment', 'write'),
      schema: { body: renewWorkItemLockSchema, response: { 200: workItemLockSchema } },
    },
    async (request) => {
      const lock = await renewLock(db, actorOf(request), request.body.id);
      return { lockedByName: lock.lockedByName, lockedAt: lock.lockedAt, heldByMe: lock.heldByMe };
    },
  );
  app.put(
    '/api/MemberEnrollment/SaveMemberEnrollment',
    {
      config: access('enrollment', 'write'),
      schema: { body: saveEnrollmentSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) =>
      saveWorkItem(
        db,
        actorOf(request),
        request.body.id,
        request.body.version,
        request.body.form,
        request.body.replaceUnreadableForm,
      ),
  );
  app.put(
    '/api/MemberEnrollment/VerifyMember',
    {
      config: access('enrollment', 'write'),
      schema: { body: verifyMemberSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => verifyMember(db, actorOf(request), request.body),
  );
  app.get(
    '/api/MemberEnrollment/GetEligibilities',
    workItemRead("Applicant's CMS eligibility results viewed."),
    async (request) => {
      const row = await findWorkItem(db, request.query.id);
      if (!row) throw notFound();
      return {
        status: row.cmsVerificationStatus,
        verifiedAt: row.cmsVerifiedAt?.toISOString() ?? null,
        result: row.cmsVerificationResult ?? null,
      };
    },
  );
  app.put(
    '/api/MemberEnrollment/UpdateDsnpDetails',
    {
      config: access('enrollment', 'write'),
      schema: { body: updateDsnpDetailsSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => updateDsnpDetails(db, actorOf(request), request.body),
  );
  const duplicateHandler = (memberData: MemberDataWords) => ({
    config: access('enrollment', 'write', { memberData }),
    schema: { querystring: duplicateCheckQuerySchema, response: { 200: duplicateCheckResultSchema } },
  });
  const runDuplicates = async (request: { query: { id: number; version: number } } & Parameters<typeof actorOf>[0]) => {
    const { detail, items } = await runDuplicateCheck(db, actorOf(request), request.query);
    return { items, total: items.length, status: detail.duplicateCheckStatus };
  };
  app.get(
    '/api/MemberEnrollment/CheckDuplicateMember',
    duplicateHandler('Applicant checked against existing members for duplicates.'),
    async (request) => runDuplicates(request),
  );
  app.get(
    '/api/MemberEnrollment/CheckDuplicateEnrollments',
    duplicateHandler('Applicant checked against other enrollments for duplicates.'),
    async (request) => runDuplicates(request),
  );
  app.put(
    '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
    {
      config: access('enrollment', 'write'),
      schema: { body: updateStatusSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => updateStatus(db, actorOf(request), request.body),
  );
  app.post(
    '/api/MemberEnrollment/ResetEnrollmentStatus',
    {
      config: access('enrollment', 'approve'),
      schema: { body: resetStatusSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => resetStatus(db, actorOf(request), request.body),
  );
  app.post(
    '/api/MemberEnrollment/RequestManagerApproval',
    {
      config: access('enrollment', 'write'),
      schema: { body: requestApprovalSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => requestApproval(db, actorOf(request), request.body),
  );
  app.post(
    '/api/MemberEnrollment/DecideManagerApproval',
    {
      config: access('enrollment', 'approve'),
      schema: { body: managerDecisionSchema, response: { 200: enrollmentDetailSchema } },
    },
    async (request) => decideApproval(db, actorOf(request), request.body),
  );
  app.put(
    '/api/MemberEnrollment/AssignPcp',
    {
      config: access('enrollment', 'write'),
      schema: { body: assignPcpSchema, response: { 200: pcpAssignmentResultSchema } },
    },
    async (request) => assignPcp(db, pool, actorOf(request), request.body),
  );
  app.get(
    '/api/MemberEnrollment/GetPcpDetails',
    { config: access('enrollment', 'read'), schema: { querystring: pcpDetailsQuerySchema } },
    async (request) => pcpDetails(db, pool, request.query.providerId),
  );

  // ---- submission (idempotent per work item; the outbound job is queued after commit) ----
  const submit =
    (operation: AutomationOperation) =>
    async (request: Parameters<typeof actorOf>[0] & { body: { id: number; version: number } }) => {
      const actor = actorOf(request);
      return submitWorkItem(database, actor, request.body, operation, async (submission, client) => {
        await enqueueOutbound(database, submission.id, actor.user, client);
      });
    };
  app.post(
    '/api/MemberEnrollment/SubmitEnrollment',
    {
      config: access('enrollment', 'write'),
      schema: { body: submitEnrollmentSchema, response: { 200: submitResultSchema } },
    },
    submit('SubmitEnrollment'),
  );
  app.post(
    '/api/MemberEnrollment/SaveInvalidMemberPortal',
    {
      config: access('invalid-member-portal', 'write'),
      schema: { body: submitEnrollmentSchema, response: { 200: submitResultSchema } },
    },
    submit('SaveInvalidMemberPortal'),
  );
  app.post(
    '/api/MemberEnrollment/SendEnrollmentsToServiceBus',
    { config: access('enrollment-submission', 'write'), schema: { body: bulkSubmitSchema } },
    async (request) => submitWorkItems(database, actorOf(request), request.body.items, request.log),
  );

  // ---- histories ----
  // Histories hold member data: each read is audited (EnrollmentRead with the history read).
  const auditedRead = async <T>(
    request: Parameters<typeof actorOf>[0],
    id: number,
    what: string,
    read: () => Promise<T>,
  ): Promise<T> => {
    const result = await read();
    await recordEnrollmentReadAudit(db, actorOf(request), id, 'EnrollmentRead', `${what} viewed.`, { history: what });
    return result;
  };
  app.get(
    '/api/MemberEnrollment/GetMemberEnrollmentChangeHistoryByEnrollmentId',
    workItemRead('Enrollment change history viewed.'),
    async (request) =>
      auditedRead(request, request.query.id, 'Change history', () => changeHistory(db, request.query.id)),
  );
  app.get(
    '/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryById',
    workItemRead('Enrollment audit history viewed.'),
    async (request) => auditHistory(db, request.query.id),
  );
  app.get('/api/MemberEnrollment/GetFaxHistoryById', workItemRead('Enrollment fax history viewed.'), async (request) =>
    auditedRead(request, request.query.id, 'Fax history', () => faxHistory(db, request.query.id)),
  );
  app.get(
    '/api/MemberEnrollment/GetVoiceRecordingDetails',
    workItemRead('Enrollment voice recordings viewed.'),
    async (request) =>
      auditedRead(request, request.query.id, 'Voice recordings', () => voiceRecordings(db, request.query.id)),
  );
  app.get(
    '/api/MemberEnrollment/GetLockedWebEnrollments',
    { config: access('enrollment', 'read', { memberData: 'Locked web enrollments viewed.' }) },
    async () => lockedWorkItems(db),
  );

  // ---- PCP assignment tasks ----
  app.get(
    '/api/MemberEnrollment/GetPcpAssignmentTasks',
    {
      config: access('pcp-assignment-tasks', 'read', { memberData: 'PCP assignment tasks viewed.' }),
      schema: { querystring: pcpTaskQuerySchema, response: { 200: pcpTaskListSchema } },
    },
    async (request) => listPcpTasks(db, request.query),
  );
  app.put(
    '/api/MemberEnrollment/ResolvePcpAssignmentTask',
    { config: access('pcp-assignment-tasks', 'write'), schema: { body: resolvePcpTaskSchema } },
    async (request) => resolvePcpTask(db, actorOf(request), request.body),
  );
}
