import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from '../platform/session/session.routes.ts';
import { jobsRoutes } from '../platform/jobs/jobs.routes.ts';
import { telephonyRoutes } from '../platform/telephony/telephony.routes.ts';
import { referenceRoutes } from '../platform/reference/reference.routes.ts';
import { lookupsRoutes } from '../platform/lookups/lookups.routes.ts';
import { userManagementRoutes } from './user-management/user-management.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { ipaAdminRoutes } from './ipa-admin/ipa-admin.routes.ts';
import { ipaRatesRoutes } from './ipa-admin/rates/ipa-rates.routes.ts';
import { enrollmentRoutes } from './enrollment/enrollment.routes.ts';
import { webEnrollmentRoutes } from './web-enrollment/web-enrollment.routes.ts';
import { enrollmentAdminRoutes } from './enrollment-admin/enrollment-admin.routes.ts';
import { enrollmentReportsRoutes } from './enrollment-reports/enrollment-reports.routes.ts';
import { adminFeatureFlagsRoutes } from './admin-feature-flags/admin-feature-flags.routes.ts';
import { memberRecordRoutes } from './patient-360/member-record.routes.ts';
import { inquiryRoutes } from './patient-360/inquiry.routes.ts';
import { providerSearchRoutes } from './patient-360/provider-search.routes.ts';
import { userGuideRoutes } from './patient-360/user-guides.routes.ts';
import { supplementalBenefitsRoutes } from './patient-360/supplemental-benefits.routes.ts';
import { eligibilityRoutes } from './patient-360/eligibility.routes.ts';
import { advancedSearchRoutes } from './patient-360/advanced-search.routes.ts';
import { memberAuditHistoryRoutes } from './patient-360/member-audit-history.routes.ts';
import { memberProfileRoutes } from './patient-360/member-profile.routes.ts';
import { crmCasesRoutes } from './crm-my-queue/cases.routes.ts';
import { crmInteractionsRoutes } from './crm-my-queue/interactions.routes.ts';
import { crmListsRoutes } from './crm-my-queue/lists.routes.ts';
import { memberWorkspaceRoutes } from './crm-my-queue/member-workspace.routes.ts';
import { crmWorkflowsRoutes } from './crm-my-queue/workflows.routes.ts';
import { crmWorkflowTypesRoutes } from './crm-my-queue/workflow-types.routes.ts';
import { crmTasksRoutes } from './crm-my-queue/tasks.routes.ts';
import { crmQueueRoutes } from './crm-my-queue/queue.routes.ts';
import { crmProductivityRoutes } from './crm-my-queue/productivity.routes.ts';
import { crmTasksExportRoutes } from './crm-my-queue/tasks-export.routes.ts';
import { crmReportsRoutes } from './crm-my-queue/reports.routes.ts';

/**
 * Every module's routes, registered in one place. A module adds one line here and nothing else
 * outside its own folder.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(jobsRoutes);
  await app.register(telephonyRoutes);
  await app.register(referenceRoutes);
  await app.register(lookupsRoutes);
  await app.register(userManagementRoutes);
  await app.register(auditRoutes);
  await app.register(ipaAdminRoutes);
  await app.register(ipaRatesRoutes);
  await app.register(enrollmentRoutes);
  await app.register(webEnrollmentRoutes);
  await app.register(enrollmentAdminRoutes);
  await app.register(enrollmentReportsRoutes);
  await app.register(adminFeatureFlagsRoutes);
  await app.register(memberRecordRoutes);
  await app.register(inquiryRoutes);
  await app.register(providerSearchRoutes);
  await app.register(userGuideRoutes);
  await app.register(supplementalBenefitsRoutes);
  await app.register(eligibilityRoutes);
  await app.register(advancedSearchRoutes);
  await app.register(memberAuditHistoryRoutes);
  await app.register(memberProfileRoutes);
  await app.register(crmCasesRoutes);
  await app.register(crmInteractionsRoutes);
  await app.register(crmListsRoutes);
  await app.register(memberWorkspaceRoutes);
  await app.register(crmWorkflowsRoutes);
  await app.register(crmWorkflowTypesRoutes);
  await app.register(crmTasksRoutes);
  await app.register(crmQueueRoutes);
  await app.register(crmProductivityRoutes);
  await app.register(crmTasksExportRoutes);
  await app.register(crmReportsRoutes);
}
