/**
 * The labels a workflow's form answers are read under in its detail: the words of the form's own boxes
 * (WorkflowTypeFields), so "NPI" not "Provider Npi". Keys that only link records (the POA record chosen, the receipts'
 * file ids) are not shown: the form's other answers and the Files tab say what they are.
 */
export const WORKFLOW_FIELD_LABELS = {
  address: 'New Residence Address',
  phone: 'New Phone',
  language: 'New Language',
  providerName: 'New PCP',
  providerNpi: 'NPI',
  ipaCode: 'IPA',
  effectiveDate: 'Effective Date',
  /** The detail's own Reason is the workflow's; the form's 'Reason' box reads as the change's there. */
  changeReason: 'Change Reason',
  contractCode: 'Contract Code',
  planCode: 'Plan Code (PBP)',
  planMaterials: 'Plan Materials',
  mailingAddress: 'Mailing Address',
  mailRequestId: 'Mail Request #',
  condition: 'Chronic Condition',
  mealsRequested: 'Meals Requested',
  deliveryAddress: 'Delivery Address',
  poaName: "Representative's Name",
  poaType: 'POA Type',
  relationship: 'Relationship',
  validationOutcome: 'Validation Outcome',
  expirationDate: 'Expiration Date',
  documentPath: 'Document',
  hcode: 'H Code',
  pbpId: 'PBP',
  planYear: 'Plan Year',
  serviceDate: 'Service Date',
  amountRequested: 'Amount Requested',
  payeeName: 'Payee',
  reimbursementStatus: 'Status',
  notes: 'Notes',
} as const;
const LABELS: Record<string, string> = WORKFLOW_FIELD_LABELS;

/** A DemographicChange's e-mail is the new one; elsewhere the member's. */
export const NEW_EMAIL_LABEL = 'New E-mail';
export const EMAIL_LABEL = 'E-mail';

/** Per type where the same key reads differently (a DemographicChange's e-mail is the new one). */
const TYPE_LABELS: Record<string, Record<string, string>> = {
  DemographicChange: { email: NEW_EMAIL_LABEL },
};

const HIDDEN = new Set(['poaMemberId', 'caseFileIds']);

/** "someKey" -> "Some Key", for a key no form names. */
const fromKey = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** The label of a form answer, or null when the answer is not shown. */
export function workflowFormLabel(workflowType: string, key: string): string | null {
  if (HIDDEN.has(key)) return null;
  if (key === 'email') return TYPE_LABELS[workflowType]?.email ?? EMAIL_LABEL;
  return TYPE_LABELS[workflowType]?.[key] ?? LABELS[key] ?? fromKey(key);
}
