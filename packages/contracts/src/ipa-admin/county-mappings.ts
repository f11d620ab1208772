import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { zBool, zIpaDate, zRecordVersion, zRecordVersionQuery } from './ipa-fields.ts';
import { listOf } from '../platform/paging.ts';

export const countyRefSchema = z.object({
  countyStateCode: z.string().trim().min(1).max(10),
  countyName: z.string().trim().min(1).max(100),
});
export type CountyRefDto = z.infer<typeof countyRefSchema>;

/** For company CCHP the counties of company AHP are offered (spec §5). */
export function operatingCountyCompany(companyCode: string): string {
  return companyCode === 'CCHP' ? 'AHP' : companyCode;
}

/** Start snaps to the first day of its month, end to the last day of its month (spec §4). */
export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}
export function lastOfMonth(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${iso.slice(0, 7)}-${String(day).padStart(2, '0')}`;
}

/** The county mapping data of Create and PUT /{id} (spec §3, §5, §7). */
export const countyMappingDataSchema = z
  .object({
    id: z.number().int().min(0).default(0),
    version: zRecordVersion().optional(),
    ipaId: z.number({ error: 'ipaId is required' }).int().positive(),
    ipaCode: z.string().trim().min(1, M.ipaCodeRequired).max(12, M.ipaCodeMax),
    companyCode: z.string({ error: M.companyCodeRequired }).trim().min(1, M.companyCodeRequired).max(20),
    effectiveBeginDate: zIpaDate(M.countyStartRequired).transform(firstOfMonth),
    effectiveEndDate: zIpaDate(M.countyEndRequired).transform(lastOfMonth),
    isActive: zBool().default(true),
    operatingCounties: z.array(countyRefSchema, { error: M.countyRequired }).min(1, M.countyRequired),
    contiguousCounties: z.array(countyRefSchema).default([]),
  })
  .refine((c) => c.effectiveEndDate >= c.effectiveBeginDate, {
    message: M.countyEndBeforeStart,
    path: ['effectiveEndDate'],
  })
  .refine(
    (c) =>
      !c.operatingCounties.some((op) => c.contiguousCounties.some((co) => co.countyStateCode === op.countyStateCode)),
    {
      message: M.countyBoth,
      path: ['contiguousCounties'],
    },
  );
export type CountyMappingDataInput = z.input<typeof countyMappingDataSchema>;
export const countyMappingBodySchema = z.object({ data: countyMappingDataSchema });

export const countyMappingDtoSchema = z.object({
  id: z.number().int(),
  ipaId: z.number().int(),
  ipaCode: z.string(),
  companyCode: z.string(),
  effectiveBeginDate: z.string(),
  effectiveEndDate: z.string(),
  isActive: z.boolean(),
  operatingCounties: z.array(countyRefSchema),
  contiguousCounties: z.array(countyRefSchema),
  version: z.number().int(),
  /** The spec's fields (§3) keep the username the mapping was saved by. */
  createdByName: z.string(),
  createdAt: z.string(),
  lastUpdatedByName: z.string().nullable(),
  lastUpdatedAt: z.string().nullable(),
  /** The names of those users the grid shows (null for a username no user has). */
  createdByDisplayName: z.string().nullable(),
  lastUpdatedByDisplayName: z.string().nullable(),
});
export type CountyMappingDto = z.infer<typeof countyMappingDtoSchema>;
export const countyMappingListSchema = listOf(countyMappingDtoSchema);
export const countyMappingListQuerySchema = z.object({
  ipaCode: z.string().trim().min(1),
  companyCode: z.string().trim().default('N/A'),
  top: zQueryInt().min(1).max(500).default(10),
  skip: zQueryInt().min(0).default(0),
});
export const countiesQuerySchema = z.object({
  IpaCode: z.string().trim().optional(),
  companyCode: z.string().trim().optional(),
  planYear: zQueryInt().min(2000).max(2100).optional(),
});
export const countyDeleteQuerySchema = z.object({
  id: zQueryInt().positive(),
  ipaCode: z.string().trim().min(1),
  companyCode: z.string().trim().optional(),
  version: zRecordVersionQuery(),
});
export const countyMappingSavedSchema = z.object({ id: z.number().int(), message: z.string() });
export const countyRefListSchema = z.array(countyRefSchema);
