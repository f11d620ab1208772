import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  failedEnrollmentPageSchema,
  loadFailedEnrollmentsQuerySchema,
  requeueRequestSchema,
  requeueResultSchema,
} from '@portal/contracts/web-enrollment/automation-monitor';
import {
  AUDIT_HISTORY_SPEC_PATHS,
  auditFeatureCountSchema,
  auditHistoryPageSchema,
  auditHistoryParameters,
  auditHistoryQuerySchema,
  auditHistoryQueryStringSchema,
  auditUserListSchema,
} from '@portal/contracts/web-enrollment/audit-history';
import { faxHistoryPageSchema, faxHistoryQuerySchema } from '@portal/contracts/web-enrollment/fax-history';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { actorOf, recordReadAudit } from '../../platform/audit/audit.ts';
import { loadFailedEnrollments } from '../enrollment/enrollment-automation-monitor.service.ts';
import { requeueFailedEnrollments } from './automation-requeue.service.ts';
import { countAuditFeatures, listAuditUsers, searchAuditHistory } from './audit-history.repository.ts';
import { searchFaxHistory } from '../enrollment/enrollment-fax-history.service.ts';
import { access } from '../../platform/access/route-access.ts';

/** Web Enrollment Portal (module 173, shell spec §2.5): Automation Monitor, Audit History, Fax Transaction History. */
export async function webEnrollmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get(
    '/api/MemberEnrollment/LoadFailedEnrollments',
    {
      config: access('web-enrollment', 'read', { memberData: 'Failed web enrollments viewed.' }),
      schema: { querystring: loadFailedEnrollmentsQuerySchema, response: { 200: failedEnrollmentPageSchema } },
    },
    async (request) => {
      const page = await loadFailedEnrollments(db, request.query);
      // The rows carry applicant names, birth dates and Medicare ids: the read is audited.
      if (page.items.length > 0) {
        await recordReadAudit(db, actorOf(request), {
          eventType: 'FailedEnrollmentsViewed',
          moduleId: MODULE_IDS.webEnrollment,
          details: { getLogsFor: request.query.getLogsFor, enrollmentIds: page.items.map((row) => row.enrollmentID) },
        });
      }
      return page;
    },
  );

  // Shell spec §4 "Requeue": select rows, confirm, send; the screen reloads the list afterwards.
  app.post(
    '/api/MemberEnrollment/ResendEnrollmentToServiceBusQueue',
    {
      config: access('web-enrollment', 'write'),
      schema: { body: requeueRequestSchema, response: { 200: requeueResultSchema } },
    },
    async (request) => requeueFailedEnrollments(app.ctx.database, actorOf(request), request.body),
  );

  app.post(
    '/api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory',
    {
      config: access('web-enrollment', 'read', { memberData: 'Web enrollment audit history searched.' }),
      schema: { body: auditHistoryQuerySchema, response: { 200: auditHistoryPageSchema } },
    },
    async (request) => searchAuditHistory(db, request.body),
  );
  app.post(
    '/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryFeatureCount',
    {
      config: access('web-enrollment', 'read'),
      schema: { body: auditHistoryQuerySchema, response: { 200: auditFeatureCountSchema } },
    },
    async (request) => countAuditFeatures(db, request.body),
  );
  app.get(
    '/api/MemberEnrollment/GetAuditHistoryUsers',
    { config: access('web-enrollment', 'read'), schema: { response: { 200: auditUserListSchema } } },
    async () => listAuditUsers(db),
  );

  app.post(
    '/api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory',
    {
      config: access('web-enrollment', 'read', { memberData: 'Web enrollment fax history searched.' }),
      schema: { body: faxHistoryQuerySchema, response: { 200: faxHistoryPageSchema } },
    },
    async (request) => searchFaxHistory(db, request.body),
  );

  // The same three calls at the enrollment spec's paths (§7); the audit calls take their parameters in the query
  // string and the body, merged before validation (query string wins).
  const mergeQueryIntoBody = async (request: { query: unknown; body: unknown }) => {
    request.body = auditHistoryParameters(request.query, request.body);
  };
  app.post(
    AUDIT_HISTORY_SPEC_PATHS.auditHistory,
    {
      config: access('web-enrollment', 'read', { memberData: 'Web enrollment audit history searched.' }),
      preValidation: mergeQueryIntoBody,
      schema: {
        querystring: auditHistoryQueryStringSchema,
        body: auditHistoryQuerySchema,
        response: { 200: auditHistoryPageSchema },
      },
    },
    async (request) => searchAuditHistory(db, request.body),
  );
  app.post(
    AUDIT_HISTORY_SPEC_PATHS.featureCount,
    {
      config: access('web-enrollment', 'read'),
      preValidation: mergeQueryIntoBody,
      schema: {
        querystring: auditHistoryQueryStringSchema,
        body: auditHistoryQuerySchema,
        response: { 200: auditFeatureCountSchema },
      },
    },
    async (request) => countAuditFeatures(db, request.body),
  );
  app.post(
    AUDIT_HISTORY_SPEC_PATHS.faxHistory,
    {
      config: access('web-enrollment', 'read', { memberData: 'Web enrollment fax history searched.' }),
      schema: { body: faxHistoryQuerySchema, response: { 200: faxHistoryPageSchema } },
    },
    async (request) => searchFaxHistory(db, request.body),
  );
}
