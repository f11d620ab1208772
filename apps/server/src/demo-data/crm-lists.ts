import type { CaseType, TaskType, WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';

/**
 * The CRM's demo lists: work queues and who works them, the plan's 36 disenrollment reasons in the seven categories of
 * shell spec §9, the plan materials a member can ask to be mailed, and the wording of synthetic cases, notes and
 * messages. Synthetic and plausible; no real member, agent or plan.
 */

/** Work queues, the demo users who work each (in turn order) and the case types routed to it. */
export const CRM_QUEUES: readonly { name: string; description: string; members: string[]; caseTypes: CaseType[] }[] = [
  {
    name: 'Member Services',
    description: 'General calls: benefits, claims and ID cards',
    members: ['crm.agent', 'member.services', 'crm.admin'],
    caseTypes: ['General Inquiry', 'Benefits Question', 'Claims Inquiry'],
  },
  {
    name: 'Retention',
    description: 'Members who ask to disenroll',
    members: ['crm.agent', 'crm.admin'],
    caseTypes: ['Retention'],
  },
  {
    name: 'Grievances & Appeals',
    description: 'Complaints and coverage appeals, with their regulatory time limits',
    members: ['crm.admin', 'crm.agent'],
    caseTypes: ['Grievance', 'Appeal'],
  },
  {
    name: 'PCP Changes',
    description: 'Primary care provider changes and demographic updates',
    members: ['crm.agent', 'member.services'],
    caseTypes: ['PCP Change', 'Demographic Update'],
  },
  {
    name: 'Plan Materials',
    description: 'Evidence of Coverage, directories, formularies and ID cards by mail',
    members: ['member.services', 'crm.agent'],
    caseTypes: ['Plan Materials'],
  },
  {
    name: 'Supplemental Benefits',
    description: 'SSBCI meals, caregiver reimbursements and other supplemental benefits',
    members: ['crm.agent', 'crm.admin', 'member.services'],
    caseTypes: ['Supplemental Benefits', 'Reimbursement'],
  },
];

/** Shell spec §9: the 36 disenrollment reasons by category (the plan's list; these are plausible values). */
export const DISENROLLMENT_REASONS: Record<string, readonly string[]> = {
  Error: [
    'Enrolled in error by the sales agent',
    'Did not understand the plan rules when enrolling',
    'Enrolled in the wrong plan',
    'Duplicate enrollment',
  ],
  'Part D': [
    'Drug not on formulary',
    'Drug copay too high',
    'Prior authorization required for a drug',
    'Quantity limits on a drug',
    'Preferred pharmacy not convenient',
    'Costs in the coverage gap',
  ],
  Network: [
    'PCP not in network',
    'Specialist not in network',
    'Hospital not in network',
    'Could not get an appointment',
    'Network too small in the area',
    'Wanted to keep current doctor',
    'Provider left the network',
  ],
  'Health Plan Operations': [
    'Poor customer service',
    'Claims paid incorrectly',
    'ID card not received',
    'Long hold times',
    'Authorization delays',
    'Billing or premium problems',
  ],
  'Benefit Dissatisfaction': [
    'Premium too high',
    'Copays too high',
    'Dental benefit not enough',
    'Vision or hearing benefit not enough',
    'Better benefits in another plan',
    'Over-the-counter allowance too low',
  ],
  Other: [
    'Moved out of the service area',
    'Gained employer or union coverage',
    'Entered a long-term care facility',
    'Became eligible for a Medicaid plan',
    'Member deceased',
  ],
  'No Reason': ['Member declined to give a reason', 'Reason unknown'],
};

/** The plan materials every plan mails, with their mail type and sub-type. */
export const PLAN_MATERIALS: readonly { material: string; mailType: string; mailSubType: string | null }[] = [
  { material: 'Evidence of Coverage', mailType: 'Plan Documents', mailSubType: 'Annual' },
  { material: 'Summary of Benefits', mailType: 'Plan Documents', mailSubType: 'Annual' },
  { material: 'Annual Notice of Changes', mailType: 'Plan Documents', mailSubType: 'Annual' },
  { material: 'Provider Directory', mailType: 'Directories', mailSubType: 'Providers' },
  { material: 'Pharmacy Directory', mailType: 'Directories', mailSubType: 'Pharmacies' },
  { material: 'Formulary (Drug List)', mailType: 'Plan Documents', mailSubType: 'Pharmacy' },
  { material: 'Member ID Card', mailType: 'ID Card', mailSubType: null },
  { material: 'Over-the-Counter Catalog', mailType: 'Supplemental Benefits', mailSubType: 'OTC' },
  { material: 'Member Handbook', mailType: 'Plan Documents', mailSubType: null },
];

/** Subjects of cases by type. */
export const CASE_SUBJECTS: Record<CaseType, readonly string[]> = {
  'General Inquiry': ['Question about plan rules', 'Change of mailing preference', 'Caller asked about member portal'],
  'Benefits Question': ['Dental coverage question', 'Vision benefit limits', 'Hearing aid allowance'],
  'Claims Inquiry': [
    'Claim denied for a specialist visit',
    'Balance bill from a lab',
    'Explanation of benefits unclear',
  ],
  'PCP Change': ['Member wants a PCP closer to home', 'PCP left the network', 'Member asks for a Spanish-speaking PCP'],
  'Demographic Update': ['New home address', 'New phone number', 'Preferred language changed'],
  'Plan Materials': ['Replacement ID card', 'Evidence of Coverage by mail', 'Provider directory requested'],
  Grievance: ['Long wait at the PCP office', 'Rude staff at pharmacy', 'Transportation did not arrive'],
  Appeal: ['Appeal of denied MRI', 'Appeal of denied drug coverage', 'Appeal of skilled nursing denial'],
  Retention: ['Member asks to disenroll', 'Member comparing another plan', 'Member moving to another county'],
  'Supplemental Benefits': ['SSBCI meals request', 'OTC allowance balance', 'Fitness benefit enrollment'],
  Reimbursement: ['Caregiver respite reimbursement', 'Out-of-pocket glasses reimbursement', 'Gym fee reimbursement'],
  'Campaign Outreach': ['Annual wellness visit reminder', 'Flu shot outreach', 'Health risk assessment reminder'],
};

/** The workflow a case of each type usually opens. */
export const WORKFLOW_OF_CASE: Record<CaseType, WorkflowType | null> = {
  'General Inquiry': null,
  'Benefits Question': 'ProcessSSBCI',
  'Claims Inquiry': 'MemberReimbursement',
  'PCP Change': 'PcpChange',
  'Demographic Update': 'DemographicChange',
  'Plan Materials': 'RequestPlanMaterial',
  Grievance: 'PoaValidation',
  Appeal: 'PoaValidation',
  Retention: 'RequestPlanMaterial',
  'Supplemental Benefits': 'ProcessSSBCI',
  Reimbursement: 'MemberReimbursement',
  'Campaign Outreach': null,
};

export const WORKFLOW_REASONS: Record<WorkflowType, readonly string[]> = {
  DemographicChange: ['Member moved', 'New phone number', 'Language preference'],
  PcpChange: ['Member request', 'Provider left the network', 'Closer to home'],
  RequestPlanMaterial: ['Member request', 'Materials returned undeliverable', 'New member kit'],
  ProcessSSBCI: ['Chronic condition on record', 'Post-discharge meals'],
  PoaValidation: ['Representative calling for member', 'New POA document received'],
  MemberReimbursement: ['Caregiver benefit', 'Out-of-network emergency', 'Supplemental benefit receipt'],
};

/** The tasks a workflow of each type is worked with, in order. */
export const TASKS_OF_WORKFLOW: Record<WorkflowType, readonly TaskType[]> = {
  DemographicChange: ['Verify Information', 'Update Member Record'],
  PcpChange: ['Provider Outreach', 'Update Member Record', 'Send Letter'],
  RequestPlanMaterial: ['Send Letter', 'Follow-up Call'],
  ProcessSSBCI: ['Verify Information', 'Supervisor Review', 'Follow-up Call'],
  PoaValidation: ['Review Documents', 'Supervisor Review'],
  MemberReimbursement: ['Review Documents', 'Supervisor Review', 'Issue Payment'],
};

export const CASE_NOTES = [
  'Called the member back; left details of the next steps.',
  'Member confirmed the information by phone.',
  'Waiting for the provider office to call back.',
  'Explained the benefit and the cost share.',
  'Sent the request to the supervisor for review.',
  'Member asked to be called in the afternoon.',
];

export const CASE_ACTIONS = [
  'Verified member identity',
  'Explained benefits',
  'Sent plan materials',
  'Transferred to pharmacy help desk',
  'Scheduled a call back',
  'Submitted request to provider relations',
];

export const STICKY_NOTES = [
  'Member is hard of hearing: speak slowly and confirm details.',
  'Prefers calls after 2 PM.',
  'Daughter is the authorized representative; POA on file.',
  'Spanish speaking: offer the interpreter line.',
  'Frequent caller about transportation benefit.',
  'Recently discharged from hospital: offer care management.',
  'Do not discuss claims with the spouse (no authorization on file).',
];

export const PORTAL_MESSAGES: readonly { category: string; subject: string; body: string }[] = [
  {
    category: 'ID Card',
    subject: 'New ID card',
    body: 'I have not received my new ID card for this year. Can you mail one?',
  },
  {
    category: 'Claims',
    subject: 'Bill from the lab',
    body: 'I got a bill from the lab for my blood test. Is it covered?',
  },
  {
    category: 'Pharmacy',
    subject: 'Refill too soon',
    body: 'The pharmacy said my refill is too soon. I am travelling next week.',
  },
  {
    category: 'Appointments',
    subject: 'Need a specialist',
    body: 'My doctor wants me to see a cardiologist. Who is in network?',
  },
  { category: 'Benefits', subject: 'Dental cleaning', body: 'How many dental cleanings are covered each year?' },
  {
    category: 'Find a Provider',
    subject: 'PCP near me',
    body: 'I moved and need a primary care doctor close to my new home.',
  },
  {
    category: 'Billing and Premiums',
    subject: 'Premium payment',
    body: 'Can my premium be taken from my Social Security check?',
  },
  {
    category: 'Technical Support',
    subject: 'Cannot sign in',
    body: 'The portal says my password is wrong after I reset it.',
  },
  { category: 'General', subject: 'Thank you', body: 'Thank you for helping me with my transportation last week.' },
];

export const PORTAL_REPLIES = [
  'Thank you for your message. A member services representative has reviewed your request and will call you.',
  'We have mailed the requested item to the address on file. Please allow 7 to 10 business days.',
  'Your question has been answered by phone. Please reply if you need anything else.',
];

export const REMINDER_NOTES = [
  'Call the member back about the ID card',
  'Check whether the provider office returned the form',
  'Follow up on the appeal decision letter',
  'Confirm the SSBCI meals delivery started',
  'Call the member about the reimbursement check',
  'Review the grievance before the 30-day deadline',
];
