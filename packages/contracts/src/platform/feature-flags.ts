/** Every feature flag the spec names, seeded into the database (off unless noted). */
export const FEATURE_FLAGS = {
  telephony: 'enable-telephony-integration',
  inboundCalls: 'enable-inbound-calls',
  outboundCalls: 'enable-outbound-calls',
  loginReminder: 'enable-telephony-login-reminder',
  newWorkflowButtons: 'enable-new-workflow-buttons',
  physicalMemberCard: 'enable-physical-member-card',
  pcpChangeV2: 'enable-pcp-change-v2',
  ssbciMeals: 'enable-ssbci-meals',
  worklistTabs: 'enable-worklist-tabs',
  leadershipTab: 'enable-leadership-tab',
  stickyNoteBulkUpload: 'enable-sticky-note-bulk-upload',
  signInEvents: 'enable-sign-in-events',
  simulatedInboundCall: 'enable-simulated-inbound-call',
  serverTiming: 'enable-server-timing',
  dofrTab: 'enable-dofr-tab',
  countyMappingTab: 'enable-county-mapping-tab',
  riskPoolTab: 'enable-risk-pool-tab',
  gainShareTab: 'enable-gain-share-tab',
  hospitalTab: 'enable-hospital-tab',
  networkMappingTab: 'enable-network-mapping-tab',
  printMemberIdCard: 'enable-print-member-id-card',
  exportImportUtility: 'enable-export-import-utility',
} as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

/** Flags on in the demo data, so every built screen shows its tabs. */
export const FLAGS_ON_BY_DEFAULT: readonly FeatureFlagName[] = [
  FEATURE_FLAGS.signInEvents,
  FEATURE_FLAGS.dofrTab,
  FEATURE_FLAGS.countyMappingTab,
  FEATURE_FLAGS.riskPoolTab,
  FEATURE_FLAGS.gainShareTab,
  FEATURE_FLAGS.hospitalTab,
  FEATURE_FLAGS.networkMappingTab,
  FEATURE_FLAGS.printMemberIdCard,
  FEATURE_FLAGS.worklistTabs,
];

/** Which module's GetFeatureFlags returns which flags (GET api/{module}/GetFeatureFlags). */
export const MODULE_FLAG_PREFIXES: Record<string, readonly FeatureFlagName[]> = {
  crm: [FEATURE_FLAGS.telephony, FEATURE_FLAGS.inboundCalls, FEATURE_FLAGS.outboundCalls, FEATURE_FLAGS.loginReminder, FEATURE_FLAGS.newWorkflowButtons, FEATURE_FLAGS.physicalMemberCard, FEATURE_FLAGS.pcpChangeV2, FEATURE_FLAGS.ssbciMeals, FEATURE_FLAGS.worklistTabs, FEATURE_FLAGS.leadershipTab, FEATURE_FLAGS.stickyNoteBulkUpload, FEATURE_FLAGS.simulatedInboundCall],
  medicalgroup: [FEATURE_FLAGS.dofrTab, FEATURE_FLAGS.countyMappingTab, FEATURE_FLAGS.riskPoolTab, FEATURE_FLAGS.gainShareTab, FEATURE_FLAGS.hospitalTab, FEATURE_FLAGS.networkMappingTab, FEATURE_FLAGS.printMemberIdCard, FEATURE_FLAGS.exportImportUtility],
};
