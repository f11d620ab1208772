import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';

/**
 * The change history names a changed field by its form key; the processor reads it by the label the form shows it
 * under (the six pages' labels), and a status change in words, as the work list gives it.
 */
const LABELS: Record<string, string> = {
  // Page 1
  firstName: 'First Name',
  lastName: 'Last Name',
  middleInitial: 'Middle Initial',
  medicareId: 'Medicare ID (MBI)',
  medicalId: 'Medicaid ID',
  birthdate: 'Birth Date',
  gender: 'Gender',
  homeStreet1: 'Home Street 1',
  homeStreet2: 'Home Street 2',
  homeCity: 'Home City',
  homeState: 'Home State',
  homeCounty: 'Home County',
  homeZipCode: 'Home ZIP Code',
  homePhone: 'Home Phone',
  emailAddress: 'Email Address',
  mailingStreet: 'Mailing Street',
  mailingCity: 'Mailing City',
  mailingState: 'Mailing State',
  mailingZip: 'Mailing ZIP',
  planYear: 'Plan Year',
  contractCode: 'Contract Code',
  pbpCode: 'PBP Code',
  hpOption: 'HP Option',
  buyUps: 'Buy-ups',
  startDate: 'Start Date',
  endDate: 'End Date',
  signature: 'Signature',
  isSignedByAuthorisedRep: 'Signed by authorised representative',
  authorizedRepName: 'Authorised Rep Name',
  authorizedRepAddress: 'Authorised Rep Address',
  authorizedRepPhone: 'Authorised Rep Phone',
  authorizedRepRelationshipToEnrollee: 'Relationship to Enrollee',
  // Page 2
  applicationReceiptDate: 'Application Receipt Date',
  applicationSignatureDate: 'Application Signature Date',
  applicationDate: 'Application Date',
  givenSOB: 'Summary of Benefits given',
  pcpProviderId: 'PCP',
  pcpName: 'PCP Name',
  medicalGroup: 'Medical Group',
  letterReasonCode: 'Letter Reason Code',
  letterReason: 'Letter Reason',
  previousIpaName: 'Previous IPA',
  previousPcpName: 'Previous PCP',
  // Page 3
  soaReceived: 'Scope of Appointment received',
  ltFacilityName: 'Long-Term Facility Name',
  facilityId: 'Facility ID',
  benVerifiedBy: 'Benefits Verified By',
  facilityAddress: 'Facility Address',
  isChronicCondition: 'Chronic condition',
  comPref: 'Communication Preference',
  ethnicityDetails: 'Ethnicity',
  raceDetails: 'Race',
  mainLanguage: 'Language',
  // Page 4
  enrollmentAssistanceNpn: 'Enrollment Assistance NPN',
  newTrans: 'New Transaction',
  srep: 'Sales Rep',
  brokerCode: 'Broker',
  salesType: 'Sales Type',
  witholdOption: 'Premium Withhold Option',
  pbpSalesRep: 'PBP Sales Rep',
  // Page 5
  poas: 'Power of Attorney',
  sendStatus: 'Send Status',
  mcEffDtA: 'Medicare Part A Effective',
  mcEffDtB: 'Medicare Part B Effective',
  mcEffDtD: 'Medicare Part D Effective',
  electionType: 'Election Type',
  sepReasonCode: 'SEP Reason Code',
  otherRxId: 'Other Rx ID',
  otherRxGroup: 'Other Rx Group',
  otherRxPcn: 'Other Rx PCN',
  otherRxBin: 'Other Rx BIN',
  secondaryCoverageName: 'Secondary Coverage',
  // Page 6
  conditions: 'Conditions',
  snpNotes: 'SNP Notes',
  actionTaken: 'Action Taken',
  // Changes made by the actions rather than the form
  processingStatus: 'Processing Status',
  assignedTo: 'Assigned To',
  pcp: 'PCP',
  form: 'Form',
};

/** The label a changed field is shown under; a name the list does not know is shown as it came. */
export const changeFieldLabel = (name: string): string => LABELS[name] ?? name;

/** A changed value as the processor reads it: a processing status in words, anything else as it came. */
export function changeValueLabel(name: string, value: string | null): string {
  if (value === null) return '';
  return name === 'processingStatus' ? enrollmentStatusLabel(value) : value;
}
