import { z } from 'zod';
import { versionedIdSchema } from './enrollment-detail.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { MESSAGES } from '../platform/messages.ts';

/** PUT MemberEnrollment/VerifyMember: CMS eligibility (MARx/BEQ) of the applicant, through the CMS integration. */
export const verifyMemberSchema = versionedIdSchema;

export const cmsEligibilityResultSchema = z.object({
  eligible: z.boolean(),
  partAEffectiveDate: z.string().nullable(),
  partBEffectiveDate: z.string().nullable(),
  partDEffectiveDate: z.string().nullable(),
  hasEsrd: z.boolean(),
  hasMedicaid: z.boolean(),
  currentEnrollment: z.string().nullable(),
  reason: z.string().nullable(),
  /** True when the answer came from the built-in simulator, shown as "Simulated". */
  simulated: z.boolean(),
  checkedAt: z.string(),
});
export type CmsEligibilityResult = z.infer<typeof cmsEligibilityResultSchema>;

/** PUT MemberEnrollment/UpdateDsnpDetails: State Medicaid verification for DSNP plans. */
export const updateDsnpDetailsSchema = versionedIdSchema.extend({
  medicaidId: z
    .string()
    .trim()
    .min(1, M.medicaidIdRequired)
    .max(20, MESSAGES.atMostCharacters('State Medicaid ID', 20)),
  stateCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'State must be a 2-letter state code.'),
});
export const medicaidResultSchema = z.object({
  verified: z.boolean(),
  medicaidId: z.string(),
  stateCode: z.string(),
  medicaidLevel: z.string().nullable(),
  reason: z.string().nullable(),
  simulated: z.boolean(),
  checkedAt: z.string(),
});
export type MedicaidResult = z.infer<typeof medicaidResultSchema>;

/** Duplicate or verification result row (enrollment spec §3) plus why it matched. */
export const duplicateRowSchema = z.object({
  memberID: z.string().nullable(),
  medicareID: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().nullable(),
  contractCode: z.string().nullable(),
  pbp: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  termDate: z.string().nullable(),
  /** 'High' | 'Medium' | 'Low' */
  levelOfConfidence: z.string(),
  CurrentEnrollmentStatus: z.string(),
  sRep: z.string().nullable(),
  appSigDt: z.string().nullable(),
  sequence: z.number().int(),
  tranCd: z.string().nullable(),
  /** Where the match was found: a member of the plan or another work item. */
  source: z.enum(['Member', 'WorkItem']),
  /** Why it matched, e.g. 'Same MBI', 'Name spelled differently (Jon / John)', 'Birth date day and month transposed'. */
  reasons: z.array(z.string()),
});
export type DuplicateRow = z.infer<typeof duplicateRowSchema>;
export const duplicateCheckResultSchema = z.object({
  items: z.array(duplicateRowSchema),
  total: z.number().int(),
  status: z.string(),
});

/** Override of a failed check (audited as marxOverride / medicalOverride / duplicateOptionOverride / lowConfidenceOverride). */
export const overrideCheckSchema = versionedIdSchema.extend({
  check: z.enum(['cms', 'medicaid', 'duplicate']),
  reason: z.string().trim().min(1, M.overrideReasonRequired).max(500),
});

/** GET MemberEnrollment/CheckDuplicateMember and CheckDuplicateEnrollments: the work item at the version read. */
export const duplicateCheckQuerySchema = z.object({ id: zQueryInt().positive(), version: zQueryInt().positive() });
