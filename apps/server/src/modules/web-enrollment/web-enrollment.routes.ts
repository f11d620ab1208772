import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failedEnrollmentPageSchema, loadFailedEnrollmentsQuerySchema, requeueRequestSchema, requeueResultSchema } from '@portal/contracts/web-enrollment/automation-monitor';
import { auditFeatureCountSchema, auditHistoryPageSchema, auditHistoryQuerySchema, auditUserListSchema } from '@portal/contracts/web-enrollment/audit-history';
import { faxHistoryPageSchema, faxHistoryQuerySchema } from '@portal/contracts/web-enrollment/fax-history';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { actorOf, recordReadAudit } from '../../platform/audit/audit.ts';
import { loadFailedEnrollments } from './automation-monitor.repository.ts';
import { requeueFailedEnrollments } from './automation-requeue.service.ts';
import { countAuditFeatures, listAuditUsers, searchAuditHistory } from './audit-history.repository.ts';
import { searchFaxHistory } from './fax-history.repository.ts';

const READ = { access: { module: MODULE_IDS.webEnrollment, action: 'read' as const } };
const WRITE = { access: { module: MODULE_IDS.webEnrollment, action: 'write' as const } };

/** Web Enrollment Portal (module 173, shell spec §2.5): Automation Monitor, Audit History, Fax Transaction History. */
export async function webEnrollmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get(
    '/api/MemberEnrollment/LoadFailedEnrollments',
    { config: { ...READ, memberData: true }, schema: { querystring: loadFailedEnrollmentsQuerySchema, response: { 200: failedEnrollmentPageSchema } } },
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
    { config: WRITE, schema: { body: requeueRequestSchema, response: { 200: requeueResultSchema } } },
    async (request) => requeueFailedEnrollments(app.ctx.database, actorOf(request), request.body),
  );

  app.post(
    '/api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory',
    { config: { ...READ, memberData: true }, schema: { body: auditHistoryQuerySchema, response: { 200: auditHistoryPageSchema } } },
    async (request) => searchAuditHistory(db, request.body),
  );
  app.post(
    '/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryFeatureCount',
    { config: READ, schema: { body: auditHistoryQuerySchema, response: { 200: auditFeatureCountSchema } } },
    async (request) => countAuditFeatures(db, request.body),
  );
  app.get('/api/MemberEnrollment/GetAuditHistoryUsers', { config: READ, schema: { response: { 200: auditUserListSchema } } }, async () => listAuditUsers(db));

  app.post(
    '/api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory',
    { config: { ...READ, memberData: true }, schema: { body: faxHistoryQuerySchema, response: { 200: faxHistoryPageSchema } } },
    async (request) => searchFaxHistory(db, request.body),
  );
}
