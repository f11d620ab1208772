import { z } from 'zod';
import { zContractCode, zPlanCode } from '../crm-my-queue/workflow-forms.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { listOf, pageQueryShape } from '../platform/paging.ts';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * CRM admin Request Plan Materials (issue 13; enrollment-crm-virtual-care §3 Mail request, §7): the plan materials an
 * agent can mail per contract and plan (getRequestPlanMaterialOptions, updateRequestPlanMaterialOptions), the mail
 * types and subtypes they are sent under (UpdateMailTypes, UpdateMailSubTypes), and the status of mail requests and of
 * the e-mailed copies (GetMailStatus, GetEmailStatus). Every change is made at the version read.
 */

export const PLAN_MATERIAL_MESSAGES = {
  materialRequired: 'Plan material is required',
  materialTooLong: MESSAGES.atMostCharacters('Plan material', 200),
  mailTypeRequired: 'Mail type is required',
  mailTypeUnknown: 'Mail type is not one of the active mail types',
  mailSubTypeUnknown: 'Mail subtype is not one of the mail type’s active subtypes',
  nameRequired: 'Name is required',
  nameTooLong: MESSAGES.atMostCharacters('Name', 60),
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 200),
  mailTypeExists: 'A mail type with this name already exists',
  mailSubTypeExists: 'The mail type already has a subtype with this name',
  materialExists: 'The plan already offers this plan material',
  versionRequired: 'Version is required to change an existing item',
  mailTypeInUse: 'Mail type is used by active plan materials and cannot be deactivated',
  saved: 'Saved',
} as const;
const M = PLAN_MATERIAL_MESSAGES;

const zName = () => zText().trim().min(1, M.nameRequired).max(60, M.nameTooLong);
const zDescription = () => zText().trim().max(200, M.descriptionTooLong).default('');
/** The id of an existing item (with its version) or null to add one. */
const zItemId = () => z.number().int().positive().nullable().default(null);
const zVersion = () => z.number().int().min(1).optional();

const requireVersionForUpdate = (
  value: { id: number | null; version?: number | undefined },
  context: z.RefinementCtx,
) => {
  if (value.id !== null && value.version === undefined)
    context.addIssue({ code: 'custom', message: M.versionRequired, path: ['version'] });
};

// ---- Plan material options ----------------------------------------------------------------------------------------

export const planMaterialOptionSchema = z.object({
  id: z.number().int(),
  contractCode: z.string(),
  planCode: z.string(),
  material: z.string(),
  mailType: z.string(),
  mailSubType: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type PlanMaterialOption = z.infer<typeof planMaterialOptionSchema>;

export const mailTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type MailType = z.infer<typeof mailTypeSchema>;
export const mailSubTypeSchema = mailTypeSchema.extend({ mailType: z.string() });
export type MailSubType = z.infer<typeof mailSubTypeSchema>;

/** GET getRequestPlanMaterialOptions: every plan material (inactive ones included), the mail types and subtypes. */
export const planMaterialOptionsSchema = z.object({
  items: z.array(planMaterialOptionSchema),
  total: z.number().int(),
  mailTypes: z.array(mailTypeSchema),
  mailSubTypes: z.array(mailSubTypeSchema),
});
export type PlanMaterialOptions = z.infer<typeof planMaterialOptionsSchema>;

/** POST updateRequestPlanMaterialOptions: adds a plan material (id null) or changes one at its version. */
export const planMaterialOptionFormSchema = z
  .object({
    id: zItemId(),
    contractCode: zContractCode(),
    planCode: zPlanCode(),
    material: zText().trim().min(1, M.materialRequired).max(200, M.materialTooLong),
    mailType: zText().trim().min(1, M.mailTypeRequired).max(60, M.nameTooLong),
    mailSubType: zText()
      .trim()
      .max(60, M.nameTooLong)
      .nullable()
      .default(null)
      .transform((value) => value || null),
    isActive: z.boolean().default(true),
    version: zVersion(),
  })
  .superRefine(requireVersionForUpdate);
export type PlanMaterialOptionForm = z.input<typeof planMaterialOptionFormSchema>;
export type PlanMaterialOptionInput = z.output<typeof planMaterialOptionFormSchema>;

/** POST UpdateMailTypes: adds a mail type (id null) or changes one at its version (a rename follows to its materials). */
export const mailTypeFormSchema = z
  .object({
    id: zItemId(),
    name: zName(),
    description: zDescription(),
    isActive: z.boolean().default(true),
    version: zVersion(),
  })
  .superRefine(requireVersionForUpdate);
export type MailTypeForm = z.input<typeof mailTypeFormSchema>;
export type MailTypeInput = z.output<typeof mailTypeFormSchema>;

/** POST UpdateMailSubTypes: a subtype of a mail type, added or changed at its version. */
export const mailSubTypeFormSchema = z
  .object({
    id: zItemId(),
    mailType: zText().trim().min(1, M.mailTypeRequired).max(60, M.nameTooLong),
    name: zName(),
    description: zDescription(),
    isActive: z.boolean().default(true),
    version: zVersion(),
  })
  .superRefine(requireVersionForUpdate);
export type MailSubTypeForm = z.input<typeof mailSubTypeFormSchema>;
export type MailSubTypeInput = z.output<typeof mailSubTypeFormSchema>;

// ---- Mail and e-mail status ----------------------------------------------------------------------------------------

export const MAIL_STATUSES = ['Requested', 'Sent'] as const;

export const mailStatusQuerySchema = z.object({
  memberId: zMemberId().optional(),
  status: z.enum(MAIL_STATUSES).optional(),
  ...pageQueryShape,
});
export type MailStatusQuery = z.infer<typeof mailStatusQuerySchema>;

export const mailStatusRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  workflowId: z.number().int().nullable(),
  planMaterials: z.array(z.string()),
  /** The mailing address on one line. */
  mailingAddress: z.string(),
  status: z.string(),
  createdBy: z.string(),
  /** The name of the user who requested it (null when no user has the username): the grids name people. */
  createdByName: z.string().nullable(),
  createdDate: z.string(),
});
export type MailStatusRow = z.infer<typeof mailStatusRowSchema>;
export const mailStatusListSchema = listOf(mailStatusRowSchema);

export const emailStatusRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  email: z.string(),
  planMaterials: z.array(z.string()),
  /** Queued until the mail request is sent, then Sent (the e-mailed copy goes with the mailing). */
  status: z.enum(['Queued', 'Sent']),
  createdBy: z.string(),
  /** The name of the user who requested it (null when no user has the username). */
  createdByName: z.string().nullable(),
  createdDate: z.string(),
});
export type EmailStatusRow = z.infer<typeof emailStatusRowSchema>;
export const emailStatusListSchema = listOf(emailStatusRowSchema);
