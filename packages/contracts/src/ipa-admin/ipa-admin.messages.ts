/**
 * Messages of the IPA screens (IPA spec §5 and §8), word for word including the spec's spelling and spacing.
 * Entries marked "ours" are rules the spec names without wording, or rules beyond the spec (docs/decisions.md).
 */
export const IPA_MESSAGES = {
  // §5 IPA (wizard and Main Info)
  ipaCodeRequired: 'IPA Code is required',
  ipaCodeMax: 'IPA Code must be maximum 12 characters length',
  ipaCodeExists: 'That IPA Code already exists',
  /** ours: an IPA code is letters, digits and hyphens. */
  ipaCodeFormat: 'IPA Code may contain only letters, digits and hyphens',
  /** ours (the spec marks the field required without wording). */
  effDateRequired: 'Effective Date is required',
  /** ours */
  endDateRequired: 'End Date is required',
  endAfterEffective: 'End date must be Greater than Effective Date',
  pbpStartRequired: 'Start Date is required',
  pbpEndRequired: 'End Date is required',
  /** ours */
  contractCodeRequired: 'Contract Code is required',
  /** ours */
  pbpRequired: 'PBP Code is required',
  pbpEndAfterStart: 'End date must be Greater than start Date',
  typeRequired: 'Type is required',
  contractTypeRequired: 'Contract Type is required',
  contractNameRequired: 'Contract Name is required',
  /** ours */
  facetsRequired: 'Facets Code is required',
  facetsMaxWizard: 'Facets Code can not be more than 4 digits.',
  ipaNameRequired: 'IPA Name is required',
  ipaNameMax: 'Member Card/IPA Name must be maximum 80 characters length',
  stateLength: 'State must be 2 characters length',
  phoneFormat: 'Incorrect format phone number (123)123-1234',
  cardPhoneRequired: 'IPA phone is required',
  vendorPhoneInvalid: 'Phone number is not valid',
  faxInvalid: 'Fax is not valid',
  faxNumberInvalid: 'Fax number is not valid',
  emailInvalid: 'Please enter a valid email',
  /** ours: NPI check digit (Luhn over 80840 + the first nine digits). */
  npiInvalid: 'NPI must be 10 digits with a valid check digit',
  /** ours */
  taxIdInvalid: 'Tax ID must be 9 digits (xx-xxxxxxx)',
  /** ours */
  zipInvalid: 'Zip must be xxxxx or xxxxx-xxxx',
  /** ours (generic max length, the spec's '... maximum N characters length' form). */
  maxLength: (field: string, max: number) => `${field} must be maximum ${max} characters length`,
  searchNeedsFilter: 'Please, select at least one filter before searching the data',
  contractTermed: 'The contract is termed',
  terminationTitle: 'WARNING:  Entity Termination',
  terminationText:
    'You will be terminating this IPA. If a new sequence will be created, please remember to create the related configurations.',

  // §8 IPA
  ipaCreated: 'IPA Created Successfully',
  ipaUpdated: 'IPA Updated Successfully',
  ipaSaveErrorPrefix: 'Error :',
  success: 'Success !',
  workflowCreated: 'PrintMemberIdCard Workflow created',
  workflowFailed: 'Failed to create PrintMemberIdCard Workflow',
  /** ours: the prompt itself (spec §4 says the user is asked). */
  workflowPrompt:
    'The member card name, phone or claim address changed. Do you want to create a PrintMemberIdCard workflow?',

  // §5 Additional contact
  departmentRequired: 'Department is required',
  contactStartRequired: 'Start date is required',
  contactEndRequired: 'End date is required',
  /** ours: the spec says "not before the start" without wording. */
  contactEndBeforeStart: 'End date must be on or after start date',
  nameRequired: 'Name is required',
  contactMax: (field: string, max: number) => `${field} should be maximum ${max} characters`,
  contactZip: 'Incorrect input. Should be either xxxxx or xxxxx-xxxx',
  contactEmail: 'Email is not valid',

  // §5 / §8 Claim department
  claimAddressRequired: 'Claim Address is Required',
  noClaimAccess: 'No access to this section',
  noClaimAccessToast: 'You do not have acces to this section.',

  // §5 / §8 Plan mapping
  planStartRequired: 'Start Date is required',
  planEndRequired: 'End Date is required',
  /** ours */
  planEndBeforeStart: 'End Date must be on or after Start Date',
  planOverlap: (contractCode: string, pbp: string, start: string, end: string) =>
    `Selected Contract Code= ${contractCode}, PBP= ${pbp}, Start Date= ${start}and End Date= ${end} Record is Overlapping with Existing Records`,
  planSaved: 'Ipa Plan saved Successfully',
  planDeleted: 'Ipa Plan deleted Successfully',
  planDeleteFailed: 'Error deleting Ipa Plan',
  /** ours: Contract Code and PBP are locked when editing (spec §5). */
  planLocked: 'Contract Code and PBP can not be changed on an existing plan mapping',

  // §5 / §8 County mapping
  countyStartRequired: 'Start Date is required',
  countyEndRequired: 'End Date is required',
  companyCodeRequired: 'Company Code is required',
  countyRequired: 'Please choose at least one county',
  countyBoth: 'A county cannot be selected as both Operating and Contiguous.',
  countyExists: 'Already Exist, Please select different Start Date and End Date',
  /** ours */
  countyEndBeforeStart: 'End Date must be on or after Start Date',
  countySaved: 'Ipa County saved successfully',
  countyDeleted: 'Ipa County deleted successfully',
  countyDeleteFailed: 'Error in deleting Ipa County',

  // §5 Network mapping
  networkStartRequired: 'Start date is required',
  networkEndBeforeStart: 'End date must be on or after start date',
  networkContractRequired: 'Contract Code is required',
  /** ours */
  networkPcpRequired: 'PCP Flag is required',
  tinNumber: 'TIN must be a number',
  networkRequired: (field: string) => `${field} is Required`,
  /** ours */
  networkMax: (field: string, max: number) => `${field} should be maximum ${max} characters`,

  // §5 / §8 DOFR
  fieldRequired: 'This field is required',
  noChanges: 'There are no changes to be saved',
  selectAssignment: 'Please select an assignment first',
  selectContract: 'Please select a contract first',
  dofrFetchFailed: 'Failed to fetch DOFR contracts. Please try again later',
  dofrTemplatesFailed: 'Failed to fetch DOFR templates. Please try again later',
  dofrSaveFailed: 'Failed to create/update DOFR contract. Please try again later',
  dofrDeleteFailed: 'Failed to delete DOFR contract. Please try again later',
  dofrAssignmentFailed: 'Failed to create/update/delete DOFR assignment. Please try again later',
  dofrCreated: 'Contract created',
  dofrUpdated: 'Contract updated',
  dofrDeleted: 'DOFR contract deleted',
  dofrAssignmentCreated: 'DOFR Assignment created',
  dofrAssignmentUpdated: 'DOFR Assignment updated',
  dofrAssignmentDeleted: 'DOFR Assignment deleted',
  dofrDeleteContractConfirm: 'Do you want to delete the DOFR Contract?',
  dofrDeleteAssignmentConfirm: 'Do you want to delete this DOFR Assignment?',
  /** ours: the date bounds of spec §5 DOFR, with the bound in the message. */
  dofrStartTooEarly: (min: string) => `Start Date can not be before ${min}`,
  dofrEndTooLate: (max: string) => `End Date can not be after ${max}`,
  dofrStartBeforeEnd: 'Start Date must be before End Date',
  /** ours: adding a contract when the latest one already runs to the last date a contract may have. */
  dofrNoRoom: (latestEnd: string, max: string) =>
    `There is no room for a new DOFR contract: the latest contract ends on ${latestEnd} and no contract can end after ${max} (the IPA end date). Shorten the latest contract to add one.`,
  /** ours: a contract is created from a template (spec §3). */
  dofrTemplateRequired: 'This field is required',
} as const;
