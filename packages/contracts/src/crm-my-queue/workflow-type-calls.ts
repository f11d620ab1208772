import { z } from 'zod';
import { zMemberId } from '../patient-360/member-record.ts';
import { POA_TYPES } from '../patient-360/member-profile.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { zOptionalEmail } from '../platform/rules/email.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import { stateCodeSchema, zip5Schema } from '../platform/reference.ts';
import {
  POA_RELATIONSHIPS,
  POA_VALIDATION_OUTCOMES,
  WORKFLOW_FORM_MESSAGES as M,
  zContractCode,
  zPlanCode,
} from './workflow-forms.ts';
import { zCrmId } from './workflow-common.ts';

/**
 * The calls the workflow types' forms make (enrollment-crm-virtual-care spec §7): mail items by plan and the mail
 * request (RequestPlanMaterial), SSBCI meals validation (ProcessSSBCI), POA enums (PoaValidation), the caregiver
 * benefit's description and awarded date (MemberReimbursement).
 */

// ---- RequestPlanMaterial ----------------------------------------------------------------------------------------------

/** POST default.GetMailRequestItemsByPlan {contractCode, planCode}. */
export const mailItemsByPlanSchema = z.object({ contractCode: zContractCode(), planCode: zPlanCode() });
export const planMaterialSchema = z.object({
  id: z.number().int(),
  contractCode: z.string(),
  planCode: z.string(),
  material: z.string(),
  mailType: z.string(),
  mailSubType: z.string().nullable(),
});
export type PlanMaterial = z.infer<typeof planMaterialSchema>;
export const planMaterialListSchema = z.object({ items: z.array(planMaterialSchema), total: z.number().int() });

/**
 * POST api/crm/myqueue/ProcessMailMaterialRequest {planMaterials, memberId, memberEffectiveDate, mailing address fields,
 * email, id}: `id` is the RequestPlanMaterial workflow the request is made from.
 */
export const processMailMaterialRequestSchema = z.object({
  id: zCrmId(),
  memberId: zMemberId(),
  memberEffectiveDate: zDate().nullable().optional(),
  planMaterials: z.array(zText().trim().min(1, M.planMaterials).max(200)).min(1, M.planMaterials).max(50),
  address1: zText().trim().min(1, M.addressLine1).max(200),
  address2: zText().trim().max(200).optional(),
  city: zText().trim().min(1, M.city).max(100),
  state: stateCodeSchema,
  zip: zip5Schema,
  email: zOptionalEmail().optional(),
});
export type ProcessMailMaterialRequest = z.infer<typeof processMailMaterialRequestSchema>;
export const mailRequestSchema = z.object({
  id: z.number().int(),
  workflowId: z.number().int().nullable(),
  memberId: z.string(),
  memberEffectiveDate: z.string().nullable(),
  planMaterials: z.array(z.string()),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
});
export type MailRequest = z.infer<typeof mailRequestSchema>;

// ---- ProcessSSBCI -----------------------------------------------------------------------------------------------------

export const memberIdQuerySchema = z.object({ memberId: zMemberId() });

/** GetSsbciMealsValidation (memberId): chronic-condition eligibility and the meals left this plan year. */
export const ssbciMealsValidationSchema = z.object({
  memberId: z.string(),
  planYear: z.number().int(),
  chronicCondition: z.boolean(),
  /** The SSBCI meals benefit is in the catalogue this year and the member has SSBCI eligibility. */
  eligible: z.boolean(),
  mealsPerYear: z.number().int(),
  mealsUsed: z.number().int(),
  mealsRemaining: z.number().int(),
  /** Why not eligible, or null. */
  message: z.string().nullable(),
});
export type SsbciMealsValidation = z.infer<typeof ssbciMealsValidationSchema>;

// ---- PoaValidation ----------------------------------------------------------------------------------------------------

/** GetPoaEnums: the POA types (member module's POA_TYPES), relationships and validation outcomes. */
export const poaEnumsSchema = z.object({
  poaTypes: z.array(z.enum(POA_TYPES)),
  relationships: z.array(z.enum(POA_RELATIONSHIPS)),
  validationOutcomes: z.array(z.enum(POA_VALIDATION_OUTCOMES)),
});
export type PoaEnums = z.infer<typeof poaEnumsSchema>;

// ---- MemberReimbursement ----------------------------------------------------------------------------------------------

/** The supplemental benefit a member reimbursement pays from (catalogue code). */
export const CAREGIVER_BENEFIT_CODE = 'CAREGIVER';
export const CAREGIVER_MESSAGES = {
  benefitNotFound: 'No caregiver benefit is on record for this plan year.',
  planNotFound: 'The health plan was not found for this plan year.',
} as const;

export const memberReimbursementCaseFilesQuerySchema = z.object({ caseId: zQueryInt().positive() });

/** GetCaregiverBenefitDescriptionForMemberReimbursement (hcode, pbpId, planYear). */
export const caregiverBenefitDescriptionQuerySchema = z.object({
  hcode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]\d{4}$/, M.hcode),
  pbpId: z
    .string()
    .trim()
    .regex(/^\d{3}$/, M.pbpId),
  planYear: zQueryInt().min(1970, M.planYear).max(2100, M.planYear),
});
export const caregiverBenefitDescriptionSchema = z.object({
  hcode: z.string(),
  pbpId: z.string(),
  planYear: z.number().int(),
  planName: z.string(),
  benefitCode: z.string(),
  benefitName: z.string(),
  /** The benefit editor's sanitised HTML. */
  description: z.string(),
});
export type CaregiverBenefitDescription = z.infer<typeof caregiverBenefitDescriptionSchema>;

/** GetCaregiverBenefitAwardedDate (memberId): when the caregiver benefit was first allocated to the member, or null. */
export const caregiverBenefitAwardedDateSchema = z.object({
  memberId: z.string(),
  awardedDate: z.string().nullable(),
  amount: z.number().nullable(),
});
export type CaregiverBenefitAwardedDate = z.infer<typeof caregiverBenefitAwardedDateSchema>;
