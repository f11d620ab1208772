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
  panelChangeApc: 'enable-panel-change-apc',
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
  FEATURE_FLAGS.panelChangeApc,
];

/** A flag's description as the demo data stores it and Admin > Feature Flags shows it: one sentence each. */
export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlagName, string> = {
  'enable-telephony-integration': 'Turns the telephony integration on or off.',
  'enable-inbound-calls': 'Turns inbound calls on or off.',
  'enable-outbound-calls': 'Turns outbound calls on or off.',
  'enable-telephony-login-reminder': 'Turns the telephony login reminder on or off.',
  'enable-new-workflow-buttons': 'Turns the new workflow buttons on or off.',
  'enable-physical-member-card': 'Turns the physical member card on or off.',
  'enable-pcp-change-v2': 'Turns version 2 of the PCP change workflow on or off.',
  'enable-ssbci-meals': 'Turns SSBCI meals on or off.',
  'enable-worklist-tabs': 'Turns the work list tabs on or off.',
  'enable-leadership-tab': 'Turns the leadership tab on or off.',
  'enable-sticky-note-bulk-upload': 'Turns the sticky note bulk upload on or off.',
  'enable-sign-in-events': 'Turns sign-in events on or off.',
  'enable-simulated-inbound-call': 'Turns the simulated inbound call on or off.',
  'enable-server-timing': 'Turns server timing on or off.',
  'enable-dofr-tab': 'Turns the DOFR tab on or off.',
  'enable-county-mapping-tab': 'Turns the County Map tab on or off.',
  'enable-risk-pool-tab': 'Turns the Risk Pool Rates tab on or off.',
  'enable-gain-share-tab': 'Turns the Gain Share Rates tab on or off.',
  'enable-hospital-tab': 'Turns the Hospital tab on or off.',
  'enable-network-mapping-tab': 'Turns the Network & Agreement tab on or off.',
  'enable-print-member-id-card': 'Turns the Print Member ID Card workflow on or off.',
  'enable-export-import-utility': 'Turns the Export/Import Utility on or off.',
  'enable-panel-change-apc': 'Turns Change APC in Panel Management on or off.',
};

/** Which module's GetFeatureFlags returns which flags (GET api/{module}/GetFeatureFlags). */
export const MODULE_FLAG_PREFIXES: Record<string, readonly FeatureFlagName[]> = {
  crm: [
    FEATURE_FLAGS.telephony,
    FEATURE_FLAGS.inboundCalls,
    FEATURE_FLAGS.outboundCalls,
    FEATURE_FLAGS.loginReminder,
    FEATURE_FLAGS.newWorkflowButtons,
    FEATURE_FLAGS.physicalMemberCard,
    FEATURE_FLAGS.pcpChangeV2,
    FEATURE_FLAGS.ssbciMeals,
    FEATURE_FLAGS.worklistTabs,
    FEATURE_FLAGS.leadershipTab,
    FEATURE_FLAGS.stickyNoteBulkUpload,
    FEATURE_FLAGS.simulatedInboundCall,
  ],
  medicalgroup: [
    FEATURE_FLAGS.dofrTab,
    FEATURE_FLAGS.countyMappingTab,
    FEATURE_FLAGS.riskPoolTab,
    FEATURE_FLAGS.gainShareTab,
    FEATURE_FLAGS.hospitalTab,
    FEATURE_FLAGS.networkMappingTab,
    FEATURE_FLAGS.printMemberIdCard,
    FEATURE_FLAGS.exportImportUtility,
  ],
  panelmanagement: [FEATURE_FLAGS.panelChangeApc],
};

/** The answer of a server route behind a flag that is off (403): names the flag so an administrator knows which to turn on. */
export function featureOffMessage(name: string): string {
  return `This feature is turned off (${name}).`;
}

export interface FeatureFlagGate {
  /** What the flag turns on, in the spec's words (shell spec §6, IPA spec §6). */
  gates: string;
  /** Whether this build has the feature: a flag whose feature is not built yet gates nothing, and says so. */
  built: boolean;
  /**
   * The flag only lays out a screen differently (tabs or sections, a button per type or a picker): both ways offer the
   * same calls, so the server has nothing to refuse. Every other built flag's feature is refused by the server when off.
   */
  layoutOnly?: true;
}

/** What each of the flags turns on. The admin screen shows it; a test proves that each built one changes behaviour. */
export const FEATURE_FLAG_GATES: Record<FeatureFlagName, FeatureFlagGate> = {
  'enable-telephony-integration': {
    gates:
      'The telephony panel and the user-menu Telephony item (with a telephony-enabled user), and every telephony call',
    built: true,
  },
  'enable-inbound-calls': { gates: 'Inbound calls in the telephony panel', built: true },
  'enable-outbound-calls': { gates: 'Outbound calls from the telephony panel', built: true },
  'enable-telephony-login-reminder': {
    gates: 'The telephony login reminder: after 5 seconds, then every 60 seconds',
    built: true,
  },
  'enable-simulated-inbound-call': {
    gates: 'The simulated inbound call of the telephony panel (demo and training)',
    built: true,
  },
  'enable-server-timing': {
    gates: 'The Server-Timing header on API answers (the browser records server timing of API calls)',
    built: true,
  },
  'enable-sign-in-events': { gates: 'The portal-opened event the browser records after a sign-in', built: true },
  'enable-dofr-tab': { gates: 'The DOFR tab of an IPA', built: true },
  'enable-county-mapping-tab': { gates: 'The County Map tab of an IPA', built: true },
  'enable-risk-pool-tab': { gates: 'The Risk Pool Rates tab of an IPA', built: true },
  'enable-gain-share-tab': { gates: 'The Gain Share Rates tab of an IPA', built: true },
  'enable-hospital-tab': { gates: 'The Hospital tab of an IPA', built: true },
  'enable-network-mapping-tab': { gates: 'The Network & Agreement tab of an IPA', built: true },
  'enable-print-member-id-card': {
    gates: 'The PrintMemberIdCard workflow offered when an IPA card name, card phone or claim address changes',
    built: true,
  },
  'enable-panel-change-apc': {
    gates: 'Change APC in Panel Management: the button of My Panel and the assignment of members to a provider',
    built: true,
  },
  'enable-export-import-utility': {
    gates: 'The Export/Import Utility (IPA set-ups exported and imported as a file), its link on the IPA search page',
    built: true,
  },
  'enable-new-workflow-buttons': {
    gates: 'A button per workflow type on a CRM case instead of a type to choose and Start (the layout only)',
    built: true,
    layoutOnly: true,
  },
  'enable-physical-member-card': {
    gates:
      "The Member ID Card download in the CRM member workspace (the layout only: the card is the member's eligibility call, which Patient 360 offers too)",
    built: true,
    layoutOnly: true,
  },
  'enable-pcp-change-v2': {
    gates:
      'An editable effective date in the CRM PCP change workflow; without it the server accepts only the first of next month',
    built: true,
  },
  'enable-ssbci-meals': {
    gates:
      'The ProcessSSBCI (SSBCI meals) workflow of the CRM: offered in the member workspace and accepted by the server',
    built: true,
  },
  'enable-worklist-tabs': {
    gates: 'The CRM work list as tabs instead of sections on one page (the layout only)',
    built: true,
    layoutOnly: true,
  },
  'enable-leadership-tab': {
    gates: 'The leadership tab of the CRM work list for supervisors, with its team list (GetTeamMembers) on the server',
    built: true,
  },
  'enable-sticky-note-bulk-upload': {
    gates: 'The bulk upload of sticky notes in CRM Admin > Sticky Notes (the button, and the upload on the server)',
    built: true,
  },
};
