import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { zIpaDate, zOptText, zRecordVersion } from './ipa-fields.ts';
import { listOf } from '../platform/paging.ts';

const required100 = (field: string) =>
  z
    .string({ error: M.networkRequired(field) })
    .trim()
    .min(1, M.networkRequired(field))
    .max(100, M.networkMax(field, 100));

/** Network & Agreement data of CreateNetworkMapping / UpdateNetworkMapping (spec §3, §5). */
export const networkMappingDataSchema = z
  .object({
    id: z.number().int().min(0).default(0),
    version: zRecordVersion().optional(),
    networkMapId: z.number().int().nullish(),
    ipaCode: z.string().trim().min(1, M.ipaCodeRequired).max(12, M.ipaCodeMax),
    effectiveStartDate: zIpaDate(M.networkStartRequired),
    effectiveEndDate: z.string().trim().nullish(),
    contractCode: z.string({ error: M.networkContractRequired }).trim().min(1, M.networkContractRequired).max(10),
    isPcp: z.enum(['yes', 'no'], { error: M.networkPcpRequired }),
    tin: z
      .string()
      .trim()
      .nullish()
      .refine((v) => v === undefined || v === null || v === '' || /^\d+$/.test(v), M.tinNumber)
      .refine((v) => v === undefined || v === null || v.length <= 9, M.networkMax('TIN', 9))
      .transform((v) => (v ? v : null)),
    class: zOptText(100, M.networkMax('Provider Class', 100)),
    specialty: zOptText(255, M.networkMax('Provider Specialty', 255)),
    networkId: required100('Network ID'),
    networkPrefix: required100('Network Prefix'),
    agreementId: required100('Pricing Agreement ID'),
    ipaNetworkId: required100('IPA Network ID'),
    ipaNetworkPrefix: required100('IPA Network Prefix'),
    dofrAgreementId: required100('DOFR Agreement ID'),
  })
  .transform((n, ctx) => {
    const end = n.effectiveEndDate ? n.effectiveEndDate : '9999-12-31';
    const parsed = zIpaDate(M.networkEndBeforeStart).safeParse(end);
    if (!parsed.success || parsed.data < n.effectiveStartDate) {
      ctx.addIssue({ code: 'custom', message: M.networkEndBeforeStart, path: ['effectiveEndDate'] });
      return z.NEVER;
    }
    return { ...n, effectiveEndDate: parsed.data };
  });
export type NetworkMappingDataInput = z.input<typeof networkMappingDataSchema>;
export const networkMappingBodySchema = z.object({ data: networkMappingDataSchema });

export const networkMappingDtoSchema = z.object({
  id: z.number().int(),
  networkMapId: z.number().int(),
  ipaCode: z.string(),
  effectiveStartDate: z.string(),
  effectiveEndDate: z.string(),
  contractCode: z.string(),
  isPcp: z.string(),
  tin: z.string().nullable(),
  class: z.string().nullable(),
  specialty: z.string().nullable(),
  networkId: z.string(),
  networkPrefix: z.string(),
  agreementId: z.string(),
  ipaNetworkId: z.string(),
  ipaNetworkPrefix: z.string(),
  dofrAgreementId: z.string(),
  version: z.number().int(),
  createdBy: z.string(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type NetworkMappingDto = z.infer<typeof networkMappingDtoSchema>;
export const networkMappingListSchema = listOf(networkMappingDtoSchema);
export const networkMappingListQuerySchema = z.object({
  ipaCode: z.string().trim().min(1),
  top: zQueryInt().min(1).max(50000).default(10),
  skip: zQueryInt().min(0).default(0),
});
export const networkMappingSavedSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  mapping: networkMappingDtoSchema,
});
