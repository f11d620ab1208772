import type { EnrollmentForm } from './enrollment-form.ts';

/**
 * Every field of the six-page enrollment form by the label the form shows it under: the one place a label is written.
 * The pages label their boxes from it, the messages of what submission needs name the field by it, and the work
 * item's Change History names a changed field by it. The spec lists the fields by their keys only (enrollment spec §3).
 * (No `satisfies` over the form's type here: the form's schema names a field too long by these labels, so its type
 * cannot be read before them. A field left out fails to compile where the form looks its label up, and the test.)
 */
export const ENROLLMENT_FORM_LABELS = {
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
  // Page 2 (the PCP is chosen with Search PCP; its name is shown as PCP Name)
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
  // Page 5 (the powers of attorney are a list under this heading)
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
} as const;

/** The boxes of one power of attorney's row on page 5. */
export const POA_LABELS = {
  name: 'Name',
  relationship: 'Relationship',
  phone: 'Phone',
  stateCode: 'State',
  isPrimary: 'Primary',
} as const;

/** A form field's name and label, spread into a page's field (`<TextField {...labelled('firstName')} />`). */
export const labelled = <K extends keyof EnrollmentForm>(name: K) =>
  ({ name, label: ENROLLMENT_FORM_LABELS[name] }) as const;
