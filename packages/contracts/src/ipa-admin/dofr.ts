import { z } from 'zod';
import { addDays } from '../platform/rules/dates.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { zBool, zIpaDate, zOptText, zRecordVersion, zRecordVersionQuery } from './ipa-fields.ts';

const requiredText = (max: number) =>
  z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).max(max, M.networkMax('This field', max));

/** Ours: the four risk boxes are exclusive (spec §4: ticking one clears the other three). */
export const ONE_RISK_MESSAGE = 'Only one of Hospital Risk, Shared Risk, IPA Risk and AHC Risk can be ticked';

export const dofrAssignmentFormSchema = z
  .object({
    id: z.number().int().min(0).default(0),
    category: requiredText(200),
    subCategory: requiredText(200),
    isHospitalLiability: zBool(),
    isSharedLiability: zBool(),
    isIpaLiability: zBool(),
    isOurLiability: zBool(),
    link: zOptText(2056, M.networkMax('Link', 2056)),
    comment: zOptText(2056, M.networkMax('Comment', 2056)),
    isDeleted: zBool(),
  })
  .refine(
    (a) => [a.isHospitalLiability, a.isSharedLiability, a.isIpaLiability, a.isOurLiability].filter(Boolean).length <= 1,
    {
      message: ONE_RISK_MESSAGE,
      path: ['isIpaLiability'],
    },
  );
export type DofrAssignmentFormInput = z.input<typeof dofrAssignmentFormSchema>;

/** The contract dialog (spec §5 DOFR): template, start and end required; the bounds are checked against the other contracts. */
export const dofrContractFormSchema = z
  .object({
    templateName: requiredText(200),
    effectiveBeginDate: zIpaDate(M.fieldRequired),
    effectiveEndDate: zIpaDate(M.fieldRequired),
  })
  .refine((c) => c.effectiveBeginDate < c.effectiveEndDate, {
    message: M.dofrStartBeforeEnd,
    path: ['effectiveEndDate'],
  });

/** POST /api/DOFRContract/Create */
export const dofrCreateBodySchema = z.object({
  contractTemplateSourceId: z.number({ error: M.fieldRequired }).int().positive(M.fieldRequired),
  data: z
    .object({
      ipaCode: z.string().trim().min(1, M.ipaCodeRequired).max(12, M.ipaCodeMax),
      templateName: requiredText(200),
      effectiveBeginDate: zIpaDate(M.fieldRequired),
      effectiveEndDate: zIpaDate(M.fieldRequired),
    })
    .refine((c) => c.effectiveBeginDate < c.effectiveEndDate, {
      message: M.dofrStartBeforeEnd,
      path: ['effectiveEndDate'],
    }),
});

/** PUT /api/DOFRContract/{id}: the contract with its assignments (also used for assignment changes and soft deletion). */
export const dofrUpdateBodySchema = z.object({
  data: z
    .object({
      id: z.number().int().positive().optional(),
      version: zRecordVersion(),
      ipaCode: z.string().trim().min(1, M.ipaCodeRequired).max(12, M.ipaCodeMax),
      templateName: requiredText(200),
      effectiveBeginDate: zIpaDate(M.fieldRequired),
      effectiveEndDate: zIpaDate(M.fieldRequired),
      assignments: z.array(dofrAssignmentFormSchema).default([]),
    })
    .refine((c) => c.effectiveBeginDate < c.effectiveEndDate, {
      message: M.dofrStartBeforeEnd,
      path: ['effectiveEndDate'],
    }),
});
export type DofrUpdateBodyInput = z.input<typeof dofrUpdateBodySchema>;

/** DELETE /api/DOFRContract/{id}?version=: the version the contract was read at. */
export const dofrDeleteQuerySchema = z.object({ version: zRecordVersionQuery() });

export const dofrAssignmentDtoSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  subCategory: z.string(),
  isHospitalLiability: z.boolean(),
  isSharedLiability: z.boolean(),
  isIpaLiability: z.boolean(),
  isOurLiability: z.boolean(),
  link: z.string().nullable(),
  comment: z.string().nullable(),
  effectiveBeginDate: z.string(),
  effectiveEndDate: z.string(),
  isDeleted: z.boolean(),
  createdById: z.number().int(),
  createdAt: z.string(),
  lastUpdatedById: z.number().int().nullable(),
  lastUpdatedAt: z.string().nullable(),
});
export type DofrAssignmentDto = z.infer<typeof dofrAssignmentDtoSchema>;

export const dofrContractDtoSchema = z.object({
  id: z.number().int(),
  ipaCode: z.string(),
  templateName: z.string(),
  templateType: z.string(),
  effectiveBeginDate: z.string(),
  effectiveEndDate: z.string(),
  version: z.number().int(),
  createdById: z.number().int(),
  createdAt: z.string(),
  lastUpdatedById: z.number().int().nullable(),
  lastUpdatedAt: z.string().nullable(),
  assignments: z.array(dofrAssignmentDtoSchema),
});
export type DofrContractDto = z.infer<typeof dofrContractDtoSchema>;
export const dofrContractListSchema = z.array(dofrContractDtoSchema);

export const dofrTemplateDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  templateType: z.string(),
  assignments: z.array(
    z.object({
      category: z.string(),
      subCategory: z.string(),
      isHospitalLiability: z.boolean(),
      isSharedLiability: z.boolean(),
      isIpaLiability: z.boolean(),
      isOurLiability: z.boolean(),
      link: z.string().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});
export type DofrTemplateDto = z.infer<typeof dofrTemplateDtoSchema>;
export const dofrSaveResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/**
 * Date bounds of a DOFR contract (spec §5 DOFR). New: min is the day after the latest contract's end, or the IPA
 * effective date; max is the IPA end date or 12/31/9999. Existing: a day after the older neighbour's end and a day
 * before the newer neighbour's start.
 */
export function dofrDateBounds(
  contracts: readonly { id: number; effectiveBeginDate: string; effectiveEndDate: string }[],
  ipa: { effDate: string; endDate: string | null },
  editingId: number | null,
): { min: string; max: string } {
  const others = contracts
    .filter((c) => c.id !== editingId)
    .sort((a, b) => a.effectiveBeginDate.localeCompare(b.effectiveBeginDate));
  const ipaMax = ipa.endDate ?? '9999-12-31';
  if (editingId === null) {
    const latest = others[others.length - 1];
    return { min: latest ? addDays(latest.effectiveEndDate, 1) : ipa.effDate, max: ipaMax };
  }
  const self = contracts.find((c) => c.id === editingId);
  const start = self?.effectiveBeginDate ?? ipa.effDate;
  const older = others.filter((c) => c.effectiveBeginDate < start).pop();
  const newer = others.find((c) => c.effectiveBeginDate > start);
  return {
    min: older ? addDays(older.effectiveEndDate, 1) : ipa.effDate,
    max: newer ? addDays(newer.effectiveBeginDate, -1) : ipaMax,
  };
}
export const dofrTemplateListSchema = z.array(dofrTemplateDtoSchema);
export const dofrUpdateResponseSchema = dofrSaveResponseSchema.extend({
  created: z.number(),
  updated: z.number(),
  deleted: z.number(),
});
