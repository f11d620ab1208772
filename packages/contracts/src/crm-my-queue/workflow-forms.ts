import { z } from 'zod';
import { zDate } from '../platform/rules/date-schemas.ts';
import { zOptionalEmail } from '../platform/rules/email.ts';
import { zOptionalPhone } from '../platform/rules/phone-schemas.ts';
import { zText } from '../platform/rules/text.ts';
import { REFERENCE_MESSAGES, stateCodeSchema, zip5Schema } from '../platform/reference.ts';
import { POA_TYPES } from '../patient-360/member-profile.ts';
import { CRM_LANGUAGES } from './lists.ts';
import { zRequiredText } from './workflow-common.ts';

/**
 * The six workflow types' forms (enrollment-crm-virtual-care spec §7 "Workflow types"), one zod schema each, joined
 * as a discriminated union on `workflowType` so the web form and CreateWorkflow / UpdateWorkflow validate with the same
 * definition. The spec names the types and their calls but not their fields; these are the plan's forms.
 */

export const WORKFLOW_FORM_MESSAGES = {
  nothingChanged: 'Change at least one field: address, phone, e-mail or language.',
  language: 'Choose the new language from the list.',
  addressLine1: 'Address line 1 is required.',
  city: 'City is required.',
  countyCode: 'County code must be the 5-digit FIPS code.',
  countyZipMismatch: 'The county does not match the ZIP code. Check the ZIP code and the county.',
  providerNpi: 'Choose the new primary care provider (NPI of 10 digits).',
  providerName: 'The provider name is required.',
  pcpChangeReason: 'Choose the reason for the PCP change.',
  planMaterials: 'Choose at least one plan material to mail.',
  planMaterialUnknown: 'A chosen plan material is not offered for this plan.',
  contractCode: 'Contract code must be a letter and 4 digits (for example H1234).',
  planCode: 'Plan code (PBP) must be 3 digits.',
  mealsRequested: 'Meals requested must be a whole number from 1 to 240.',
  ssbciNotEligible: 'The member is not eligible for SSBCI meals: no qualifying chronic condition is on record.',
  ssbciNoMealsLeft: 'The member has no SSBCI meals left this year.',
  ssbciTooManyMeals: 'More meals were requested than the member has left this year.',
  poaName: "The POA representative's name is required.",
  poaType: 'Choose the POA type.',
  poaRelationship: "Choose the representative's relationship to the member.",
  poaValidationOutcome: 'Choose the validation outcome.',
  ssbciCondition: 'Choose the qualifying chronic condition.',
  reimbursementStatus: 'Choose the reimbursement status.',
  reimbursementAmount: 'The amount requested must be more than 0 and at most 100000.',
  payeeName: 'The payee name is required.',
  planYear: 'Plan year must be between 1970 and 2100.',
  hcode: 'Health plan code (H code) must be a letter and 4 digits.',
  pbpId: 'PBP must be 3 digits.',
  poaNotTheMembers: "The POA member is not one of this member's POA members.",
  poaDocumentNotTheMembers: "The document is not one of this member's POA documents.",
  caseFileNotTheCases: "A chosen file is not one of this case's files.",
  mailRequestFirst: 'Send the plan material request before closing the workflow.',
  mailRequestWrongWorkflow:
    'Plan material requests are made from an open Request Plan Material workflow of the member.',
  workflowType:
    'Workflow type must be one of DemographicChange, PcpChange, RequestPlanMaterial, ProcessSSBCI, PoaValidation, MemberReimbursement.',
} as const;
const M = WORKFLOW_FORM_MESSAGES;

const requiredText = (message: string, max = 200) => zRequiredText(message).max(max);
const optionalText = (max = 200) => zText().trim().max(max).optional();

export const zCountyCode = () =>
  z
    .string()
    .trim()
    .regex(/^\d{5}$/, M.countyCode);
export const zContractCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]\d{4}$/, M.contractCode);
export const zPlanCode = () =>
  z
    .string()
    .trim()
    .regex(/^\d{3}$/, M.planCode);

/** A mailing or residence address; the county is checked against the ZIP code (validateCountyZipCode). */
export const workflowAddressSchema = z.object({
  address1: requiredText(M.addressLine1),
  address2: optionalText(),
  city: requiredText(M.city, 100),
  // A box left blank is left out of the body: it says what the box needs, as a wrong value does.
  state: z.string({ error: REFERENCE_MESSAGES.stateFormat }).pipe(stateCodeSchema),
  zipCode: z.string({ error: REFERENCE_MESSAGES.zipFormat }).pipe(zip5Schema),
  countyCode: zCountyCode().optional(),
});
export type WorkflowAddress = z.infer<typeof workflowAddressSchema>;

// ---- DemographicChange ------------------------------------------------------------------------------------------------

/** The demographic fields a DemographicChange workflow changes; getDemographicChangeFieldHistory answers per field. */
export const DEMOGRAPHIC_FIELDS = ['address', 'phone', 'email', 'language'] as const;
export type DemographicField = (typeof DEMOGRAPHIC_FIELDS)[number];

export const demographicChangeFormSchema = z
  .object({
    /** The new residence address; its county must match its ZIP code. */
    address: workflowAddressSchema.optional(),
    phone: zOptionalPhone().optional(),
    email: zOptionalEmail().optional(),
    /** One of the plan's languages (the `languages` lookup), never free text a typo would put on the member. */
    language: z.enum(CRM_LANGUAGES, { error: M.language }).optional(),
    notes: zText({ multiline: true }).trim().max(2000).optional(),
  })
  .refine((form) => form.address !== undefined || !!form.phone || !!form.email || !!form.language, M.nothingChanged);
export type DemographicChangeForm = z.infer<typeof demographicChangeFormSchema>;

// ---- PcpChange --------------------------------------------------------------------------------------------------------

export const PCP_CHANGE_REASONS = [
  'Member request',
  'Provider left the network',
  'Closer to home',
  'Language preference',
  'Dissatisfied with provider',
  'Other',
] as const;

/** The provider is chosen with the member module's provider search (searchproviders); on close it enters PCP history. */
export const pcpChangeFormSchema = z.object({
  providerNpi: z
    .string({ error: M.providerNpi })
    .trim()
    .regex(/^\d{10}$/, M.providerNpi),
  providerName: requiredText(M.providerName),
  ipaCode: optionalText(20),
  effectiveDate: zDate(),
  changeReason: z.enum(PCP_CHANGE_REASONS, { error: M.pcpChangeReason }),
  notes: zText({ multiline: true }).trim().max(2000).optional(),
});
export type PcpChangeForm = z.infer<typeof pcpChangeFormSchema>;

// ---- RequestPlanMaterial ----------------------------------------------------------------------------------------------

/** Plan materials chosen from GetMailRequestItemsByPlan, mailed to the address (ProcessMailMaterialRequest). */
export const requestPlanMaterialFormSchema = z.object({
  contractCode: zContractCode(),
  planCode: zPlanCode(),
  planMaterials: z.array(requiredText(M.planMaterials)).min(1, M.planMaterials).max(50),
  mailingAddress: workflowAddressSchema,
  email: zOptionalEmail().optional(),
  /** Set by the server when ProcessMailMaterialRequest has made the mail request. */
  mailRequestId: z.number().int().positive().optional(),
});
export type RequestPlanMaterialForm = z.infer<typeof requestPlanMaterialFormSchema>;

// ---- ProcessSSBCI -----------------------------------------------------------------------------------------------------

/** SSBCI meals benefit (catalogue code SSBCIMEALS: up to 20 meals a month): most meals a member can have a year. */
export const SSBCI_MEALS_BENEFIT_CODE = 'SSBCIMEALS';
export const SSBCI_MEALS_PER_YEAR = 240;
export const SSBCI_CONDITIONS = [
  'Diabetes',
  'Chronic heart failure',
  'Cardiovascular disorder',
  'Chronic lung disorder',
  'End-stage renal disease',
  'Other chronic condition',
] as const;

/** Refused unless GetSsbciMealsValidation says the member is eligible with enough meals left (SSBCI meals flag). */
export const processSsbciFormSchema = z.object({
  condition: z.enum(SSBCI_CONDITIONS, { error: M.ssbciCondition }),
  mealsRequested: z
    .number({ error: M.mealsRequested })
    .int(M.mealsRequested)
    .min(1, M.mealsRequested)
    .max(SSBCI_MEALS_PER_YEAR, M.mealsRequested),
  deliveryAddress: workflowAddressSchema.optional(),
  notes: zText({ multiline: true }).trim().max(2000).optional(),
});
export type ProcessSsbciForm = z.infer<typeof processSsbciFormSchema>;

// ---- PoaValidation ----------------------------------------------------------------------------------------------------

export { POA_TYPES };
export const POA_RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Friend', 'Attorney', 'Other'] as const;
export const POA_VALIDATION_OUTCOMES = ['Valid', 'Invalid', 'Expired', 'Incomplete', 'Pending Documents'] as const;

/** Checks a POA representative against the member's POA members and documents (GetPoaMembers, GetPoaEnums). */
export const poaValidationFormSchema = z.object({
  /** The POA member row being validated (GetPoaMembers), or absent for a new representative. */
  poaMemberId: z.number().int().positive().optional(),
  poaName: requiredText(M.poaName),
  poaType: z.enum(POA_TYPES, { error: M.poaType }),
  relationship: z.enum(POA_RELATIONSHIPS, { error: M.poaRelationship }),
  validationOutcome: z.enum(POA_VALIDATION_OUTCOMES, { error: M.poaValidationOutcome }),
  documentPath: optionalText(200),
  effectiveDate: zDate().optional(),
  expirationDate: zDate({ allowMaxDate: true }).optional(),
  notes: zText({ multiline: true }).trim().max(2000).optional(),
});
export type PoaValidationForm = z.infer<typeof poaValidationFormSchema>;

// ---- MemberReimbursement ----------------------------------------------------------------------------------------------

export const MEMBER_REIMBURSEMENT_STATUSES = ['Submitted', 'In Review', 'Approved', 'Denied', 'Paid'] as const;

/** A caregiver-benefit reimbursement; receipts are the case's files (GetMemberReimbursementCaseFiles). */
export const memberReimbursementFormSchema = z.object({
  hcode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]\d{4}$/, M.hcode),
  pbpId: z
    .string()
    .trim()
    .regex(/^\d{3}$/, M.pbpId),
  planYear: z.number({ error: M.planYear }).int(M.planYear).min(1970, M.planYear).max(2100, M.planYear),
  serviceDate: zDate({ notFuture: true }),
  amountRequested: z
    .number({ error: M.reimbursementAmount })
    .gt(0, M.reimbursementAmount)
    .max(100000, M.reimbursementAmount),
  payeeName: requiredText(M.payeeName),
  reimbursementStatus: z.enum(MEMBER_REIMBURSEMENT_STATUSES, { error: M.reimbursementStatus }).default('Submitted'),
  caseFileIds: z.array(z.number().int().positive()).max(50).default([]),
  notes: zText({ multiline: true }).trim().max(2000).optional(),
});
export type MemberReimbursementForm = z.infer<typeof memberReimbursementFormSchema>;

// ---- The union --------------------------------------------------------------------------------------------------------

/** Each workflow type's form schema; the web picks its form by type, the server validates by the stored type. */
export const WORKFLOW_FORM_SCHEMAS = {
  DemographicChange: demographicChangeFormSchema,
  PcpChange: pcpChangeFormSchema,
  RequestPlanMaterial: requestPlanMaterialFormSchema,
  ProcessSSBCI: processSsbciFormSchema,
  PoaValidation: poaValidationFormSchema,
  MemberReimbursement: memberReimbursementFormSchema,
} as const;

/** `{ workflowType, formData }`, discriminated on workflowType: spread into CreateWorkflow / UpdateWorkflow bodies. */
export const workflowFormVariants = <T extends z.ZodRawShape>(base: T) =>
  z.discriminatedUnion(
    'workflowType',
    [
      z.object({ ...base, workflowType: z.literal('DemographicChange'), formData: demographicChangeFormSchema }),
      z.object({ ...base, workflowType: z.literal('PcpChange'), formData: pcpChangeFormSchema }),
      z.object({ ...base, workflowType: z.literal('RequestPlanMaterial'), formData: requestPlanMaterialFormSchema }),
      z.object({ ...base, workflowType: z.literal('ProcessSSBCI'), formData: processSsbciFormSchema }),
      z.object({ ...base, workflowType: z.literal('PoaValidation'), formData: poaValidationFormSchema }),
      z.object({ ...base, workflowType: z.literal('MemberReimbursement'), formData: memberReimbursementFormSchema }),
    ],
    { error: M.workflowType },
  );

export const workflowFormSchema = workflowFormVariants({});
export type WorkflowForm = z.infer<typeof workflowFormSchema>;
export type WorkflowFormData = WorkflowForm['formData'];
