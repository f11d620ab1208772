import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { zIpaDate, zOptText, zRecordVersion } from './ipa-fields.ts';
import { itemsOf, listOf, zQueryList } from '../platform/paging.ts';

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
/** The grid's page: top=10 (spec §9); the route accepts up to this many rows a request. */
export const NETWORK_PAGE_SIZE = 10;
export const NETWORK_MAX_TOP = 100;
/** The deepest offset accepted: past it a deep page reads and throws away every row before it. */
export const NETWORK_MAX_SKIP = 100_000;
/** Excel-style filters offer up to 50000 choices (spec §2.10, §9). */
export const NETWORK_FILTER_MAX_CHOICES = 50_000;
/** The most values one filter sends: the checked values travel in the URL, which Node caps with the headers at 16 KB. */
export const NETWORK_FILTER_MAX_VALUES = 500;
/** The Network & Agreement columns with an Excel-style filter (spec §2.10). */
export const NETWORK_FILTER_FIELDS = [
  'networkId',
  'networkPrefix',
  'agreementId',
  'contractCode',
  'tin',
  'class',
  'isPcp',
  'specialty',
] as const;
export type NetworkFilterField = (typeof NETWORK_FILTER_FIELDS)[number];
export type NetworkFilters = Partial<Record<NetworkFilterField, string[]>>;

export const NETWORK_LIST_MESSAGES = {
  ipaCode: 'ipaCode is required.',
  top: `top must be a whole number from 1 to ${NETWORK_MAX_TOP}.`,
  skip: `skip must be a whole number from 0 to ${NETWORK_MAX_SKIP}.`,
  tooManyValues: (field: string) => `The ${field} filter can hold at most ${NETWORK_FILTER_MAX_VALUES} values.`,
  valueTooLong: (field: string) => `A ${field} filter value can be at most 255 characters.`,
  field: `field must be one of ${NETWORK_FILTER_FIELDS.join(', ')}.`,
} as const;

const M_LIST = NETWORK_LIST_MESSAGES;
const zListIpaCode = () => z.string({ error: M_LIST.ipaCode }).trim().min(1, M_LIST.ipaCode).max(12, M.ipaCodeMax);
/** One column's checked values; an empty value is the '(Blanks)' choice (a row without that value). */
const zFilterValues = (field: NetworkFilterField) =>
  zQueryList(
    z
      .array(z.string().max(255, M_LIST.valueTooLong(field)))
      .max(NETWORK_FILTER_MAX_VALUES, M_LIST.tooManyValues(field)),
  );

/**
 * GetNetworkMappingList?ipaCode&top&skip (spec §7, §9), with each filtered column's checked values as repeated keys
 * (`networkId=NW1&networkId=NW2`), as the other Excel-style grids pass theirs; the server filters and pages.
 */
export const networkMappingListQuerySchema = z.object({
  ipaCode: zListIpaCode(),
  top: zQueryInt(M_LIST.top).min(1, M_LIST.top).max(NETWORK_MAX_TOP, M_LIST.top).default(NETWORK_PAGE_SIZE),
  skip: zQueryInt(M_LIST.skip).min(0, M_LIST.skip).max(NETWORK_MAX_SKIP, M_LIST.skip).default(0),
  networkId: zFilterValues('networkId'),
  networkPrefix: zFilterValues('networkPrefix'),
  agreementId: zFilterValues('agreementId'),
  contractCode: zFilterValues('contractCode'),
  tin: zFilterValues('tin'),
  class: zFilterValues('class'),
  isPcp: zFilterValues('isPcp'),
  specialty: zFilterValues('specialty'),
});
export type NetworkMappingListQuery = z.infer<typeof networkMappingListQuerySchema>;

/** GetNetworkMappingFilterValues?ipaCode&field: the distinct values of one filtered column for the IPA, sorted. */
export const networkFilterValuesQuerySchema = z.object({
  ipaCode: zListIpaCode(),
  field: z.enum(NETWORK_FILTER_FIELDS, { error: M_LIST.field }),
});
export const networkFilterValuesSchema = itemsOf(z.string());
export const networkMappingSavedSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  mapping: networkMappingDtoSchema,
});
