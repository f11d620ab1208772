/**
 * Audit event kinds in words, the one map every screen and export that shows a kind reads ('MemberDataRead' ->
 * 'Member data read'). Kinds are stored as codes (filters and indexes use the code); people read the words.
 */

/** Kinds whose words are not the code's own words. */
export const AUDIT_EVENT_LABELS: Readonly<Record<string, string>> = {
  SignIn: 'Signed in',
  SignOut: 'Signed out',
  SignInFailed: 'Sign-in failed',
  PortalOpened: 'Portal opened',
  FhirRead: 'FHIR record read',
  FhirSearch: 'FHIR search',
  open: 'Opened',
};

/** Abbreviations kept in capitals (by the word in lower case). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  apc: 'APC',
  cms: 'CMS',
  crm: 'CRM',
  dofr: 'DOFR',
  fhir: 'FHIR',
  id: 'ID',
  ipa: 'IPA',
  marx: 'MARx',
  mso: 'MSO',
  pcp: 'PCP',
  pdf: 'PDF',
  sms: 'SMS',
};

/** Usage events the screens send (session tracking) are stored with this prefix. */
const TRACK_PREFIX = 'Track:';

/** A code in words, first word capitalised, abbreviations in capitals: 'crmCaseType' -> 'CRM case type'. */
export function codeInWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return code;
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      const abbreviation = ABBREVIATIONS[lower];
      if (abbreviation) return abbreviation;
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

/** An audit event kind in words, first word capitalised: 'CrmCaseCreated' -> 'CRM case created'. */
export function auditEventLabel(eventType: string): string {
  const code = eventType.startsWith(TRACK_PREFIX) ? eventType.slice(TRACK_PREFIX.length) : eventType;
  return AUDIT_EVENT_LABELS[code] ?? (codeInWords(code) || eventType);
}

/** Filter options for a list of kinds: the code is the value, the words the label, in the words' order. */
export const auditEventOptions = (eventTypes: readonly string[]): { value: string; label: string }[] =>
  eventTypes.map((value) => ({ value, label: auditEventLabel(value) })).sort((a, b) => a.label.localeCompare(b.label));
