import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { zBool, zIpaDate, zOptText, zRecordVersion, zRecordVersionQuery } from './ipa-fields.ts';

/**
 * AddOrUpdateIpaPlan: one record per selected PBP (spec §3, §7). Contract Code and PBP are locked on an update.
 */
export const planFormSchema = z
  .object({
    id: z.number().int().min(0).default(0),
    version: zRecordVersion().optional(),
    operationType: z.enum(['INSERT', 'UPDATE']).default('INSERT'),
    ipaId: z.number({ error: 'ipaId is required' }).int().positive(),
    ipaCode: z.string().trim().min(1, M.ipaCodeRequired).max(12, M.ipaCodeMax),
    companyCode: zOptText(20, M.maxLength('Company Code', 20)),
    contractCode: z
      .string({ error: M.contractCodeRequired })
      .trim()
      .min(1, M.contractCodeRequired)
      .max(10, M.maxLength('Contract Code', 10)),
    pbp: z.string({ error: M.pbpRequired }).trim().min(1, M.pbpRequired).max(10, M.maxLength('PBP', 10)),
    startDate: zIpaDate(M.planStartRequired),
    endDate: zIpaDate(M.planEndRequired),
    isActive: zBool().default(true),
    county: zOptText(2056, M.maxLength('County', 2056)),
    class: zOptText(2056, M.maxLength('Class', 2056)),
    specialty: zOptText(2056, M.maxLength('Specialty', 2056)),
    record_Id: zOptText(60, M.maxLength('Record Id', 60)),
  })
  .refine((p) => p.endDate >= p.startDate, { message: M.planEndBeforeStart, path: ['endDate'] });
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanForm = z.output<typeof planFormSchema>;

/** The body: one plan record, or the records of all selected PBPs saved together. */
export const planSaveBodySchema = z.union([planFormSchema, z.array(planFormSchema).min(1, M.pbpRequired)]);

/** The dialog's form: several PBPs on a create (spec §3 "pbps (form list)"). */
export const planDialogSchema = z
  .object({
    companyCode: z.string().nullable(),
    contractCode: z.string({ error: M.contractCodeRequired }).trim().min(1, M.contractCodeRequired),
    pbps: z.array(z.string()).min(1, M.pbpRequired),
    startDate: zIpaDate(M.planStartRequired),
    endDate: zIpaDate(M.planEndRequired),
  })
  .refine((p) => p.endDate >= p.startDate, { message: M.planEndBeforeStart, path: ['endDate'] });
export type PlanDialogInput = z.input<typeof planDialogSchema>;

export const planDtoSchema = z.object({
  id: z.number().int(),
  ipaId: z.number().int(),
  ipaCode: z.string(),
  companyCode: z.string().nullable(),
  contractCode: z.string(),
  pbp: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  county: z.string().nullable(),
  class: z.string().nullable(),
  specialty: z.string().nullable(),
  record_Id: z.string().nullable(),
  version: z.number().int(),
  /** Usernames (spec §3), with the names the grid shows (null for a username no user has). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type PlanDto = z.infer<typeof planDtoSchema>;

export const planOverlapQuerySchema = z.object({
  OperationType: z.enum(['INSERT', 'UPDATE']).default('INSERT'),
  ContractCode: z.string().trim().min(1, M.contractCodeRequired),
  PBP: z.string().trim().min(1, M.pbpRequired),
  IpaCode: z.string().trim().min(1, M.ipaCodeRequired),
  StartDate: zIpaDate(M.planStartRequired),
  EndDate: zIpaDate(M.planEndRequired),
  Id: zQueryInt().optional(),
});
export const planDeleteQuerySchema = z.object({
  id: zQueryInt().positive(),
  ipaCode: z.string().trim().min(1),
  version: zRecordVersionQuery(),
});
export const contractCodesQuerySchema = z.object({ companyCode: z.string().optional() });
export const pbpCodesQuerySchema = z.object({ companyCode: z.string().optional(), contractCode: z.string().min(1) });
export const planListSchema = listOf(planDtoSchema);
export const planOverlapResultSchema = z.boolean();
export const planSaveResponseSchema = z.object({ message: z.string(), ids: z.array(z.number().int()) });
