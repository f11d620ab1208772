import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { IPA_MESSAGES as M } from './ipa-admin.messages.ts';
import { whenFieldsValid } from '../platform/rules/cross-field.ts';
import {
  digitsOf,
  isEmail,
  isIpaCode,
  isPhone,
  isTaxId,
  isUsPhone,
  isValidNpi,
  isZip,
  zBool,
  zIpaDate,
  zOptFormatted,
  zOptText,
  zRecordVersion,
  zReqText,
} from './ipa-fields.ts';
import { listOf } from '../platform/paging.ts';

/**
 * An IPA as the server returns it (spec §3 "IPA" plus the MSO reached through its contract).
 * Business dates (effDate, endDate) are ISO 'YYYY-MM-DD' strings (platform rule; shown as MM/dd/yyyy); the open end of
 * a range is '9999-12-31'. Requests accept the spec's M/D/YYYY as well. Audit timestamps (createdDt, updatedDt) are ISO date-times.
 */
export const ipaDtoSchema = z.object({
  id: z.number().int(),
  ipaCode: z.string(),
  ipaDesc: z.string().nullable(),
  effDate: z.string(),
  endDate: z.string(),
  companyCode: z.string().nullable(),
  /** Shown as 'Hide On Web'. */
  termed: z.boolean(),
  facetsCode: z.string().nullable(),
  contractLevelId: z.number().int().nullable(),
  contractName: z.string().nullable(),
  /** Shown as Contract Type (e.g. 'C', 'F', ...). */
  risk: z.string().nullable(),
  type: z.string(),
  notes: z.string().nullable(),
  ip: z.string().nullable(),
  webSite: z.string().nullable(),
  ipaPhone: z.string().nullable(),
  ipaPhone2: z.string().nullable(),
  ipaPhoneIdCard: z.string().nullable(),
  ipaNameIdCard: z.string().nullable(),
  internalPointofContact: z.string().nullable(),
  manager: z.string().nullable(),
  specialist: z.string().nullable(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  vendorNm: z.string().nullable(),
  taxId: z.string().nullable(),
  npi: z.string().nullable(),
  addr: z.string().nullable(),
  addr2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  intlZip: z.string().nullable(),
  vendorPhoneNumber: z.string().nullable(),
  vendorFaxNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  msoName: z.string().nullable(),
  msoAddress1: z.string().nullable(),
  msoAddress2: z.string().nullable(),
  msoCity: z.string().nullable(),
  msoState: z.string().nullable(),
  msoZipCode: z.string().nullable(),
  msoPhone: z.string().nullable(),
  msoEmail: z.string().nullable(),
  msoNotes: z.string().nullable(),
  msoIsTermed: z.boolean().nullable(),
  /** The contract is flagged termed ('The contract is termed'). */
  contractIsTermed: z.boolean().nullable(),
  version: z.number().int(),
  /** Usernames (spec §3), with the names the screens show (null for a username no user has). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdDt: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedDt: z.string().nullable(),
});
export type IpaDto = z.infer<typeof ipaDtoSchema>;

/** Lengths that differ between the wizard and the Main Info form (spec §5). */
const LIMITS = {
  wizard: { facets: 4, facetsMessage: M.facetsMaxWizard, vendorName: 60, city: 50, phoneMax: 10 },
  mainInfo: { facets: 60, facetsMessage: M.maxLength('Facets Code', 60), vendorName: 100, city: 80, phoneMax: 15 },
} as const;

/** The IPA fields both forms share (spec §3, §5), built for the wizard or the Main Info limits. */
export function ipaFields(mode: keyof typeof LIMITS) {
  const limit = LIMITS[mode];
  return {
    ipaCode: zReqText(M.ipaCodeRequired, 12, M.ipaCodeMax)
      .refine(isIpaCode, M.ipaCodeFormat)
      .transform((value) => value.toUpperCase()),
    ipaDesc: zOptText(100, M.maxLength('IPA Name / Description', 100)),
    effDate: zIpaDate(M.effDateRequired),
    endDate: zIpaDate(M.endDateRequired),
    companyCode: zOptText(20, M.maxLength('Company Code', 20)),
    termed: zBool(),
    facetsCode: zReqText(M.facetsRequired, limit.facets, limit.facetsMessage),
    contractLevelId: z.number({ error: M.contractNameRequired }).int().positive(M.contractNameRequired),
    risk: zReqText(M.contractTypeRequired, 10, M.maxLength('Contract Type', 10)),
    type: zReqText(M.typeRequired, 30, M.maxLength('Type', 30)),
    notes: zOptText(50, M.maxLength('Notes', 50)),
    ip: zOptText(15, M.maxLength('IP', 15)),
    webSite: zOptText(100, M.maxLength('Website', 100)),
    ipaPhone: zOptFormatted((v) => isPhone(v, 10, limit.phoneMax), M.phoneFormat, digitsOf),
    ipaPhone2: zOptFormatted((v) => isPhone(v, 10, limit.phoneMax), M.phoneFormat, digitsOf),
    ipaPhoneIdCard: z
      .string({ error: M.cardPhoneRequired })
      .trim()
      .min(1, M.cardPhoneRequired)
      .refine((v) => v === '' || isPhone(v, 10, limit.phoneMax), M.phoneFormat)
      .transform(digitsOf),
    ipaNameIdCard: zReqText(M.ipaNameRequired, 80, M.ipaNameMax),
    internalPointofContact: zOptText(255, M.maxLength('Internal Point of Contact', 255)),
    manager: zOptText(60, M.maxLength('Manager', 60)),
    specialist: zOptText(60, M.maxLength('Specialist', 60)),
    vendorId: zOptText(60, M.maxLength('Vendor ID', 60)),
    vendorName: zOptText(limit.vendorName, M.maxLength('Vendor Name', limit.vendorName)),
    vendorNm: zOptText(limit.vendorName, M.maxLength('Vendor Name', limit.vendorName)),
    taxId: zOptFormatted((v) => v.length <= 60 && isTaxId(v), M.taxIdInvalid, digitsOf),
    npi: zOptFormatted((v) => v.length <= 60 && isValidNpi(v), M.npiInvalid),
    addr: zOptText(80, M.maxLength('Street Address', 80)),
    addr2: zOptText(80, M.maxLength('Suite', 80)),
    city: zOptText(limit.city, M.maxLength('City', limit.city)),
    state: zOptFormatted(
      (v) => /^[A-Za-z]{2}$/.test(v),
      M.stateLength,
      (v) => v.toUpperCase(),
    ),
    zip: zOptFormatted((v) => v.length <= 20 && isZip(v), M.zipInvalid),
    intlZip: zOptText(20, M.maxLength('International Zip', 20)),
    vendorPhoneNumber: zOptFormatted(
      (v) => isPhone(v, 10, limit.phoneMax),
      mode === 'wizard' ? M.phoneFormat : M.vendorPhoneInvalid,
      digitsOf,
    ),
    vendorFaxNumber: zOptFormatted(isUsPhone, mode === 'wizard' ? M.faxInvalid : M.faxNumberInvalid, digitsOf),
    emailAddress: zOptFormatted(isEmail, M.emailInvalid),
  };
}

export const endAfterEffective = (value: { effDate: string; endDate: string }) => value.endDate > value.effDate;

/**
 * AddNewIpa: the wizard's four steps in one body (spec §2.3, §5, §7). The PBP step creates the first plan mapping.
 * A new IPA is sent with companyCode cleared: the server takes the company of the chosen contract code.
 */
export const ipaCreateSchema = z
  .object({
    ...ipaFields('wizard'),
    pbpStartDate: zIpaDate(M.pbpStartRequired),
    pbpEndDate: zIpaDate(M.pbpEndRequired),
    contractCode: zReqText(M.contractCodeRequired, 10, M.maxLength('Contract Code', 10)),
    pbp: zReqText(M.pbpRequired, 10, M.maxLength('PBP', 10)),
  })
  // Both date rules run even while other fields fail, so every message comes in one pass (spec §5).
  .refine(endAfterEffective, {
    message: M.endAfterEffective,
    path: ['endDate'],
    ...whenFieldsValid(['effDate', 'endDate']),
  })
  .refine((value) => value.pbpEndDate >= value.pbpStartDate, {
    message: M.pbpEndAfterStart,
    path: ['pbpEndDate'],
    ...whenFieldsValid(['pbpStartDate', 'pbpEndDate']),
  });
export type IpaCreateInput = z.input<typeof ipaCreateSchema>;
export type IpaCreate = z.output<typeof ipaCreateSchema>;

/** UpdateIpa: the Main Info form (spec §2.4) with the id and the version it was read at. */
export const ipaUpdateSchema = z
  .object({ id: z.number().int().positive(), version: zRecordVersion(), ...ipaFields('mainInfo') })
  .refine(endAfterEffective, {
    message: M.endAfterEffective,
    path: ['endDate'],
    ...whenFieldsValid(['effDate', 'endDate']),
  });
export type IpaUpdateInput = z.input<typeof ipaUpdateSchema>;
export type IpaUpdate = z.output<typeof ipaUpdateSchema>;

export const ipaSaveResponseSchema = z.object({ message: z.string(), ipa: ipaDtoSchema });

/** ipaStatus: 'Show Active Only' = 0, 'Show All' = 1 (the default) (spec §2.1). */
export const IPA_STATUS_OPTIONS = [
  { value: '0', label: 'Show Active Only' },
  { value: '1', label: 'Show All' },
] as const;

export const IPA_SEARCH_PAGE_SIZE = 25;

/** The Search Criteria panel's fields, shared by the IPA search and the Export/Import Utility's selection. */
export const ipaSearchCriteria = {
  companyCode: z.string().trim().optional(),
  ipaStatus: z.enum(['0', '1']).default('1'),
  ipaCode: z.string().trim().optional(),
  contractType: z.string().trim().optional(),
  ipaCodeStartsWith: z.string().trim().max(12).optional(),
  msoNameStartsWith: z.string().trim().max(100).optional(),
};

/**
 * SearchForIpa query: the Search Criteria panel and the list-grid filters. At least one filter beyond ipaStatus
 * is required (spec §5 Search).
 */
export const ipaSearchQuerySchema = z
  .object({
    ...ipaSearchCriteria,
    vendorNpi: z.string().trim().max(10).optional(),
    taxId: z.string().trim().max(11).optional(),
    page: zQueryInt().min(1).default(1),
    pageSize: zQueryInt().min(1).max(100).default(IPA_SEARCH_PAGE_SIZE),
    sortBy: z
      .enum(['ipaCode', 'ipaDesc', 'contractName', 'npi', 'taxId', 'msoName', 'effDate', 'endDate', 'risk'])
      .default('ipaCode'),
    sortDir: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine(
    (q) =>
      [q.companyCode, q.ipaCode, q.contractType, q.ipaCodeStartsWith, q.msoNameStartsWith, q.vendorNpi, q.taxId].some(
        (v) => v !== undefined && v !== '',
      ),
    { message: M.searchNeedsFilter, path: ['ipaCode'] },
  );
export type IpaSearchQuery = z.output<typeof ipaSearchQuerySchema>;
export type IpaSearchInput = z.input<typeof ipaSearchQuerySchema>;

export const ipaSearchResultSchema = listOf(ipaDtoSchema);

/** Vendor/IPA autocomplete (SearchForIpaOrVendorsPaginated): 50 items, shown as code plus description. */
export const IPA_AUTOCOMPLETE_SIZE = 50;
export const ipaAutocompleteQuerySchema = z.object({
  filter: z.string().trim().max(100).default(''),
  top: zQueryInt().min(1).max(IPA_AUTOCOMPLETE_SIZE).default(IPA_AUTOCOMPLETE_SIZE),
});
export const ipaOptionSchema = z.object({
  id: z.number().int(),
  ipaCode: z.string(),
  ipaDesc: z.string().nullable(),
  text: z.string(),
});
export const ipaAutocompleteResultSchema = listOf(ipaOptionSchema);

export const optionSchema = z.object({ value: z.string(), text: z.string() });
export const optionListSchema = z.array(optionSchema);
export const ipaContractOptionSchema = z.object({
  id: z.number().int(),
  contractName: z.string(),
  isTermed: z.boolean(),
  msoName: z.string().nullable(),
});
export const msoDetailsSchema = z.object({
  msoName: z.string().nullable(),
  msoAddress1: z.string().nullable(),
  msoAddress2: z.string().nullable(),
  msoCity: z.string().nullable(),
  msoState: z.string().nullable(),
  msoZipCode: z.string().nullable(),
  msoPhone: z.string().nullable(),
  msoEmail: z.string().nullable(),
  msoNotes: z.string().nullable(),
  msoIsTermed: z.boolean().nullable(),
  contractIsTermed: z.boolean(),
});
export type MsoDetailsDto = z.infer<typeof msoDetailsSchema>;
export const ipaEffDatesSchema = z.array(z.object({ id: z.number().int(), effDate: z.string(), endDate: z.string() }));
export const ipaCodeExistsQuerySchema = z.object({
  ipaCode: z.string().trim().min(1, M.ipaCodeRequired),
  effDate: z.string().trim().min(1, M.effDateRequired),
});

/** Feature flags of the medical-group area (GetNetkworkAdminFeatureFlags). */
export const networkAdminFlagsSchema = z.array(z.object({ name: z.string(), isActive: z.boolean() }));

/** POST /api/PrintMemberIdCardWorkflow/CreateWorkflow */
export const createPrintCardWorkflowSchema = z.object({
  ipaCode: z.string().trim().min(1, M.ipaCodeRequired).max(12, M.ipaCodeMax),
});
export const printCardWorkflowResponseSchema = z.object({
  id: z.number().int(),
  ipaCode: z.string(),
  status: z.string(),
  message: z.string(),
});
export const ipaCodeQuerySchema = z.object({ ipaCode: z.string().trim().min(1) });
export const ipaContractOptionListSchema = z.array(ipaContractOptionSchema);
export const vendorIdSchema = z.object({ vendorId: z.string() });
export const msoDetailsQuerySchema = z.object({ contractId: zQueryInt().positive() });
export const ipaIdQuerySchema = z.object({ ipaId: zQueryInt().positive() });
export const ipaCodeExistsResultSchema = z.boolean();
export const ipaUpdateResponseSchema = ipaSaveResponseSchema.extend({ cardChanged: z.boolean() });
