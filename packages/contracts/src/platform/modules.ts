/**
 * The module catalogue: every screen of the side menu with its module id, its menu group and its routes.
 * Ids 12-59 are the spec's (shell spec §6); every other module has an id of ours from 100 up
 * (the full table is in docs/modules.md). Access is granted by these ids.
 */
export interface ModuleEntry {
  id: number;
  /** Folder name of the module in apps/web, apps/server and packages/contracts. */
  key: string;
  label: string;
  /** Menu group (parent entry); absent for top-level entries. */
  group?: string;
  /** Routes of the screen; the first is where the menu entry navigates. Patterns use react-router syntax. */
  routes: string[];
  /** True when the module's screens are built; false shows the plain "not built yet" screen. */
  built: boolean;
}

const m = <K extends string>(
  id: number,
  key: K,
  label: string,
  group: string | undefined,
  routes: string[],
  built = false,
): ModuleEntry & { key: K } =>
  group === undefined ? { id, key, label, routes, built } : { id, key, label, group, routes, built };

const CATALOGUE = [
  m(12, 'patient-360', 'Patient 360', 'Patient 360', ['/p360/patient360'], true),
  m(100, 'clinical-journey', 'Clinical Journey', 'Patient 360', ['/p360/clinicaljourney'], true),
  m(13, 'patient-priority-worklist', 'Worklist', 'Patient Priority', ['/patientpriority/worklist']),
  m(43, 'coding-review', 'Coding Review', 'Patient Priority', ['/patientpriority/gapsreview']),
  m(14, 'all-patients', 'All Patients', 'Patient Priority', ['/patientpriority/patients']),
  m(15, 'patient-priority-dashboards', 'Dashboards', 'Patient Priority', ['/patientpriority/dashboards']),
  m(16, 'guidelines', 'Guidelines', 'Patient Priority', ['/patientpriority/guidelines']),
  m(101, 'patient-priority-audit', 'Audit', 'Patient Priority', ['/patientpriority/audit']),
  m(
    28,
    'eligibility',
    'Eligibility and Benefits',
    'Eligibility and Benefits',
    ['/eligibility', '/eligibility/member/:memberId?', '/eligibility/userguide'],
    true,
  ),
  m(
    31,
    'eb-specialist',
    'Eligibility and Benefits (Specialist)',
    'Eligibility and Benefits',
    ['/ebspecialist', '/ebspecialist/userguide'],
    true,
  ),
  m(32, 'report-upload', 'Reports Submission', 'Provider Tools', [
    '/provider-tools/report-upload',
    '/provider-tools/report-upload/userguide',
  ]),
  m(102, 'provider-eligibility-check', 'Eligibility Check', 'Provider Tools', ['/provider-tools/eligibility-check']),
  m(103, 'provider-tools-admin', 'Provider Tools Admin', undefined, ['/provider-tools-admin']),
  m(30, 'authorizations', 'Authorizations', undefined, ['/authorizations', '/authorizations/userguide'], true),
  m(29, 'claims', 'Claims Inquiry', undefined, ['/claims', '/claims/userguide'], true),
  m(104, 'agent-eligibility', 'Eligibility', 'Agent Worklists', ['/agents/eligibility'], true),
  m(105, 'agent-claims', 'Claims', 'Agent Worklists', ['/agents/claims'], true),
  m(106, 'um-authorizations', 'Authorizations', 'Utilization Management', [
    '/um/authorizations',
    '/um/authorizations/:memberId',
  ]),
  m(107, 'um-faxes', 'Faxes', 'Utilization Management', ['/um/faxes']),
  m(108, 'um-productivity', 'Productivity', 'Utilization Management', ['/um/productivity']),
  m(109, 'um-admin', 'Admin', 'Utilization Management', ['/um/admin']),
  m(110, 'um-auth-metrics', 'Auth Metrics', 'Utilization Management', ['/um/auth-metrics']),
  m(111, 'cm-snp', 'SNP Team Member', 'Care Management', ['/caremanagement/snp-team-member']),
  m(112, 'cm-post-discharge', 'Post Discharge Program Manager', 'Care Management', [
    '/caremanagement/post-discharge-program-manager',
  ]),
  m(113, 'cm-outpatient', 'Outpatient Team Member', 'Care Management', [
    '/caremanagement/outpatient-team-member',
    '/caremanagement/outpatient-team-member/:cmItem/:cmItemId',
  ]),
  m(114, 'cm-dashboards', 'Dashboards', 'Care Management', ['/caremanagement/dashboards']),
  m(115, 'cm-paper-hra', 'Paper HRA', 'Care Management', ['/caremanagement/paper-hra']),
  m(116, 'scheduler', 'Scheduler', undefined, ['/avascheduler/calendar']),
  m(17, 'ipa-dashboard', 'IPA Dashboard', 'Dashboards', ['/dashboards/ipa']),
  m(27, 'nc-ipa-dashboard', 'NC IPA Dashboard', 'Dashboards', ['/dashboards/ncipa']),
  m(25, 'star-dashboard', 'STAR Dashboard', 'Dashboards', ['/dashboards/star']),
  m(26, 'pcp-dashboard', 'PCP Dashboard', 'Dashboards', ['/dashboards/pcp']),
  m(117, 'fmc-dashboard', 'FMC Dashboard', 'Dashboards', ['/dashboards/fmc']),
  m(118, 'ipa-star-dashboard', 'IPA STAR Dashboard', 'Dashboards', ['/dashboards/ipastar']),
  m(33, 'jsa-assessment', 'Assessment', 'JSA', ['/JSA/Assessment']),
  m(34, 'jsa-outreach', 'Outreach', 'JSA', ['/JSA/Outreach']),
  m(35, 'jsa-admin', 'Admin', 'JSA', ['/JSA/Admin']),
  m(18, 'user-management', 'Users', 'User Management', ['/usermanagement/users'], true),
  m(19, 'user-management-groups', 'Groups', 'User Management', ['/usermanagement/groups'], true),
  m(23, 'user-management-organizations', 'Organizations', 'User Management', ['/usermanagement/organizations'], true),
  m(119, 'user-management-domains', 'Domains', 'User Management', ['/usermanagement/domains'], true),
  m(44, 'user-report', 'User Report', 'User Management', ['/usermanagement/userreport'], true),
  m(20, 'providers', 'Providers', 'User Management', ['/usermanagement/providers']),
  m(120, 'user-events', 'User Events', 'User Management', ['/usermanagement/userevents'], true),
  m(121, 'local-user-management', 'Local User Management', undefined, ['/localusermanagement/users']),
  m(36, 'audit', 'Audit History', undefined, ['/audit'], true),
  m(37, 'census-daily', 'Daily Census', 'Census', ['/census/dailycensus']),
  m(38, 'census-discharge', 'Daily Discharge', 'Census', ['/census/dailydischarge']),
  m(39, 'census-admission', 'Admission', 'Census', ['/census/admission']),
  m(40, 'ava-census', 'AVA Census', 'Census', [
    '/ava/census/dailycensus',
    '/ava/census/dailydischarge',
    '/ava/census/admission',
  ]),
  m(49, 'crm-my-queue', 'My Queue', 'CRM', ['/crm/myqueue', '/crm/myqueue/:crmItem/:crmItemId']),
  m(122, 'crm-dashboards', 'Dashboards', 'CRM', ['/crm/dashboards']),
  m(50, 'crm-advanced-search', 'Advanced Search', 'CRM', ['/crm/advancedsearch']),
  m(123, 'crm-productivity', 'Productivity', 'CRM', ['/crm/productivity']),
  m(124, 'crm-campaign-config', 'Campaign Config', 'CRM', ['/crm/campaign-config']),
  m(125, 'crm-benefit-config', 'Benefit Config', 'CRM', ['/crm/benefit-config']),
  m(126, 'crm-login-accounts', 'Login Accounts', 'CRM', ['/crm/login-accounts/search']),
  m(127, 'crm-member-portal-audit', 'Member Portal Audit History', 'CRM', ['/crm/member-portal-audit-history']),
  m(128, 'crm-campaign-stats', 'Campaign Stats', 'CRM', ['/crm/campaign-stats']),
  m(129, 'crm-member-portal-admin-console', 'Member Portal Admin Console', 'Member Portal Admin', [
    '/crm/member-portal-admin-console',
  ]),
  m(130, 'crm-queue-reports', 'Queue Reports', 'CRM', ['/crm/queue-reports']),
  m(131, 'crm-member-escalation', 'Member Escalation', 'CRM', ['/crm/member-escalation']),
  m(132, 'crm-admin-text-replace', 'Text Replace', 'CRM Admin', ['/crm-admin/text-replace']),
  m(133, 'crm-admin-case-autoassign', 'Case Auto Assign', 'CRM Admin', ['/crm-admin/case-autoassign']),
  m(134, 'crm-admin-form-builder', 'Form Builder', 'CRM Admin', ['/crm-admin/form-builder', '/form-builder']),
  m(135, 'crm-admin-campaigns', 'Campaigns', 'CRM Admin', ['/crm-admin/campaigns']),
  m(136, 'crm-admin-service-actions', 'Service Actions', 'CRM Admin', ['/crm-admin/service-actions']),
  m(137, 'crm-admin-queues', 'Queues', 'CRM Admin', ['/crm-admin/queues']),
  m(138, 'crm-admin-plan-materials', 'Request Plan Materials', 'CRM Admin', ['/crm-admin/request-plan-materials']),
  m(139, 'crm-admin-sticky-notes', 'Sticky Notes', 'CRM Admin', ['/crm-admin/sticky-notes']),
  m(140, 'crm-admin-communications', 'Communications Manager', 'CRM Admin', ['/crm-admin/communications-manager']),
  m(141, 'crm-admin-benefits', 'Benefits', 'CRM Admin', ['/crm-admin/benefits']),
  m(142, 'coder-chart-review', 'Chart Review', 'Coder 360', ['/coder360/chartreview']),
  m(143, 'coder-submissions', 'Submissions', 'Coder 360', ['/coder360/submissions']),
  m(144, 'coder-all-crrs', 'All CRRs', 'Coder 360', ['/coder360/allcrrs']),
  m(45, 'claims-auditor', 'Claims', 'Claims Auditor', ['/claimsauditor/claims']),
  m(145, 'claims-auditor-admin', 'Admin', 'Claims Auditor', ['/claimsauditor/admin']),
  m(146, 'claims-auditor-roles', 'Roles', 'Claims Auditor', ['/claimsauditor/roles']),
  m(147, 'claims-auditor-advanced', 'Advanced Audits', 'Claims Auditor', ['/claimsauditor/advancedaudits']),
  m(148, 'encounters', 'Encounters 360', undefined, ['/encounters/search']),
  m(46, 'charts-search', 'Search', 'Charts', ['/charts/search']),
  m(149, 'charts-upload', 'Upload', 'Charts', ['/charts/upload']),
  m(150, 'charts-split-validation', 'Split Validation', 'Charts', ['/charts/splitvalidation']),
  m(151, 'charts-coder-stars', 'Coder STARS', 'Charts', ['/charts/coderstars']),
  m(152, 'charts-coder-mra', 'Coder MRA', 'Charts', ['/charts/codermra']),
  m(153, 'charts-stars-admin', 'STARS Admin', 'Charts', ['/charts/starsadmin']),
  m(154, 'charts-dashboard', 'Dashboard', 'Charts', ['/charts/dashboard']),
  m(155, 'panel-my-panel', 'My Panel', 'Panel Management', ['/panelmgt/mypanel']),
  m(156, 'panel-admin', 'Admin', 'Panel Management', ['/panelmgt/admin']),
  m(59, 'messages', 'Messages', undefined, ['/messages']),
  m(47, 'member-inquiries', 'Member Inquiries', undefined, ['/memberinquiries']),
  m(157, 'care-on-demand', 'My Panel', 'Care on Demand', [
    '/careondemand/mypanel',
    '/careondemand/mypanel/:memberId/:pbpEffectiveDate',
  ]),
  m(158, 'care-on-demand-messages', 'Message Center', 'Care on Demand', ['/careondemand/messagecenter']),
  m(159, 'care-on-demand-audit', 'Audit History', 'Care on Demand', ['/careondemand/audithistory']),
  m(160, 'care-on-demand-admin', 'Admin', 'Care on Demand', ['/careondemand/admin']),
  m(161, 'care-on-demand-live', 'Live Dashboard', 'Care on Demand', ['/careondemand/livedashboard']),
  m(162, 'care-on-demand-providers', 'Provider Manager', 'Care on Demand', ['/careondemand/providermanager']),
  m(163, 'my-office', 'My Office', undefined, ['/myoffice/dashboard']),
  m(164, 'enrollment-upload', 'Enrollment Upload', 'Member Enrollment 360', ['/MemberEnrollmentUpload'], true),
  m(165, 'enrollment', 'Enrollment Work List', 'Member Enrollment 360', ['/MemberEnrollment'], true),
  m(
    166,
    'enrollment-reports',
    'Reports and Utilities',
    'Member Enrollment 360',
    ['/MemberEnrollment/ReportsAndUtilities'],
    true,
  ),
  m(167, 'enrollment-admin', 'Admin and Support', 'Member Enrollment 360', ['/MemberEnrollment/AdminAndSupport'], true),
  m(
    168,
    'enrollment-submission',
    'Enrollment Submission',
    'Member Enrollment 360',
    ['/ezm/enrollment-submission'],
    true,
  ),
  m(
    169,
    'invalid-member-portal',
    'Invalid Member Portal',
    'Member Enrollment 360',
    ['/ezm/invalid-member-portal'],
    true,
  ),
  m(170, 'eob-notifications', 'EOB Notifications History', 'Member Enrollment 360', ['/ezm/eob-notifications-history']),
  m(
    171,
    'pcp-assignment-tasks',
    'PCP Assignment Tasks',
    'Member Enrollment 360',
    ['/ezm/member-pcp-assignment-tasks'],
    true,
  ),
  m(172, 'member-admin', 'Member Admin', 'Member Enrollment 360', ['/ezm/member/admin']),
  m(
    173,
    'web-enrollment',
    'Web Enrollment Portal',
    'Member Enrollment 360',
    ['/webenrollment/search', '/webenrollment/review', '/webenrollment/cmseligibilitycheck'],
    true,
  ),
  m(174, 'provider-portal-accounts', 'Account Search', 'Member Portal Admin', [
    '/ezm/provider-portal-admin/account-search',
  ]),
  m(175, 'provider-portal-registration', 'Registration Manager', 'Member Portal Admin', [
    '/ezm/provider-portal-admin/registration-manager',
  ]),
  m(176, 'health-plan-search', 'Search', 'Health Plan Management', ['/ezm/health-plan-management/search']),
  m(177, 'benefit-editor', 'Benefit Editor', 'Health Plan Management', [
    '/ezm/health-plan-management-admin/benefit-editor',
  ]),
  m(178, 'admin-applications', 'Applications', 'Admin', ['/admin/applications']),
  m(179, 'admin-static-files', 'Static File Manager', 'Admin', ['/admin/static-file-manager']),
  m(180, 'admin-content-manager', 'Content Manager', 'Admin', ['/admin/content-manager']),
  m(181, 'admin-content-library', 'Content Library', 'Admin', ['/admin/content-library']),
  m(182, 'admin-performance', 'Performance View', 'Admin', ['/admin/performance-view']),
  m(183, 'admin-feature-flags', 'Feature Flags', 'Admin', ['/admin/feature-flags'], true),
  m(184, 'broker-crm', 'CRM', 'Broker CRM', ['/broker/crm']),
  m(185, 'broker-accounts', 'Accounts', 'Broker CRM', ['/broker/accounts']),
  m(186, 'broker-commissions', 'Commissions', 'Broker CRM', ['/broker/commissions']),
  m(187, 'broker-reports', 'Reports', 'Broker CRM', ['/broker/reports']),
  m(188, 'broker-analytics', 'Analytics', 'Broker CRM', ['/broker/analytics']),
  m(189, 'broker-admin', 'Admin', 'Broker CRM', [
    '/broker/admin',
    '/broker/file-manager',
    '/broker/brokers',
    '/broker/sales',
  ]),
  m(190, 'broker-user-guides', 'User Guides', 'Broker CRM', ['/broker/user-guides']),
  m(191, 'ipa-admin', 'IPA Administration', 'Provider Data', ['/ezm/medical-group/ipa-administration'], true),
  m(192, 'network-contract-info', 'Contract Info', 'Provider Data', ['/ezm/network/contract-info']),
  m(193, 'service-organization-admin', 'Service Organization Admin', 'Provider Data', [
    '/ezm/network/service-organization-admin',
  ]),
  m(194, 'provider-group-admin', 'Provider Group Admin', 'Provider Data', ['/ezm/network/provider-group-admin']),
  m(195, 'hospital-maintenance', 'Hospital Maintenance', 'Provider Data', ['/ezm/network/hospital-maintenance']),
  m(196, 'template-manager', 'Template Manager', 'Provider Data', ['/ezm/network/template-manager']),
  m(197, 'data-utility', 'Data Utility', 'Provider Data', ['/ezm/network/data-utility']),
  m(198, 'data-import-utility', 'Data Import Utility', 'Provider Data', ['/ezm/network/data-import-utility']),
  m(199, 'provider-data-update-request', 'Provider Data Update Request', 'Provider Data', [
    '/ezm/provider-data-update-request',
  ]),
  m(200, 'cms-batch-status', 'Batch Status Report', 'CMS Batch', ['/ezm/cms/batch-status-report']),
  m(201, 'cms-batch-error', 'Batch Error Report', 'CMS Batch', ['/ezm/cms/batch-error-report']),
  m(202, 'token-viewer', 'Token Viewer', 'Admin', ['/ezm/utilities/token-viewer']),
  m(203, 'appeals-grievance', 'Appeals and Grievances', undefined, [
    '/ezm/appeals-grievance',
    '/ezm/appeals-grievance/:token',
  ]),
  m(204, 'provider-crm', 'Provider CRM', undefined, ['/provider-crm/myqueue']),
  m(205, 'certification-sessions', 'Certification Session Manager', 'Sales Agent Certification', [
    '/ezm/certification-session-manager',
  ]),
  m(206, 'notification-manager', 'Notification Manager', 'Sales Agent Certification', ['/ezm/notification-manager']),
  m(207, 'sales-rep', 'Sales Rep', 'Sales Agent Certification', ['/ezm/sales-rep']),
  m(208, 'compliance-report', 'Compliance Report', 'Sales Agent Certification', ['/ezm/compliancereport/search']),
  m(209, 'approval-workflow', 'Approval Workflow', undefined, ['/ezm/approval-workflow']),
  m(210, 'provider-search', 'Provider Search', undefined, ['/providersearch'], true),
  m(211, 'return-mail-escalations', 'Return Mail Escalations', undefined, ['/return-mail-escalations']),
  m(212, 'padr', 'PADR', undefined, ['/padr']),
  m(213, 'provider-ag', 'Provider A&G', undefined, ['/provider-ag']),
  m(214, 'internal-escalations', 'Internal Escalations', undefined, ['/internal-escalations']),
] as const satisfies readonly ModuleEntry[];

export const MODULES: readonly ModuleEntry[] = CATALOGUE;

/** The key of a module of the catalogue: a typo in a route's access declaration does not compile. */
export type ModuleKey = (typeof CATALOGUE)[number]['key'];

export const MODULE_IDS = {
  patient360: 12,
  eligibility: 28,
  ebSpecialist: 31,
  claims: 29,
  authorizations: 30,
  agentClaims: 105,
  userManagement: 18,
  groups: 19,
  organizations: 23,
  domains: 119,
  userReport: 44,
  userEvents: 120,
  audit: 36,
  featureFlags: 183,
  ipaAdmin: 191,
  enrollment: 165,
  enrollmentUpload: 164,
  enrollmentReports: 166,
  enrollmentAdmin: 167,
  enrollmentSubmission: 168,
  invalidMemberPortal: 169,
  pcpAssignmentTasks: 171,
  webEnrollment: 173,
  messages: 59,
} as const;

export function moduleById(id: number): ModuleEntry | undefined {
  return MODULES.find((entry) => entry.id === id);
}

export const ACTIONS = ['read', 'write', 'approve', 'export', 'admin'] as const;
export type Action = (typeof ACTIONS)[number];
