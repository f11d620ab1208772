import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Module key (from MODULES in @portal/contracts/platform/modules) -> its lazily loaded screen, so each module is its own
 * chunk and the shell's first load stays small. A module adds ONE line here for its screen (named export).
 */
export const MODULE_SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'user-management': lazy(() =>
    import('../modules/user-management/UserManagementScreen.tsx').then((m) => ({ default: m.UserManagementScreen })),
  ),
  'user-management-groups': lazy(() =>
    import('../modules/user-management/UserManagementGroupsScreen.tsx').then((m) => ({
      default: m.UserManagementGroupsScreen,
    })),
  ),
  'user-management-organizations': lazy(() =>
    import('../modules/user-management/UserManagementOrganizationsScreen.tsx').then((m) => ({
      default: m.UserManagementOrganizationsScreen,
    })),
  ),
  'user-management-domains': lazy(() =>
    import('../modules/user-management/UserManagementDomainsScreen.tsx').then((m) => ({
      default: m.UserManagementDomainsScreen,
    })),
  ),
  'user-report': lazy(() =>
    import('../modules/user-management/UserReportScreen.tsx').then((m) => ({ default: m.UserReportScreen })),
  ),
  'user-events': lazy(() =>
    import('../modules/user-management/UserEventsScreen.tsx').then((m) => ({ default: m.UserEventsScreen })),
  ),
  'patient-360': lazy(() =>
    import('../modules/patient-360/Patient360Screen.tsx').then((m) => ({ default: m.Patient360Screen })),
  ),
  'clinical-journey': lazy(() =>
    import('../modules/patient-360/ClinicalJourneyScreen.tsx').then((m) => ({ default: m.ClinicalJourneyScreen })),
  ),
  claims: lazy(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => ({ default: m.ClaimsInquiryScreen })),
  ),
  'agent-claims': lazy(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => ({ default: m.AgentClaimsScreen })),
  ),
  authorizations: lazy(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => ({ default: m.AuthorizationsScreen })),
  ),
  'agent-eligibility': lazy(() =>
    import('../modules/patient-360/InquiryScreens.tsx').then((m) => ({ default: m.AgentEligibilityScreen })),
  ),
  eligibility: lazy(() =>
    import('../modules/patient-360/EligibilityScreen.tsx').then((m) => ({ default: m.EligibilityScreen })),
  ),
  'eb-specialist': lazy(() =>
    import('../modules/patient-360/EligibilityScreen.tsx').then((m) => ({ default: m.EbSpecialistScreen })),
  ),
  'provider-search': lazy(() =>
    import('../modules/patient-360/ProviderSearchScreen.tsx').then((m) => ({ default: m.ProviderSearchScreen })),
  ),
  'benefit-editor': lazy(() =>
    import('../modules/patient-360/BenefitEditorScreen.tsx').then((m) => ({ default: m.BenefitEditorScreen })),
  ),
  audit: lazy(() => import('../modules/audit/AuditScreen.tsx').then((m) => ({ default: m.AuditScreen }))),
  'ipa-admin': lazy(() =>
    import('../modules/ipa-admin/IpaAdminScreen.tsx').then((m) => ({ default: m.IpaAdminScreen })),
  ),
  'enrollment-upload': lazy(() =>
    import('../modules/enrollment/upload/EnrollmentUploadScreen.tsx').then((m) => ({
      default: m.EnrollmentUploadScreen,
    })),
  ),
  enrollment: lazy(() =>
    import('../modules/enrollment/EnrollmentScreen.tsx').then((m) => ({ default: m.EnrollmentScreen })),
  ),
  'enrollment-reports': lazy(() =>
    import('../modules/enrollment-reports/EnrollmentReportsScreen.tsx').then((m) => ({
      default: m.EnrollmentReportsScreen,
    })),
  ),
  'enrollment-admin': lazy(() =>
    import('../modules/enrollment-admin/EnrollmentAdminScreen.tsx').then((m) => ({ default: m.EnrollmentAdminScreen })),
  ),
  'enrollment-submission': lazy(() =>
    import('../modules/enrollment/send-queues/EnrollmentSubmissionScreen.tsx').then((m) => ({
      default: m.EnrollmentSubmissionScreen,
    })),
  ),
  'invalid-member-portal': lazy(() =>
    import('../modules/enrollment/send-queues/InvalidMemberPortalScreen.tsx').then((m) => ({
      default: m.InvalidMemberPortalScreen,
    })),
  ),
  'pcp-assignment-tasks': lazy(() =>
    import('../modules/enrollment/pcp-tasks/PcpAssignmentTasksScreen.tsx').then((m) => ({
      default: m.PcpAssignmentTasksScreen,
    })),
  ),
  'web-enrollment': lazy(() =>
    import('../modules/web-enrollment/WebEnrollmentScreen.tsx').then((m) => ({ default: m.WebEnrollmentScreen })),
  ),
  'crm-productivity': lazy(() =>
    import('../modules/crm-my-queue/ProductivityScreen.tsx').then((m) => ({ default: m.ProductivityScreen })),
  ),
  'crm-dashboards': lazy(() =>
    import('../modules/crm-my-queue/DashboardsScreen.tsx').then((m) => ({ default: m.DashboardsScreen })),
  ),
  'crm-advanced-search': lazy(() =>
    import('../modules/crm-my-queue/AdvancedSearchScreen.tsx').then((m) => ({ default: m.AdvancedSearchScreen })),
  ),
  'crm-my-queue': lazy(() =>
    import('../modules/crm-my-queue/MyQueueScreen.tsx').then((m) => ({ default: m.MyQueueScreen })),
  ),
  'admin-feature-flags': lazy(() =>
    import('../modules/admin-feature-flags/FeatureFlagsScreen.tsx').then((m) => ({ default: m.FeatureFlagsScreen })),
  ),
  'crm-admin-form-builder': lazy(() =>
    import('../modules/crm-admin-form-builder/FormBuilderScreen.tsx').then((m) => ({ default: m.FormBuilderScreen })),
  ),
  'crm-admin-service-actions': lazy(() =>
    import('../modules/crm-admin-service-actions/ServiceActionsScreen.tsx').then((m) => ({
      default: m.ServiceActionsScreen,
    })),
  ),
  'crm-admin-text-replace': lazy(() =>
    import('../modules/crm-admin-text-replace/TextReplaceScreen.tsx').then((m) => ({ default: m.TextReplaceScreen })),
  ),
  'crm-admin-plan-materials': lazy(() =>
    import('../modules/crm-admin-plan-materials/PlanMaterialsScreen.tsx').then((m) => ({
      default: m.PlanMaterialsScreen,
    })),
  ),
  'crm-admin-benefits': lazy(() =>
    import('../modules/crm-admin-benefits/BenefitsAdminScreen.tsx').then((m) => ({ default: m.BenefitsAdminScreen })),
  ),
  'crm-benefit-config': lazy(() =>
    import('../modules/crm-admin-benefits/BenefitConfigScreen.tsx').then((m) => ({ default: m.BenefitConfigScreen })),
  ),
  'crm-admin-communications': lazy(() =>
    import('../modules/crm-admin-communications/CommunicationsScreen.tsx').then((m) => ({
      default: m.CommunicationsScreen,
    })),
  ),
  'crm-admin-queues': lazy(() =>
    import('../modules/crm-admin-queues/QueuesScreen.tsx').then((m) => ({ default: m.QueuesScreen })),
  ),
  'crm-admin-case-autoassign': lazy(() =>
    import('../modules/crm-admin-queues/CaseAutoAssignScreen.tsx').then((m) => ({ default: m.CaseAutoAssignScreen })),
  ),
  'crm-queue-reports': lazy(() =>
    import('../modules/crm-admin-queues/QueueReportsScreen.tsx').then((m) => ({ default: m.QueueReportsScreen })),
  ),
  'crm-admin-sticky-notes': lazy(() =>
    import('../modules/crm-admin-sticky-notes/StickyNotesAdminScreen.tsx').then((m) => ({
      default: m.StickyNotesAdminScreen,
    })),
  ),
  'crm-member-escalation': lazy(() =>
    import('../modules/crm-member-escalation/MemberEscalationScreen.tsx').then((m) => ({
      default: m.MemberEscalationScreen,
    })),
  ),
  'crm-member-portal-admin-console': lazy(() =>
    import('../modules/crm-member-portal-admin-console/MemberPortalAdminConsoleScreen.tsx').then((m) => ({
      default: m.MemberPortalAdminConsoleScreen,
    })),
  ),
  'crm-login-accounts': lazy(() =>
    import('../modules/crm-member-portal-admin-console/LoginAccountsScreen.tsx').then((m) => ({
      default: m.LoginAccountsScreen,
    })),
  ),
  'crm-member-portal-audit': lazy(() =>
    import('../modules/crm-member-portal-admin-console/MemberPortalAuditHistoryScreen.tsx').then((m) => ({
      default: m.MemberPortalAuditHistoryScreen,
    })),
  ),
  'crm-admin-campaigns': lazy(() =>
    import('../modules/crm-admin-campaigns/CampaignsScreen.tsx').then((m) => ({ default: m.CampaignsScreen })),
  ),
  'crm-campaign-config': lazy(() =>
    import('../modules/crm-admin-campaigns/CampaignConfigScreen.tsx').then((m) => ({
      default: m.CampaignConfigScreen,
    })),
  ),
  'crm-campaign-stats': lazy(() =>
    import('../modules/crm-admin-campaigns/CampaignStatsScreen.tsx').then((m) => ({ default: m.CampaignStatsScreen })),
  ),
  'panel-my-panel': lazy(() =>
    import('../modules/panel-my-panel/MyPanelScreen.tsx').then((m) => ({ default: m.MyPanelScreen })),
  ),
  'panel-admin': lazy(() =>
    import('../modules/panel-admin/PanelAdminScreen.tsx').then((m) => ({ default: m.PanelAdminScreen })),
  ),
  messages: lazy(() => import('../modules/messages/MessagesScreen.tsx').then((m) => ({ default: m.MessagesScreen }))),
  'care-on-demand-messages': lazy(() =>
    import('../modules/care-on-demand/messages/MessageCenterScreen.tsx').then((m) => ({
      default: m.MessageCenterScreen,
    })),
  ),
  'member-inquiries': lazy(() =>
    import('../modules/member-inquiries/MemberInquiriesScreen.tsx').then((m) => ({
      default: m.MemberInquiriesScreen,
    })),
  ),
  'care-on-demand-admin': lazy(() =>
    import('../modules/care-on-demand/admin/CareOnDemandAdminScreen.tsx').then((m) => ({
      default: m.CareOnDemandAdminScreen,
    })),
  ),
  'care-on-demand-providers': lazy(() =>
    import('../modules/care-on-demand/admin/ProviderManagerScreen.tsx').then((m) => ({
      default: m.ProviderManagerScreen,
    })),
  ),
  'care-on-demand': lazy(() =>
    import('../modules/care-on-demand/CareOnDemandScreen.tsx').then((m) => ({ default: m.CareOnDemandScreen })),
  ),
  'care-on-demand-live': lazy(() =>
    import('../modules/care-on-demand/live-dashboard/LiveDashboardScreen.tsx').then((m) => ({
      default: m.LiveDashboardScreen,
    })),
  ),
  'care-on-demand-audit': lazy(() =>
    import('../modules/care-on-demand/audit-history/AuditHistoryScreen.tsx').then((m) => ({
      default: m.AuditHistoryScreen,
    })),
  ),
};

/** The member view of member tabs (shared in ui/member), loaded when a member tab first opens. */
export const MemberRecordView = lazy(() =>
  import('../ui/member/MemberRecord.tsx').then((m) => ({ default: m.MemberRecord })),
);
