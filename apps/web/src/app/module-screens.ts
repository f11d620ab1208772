import type { ComponentType } from 'react';
import { lazyComponent } from '../ui/lazy-component.tsx';

/**
 * Module key (from MODULES in @portal/contracts/platform/modules) -> its lazily loaded screen, so each module is its own
 * chunk and the shell's first load stays small. A module adds ONE line here for its screen (named export).
 */
export const MODULE_SCREENS: Readonly<Record<string, ComponentType>> = {
  'user-management': lazyComponent(() =>
    import('../modules/user-management/UserManagementScreen.tsx').then((m) => m.UserManagementScreen),
  ),
  'user-management-groups': lazyComponent(() =>
    import('../modules/user-management/UserManagementGroupsScreen.tsx').then((m) => m.UserManagementGroupsScreen),
  ),
  'user-management-organizations': lazyComponent(() =>
    import('../modules/user-management/UserManagementOrganizationsScreen.tsx').then(
      (m) => m.UserManagementOrganizationsScreen,
    ),
  ),
  'user-management-domains': lazyComponent(() =>
    import('../modules/user-management/UserManagementDomainsScreen.tsx').then((m) => m.UserManagementDomainsScreen),
  ),
  'user-report': lazyComponent(() =>
    import('../modules/user-management/UserReportScreen.tsx').then((m) => m.UserReportScreen),
  ),
  'user-events': lazyComponent(() =>
    import('../modules/user-management/UserEventsScreen.tsx').then((m) => m.UserEventsScreen),
  ),
  'patient-360': lazyComponent(() =>
    import('../modules/patient-360/Patient360Screen.tsx').then((m) => m.Patient360Screen),
  ),
  'clinical-journey': lazyComponent(() =>
    import('../modules/patient-360/ClinicalJourneyScreen.tsx').then((m) => m.ClinicalJourneyScreen),
  ),
  claims: lazyComponent(() => import('../modules/patient-360/InquiryScreens.tsx').then((m) => m.ClaimsInquiryScreen)),
  'agent-claims': lazyComponent(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => m.AgentClaimsScreen),
  ),
  authorizations: lazyComponent(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => m.AuthorizationsScreen),
  ),
  'agent-eligibility': lazyComponent(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => m.AgentEligibilityScreen),
  ),
  eligibility: lazyComponent(() =>
    import('../modules/patient-360/EligibilityScreen.tsx').then((m) => m.EligibilityScreen),
  ),
  'eb-specialist': lazyComponent(() =>
    import('../modules/patient-360/EligibilityScreen.tsx').then((m) => m.EbSpecialistScreen),
  ),
  'provider-search': lazyComponent(() =>
    import('../modules/patient-360/ProviderSearchScreen.tsx').then((m) => m.ProviderSearchScreen),
  ),
  'benefit-editor': lazyComponent(() =>
    import('../modules/patient-360/BenefitEditorScreen.tsx').then((m) => m.BenefitEditorScreen),
  ),
  audit: lazyComponent(() => import('../modules/audit/AuditScreen.tsx').then((m) => m.AuditScreen)),
  'ipa-admin': lazyComponent(() => import('../modules/ipa-admin/IpaAdminScreen.tsx').then((m) => m.IpaAdminScreen)),
  'data-import-utility': lazyComponent(() =>
    import('../modules/ipa-admin/transfer/IpaTransferScreen.tsx').then((m) => m.IpaTransferScreen),
  ),
  'enrollment-upload': lazyComponent(() =>
    import('../modules/enrollment/upload/EnrollmentUploadScreen.tsx').then((m) => m.EnrollmentUploadScreen),
  ),
  enrollment: lazyComponent(() => import('../modules/enrollment/EnrollmentScreen.tsx').then((m) => m.EnrollmentScreen)),
  'enrollment-reports': lazyComponent(() =>
    import('../modules/enrollment-reports/EnrollmentReportsScreen.tsx').then((m) => m.EnrollmentReportsScreen),
  ),
  'enrollment-admin': lazyComponent(() =>
    import('../modules/enrollment-admin/EnrollmentAdminScreen.tsx').then((m) => m.EnrollmentAdminScreen),
  ),
  'enrollment-submission': lazyComponent(() =>
    import('../modules/enrollment/send-queues/EnrollmentSubmissionScreen.tsx').then(
      (m) => m.EnrollmentSubmissionScreen,
    ),
  ),
  'invalid-member-portal': lazyComponent(() =>
    import('../modules/enrollment/send-queues/InvalidMemberPortalScreen.tsx').then((m) => m.InvalidMemberPortalScreen),
  ),
  'pcp-assignment-tasks': lazyComponent(() =>
    import('../modules/enrollment/pcp-tasks/PcpAssignmentTasksScreen.tsx').then((m) => m.PcpAssignmentTasksScreen),
  ),
  'web-enrollment': lazyComponent(() =>
    import('../modules/web-enrollment/WebEnrollmentScreen.tsx').then((m) => m.WebEnrollmentScreen),
  ),
  'crm-productivity': lazyComponent(() =>
    import('../modules/crm-my-queue/ProductivityScreen.tsx').then((m) => m.ProductivityScreen),
  ),
  'crm-dashboards': lazyComponent(() =>
    import('../modules/crm-my-queue/DashboardsScreen.tsx').then((m) => m.DashboardsScreen),
  ),
  'crm-advanced-search': lazyComponent(() =>
    import('../modules/crm-my-queue/AdvancedSearchScreen.tsx').then((m) => m.AdvancedSearchScreen),
  ),
  'crm-my-queue': lazyComponent(() => import('../modules/crm-my-queue/MyQueueScreen.tsx').then((m) => m.MyQueueScreen)),
  'admin-feature-flags': lazyComponent(() =>
    import('../modules/admin-feature-flags/FeatureFlagsScreen.tsx').then((m) => m.FeatureFlagsScreen),
  ),
  'crm-admin-form-builder': lazyComponent(() =>
    import('../modules/crm-admin-form-builder/FormBuilderScreen.tsx').then((m) => m.FormBuilderScreen),
  ),
  'crm-admin-service-actions': lazyComponent(() =>
    import('../modules/crm-admin-service-actions/ServiceActionsScreen.tsx').then((m) => m.ServiceActionsScreen),
  ),
  'crm-admin-text-replace': lazyComponent(() =>
    import('../modules/crm-admin-text-replace/TextReplaceScreen.tsx').then((m) => m.TextReplaceScreen),
  ),
  'crm-admin-plan-materials': lazyComponent(() =>
    import('../modules/crm-admin-plan-materials/PlanMaterialsScreen.tsx').then((m) => m.PlanMaterialsScreen),
  ),
  'crm-admin-benefits': lazyComponent(() =>
    import('../modules/crm-admin-benefits/BenefitsAdminScreen.tsx').then((m) => m.BenefitsAdminScreen),
  ),
  'crm-benefit-config': lazyComponent(() =>
    import('../modules/crm-admin-benefits/BenefitConfigScreen.tsx').then((m) => m.BenefitConfigScreen),
  ),
  'crm-admin-communications': lazyComponent(() =>
    import('../modules/crm-admin-communications/CommunicationsScreen.tsx').then((m) => m.CommunicationsScreen),
  ),
  'crm-admin-queues': lazyComponent(() =>
    import('../modules/crm-admin-queues/QueuesScreen.tsx').then((m) => m.QueuesScreen),
  ),
  'crm-admin-case-autoassign': lazyComponent(() =>
    import('../modules/crm-admin-queues/CaseAutoAssignScreen.tsx').then((m) => m.CaseAutoAssignScreen),
  ),
  'crm-queue-reports': lazyComponent(() =>
    import('../modules/crm-admin-queues/QueueReportsScreen.tsx').then((m) => m.QueueReportsScreen),
  ),
  'crm-admin-sticky-notes': lazyComponent(() =>
    import('../modules/crm-admin-sticky-notes/StickyNotesAdminScreen.tsx').then((m) => m.StickyNotesAdminScreen),
  ),
  'crm-member-escalation': lazyComponent(() =>
    import('../modules/crm-member-escalation/MemberEscalationScreen.tsx').then((m) => m.MemberEscalationScreen),
  ),
  'crm-member-portal-admin-console': lazyComponent(() =>
    import('../modules/crm-member-portal-admin-console/MemberPortalAdminConsoleScreen.tsx').then(
      (m) => m.MemberPortalAdminConsoleScreen,
    ),
  ),
  'crm-login-accounts': lazyComponent(() =>
    import('../modules/crm-member-portal-admin-console/LoginAccountsScreen.tsx').then((m) => m.LoginAccountsScreen),
  ),
  'crm-member-portal-audit': lazyComponent(() =>
    import('../modules/crm-member-portal-admin-console/MemberPortalAuditHistoryScreen.tsx').then(
      (m) => m.MemberPortalAuditHistoryScreen,
    ),
  ),
  'crm-admin-campaigns': lazyComponent(() =>
    import('../modules/crm-admin-campaigns/CampaignsScreen.tsx').then((m) => m.CampaignsScreen),
  ),
  'crm-campaign-config': lazyComponent(() =>
    import('../modules/crm-admin-campaigns/CampaignConfigScreen.tsx').then((m) => m.CampaignConfigScreen),
  ),
  'crm-campaign-stats': lazyComponent(() =>
    import('../modules/crm-admin-campaigns/CampaignStatsScreen.tsx').then((m) => m.CampaignStatsScreen),
  ),
  'panel-my-panel': lazyComponent(() =>
    import('../modules/panel-my-panel/MyPanelScreen.tsx').then((m) => m.MyPanelScreen),
  ),
  'panel-admin': lazyComponent(() =>
    import('../modules/panel-admin/PanelAdminScreen.tsx').then((m) => m.PanelAdminScreen),
  ),
  messages: lazyComponent(() => import('../modules/messages/MessagesScreen.tsx').then((m) => m.MessagesScreen)),
  'care-on-demand-messages': lazyComponent(() =>
    import('../modules/care-on-demand/messages/MessageCenterScreen.tsx').then((m) => m.MessageCenterScreen),
  ),
  'member-inquiries': lazyComponent(() =>
    import('../modules/member-inquiries/MemberInquiriesScreen.tsx').then((m) => m.MemberInquiriesScreen),
  ),
  'care-on-demand-admin': lazyComponent(() =>
    import('../modules/care-on-demand/admin/CareOnDemandAdminScreen.tsx').then((m) => m.CareOnDemandAdminScreen),
  ),
  'care-on-demand-providers': lazyComponent(() =>
    import('../modules/care-on-demand/admin/ProviderManagerScreen.tsx').then((m) => m.ProviderManagerScreen),
  ),
  'care-on-demand': lazyComponent(() =>
    import('../modules/care-on-demand/CareOnDemandScreen.tsx').then((m) => m.CareOnDemandScreen),
  ),
  'care-on-demand-live': lazyComponent(() =>
    import('../modules/care-on-demand/live-dashboard/LiveDashboardScreen.tsx').then((m) => m.LiveDashboardScreen),
  ),
  'care-on-demand-audit': lazyComponent(() =>
    import('../modules/care-on-demand/audit-history/AuditHistoryScreen.tsx').then((m) => m.AuditHistoryScreen),
  ),
};

/** The member view of member tabs (shared in ui/member), loaded when a member tab first opens. */
export const MemberRecordView = lazyComponent(() =>
  import('../ui/member/MemberRecord.tsx').then((m) => m.MemberRecord),
);
